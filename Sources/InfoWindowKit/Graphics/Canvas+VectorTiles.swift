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
}
