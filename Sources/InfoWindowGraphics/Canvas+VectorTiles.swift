internal import CCairo
import Foundation
import InfoWindowCore

/// How a stroked line ends (MapLibre's `line-cap`).
package enum LineCap: String {
    case butt, round, square
}

/// How a stroked line turns (MapLibre's `line-join`).
package enum LineJoin: String {
    case bevel, round, miter
}

/// The drawing calls of vector tiles: whole style layers in one path (so pieces of a feature cut at
/// tile edges join without seams, and a translucent line is painted once where pieces overlap),
/// circles, and labels turned along streets.
extension Canvas {
    /// Draws a frame's ground `commands` in order (VT15). With enough work, the canvas's clip is cut
    /// into bands of ``bandRows`` pixel rows, each drawn from all the commands through its own surface,
    /// and up to `threads` threads draw the bands at once. The bands do not depend on `threads`, so
    /// neither do the pixels. The whole clip at once when the transform turns or skews, or the clip is
    /// not one rectangle.
    package func draw(_ commands: [GroundCommand], threads: Int) {
        guard commands.reduce(0, { $0 + $1.size }) >= Self.bandedMinimumPoints, let bands = bands() else {
            GroundRasterizer.replay(commands, on: cr, scale: scale)
            return
        }
        cairo_surface_flush(bitmap.surface)
        GroundRasterizer.replay(commands, in: bands, threads: threads, scale: scale)
        cairo_surface_mark_dirty(bitmap.surface)
    }

    /// Below this many points in all, a frame's ground is drawn without bands.
    static let bandedMinimumPoints = 2_000
    /// The pixel rows of a band (the last one of a clip takes what is left, from a half to one and a
    /// half of it). Measured on the 1280×800 tilted Helsinki frame (docs/basemap.md, VT15): 64 to 400
    /// rows cost the same on two threads; 200 splits 800 rows evenly on 2 and 4 threads and costs
    /// nothing on one.
    static let bandRows = 200

    /// The canvas's clip cut into bands of rows, or nil when it cannot be (see ``draw(_:threads:)``).
    private func bands() -> [GroundRasterizer.Band]? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return nil }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
              let r = list.pointee.rectangles?.pointee else { return nil }
        // The clip in device pixels, within the bitmap.
        let device = CGRect(x: matrix.x0 + r.x * matrix.xx, y: matrix.y0 + r.y * matrix.yy,
                            width: r.width * matrix.xx, height: r.height * matrix.yy)
            .intersection(CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height))
        guard !device.isNull, !device.isEmpty else { return nil }
        let firstRow = Int(device.minY.rounded(.down)), endRow = Int(device.maxY.rounded(.up))
        let n = max(1, Int((Double(endRow - firstRow) / Double(Self.bandRows)).rounded()))
        let data = bitmap.baseAddress, stride = bitmap.stride
        return (0..<n).map { i in
            let top = firstRow + i * Self.bandRows, bottom = i == n - 1 ? endRow : top + Self.bandRows
            return GroundRasterizer.Band(data: data + top * stride, width: Int32(bitmap.width), rows: Int32(bottom - top),
                                         stride: Int32(stride), firstRow: top, matrix: matrix, clip: device)
        }
    }

    /// Draws `bitmap` as a label of `size` points centred on `center`, turned by `angle` radians
    /// (0: upright, pixel-aligned and copied as it is).
    package func drawLabel(_ bitmap: Bitmap, size: CGSize, center: CGPoint, angle: Double) {
        if angle == 0 {
            let origin = pixelAligned(CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2))
            draw(bitmap, in: CGRect(origin: origin, size: size), smooth: false)
            return
        }
        cairo_save(cr)
        cairo_translate(cr, center.x, center.y)
        cairo_rotate(cr, angle)
        draw(bitmap, in: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
        cairo_restore(cr)
    }

    /// Starts a run of ``drawLabelDirectly(_:size:center:angle:)``: label bitmaps composited by pixman
    /// in one call each (Cairo fills a turned rectangle span by span, a pixman call per row; most of a
    /// street frame went there), clipped to Cairo's clip. Nil when the canvas's transform is more than a
    /// scale and a translation (then ``drawLabel(_:size:center:angle:)`` draws through Cairo).
    package func beginDirectLabels() -> DirectLabels? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.yx == 0, m.xy == 0, m.xx > 0, m.yy > 0 else { return nil }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let clip = (x0: Int32((m.xx * x1 + m.x0).rounded(.down)), y0: Int32((m.yy * y1 + m.y0).rounded(.down)),
                    x1: Int32((m.xx * x2 + m.x0).rounded(.up)), y1: Int32((m.yy * y2 + m.y0).rounded(.up)))
        beginDirectDrawing()
        guard let target = pixmanTarget else { return nil }
        var region = pixman_region32_t()
        pixman_region32_init_rect(&region, clip.x0, clip.y0, UInt32(max(0, clip.x1 - clip.x0)), UInt32(max(0, clip.y1 - clip.y0)))
        pixman_image_set_clip_region32(target.image, &region)
        pixman_region32_fini(&region)
        return DirectLabels(scale: m.xx, originX: m.x0, originY: m.y0)
    }

    /// Composites `bitmap` (a label of `size` points, rendered at the canvas's scale) centred on `center`,
    /// turned by `angle` radians, bilinear, through `run`'s transform.
    package func drawLabelDirectly(_ bitmap: Bitmap, size: CGSize, center: CGPoint, angle: Double, in run: DirectLabels) {
        guard let target = pixmanTarget, let source = directImage(for: bitmap), size.width > 0, size.height > 0 else { return }
        let cx = run.scale * center.x + run.originX, cy = run.scale * center.y + run.originY
        let w = size.width * run.scale, h = size.height * run.scale
        let c = cos(angle), s = sin(angle)
        let halfW = (abs(c) * w + abs(s) * h) / 2, halfH = (abs(s) * w + abs(c) * h) / 2
        let x0 = Int32((cx - halfW).rounded(.down)) - 1, y0 = Int32((cy - halfH).rounded(.down)) - 1
        let x1 = Int32((cx + halfW).rounded(.up)) + 1, y1 = Int32((cy + halfH).rounded(.up)) + 1
        guard abs(x0) < 1 << 28, abs(y0) < 1 << 28 else { return }
        // Destination pixel → source pixel: undo the move to the centre, the turn and the scale.
        let sx = Double(bitmap.width) / w, sy = Double(bitmap.height) / h
        var f = pixman_f_transform()
        f.m = ((c * sx, s * sx, -(c * cx + s * cy) * sx + Double(bitmap.width) / 2),
               (-s * sy, c * sy, (s * cx - c * cy) * sy + Double(bitmap.height) / 2),
               (0, 0, 1))
        var t = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&t, &f) != 0 else { return }
        pixman_image_set_transform(source.image, &t)
        pixman_image_set_filter(source.image, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(source.image, PIXMAN_REPEAT_NONE)
        pixman_image_composite32(PIXMAN_OP_OVER, source.image, nil, target.image, x0, y0, 0, 0, x0, y0, x1 - x0, y1 - y0)
        pixman_image_set_transform(source.image, nil)
    }

    /// Ends the run: the clip comes off and Cairo hears that the pixels changed.
    package func endDirectLabels() {
        if let target = pixmanTarget { pixman_image_set_clip_region32(target.image, nil) }
        endDirectDrawing()
    }
}

/// The canvas's transform during a run of directly composited labels: device pixels per point and the
/// device position of the point (0, 0).
package struct DirectLabels {
    package let scale: Double
    package let originX: Double
    package let originY: Double
}
