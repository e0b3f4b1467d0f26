internal import CCairo
import Foundation
import InfoWindowCore

/// The drawing calls of the basemap: whole layers in one path, tiles mapped onto quadrilaterals,
/// text with a halo.
extension Canvas {
    /// Fills every ring of `batch` with `color` in one path, even-odd (holes, and pieces cut along
    /// shared edges, join without seams). Fast antialiasing: several times quicker on the thousands
    /// of edges of a coastline, and the difference does not show on map shapes.
    package func fill(_ batch: PolylineBatch, color: Color) {
        guard !batch.isEmpty else { return }
        appendParts(of: batch, closing: true)
        setSource(color)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST)
        cairo_fill(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Strokes every part of `batch` with `color` and `lineWidth` (points): round joins and caps on
    /// lines wider than 2 pixels, bevel joins and butt caps on thinner ones. Fast antialiasing.
    package func stroke(_ batch: PolylineBatch, color: Color, lineWidth: CGFloat) {
        guard !batch.isEmpty else { return }
        appendParts(of: batch, closing: false)
        setSource(color)
        cairo_set_line_width(cr, lineWidth)
        // Joins and caps only show on wide lines; round ones cost Cairo's stroker far more.
        let wide = lineWidth * scale > 2
        cairo_set_line_join(cr, wide ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_BEVEL)
        cairo_set_line_cap(cr, wide ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST)
        cairo_stroke(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    }

    /// Fills circles of `radius` at `centers` with `color`, ringed by `ring` of width `ringWidth`.
    package func fillCircles(at centers: [CGPoint], radius: CGFloat, color: Color, ring: Color, ringWidth: CGFloat) {
        guard !centers.isEmpty else { return }
        cairo_new_path(cr)
        for c in centers {
            cairo_new_sub_path(cr)
            cairo_arc(cr, c.x, c.y, radius, 0, 2 * .pi)
        }
        setSource(ring)
        cairo_set_line_width(cr, ringWidth * 2)
        cairo_stroke_preserve(cr)
        setSource(color)
        cairo_fill(cr)
    }

    /// Draws the `source` pixel rectangle of `bitmap` onto the quadrilateral `corners` (view points:
    /// top-left, top-right, bottom-right, bottom-left). The pixels are mapped affinely through the
    /// top-left, top-right and bottom-left corners; the quadrilateral filled is grown by `outset` points
    /// away from its centre so that neighbouring pieces overlap instead of leaving hairline seams.
    /// Bilinear filtering; edge pixels repeat into the outset.
    package func draw(_ bitmap: Bitmap, source: CGRect, corners: [CGPoint], outset: CGFloat) {
        guard source.width > 0, source.height > 0, corners.count == 4 else { return }
        let topLeft = corners[0], topRight = corners[1], bottomLeft = corners[3]
        let ux = (topRight.x - topLeft.x) / source.width, uy = (topRight.y - topLeft.y) / source.width
        let vx = (bottomLeft.x - topLeft.x) / source.height, vy = (bottomLeft.y - topLeft.y) / source.height
        // Source pixels to view points: p = topLeft + (sx − source.minX)·u + (sy − source.minY)·v.
        var m = cairo_matrix_t(xx: ux, yx: uy, xy: vx, yy: vy,
                               x0: topLeft.x - source.minX * ux - source.minY * vx,
                               y0: topLeft.y - source.minX * uy - source.minY * vy)
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return }
        let pattern = cairo_pattern_create_for_surface(bitmap.surface)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let cx = corners.map(\.x).reduce(0, +) / 4, cy = corners.map(\.y).reduce(0, +) / 4
        cairo_new_path(cr)
        for p in corners {
            let dx = p.x - cx, dy = p.y - cy
            let length = max(hypot(dx, dy), 1e-9)
            // Moving a corner by √2·outset along its diagonal moves the edges out by about `outset`.
            let k = outset * 1.4142 / length
            cairo_line_to(cr, p.x + dx * k, p.y + dy * k)
        }
        cairo_close_path(cr)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    /// Draws `layout` with its top-left at `origin` in `color`, over an outline of `halo` that is
    /// `haloWidth` points wide on each side of the glyphs.
    package func draw(_ layout: TextLayout, at origin: CGPoint, color: Color, halo: Color, haloWidth: CGFloat) {
        cairo_new_path(cr)
        cairo_move_to(cr, origin.x, origin.y)
        layout.appendPath(in: cr)
        setSource(halo)
        cairo_set_line_width(cr, haloWidth * 2)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
        draw(layout, at: origin, color: color)
    }

    func appendParts(of batch: PolylineBatch, closing: Bool) {
        GroundRasterizer.appendParts(of: batch, closing: closing, on: cr)
    }
}
