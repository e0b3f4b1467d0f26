internal import CCairo
import Foundation
import InfoWindowCore

/// Preparing text for Pango: safe characters, line breaks within the paragraph, the Unicode
/// paragraph direction, and a cut where no more could ever show.
extension TextLayout {
    /// The text made safe for Pango and short enough to lay out fast. Newlines become U+2028 (a line
    /// break inside the paragraph, so the height limit and its ellipsis apply across them); control
    /// characters are dropped; text that cannot possibly fit in the box is cut (the cut is reported so
    /// an ellipsis is guaranteed).
    static func sanitize(_ text: String, font: Font, width: CGFloat?, maxHeight: CGFloat?,
                         maxLines: Int) -> (String, cut: Bool) {
        let budget = characterBudget(font: font, width: width, maxHeight: maxHeight, maxLines: maxLines)
        // A leading mark gives the paragraph the direction the Unicode algorithm gives it (H2).
        let mark = directionMark(for: text).map { String($0) } ?? ""
        // Text with nothing to replace or drop is only cut, without copying it scalar by scalar.
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var scanned = 0
        while index != scalars.endIndex {
            if scanned >= budget.characters {
                return (mark + String(scalars[..<index]) + "\u{2026}", true)
            }
            let v = scalars[index].value
            if v < 0x20 || (v >= 0x7F && v < 0xA0) || v == 0x2028 || v == 0x2029 { break }
            scanned += 1
            scalars.formIndex(after: &index)
        }
        if index == scalars.endIndex { return (mark + text, false) }
        var out = String.UnicodeScalarView(mark.unicodeScalars)
        var count = 0
        var lineBreaks = 0
        let lineBudget = budget.lines
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if count >= budget.characters || lineBreaks > lineBudget {
                out.append("\u{2026}")
                return (String(out), true)
            }
            let v = scalar.value
            if v == 0x0A || v == 0x0D || v == 0x2028 || v == 0x2029 || v == 0x85 {
                if v == 0x0A && previousWasCR { previousWasCR = false; continue }
                previousWasCR = v == 0x0D
                out.append("\u{2028}")
                lineBreaks += 1
                count += 1
                continue
            }
            previousWasCR = false
            if v == 0x09 {
                out.append(" ")
            } else if v < 0x20 || v == 0x7F || (v >= 0x80 && v < 0xA0) {
                continue
            } else {
                out.append(scalar)
            }
            count += 1
        }
        return (String(out), false)
    }

    /// A zero-width direction mark (U+200E or U+200F) that makes Pango give the paragraph the direction
    /// the Unicode Bidirectional Algorithm does, or nil when no bidi control comes before the first
    /// strong character (then both take that character). By the algorithm's rules P2–P3 the first
    /// strong character decides, skipping what lies inside an isolate (U+2066…U+2069) and not counting
    /// the embedding and override controls (U+202A…U+202E) themselves; Pango counts an override as
    /// strong, so "\u{202E}Hello" would otherwise make a whole paragraph right to left.
    static func directionMark(for text: String) -> Unicode.Scalar? {
        var isolates = 0
        var sawControl = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068:
                isolates += 1
                sawControl = true
            case 0x2069:
                isolates = max(0, isolates - 1)
                sawControl = true
            case 0x202A...0x202E:
                sawControl = true
            default:
                guard isolates == 0 else { continue }
                switch pango_unichar_direction(scalar.value) {
                case PANGO_DIRECTION_LTR: return sawControl ? "\u{200E}" : nil
                case PANGO_DIRECTION_RTL: return sawControl ? "\u{200F}" : nil
                default: continue
                }
            }
        }
        return sawControl ? "\u{200E}" : nil
    }

    /// An upper bound on how many characters (and line breaks) can be visible in the box.
    private static func characterBudget(font: Font, width: CGFloat?, maxHeight: CGFloat?,
                                        maxLines: Int) -> (characters: Int, lines: Int) {
        let size = Double(font.pointSize)
        let lineHeight = size * 1.0
        var lines = 100_000
        if let maxHeight, maxHeight.isFinite { lines = Int(Double(maxHeight) / lineHeight) + 2 }
        if maxLines > 0 { lines = min(lines, maxLines + 1) }
        guard let width, width.isFinite, width > 0 else {
            return (lines >= 100_000 ? 200_000 : max(lines, 1) * 2_000, lines)
        }
        let perLine = Int(Double(width) / (size * 0.2)) + 2
        let characters = min(Int.max / 4, max(lines, 1) * perLine)
        return (min(characters, 200_000), lines)
    }
}
