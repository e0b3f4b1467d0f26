import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The attribution text in a small, light box in the map's bottom-right corner (inside the padding),
/// the way web maps credit their data.
package final class AttributionBadge {
    /// The text drawn.
    package let text: String
    private let layout: TextLayout

    static let font = Font.systemFont(ofSize: 10)
    static let textColor = Color(white: 0.27)
    static let background = Color(white: 1, alpha: 0.75)
    /// Space between the text and the edge of its box, points.
    static let inset = CGSize(width: 4, height: 1.5)

    /// A badge for `text`; nil when the text is blank.
    package init?(text: String) {
        let clean = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !clean.isEmpty else { return nil }
        self.text = clean
        layout = TextLayout(runs: [.init(text: clean, font: Self.font, color: nil)], width: nil, maxLines: 1)
    }

    /// The box in a view of `bounds` with `padding`, in points: its bottom-right corner sits in the
    /// padded area's bottom-right corner; at most the padded width.
    package func frame(in bounds: CGRect, padding: EdgeInsets) -> CGRect {
        let area = CGRect(x: bounds.minX + padding.left, y: bounds.minY + padding.top,
                          width: max(0, bounds.width - padding.left - padding.right),
                          height: max(0, bounds.height - padding.top - padding.bottom))
        let width = min(layout.size.width + 2 * Self.inset.width, area.width)
        let height = layout.size.height + 2 * Self.inset.height
        return CGRect(x: area.maxX - width, y: area.maxY - height, width: width, height: height)
    }

    /// Draws the box and the text in `frame` (from ``frame(in:padding:)``).
    package func draw(in frame: CGRect, on canvas: Canvas) {
        canvas.save()
        canvas.clip(to: frame)
        canvas.fill(frame, color: Self.background)
        canvas.draw(layout, at: CGPoint(x: frame.maxX - Self.inset.width - layout.size.width,
                                        y: frame.minY + Self.inset.height), color: Self.textColor)
        canvas.restore()
    }
}
