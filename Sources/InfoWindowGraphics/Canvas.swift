internal import CCairo
import Foundation
import InfoWindowCore

/// Draws into a ``Bitmap`` through Cairo. Coordinates are in points; the canvas starts scaled by the
/// bitmap's pixels-per-point, so callers never think in pixels. Owns its `cairo_t`. Used by one thread at
/// a time — any thread: a canvas and its bitmap belong to whoever draws with them.
package final class Canvas {
    package let bitmap: Bitmap
    /// Pixels per point.
    package let scale: CGFloat
    /// The Cairo context, for calls that only read or set its state (see ``cr``).
    let context: OpaquePointer
    /// The Cairo context, for drawing; `Canvas+Ground.swift` draws through it too. Asking for it first
    /// draws the shapes kept for our rasterizers (D202), so that what Cairo draws lands over them.
    var cr: OpaquePointer {
        if !ownShapes.isEmpty { flushOwnShapes() }
        return context
    }
    /// The bitmap as a pixman image, and the pixman images of bitmaps drawn with
    /// `composite(_:atPixelX:y:)` (Canvas+Composite.swift), kept for the canvas's life.
    var pixmanTarget: PixmanImage?
    var pixmanSources: [ObjectIdentifier: PixmanImage] = [:]
    /// The shapes our rasterizers are to draw, kept while ``beginDeferringOwnShapes()`` runs (D202), and
    /// the rasterizers of each thread that draws them, made at first use (Canvas+OwnShapes.swift).
    var ownShapes = OwnShapeRecording()
    var ownShapeWorkers: [OwnShapeWorker] = []
    /// True once the two above come from ``OwnShapeStorage``'s pool (at the first shape kept); they go
    /// back to it when the canvas ends (D205).
    var holdsOwnShapeStorage = false
    /// How many runs of deferred shapes are open.
    var deferringOwnShapes = 0
    /// How many threads draw kept shapes at once (D202); the default is ``ownShapeThreadsByDefault``'s.
    package var ownShapeThreads = Canvas.ownShapeThreadsByDefault
    /// True when shapes' thin strokes are drawn by our own rasterizer rather than Cairo (D136); the
    /// default is ``ownShapesByDefault``'s.
    package var drawsThinStrokesItself = Canvas.ownShapesByDefault.strokes
    /// True when shapes' fills are drawn by our own scan converter rather than Cairo (D137); the default
    /// is ``ownShapesByDefault``'s.
    package var drawsFillsItself = Canvas.ownShapesByDefault.fills

    /// A canvas over `bitmap`, with `scale` pixels per point.
    package init(bitmap: Bitmap, scale: CGFloat) {
        self.bitmap = bitmap
        self.scale = scale
        context = cairo_create(bitmap.surface)
        cairo_scale(context, scale, scale)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_GRAY)
    }

    deinit {
        cairo_destroy(context)
        if holdsOwnShapeStorage { OwnShapeStorage.give(OwnShapeStorage(recording: ownShapes, workers: ownShapeWorkers)) }
    }

    /// The bitmap after every drawing call so far.
    package func finish() -> Bitmap {
        flushOwnShapes()
        cairo_surface_flush(bitmap.surface)
        return bitmap
    }

    // MARK: State

    // The state alone changes: shapes kept for our rasterizers (D202) hold their own clip and transform.
    package func save() { cairo_save(context) }
    package func restore() { cairo_restore(context) }

    package func translate(_ x: CGFloat, _ y: CGFloat) { cairo_translate(context, x, y) }
    func scaleBy(_ sx: CGFloat, _ sy: CGFloat) { cairo_scale(context, sx, sy) }

    /// Multiplies the current transform by `affine` (applied to drawing first).
    package func concat(_ affine: Affine) {
        var m = cairo_matrix_t(xx: affine.a, yx: affine.b, xy: affine.c, yy: affine.d,
                               x0: affine.tx, y0: affine.ty)
        cairo_transform(cr, &m)
    }

    /// Restricts drawing to `rect`.
    package func clip(to rect: CGRect) {
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
    }

    /// Restricts drawing to the inside of `path`.
    package func clip(to path: Path) {
        append(path)
        cairo_clip(cr)
    }

    /// Rounds a point in user space to the nearest device pixel corner (for crisp bitmaps).
    package func pixelAligned(_ p: CGPoint) -> CGPoint {
        var x = Double(p.x), y = Double(p.y)
        cairo_user_to_device(cr, &x, &y)
        x.round()
        y.round()
        cairo_device_to_user(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    // MARK: Shapes

    package func fill(_ rect: CGRect, color: Color) {
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        setSource(color)
        cairo_fill(cr)
    }

    package func fill(_ path: Path, color: Color) {
        append(path)
        setSource(color)
        cairo_fill(cr)
    }

    package func stroke(_ path: Path, color: Color, lineWidth: CGFloat, dash: [Double] = []) {
        append(path)
        setSource(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// Strokes many polylines with one style, in a single Cairo call (basemap lines), or, with
    /// `separately`, one call per polyline: where lines cross, a translucent colour is then applied
    /// twice, but long slanted lines rasterize several times faster apart than in one path.
    package func stroke(polylines: [[CGPoint]], color: Color, lineWidth: CGFloat, separately: Bool = false) {
        setSource(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_new_path(cr)
        for line in polylines where line.count > 1 {
            cairo_move_to(cr, line[0].x, line[0].y)
            for p in line.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            if separately { cairo_stroke(cr) }
        }
        if !separately { cairo_stroke(cr) }
    }

    /// Fills many rings (outer rings and holes, even-odd) with one colour in a single Cairo call.
    package func fill(rings: [[CGPoint]], color: Color) {
        cairo_new_path(cr)
        for ring in rings where ring.count > 2 {
            cairo_move_to(cr, ring[0].x, ring[0].y)
            for p in ring.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            cairo_close_path(cr)
        }
        setSource(color)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    package func paint(_ color: Color) {
        setSource(color)
        cairo_paint(cr)
    }

    // MARK: Bitmaps and text

    /// Draws `source` stretched over `rect` (points), with `opacity`. `smooth` picks bilinear filtering;
    /// without it pixels are copied nearest-neighbour (exact when the bitmap is pixel-aligned).
    package func draw(_ source: Bitmap, in rect: CGRect, opacity: Double = 1, smooth: Bool = true) {
        guard rect.width > 0, rect.height > 0, opacity > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / CGFloat(source.width), rect.height / CGFloat(source.height))
        cairo_set_source_surface(cr, source.surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, smooth ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(source.width), Double(source.height))
        if opacity >= 1 {
            cairo_fill(cr)
        } else {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
    }

    /// Draws a laid-out text with its top-left corner at `origin`, in `color` where the text has none.
    package func draw(_ layout: TextLayout, at origin: CGPoint, color: Color) {
        setSource(color)
        cairo_move_to(cr, origin.x, origin.y)
        layout.show(in: cr)
    }

    /// Uses `mask`'s alpha to paint `color` with the mask's top-left at `origin`, scaled so the
    /// mask's pixels map to `pixelScale` pixels per point.
    package func paint(_ color: Color, mask: Bitmap, in rect: CGRect) {
        cairo_save(cr)
        setSource(color)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / CGFloat(mask.width), rect.height / CGFloat(mask.height))
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }

    /// Starts drawing into an offscreen group that ``endGroup(opacity:)`` composites at once.
    package func beginGroup() { cairo_push_group(cr) }
    /// Starts a group clipped, antialiased, to `outline` (view points): the edge of a picture drawn in
    /// pieces by ``drawPicture(_:pieces:outline:opacity:)`` with no outlines of their own, so the pieces'
    /// shared edges stay unblended. ``endClippedGroup(opacity:)`` composites it.
    package func beginClippedGroup(outline: [CGPoint]) {
        cairo_save(cr)
        cairo_new_path(cr)
        for p in outline { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
        cairo_clip(cr)
        cairo_push_group(cr)
    }

    /// Composites the group started by ``beginClippedGroup(outline:)`` with `opacity`, and ends its clip.
    package func endClippedGroup(opacity: Double) {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }

    /// Composites the group started by ``beginGroup()`` with `opacity`.
    package func endGroup(opacity: Double) {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
    }

    // MARK: Helpers (also used by Canvas+Ground.swift)

    func setSource(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    func append(_ path: Path) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let c, let r, let start, let end): cairo_arc(cr, c.x, c.y, r, start, end)
            case .close: cairo_close_path(cr)
            }
        }
    }
}

extension Canvas {
    /// Draws the part `source` (in the bitmap's pixels) of `bitmap` stretched over `destination`
    /// (points), copying pixels nearest-neighbour: exact for unscaled slices, and for slices stretched
    /// along a direction in which they do not change (nine-slice edges).
    package func draw(_ bitmap: Bitmap, pixels source: CGRect, in destination: CGRect) {
        guard destination.width > 0, destination.height > 0, source.width > 0, source.height > 0 else { return }
        save()
        clip(to: destination)
        translate(destination.minX, destination.minY)
        scaleBy(destination.width / source.width, destination.height / source.height)
        translate(-source.minX, -source.minY)
        draw(bitmap, in: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height), smooth: false)
        restore()
    }
}
