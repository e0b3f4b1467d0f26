internal import CCairo
import Foundation
import InfoWindowCore

/// The drawing calls of the map's shapes (polylines, polygons, circles, ground overlays): strokes with
/// round joins and caps, gradients along a line, fills with holes cut out, pictures mapped onto the
/// ground piece by piece, and groups that composite a shape once.
///
/// Strokes and fills use Cairo's fast antialiasing (4 × 4 samples a pixel), as the basemap does: half
/// the time of the default on a frame of a thousand shapes, and the difference does not show on map
/// shapes (docs/decisions.md, D40). Lines up to 4 device pixels wide and fills of one colour are drawn
/// by our own rasterizers instead when they may draw straight into the bitmap (Canvas+OwnShapes.swift,
/// D136, D137).
extension Canvas {
    /// Strokes every part of `batch` in `color`, `lineWidth` points wide, with round joins and caps (the
    /// SDK's look at every width).
    package func strokeShape(_ batch: PolylineBatch, color: Color, lineWidth: CGFloat) {
        guard !batch.isEmpty, lineWidth > 0 else { return }
        if strokeThin(batch, closing: false, color: color, lineWidth: lineWidth) { return }
        appendParts(of: batch, closing: false)
        setSource(color)
        setRoundStroke(lineWidth)
        cairo_stroke(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    }

    /// Strokes every part of `batch` closed (rings), as ``strokeShape(_:color:lineWidth:)``.
    package func strokeRings(_ batch: PolylineBatch, color: Color, lineWidth: CGFloat) {
        guard !batch.isEmpty, lineWidth > 0 else { return }
        if strokeThin(batch, closing: true, color: color, lineWidth: lineWidth) { return }
        appendParts(of: batch, closing: true)
        setSource(color)
        setRoundStroke(lineWidth)
        cairo_stroke(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    }

    /// Strokes every part of `batch` with a linear gradient: `startColor` at `start`, `endColor` at
    /// `end` (view points), padded beyond them.
    package func strokeShape(_ batch: PolylineBatch, from start: CGPoint, _ startColor: Color, to end: CGPoint,
                             _ endColor: Color, lineWidth: CGFloat) {
        guard !batch.isEmpty, lineWidth > 0 else { return }
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_add_color_stop_rgba(pattern, 0, startColor.red, startColor.green, startColor.blue, startColor.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, endColor.red, endColor.green, endColor.blue, endColor.alpha)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        appendParts(of: batch, closing: false)
        cairo_set_source(cr, pattern)
        setRoundStroke(lineWidth)
        cairo_stroke(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    }

    /// Fills the rings of `batch` in `color` by the even-odd rule; with `clearing`, clears their inside
    /// instead (inside a group: cuts holes out of what the group holds).
    package func fillRings(_ batch: PolylineBatch, color: Color, clearing: Bool = false) {
        guard !batch.isEmpty else { return }
        appendParts(of: batch, closing: true)
        setSource(color)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        if clearing { cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT) }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST)
        cairo_fill(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        if clearing { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// Fills the rings of `rings` in `color` by the even-odd rule, less what lies in any of `holes` (each
    /// a batch of rings, even-odd on its own: overlapping holes cut their union, D41). `bounds` (view
    /// points) holds the rings: with holes, Cairo draws in a group that large.
    package func fillArea(_ rings: PolylineBatch, holes: [PolylineBatch], color: Color, bounds: CGRect) {
        guard !rings.isEmpty else { return }
        if fillOwn(rings, holes: holes, color: color) { return }
        guard !holes.isEmpty else {
            fillRings(rings, color: color)
            return
        }
        // Each hole is cleared on its own, so overlapping holes stay holes (their union is cut).
        beginShapeGroup(in: bounds, replacing: false)
        fillRings(rings, color: color)
        for cut in holes { fillRings(cut, color: .black, clearing: true) }
        endShapeGroup()
    }

    /// Starts a group limited to `rect` (view points, so the offscreen surface is no larger than the
    /// shape): what is drawn until ``endShapeGroup(opacity:)`` is composited once. With `replacing`,
    /// each drawing call replaces what lies under its own shape in the group instead of blending over
    /// it, so strokes that overlap at joints do not double a translucent colour.
    package func beginShapeGroup(in rect: CGRect, replacing: Bool) {
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_push_group(cr)
        if replacing { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
    }

    /// Composites the group begun by ``beginShapeGroup(in:replacing:)`` with `opacity`.
    package func endShapeGroup(opacity: Double = 1) {
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }

    /// Draws `bitmap` onto the ground piece by piece: each piece fills its `polygon` (view points) with
    /// the bitmap mapped by `pixelsToView` (bitmap pixels to view points; a piece is small enough for the
    /// perspective to be affine on it). The pieces are filled without antialiasing, so that pieces sharing
    /// an edge tile without seams or overlaps; the whole is clipped, antialiased, to `outline`, the
    /// picture's edge. Bilinear filtering; `opacity` applies to the whole once. An empty `outline` clips
    /// nothing: the picture is one of several drawn edge to edge inside ``beginClippedGroup(outline:)``.
    package func drawPicture(_ bitmap: Bitmap, pieces: [(polygon: [CGPoint], pixelsToView: Affine)], outline: [CGPoint],
                             opacity: Double) {
        guard outline.isEmpty || outline.count >= 3, opacity > 0, !pieces.isEmpty else { return }
        cairo_save(cr)
        if !outline.isEmpty {
            cairo_new_path(cr)
            for p in outline { cairo_line_to(cr, p.x, p.y) }
            cairo_close_path(cr)
            cairo_clip(cr)
        }
        if opacity < 1 { cairo_push_group(cr) }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        let pattern = cairo_pattern_create_for_surface(bitmap.surface)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for piece in pieces where piece.polygon.count >= 3 {
            let t = piece.pixelsToView
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { continue }
            cairo_pattern_set_matrix(pattern, &m)
            cairo_new_path(cr)
            for p in piece.polygon { cairo_line_to(cr, p.x, p.y) }
            cairo_close_path(cr)
            cairo_set_source(cr, pattern)
            cairo_fill(cr)
        }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        if opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
    }

    private func setRoundStroke(_ lineWidth: CGFloat) {
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST)
    }
}
