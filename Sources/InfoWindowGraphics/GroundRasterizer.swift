internal import CCairo
import Foundation
import InfoWindowCore

/// Cairo calls for ``GroundCommand``s, free of the main actor so that bands of one frame can be drawn
/// on several threads (VT15). Each band has its own surface over its own rows of the bitmap's memory
/// and its own context: Cairo and pixman are safe to use from several threads on separate objects.
enum GroundRasterizer {
    /// Draws `commands` in order through `cr`, whose user space is view points at `scale` pixels each.
    /// With `rows` (view points), parts that cannot reach those rows are left out: they would draw nothing
    /// there, and Cairo would still walk them.
    static func replay(_ commands: [GroundCommand], on cr: OpaquePointer, scale: CGFloat, rows: ClosedRange<Double>? = nil) {
        for command in commands {
            switch command {
            case .paint(let color):
                setSource(color, on: cr)
                cairo_paint(cr)
            case .clip(let polygon):
                cairo_new_path(cr)
                if let first = polygon.first {
                    cairo_move_to(cr, first.x, first.y)
                    for p in polygon.dropFirst() { cairo_line_to(cr, p.x, p.y) }
                    cairo_close_path(cr)
                }
                cairo_clip(cr)
            case .fill(let parts, let color):
                fillNonZero(parts, color: color, on: cr, rows: rows.map { widened($0, by: 2 / scale) })
            case .stroke(let parts, let color, let width, let cap, let join, let dash):
                // A miter reaches up to Cairo's miter limit (10) half-widths from its corner.
                let reach = width / 2 * (join == .miter ? 10 : 1.5) + 2 / scale
                stroke(parts, color: color, lineWidth: width, cap: cap, join: join, dash: dash, on: cr, scale: scale,
                       rows: rows.map { widened($0, by: reach) })
            case .circles(let centers, let radius, let color, let stroke, let strokeWidth):
                circles(at: centers, radius: radius, color: color, stroke: stroke, strokeWidth: strokeWidth, on: cr)
            }
        }
    }

    /// A band of rows of the target: its own surface over those rows and a context whose transform and
    /// clip are the frame's, moved up by the band's first row.
    struct Band: @unchecked Sendable {
        // The pointers are used by one thread at a time: the band's own, while the caller waits.
        let data: UnsafeMutablePointer<UInt8>
        let width: Int32, rows: Int32, stride: Int32
        let firstRow: Int
        /// The frame's user-to-device matrix (scale and translation only) and device clip rectangle.
        let matrix: cairo_matrix_t
        let clip: CGRect

        package func draw(_ commands: [GroundCommand], scale: CGFloat) {
            guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, width, rows, stride) else { return }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return }
            defer { cairo_destroy(cr) }
            let top = Double(firstRow)
            cairo_rectangle(cr, clip.minX, clip.minY - top, clip.width, clip.height)
            cairo_clip(cr)
            var moved = matrix
            moved.y0 -= top
            cairo_set_matrix(cr, &moved)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
            let userTop = (top - matrix.y0) / matrix.yy, userBottom = (top + Double(rows) - matrix.y0) / matrix.yy
            replay(commands, on: cr, scale: scale, rows: userTop...userBottom)
            cairo_surface_flush(surface)
        }
    }

    /// Draws `commands` into every band, on up to `threads` threads at once (the caller's among them),
    /// and returns when all are done. Thread `t` draws bands `t`, `t + threads`, … (the far rows of a
    /// tilted view hold more geometry than the near ones, so neighbouring bands go to different threads).
    static func replay(_ commands: [GroundCommand], in bands: [Band], threads: Int, scale: CGFloat) {
        let workers = min(max(1, threads), bands.count)
        if workers == 1 {
            for band in bands { band.draw(commands, scale: scale) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: workers) { t in
            for i in stride(from: t, to: bands.count, by: workers) { bands[i].draw(commands, scale: scale) }
        }
    }

    // MARK: The calls

    static func setSource(_ color: Color, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    private static func widened(_ range: ClosedRange<Double>, by margin: Double) -> ClosedRange<Double> {
        (range.lowerBound - margin)...(range.upperBound + margin)
    }

    /// Every part of `batch` as one path, each part closed when `closing`; with `rows`, only the parts
    /// whose y range (`yRanges`, one per part) meets it.
    static func appendParts(of batch: PolylineBatch, closing: Bool, on cr: OpaquePointer,
                            yRanges: [ClosedRange<Double>]? = nil, rows: ClosedRange<Double>? = nil) {
        cairo_new_path(cr)
        batch.points.withUnsafeBufferPointer { points in
            var from = 0
            for (part, end) in batch.ends.enumerated() {
                if let rows, let yRanges, !yRanges[part].overlaps(rows) {
                    from = end
                    continue
                }
                cairo_move_to(cr, points[from].x, points[from].y)
                var i = from + 1
                while i < end {
                    cairo_line_to(cr, points[i].x, points[i].y)
                    i += 1
                }
                if closing { cairo_close_path(cr) }
                from = end
            }
        }
    }

    /// Fills every ring of `batch` in one path with the nonzero rule: outer rings run one way and holes
    /// the other (the decoder makes sure), so overlapping features and holes both come out right.
    static func fillNonZero(_ parts: GroundParts, color: Color, on cr: OpaquePointer, rows: ClosedRange<Double>?) {
        guard !parts.batch.isEmpty else { return }
        appendParts(of: parts.batch, closing: true, on: cr, yRanges: parts.yRanges, rows: rows)
        setSource(color, on: cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST)
        cairo_fill(cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    }

    /// Strokes every part of `batch` in one path: `lineWidth` points, `cap`, `join`, and `dash` (lengths
    /// in points, empty for solid).
    package static func stroke(_ parts: GroundParts, color: Color, lineWidth: CGFloat, cap: LineCap, join: LineJoin,
                       dash: [Double], on cr: OpaquePointer, scale: CGFloat, rows: ClosedRange<Double>?) {
        guard !parts.batch.isEmpty, lineWidth > 0 else { return }
        appendParts(of: parts.batch, closing: false, on: cr, yRanges: parts.yRanges, rows: rows)
        setSource(color, on: cr)
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
    static func circles(at centers: [CGPoint], radius: CGFloat, color: Color, stroke: Color, strokeWidth: CGFloat,
                        on cr: OpaquePointer) {
        guard !centers.isEmpty, radius > 0 else { return }
        cairo_new_path(cr)
        for c in centers {
            cairo_new_sub_path(cr)
            cairo_arc(cr, c.x, c.y, radius, 0, 2 * .pi)
        }
        setSource(color, on: cr)
        if strokeWidth > 0 {
            cairo_fill_preserve(cr)
            setSource(stroke, on: cr)
            cairo_set_line_width(cr, strokeWidth)
            cairo_stroke(cr)
        } else {
            cairo_fill(cr)
        }
    }
}
