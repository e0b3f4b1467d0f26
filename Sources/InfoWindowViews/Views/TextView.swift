import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// UIKit's `UITextView`, read-only: text drawn from the top inside ``textContainerInset`` (8 pt above and
/// below, as UIKit's default) and 5 pt of line padding at the sides, wrapped to the width and cut at the
/// bottom. There is no editing, selection or scrolling: ``isEditable`` and ``isSelectable`` are kept and
/// change nothing (D112). Unlike a ``Label``, a text view takes touches.
@MainActor
public final class TextView: View {
    /// The text; nil or empty draws nothing. Taken literally (no markup).
    public var text: String! = "" { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// The font. Default: the system font at 12 pt (UIKit's text view default).
    public var font: Font? = .systemFont(ofSize: 12) { didSet { if font != oldValue { setNeedsDisplay() } } }
    /// The text colour. Default black.
    public var textColor: Color? = .black { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// Horizontal alignment of the lines. Default `.natural`.
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// Kept; there is no editing here (D112). Default true, as UIKit's.
    public var isEditable = true
    /// Kept; there is no selection here (D112). Default true, as UIKit's.
    public var isSelectable = true
    /// Space between the bounds and the text, points. Default 8 pt above and below, as UIKit's.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { setNeedsDisplay() } }
    }

    /// Extra space at each side of every line, points: UIKit's `lineFragmentPadding`, 5.
    public static let lineFragmentPadding: CGFloat = 5

    /// A text view of `frame`, white as UIKit's.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    private func layout(width: CGFloat?) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        return TextLayout(runs: [.init(text: text, font: font ?? .systemFont(ofSize: 12), color: nil)], width: width,
                          maxHeight: nil, maxLines: 0, alignment: textAlignment, shrinkToFit: false)
    }

    private var sideInset: CGFloat { Self.lineFragmentPadding }

    /// The size that shows all the text wrapped to `size.width`, insets included. An unbounded width
    /// (as `sizeToFit()` asks) keeps the width the view has, as UIKit's text view does, and fits the
    /// height; a view without a width takes the text's on one line.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let asked = size.width.isFinite && size.width > 0 && size.width < 100_000 ? size.width
            : (bounds.width > 0 ? bounds.width : nil)
        let room = asked.map { max(1, $0 - textContainerInset.left - textContainerInset.right - 2 * sideInset) }
        let text = layout(width: room)?.size ?? CGSize(width: 0, height: ((font ?? .systemFont(ofSize: 12)).pointSize * 1.2).rounded(.up))
        return CGSize(width: (room ?? text.width) + textContainerInset.left + textContainerInset.right + 2 * sideInset,
                      height: (text.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    override var ownAccessibilityText: String? { text }

    package override func drawContent(in canvas: Canvas) {
        let area = bounds.inset(by: textContainerInset).insetBy(dx: sideInset, dy: 0)
        guard area.width > 0, area.height > 0, let layout = layout(width: area.width) else { return }
        canvas.save()
        canvas.clip(to: bounds.inset(by: EdgeInsets(top: textContainerInset.top, left: 0, bottom: textContainerInset.bottom, right: 0)))
        canvas.draw(layout, at: area.origin, color: textColor ?? .black)
        canvas.restore()
    }
}
