internal import CCairo
import Foundation
import InfoWindowCore

/// How lines of text sit horizontally in their box.
public enum TextAlignment: Hashable, Sendable {
    /// Left for left-to-right paragraphs, right for right-to-left ones (Arabic, Hebrew).
    case natural
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
}

/// Text laid out by Pango: Unicode line breaking (CJK between ideographs, Latin at spaces, a long word
/// broken where it must be), bidirectional text, font fallback, and an ellipsis "…" on the last line
/// that fits. Owns its `PangoLayout`.
///
/// Text is taken literally — markup such as `<b>` is never interpreted. Each run is one paragraph
/// (its own base direction); a "\n" inside a run breaks the line. Control characters other than
/// newline and tab are dropped; a tab counts as a space.
///
/// Usable from any thread, by one thread at a time; each method holds Pango's lock (``TextEngine``).
package final class TextLayout {
    /// One paragraph of text in one font.
    package struct Run: Hashable {
        var text: String
        var font: Font
        var color: Color?

        /// `text` in `font`, in `color` (nil: the layout's colour).
        package init(text: String, font: Font, color: Color? = nil) {
            self.text = text
            self.font = font
            self.color = color
        }
    }

    private let layout: OpaquePointer
    /// The size of the laid-out text in points (logical extents: line heights, advance widths).
    package private(set) var size: CGSize = .zero
    /// True when some text did not fit and an ellipsis was drawn.
    package private(set) var isTruncated = false
    /// Horizontal offset of the logical extents (non-zero for right-aligned lines in a wider box).
    private var originX: CGFloat = 0
    /// Whether drawing starts at the text's own left edge (a box shrunk to the text, the default window)
    /// rather than at the left of the wrapping width (a label, whose centred or right-aligned lines must
    /// stay where the alignment put them).
    private let drawsFromTextEdge: Bool
    /// True when the text was laid out from a prefix of it (see ``layOutFromPrefix(_:run:limit:)``).
    private(set) var laidOutFromPrefix = false

    /// Lays out `runs`. `width` wraps lines (nil: no wrapping, one line per paragraph); `maxHeight`
    /// (points) or `maxLines` (per paragraph, 0 for no limit) truncate with "…". `fromPrefix` (default
    /// true) lets a long single paragraph be laid out from a prefix when that gives the same result
    /// (see ``layOutFromPrefix(_:run:limit:)``); tests turn it off to compare.
    package init(runs: [Run], width: CGFloat?, maxHeight: CGFloat? = nil, maxLines: Int = 0,
         alignment: TextAlignment = .natural, shrinkToFit: Bool = true, fromPrefix: Bool = true) {
        TextEngine.lock.lock()
        defer { TextEngine.lock.unlock() }
        let engine = TextEngine.shared
        layout = engine.makeLayout()
        drawsFromTextEdge = shrinkToFit
        var text = ""
        var spans: [Span] = []
        var anyCut = false
        for (i, run) in runs.enumerated() {
            if i > 0 { text += "\n" }
            let start = text.utf8.count
            let (clean, cut) = Self.sanitize(run.text, font: run.font, width: width, maxHeight: maxHeight,
                                             maxLines: maxLines)
            anyCut = anyCut || cut
            text += clean
            spans.append(Span(start: start, end: text.utf8.count, run: run))
        }
        if let first = runs.first {
            pango_layout_set_font_description(layout, engine.description(for: first.font))
        }
        switch alignment {
        case .natural, .left:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_auto_dir(layout, alignment == .natural ? 1 : 0)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        var wraps = false
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Self.units(width))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            wraps = true
        }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        var limited = true
        if let maxHeight, maxHeight.isFinite {
            pango_layout_set_height(layout, Self.units(max(maxHeight, 0)))
        } else if maxLines > 0 {
            pango_layout_set_height(layout, Int32(-min(maxLines, 100_000)))
        } else {
            pango_layout_set_height(layout, -1_000_000)
            limited = false
        }
        var done = false
        if fromPrefix, wraps, limited, runs.count == 1, let width {
            let limit = Self.prefixGuess(text, font: runs[0].font, width: width, maxHeight: maxHeight, maxLines: maxLines)
            done = layOutFromPrefix(text, run: runs[0], limit: limit)
            laidOutFromPrefix = done
        }
        if !done { setText(text, spans: spans) }
        measure()
        if let maxHeight, maxHeight.isFinite {
            fitHeight(maxHeight)
        }
        // Right-to-left or centred lines sit against the far edge of the wrapping width; shrink the box
        // to the widest line so they sit against the window's edge instead.
        if shrinkToFit, originX > 0.25, let width, width > 0, size.width < width {
            pango_layout_set_width(layout, Self.units(size.width.rounded(.up)))
            measure()
        }
        isTruncated = isTruncated || anyCut
    }

    /// A run's place in the layout's text, in UTF-8 bytes.
    private struct Span {
        var start: Int
        var end: Int
        var run: Run
    }

    /// Gives the layout its text and the runs' fonts and colours.
    private func setText(_ text: String, spans: [Span]) {
        let engine = TextEngine.shared
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        let attributes = pango_attr_list_new()
        for span in spans where span.end > span.start {
            let fontAttribute = pango_attr_font_desc_new(engine.description(for: span.run.font))!
            fontAttribute.pointee.start_index = UInt32(span.start)
            fontAttribute.pointee.end_index = UInt32(span.end)
            pango_attr_list_insert(attributes, fontAttribute)
            if let color = span.run.color {
                func c16(_ v: Double) -> UInt16 { UInt16((v * 65535).rounded()) }
                let colorAttribute = pango_attr_foreground_new(c16(color.red), c16(color.green), c16(color.blue))!
                colorAttribute.pointee.start_index = UInt32(span.start)
                colorAttribute.pointee.end_index = UInt32(span.end)
                pango_attr_list_insert(attributes, colorAttribute)
                if color.alpha < 1 {
                    let alphaAttribute = pango_attr_foreground_alpha_new(UInt16(max(1, (color.alpha * 65535).rounded())))!
                    alphaAttribute.pointee.start_index = UInt32(span.start)
                    alphaAttribute.pointee.end_index = UInt32(span.end)
                    pango_attr_list_insert(attributes, alphaAttribute)
                }
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    deinit {
        TextEngine.lock.lock()
        defer { TextEngine.lock.unlock() }
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Runs `body` with Pango's lock held.
    private func pango<T>(_ body: () -> T) -> T {
        TextEngine.lock.lock()
        defer { TextEngine.lock.unlock() }
        return body()
    }

    /// The number of lines drawn.
    var lineCount: Int { pango { Int(pango_layout_get_line_count(layout)) } }

    /// True when the first paragraph runs right to left (Arabic, Hebrew).
    package var isRightToLeft: Bool { pango { pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL } }

    /// The distance from the top of the layout to the first line's baseline, in points.
    var firstBaseline: CGFloat { pango { CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE) } }

    /// Draws at the cairo context's current point.
    func show(in cr: OpaquePointer) {
        TextEngine.lock.lock()
        defer { TextEngine.lock.unlock() }
        if drawsFromTextEdge && originX != 0 {
            cairo_rel_move_to(cr, -originX, 0)
        }
        pango_cairo_show_layout(cr, layout)
    }

    /// Adds the glyph outlines to the cairo context's path, starting at its current point (for halos).
    func appendPath(in cr: OpaquePointer) {
        TextEngine.lock.lock()
        defer { TextEngine.lock.unlock() }
        if drawsFromTextEdge && originX != 0 {
            cairo_rel_move_to(cr, -originX, 0)
        }
        pango_cairo_layout_path(cr, layout)
    }

    /// Pango decides where to cut from a guess of the line height taken from the first lines, which a
    /// fallback font with taller lines (Chinese in Noto Sans CJK, emoji) makes too low, so the text can
    /// end up a line taller than `maxHeight`. Tightens Pango's limit by the overshoot until the text
    /// fits; a single line is always kept, as Pango does.
    private func fitHeight(_ maxHeight: CGFloat) {
        var limit = max(maxHeight, 0)
        var attempts = 0
        while size.height > maxHeight + 0.01, lineCount > 1, attempts < 8 {
            limit = max(0, limit - (size.height - maxHeight) - 0.5)
            pango_layout_set_height(layout, Self.units(limit))
            measure()
            attempts += 1
        }
    }

    private func measure() {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        originX = CGFloat(logical.x) / scale
        size = CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
        isTruncated = pango_layout_is_ellipsized(layout) != 0
    }

    /// Lays out `text` (one paragraph in `run`'s font) from its first `limit` characters when that
    /// gives exactly the layout of the whole text, trying longer prefixes as needed; returns false,
    /// having laid out nothing that counts, when the whole text must be laid out.
    ///
    /// Pango shapes everything after the last line that fits into that line before cutting it at
    /// "…", so a 5,000-character snippet costs its full length although a window shows 800
    /// characters of it. A prefix gives the same lines when Pango ellipsized it with text to spare:
    /// the lines before the last are broken the same way, and the last is cut at the same place,
    /// because what is kept depends only on the text before the cut and the cut lies at least 32
    /// characters before the end of the prefix. The ellipsis run takes the lowest bidi level of the
    /// text it replaces, so it must be the paragraph's own level (later text cannot go lower).
    private func layOutFromPrefix(_ text: String, run: Run, limit: Int) -> Bool {
        let scalars = text.unicodeScalars
        var limit = max(limit, 256)
        var tries = 0
        while tries < 4, let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
              end != scalars.endIndex {
            tries += 1
            let prefix = String(scalars[..<end]) + "\u{2026}"
            let bytes = prefix.utf8.count
            setText(prefix, spans: [Span(start: 0, end: bytes, run: run)])
            guard pango_layout_is_ellipsized(layout) != 0 else {
                // It all fitted: lines needed so far tell how many characters a line holds.
                let lines = max(1, Int(pango_layout_get_line_count(layout)))
                limit = max(2 * limit, limit / lines * (Self.lineBudget(of: layout) + 2) + 64)
                continue
            }
            if let elided = ellipsisRun(), elided.level == (isRightToLeft ? 1 : 0),
               bytes - 3 - elided.offset >= 96 {
                return true
            }
            limit += limit / 2
        }
        return false
    }

    /// Where the text the ellipsis replaces starts (a byte offset) and the ellipsis run's bidi level.
    private func ellipsisRun() -> (offset: Int, level: UInt8)? {
        let count = pango_layout_get_line_count(layout)
        guard count > 0, let line = pango_layout_get_line_readonly(layout, count - 1) else { return nil }
        var node = line.pointee.runs
        while let current = node {
            if let glyphItem = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
               let item = glyphItem.pointee.item,
               item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                return (Int(item.pointee.offset), item.pointee.analysis.level)
            }
            node = current.pointee.next
        }
        return nil
    }

    /// How many lines the layout's height limit allows (an estimate for a height in points).
    private static func lineBudget(of layout: OpaquePointer) -> Int {
        let height = pango_layout_get_height(layout)
        if height < 0 { return Int(-height) }
        var logical = PangoRectangle()
        let lines = max(1, pango_layout_get_line_count(layout))
        pango_layout_get_extents(layout, nil, &logical)
        let lineHeight = max(1, Int(logical.height) / Int(lines))
        return Int(height) / lineHeight + 1
    }

    /// A first guess of a prefix long enough to fill the box, from the share of wide (East Asian)
    /// characters at the start of `text`: lines of 1.15 em (1.45 em with wide characters, whose fonts
    /// are taller) full of characters 0.45 em wide (1 em for wide ones), with a tenth to spare.
    static func prefixGuess(_ text: String, font: Font, width: CGFloat, maxHeight: CGFloat?, maxLines: Int) -> Int {
        var wide = 0, sampled = 0
        for scalar in text.unicodeScalars.prefix(2_000) {
            let v = scalar.value
            if (v >= 0x2E80 && v <= 0xA4CF) || (v >= 0xAC00 && v <= 0xD7A3) || (v >= 0xF900 && v <= 0xFAFF)
                || (v >= 0xFF00 && v <= 0xFF60) || v >= 0x20000 { wide += 1 }
            sampled += 1
        }
        let share = sampled > 0 ? Double(wide) / Double(sampled) : 0
        let size = Double(font.pointSize)
        var lines = maxLines > 0 ? Double(min(maxLines, 100_000)) : 100_000
        if let maxHeight, maxHeight.isFinite {
            lines = min(lines, Double(maxHeight) / ((wide > 0 ? 1.45 : 1.15) * size) + 1)
        }
        let perLine = Double(width) / ((0.45 + 0.55 * share) * size) + 1
        return Int(min(lines * perLine * 1.1, 1_000_000)) + 64
    }

    private static func units(_ points: CGFloat) -> Int32 {
        Int32(min(points, 1_000_000) * CGFloat(PANGO_SCALE))
    }
}
