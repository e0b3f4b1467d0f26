internal import CCairo
import Foundation

/// How a stroked line ends (MapLibre's `line-cap`).
enum LineCap: String {
    case butt, round, square
}

/// How a stroked line turns (MapLibre's `line-join`).
enum LineJoin: String {
    case bevel, round, miter
}

/// The drawing calls of vector tiles: whole style layers in one path (so pieces of a feature cut at
/// tile edges join without seams, and a translucent line is painted once where pieces overlap),
/// circles, and labels turned along streets.
extension Canvas {
    /// Fills every ring of `batch` in one path with the nonzero rule: outer rings run one way and holes
    /// the other (the decoder makes sure), so overlapping features and holes both come out right.
    func fillNonZero(_ batch: PolylineBatch, color: Color) {
        guard !batch.isEmpty else { return }
        appendParts(of: batch, closing: true)
        setSource(color)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST)
        cairo_fill(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    }

    /// Strokes every part of `batch` in one path: `lineWidth` points, `cap`, `join`, and `dash` (lengths
    /// in points, empty for solid).
    func stroke(_ batch: PolylineBatch, color: Color, lineWidth: CGFloat, cap: LineCap, join: LineJoin, dash: [Double]) {
        guard !batch.isEmpty, lineWidth > 0 else { return }
        appendParts(of: batch, closing: false)
        setSource(color)
        cairo_set_line_width(cr, lineWidth)
        // Joins and caps only show on wide lines; round ones cost Cairo's stroker far more, so round
        // joins are kept for lines wider than 4 pixels, round caps for those wider than 2.
        let wide = lineWidth * scale > 2
        switch lineWidth * scale > 4 ? join : .bevel {
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        }
        switch wide || !dash.isEmpty ? cap : .butt {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST)
        cairo_stroke(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// Circles of `radius` at `centers`, filled with `color` and ringed by `stroke` `strokeWidth` wide
    /// (no ring when the width is 0).
    func circles(at centers: [CGPoint], radius: CGFloat, color: Color, stroke: Color, strokeWidth: CGFloat) {
        guard !centers.isEmpty, radius > 0 else { return }
        cairo_new_path(cr)
        for c in centers {
            cairo_new_sub_path(cr)
            cairo_arc(cr, c.x, c.y, radius, 0, 2 * .pi)
        }
        setSource(color)
        if strokeWidth > 0 {
            cairo_fill_preserve(cr)
            setSource(stroke)
            cairo_set_line_width(cr, strokeWidth)
            cairo_stroke(cr)
        } else {
            cairo_fill(cr)
        }
    }

    /// Draws `bitmap` as a label of `size` points centred on `center`, turned by `angle` radians
    /// (0: upright, pixel-aligned and copied as it is).
    func drawLabel(_ bitmap: Bitmap, size: CGSize, center: CGPoint, angle: Double) {
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
    func beginDirectLabels() -> DirectLabels? {
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
    func drawLabelDirectly(_ bitmap: Bitmap, size: CGSize, center: CGPoint, angle: Double, in run: DirectLabels) {
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
    func endDirectLabels() {
        if let target = pixmanTarget { pixman_image_set_clip_region32(target.image, nil) }
        endDirectDrawing()
    }
}

/// The canvas's transform during a run of directly composited labels: device pixels per point and the
/// device position of the point (0, 0).
struct DirectLabels {
    let scale: Double
    let originX: Double
    let originY: Double
}
