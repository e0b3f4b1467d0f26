internal import CCairo
import Foundation
import InfoWindowCore

/// Thin shape strokes drawn by ``ThinStrokeRasterizer`` (D136) and shape fills drawn by
/// ``AreaFillRasterizer`` (D137) straight into the bitmap's pixels, when that is what Cairo would draw
/// into: no group, source over, a transform that only scales (equally) and moves, and a clip that is one
/// rectangle of whole device pixels. Anything else goes to Cairo.
extension Canvas {
    /// Which of shapes' thin strokes and fills new canvases draw themselves rather than through Cairo:
    /// both, unless the environment variable `INFOWINDOW_CAIRO_SHAPES` says `strokes` (Cairo strokes),
    /// `fills` (Cairo fills) or anything else (Cairo both, as before D136). For measuring one against the
    /// other: `infowindow-bench` changes it between frames on the main thread; nothing else writes it.
    nonisolated(unsafe) package static var ownShapesByDefault = ownShapes(cairo: ProcessInfo.processInfo.environment["INFOWINDOW_CAIRO_SHAPES"])

    /// What `INFOWINDOW_CAIRO_SHAPES` set to `cairo` (nil: unset) leaves to our rasterizers (D138).
    package static func ownShapes(cairo: String?) -> (strokes: Bool, fills: Bool) {
        switch cairo {
        case nil: return (true, true)
        case "strokes": return (false, true)
        case "fills": return (true, false)
        default: return (false, false)
        }
    }

    /// Strokes `batch` with our own rasterizer when it may (see the type's notes) and returns true, or
    /// returns false having drawn nothing.
    func strokeThin(_ batch: PolylineBatch, closing: Bool, color: Color, lineWidth: CGFloat) -> Bool {
        guard drawsThinStrokesItself, let target = ownShapeTarget() else { return false }
        let deviceWidth = Double(lineWidth) * target.scale
        guard deviceWidth > 0, deviceWidth <= ThinStrokeRasterizer.maximumWidth else { return false }
        let rasterizer = thinStrokes ?? ThinStrokeRasterizer(width: bitmap.width, height: bitmap.height)
        thinStrokes = rasterizer
        return drawingOwn(color) { word in
            batch.points.withUnsafeBufferPointer { points in
                batch.ends.withUnsafeBufferPointer { ends in
                    rasterizer.stroke(points, ends: ends, closing: closing, lineWidth: deviceWidth, color: word, into: target)
                }
            }
        }
    }

    /// Fills `rings` less `holes` with our own scan converter when it may and returns true, or returns
    /// false having drawn nothing.
    func fillOwn(_ rings: PolylineBatch, holes: [PolylineBatch], color: Color) -> Bool {
        guard drawsFillsItself, let target = ownShapeTarget() else { return false }
        let rasterizer = areaFills ?? AreaFillRasterizer(width: bitmap.width, height: bitmap.height)
        areaFills = rasterizer
        return drawingOwn(color) { word in rasterizer.fill(rings, holes: holes, color: word, into: target) }
    }

    /// Runs `draw` with `color` as a premultiplied pixel word between flushing Cairo's pending drawing and
    /// marking the pixels changed; a fully transparent colour draws nothing. True: the shape is drawn.
    private func drawingOwn(_ color: Color, _ draw: (UInt32) -> Void) -> Bool {
        let word = ThinStrokeRasterizer.premultipliedWord(color)
        guard word >> 24 != 0 else { return true }
        bitmap.flush()
        draw(word)
        bitmap.markDirty()
        return true
    }

    /// The bitmap's pixels, clip and transform, when a stroke may be drawn into them directly.
    private func ownShapeTarget() -> ThinStrokeRasterizer.Target? {
        guard cairo_get_group_target(cr) == bitmap.surface, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.xx == m.yy, m.x0.isFinite, m.y0.isFinite else { return nil }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
              let rect = list.pointee.rectangles?.pointee else { return nil }
        // The clip in device pixels: it must fall on whole pixels, or Cairo would blend its edges.
        func whole(_ v: Double) -> Int? {
            let r = v.rounded()
            return abs(v - r) < 1e-6 && abs(r) < 1e9 ? Int(r) : nil
        }
        guard let x0 = whole(rect.x * m.xx + m.x0), let y0 = whole(rect.y * m.yy + m.y0),
              let x1 = whole((rect.x + rect.width) * m.xx + m.x0), let y1 = whole((rect.y + rect.height) * m.yy + m.y0)
        else { return nil }
        return ThinStrokeRasterizer.Target(pixels: UnsafeMutableRawPointer(bitmap.baseAddress), stride: bitmap.stride,
                                           clipMinX: x0, clipMinY: y0, clipMaxX: x1, clipMaxY: y1,
                                           scale: m.xx, offsetX: m.x0, offsetY: m.y0)
    }
}
