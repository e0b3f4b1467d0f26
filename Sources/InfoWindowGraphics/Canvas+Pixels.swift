internal import CCairo
import Foundation
import InfoWindowCore

/// Copying pixels straight into the canvas's bitmap, for the cases where that is exactly what Cairo
/// would draw and Cairo's general path costs many times more.
extension Canvas {
    /// The current transform's translation in whole device pixels, when the transform is the canvas's
    /// own scale plus such a translation (no rotation, no extra scaling); nil otherwise.
    package func wholePixelTranslation() -> (x: Int, y: Int)? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx == Double(scale), m.yy == Double(scale),
              m.x0 == m.x0.rounded(), m.y0 == m.y0.rounded(), abs(m.x0) < 1e9, abs(m.y0) < 1e9 else { return nil }
        return (Int(m.x0), Int(m.y0))
    }

    /// Copies slices of `source` into the canvas, each `source` rectangle (pixels of the bitmap) to its
    /// `destination` (points), nearest-neighbour: 1 : 1, or one pixel column or row stretched along a
    /// destination that is wider or taller. The caller promises that there is no clip and that the
    /// pixels under the slices are transparent, so that copying is what Cairo's source-over drawing
    /// would give. Returns false, having drawn nothing, when a slice does not land on whole device
    /// pixels or is not such a copy; the caller then draws through Cairo.
    func copyPixels(of source: Bitmap, slices: [(source: CGRect, destination: CGRect)]) -> Bool {
        guard let offset = wholePixelTranslation() else { return false }
        func whole(_ v: CGFloat) -> Int? {
            let r = v.rounded()
            return abs(v - r) < 1e-6 && abs(r) < 1e9 ? Int(r) : nil
        }
        struct Job { var sx, sy, sw, sh, dx, dy, dw, dh: Int }
        var jobs: [Job] = []
        for slice in slices {
            let d = slice.destination, s = slice.source
            guard let dx = whole(d.minX * scale), let dy = whole(d.minY * scale),
                  let dw = whole(d.width * scale), let dh = whole(d.height * scale),
                  let sx = whole(s.minX), let sy = whole(s.minY), let sw = whole(s.width), let sh = whole(s.height),
                  sw > 0, sh > 0, dw > 0, dh > 0, sw == dw || sw == 1, sh == dh || sh == 1,
                  sx >= 0, sy >= 0, sx + sw <= source.width, sy + sh <= source.height else { return false }
            jobs.append(Job(sx: sx, sy: sy, sw: sw, sh: sh, dx: dx + offset.x, dy: dy + offset.y, dw: dw, dh: dh))
        }
        let target = bitmap
        flushOwnShapes()
        source.flush()
        target.flush()
        let sourceStride = source.stride, targetStride = target.stride
        let sourceBase = UnsafeRawPointer(source.baseAddress), targetBase = UnsafeMutableRawPointer(target.baseAddress)
        for job in jobs {
            // Only the part inside the bitmap (Cairo clips to the surface too).
            let x0 = max(job.dx, 0), x1 = min(job.dx + job.dw, target.width)
            let y0 = max(job.dy, 0), y1 = min(job.dy + job.dh, target.height)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 {
                let sy = job.sh == 1 ? job.sy : job.sy + (y - job.dy)
                let from = sourceBase + sy * sourceStride
                let to = targetBase + y * targetStride + x0 * 4
                if job.sw == 1 {
                    // One source column stretched: the same pixel all along the row.
                    to.assumingMemoryBound(to: UInt32.self)
                        .update(repeating: from.load(fromByteOffset: job.sx * 4, as: UInt32.self), count: x1 - x0)
                } else {
                    to.copyMemory(from: from + (job.sx + x0 - job.dx) * 4, byteCount: (x1 - x0) * 4)
                }
            }
        }
        target.markDirty()
        return true
    }
}
