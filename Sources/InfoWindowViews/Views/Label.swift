import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A view that shows text, laid out by Pango (wrapping, bidi, CJK, ellipsis). Like `UILabel`, the text
/// is centred vertically in the bounds and cut with "…" when it does not fit.
@MainActor
public final class Label: View {
    /// The text; nil or empty draws nothing. Taken literally (no markup).
    public var text: String? { didSet { if text != oldValue { textDidChange() } } }
    /// The font. Default: the system font at 17 pt.
    public var font: Font = .systemFont(ofSize: 17) { didSet { if font != oldValue { textDidChange() } } }
    /// The text colour. Default black.
    public var textColor: Color = .black { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// The most lines shown; 0 means as many as fit. Default 1.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    /// The width a wrapping label (``numberOfLines`` ≠ 1) wraps at when Auto Layout measures it, points;
    /// 0 (the default) wraps at the width layout gives it (UIKit's automatic preferred width, D106).
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { textDidChange() } } }
    /// Horizontal alignment of the lines. Default `.natural`.
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }

    private var cachedLayout: (key: LayoutKey, layout: TextLayout)?

    private struct LayoutKey: Equatable {
        let text: String
        let font: Font
        let color: Color
        let width: CGFloat?
        let height: CGFloat?
        let lines: Int
        let alignment: TextAlignment
    }

    /// Creates a label with `frame`. Like UIKit's, a label lets touches through
    /// (``View/isUserInteractionEnabled`` is false).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The size of the text when wrapped to `size.width` (and limited to `numberOfLines`).
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = size.width.isFinite && size.width < 100_000 ? size.width : nil
        let height = size.height.isFinite && size.height < 100_000 ? size.height : nil
        let layout = self.layout(text: text, width: width, height: height)
        return CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
    }

    override var ownAccessibilityText: String? { text }

    /// The text's size on one line (or, with ``preferredMaxLayoutWidth``, wrapped there), rounded up;
    /// (0, 0) without text.
    public override var intrinsicContentSize: CGSize {
        layoutIntrinsicSize(wrapWidth: nil)
    }

    override func layoutIntrinsicSize(wrapWidth: CGFloat?) -> CGSize {
        let unbounded = CGFloat.greatestFiniteMagnitude
        let natural = sizeThatFits(CGSize(width: unbounded, height: unbounded))
        guard numberOfLines != 1 else { return natural }
        if preferredMaxLayoutWidth > 0 {
            return sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: unbounded))
        }
        guard let wrapWidth, wrapWidth < natural.width else { return natural }
        // The natural width stays the width the label asks for (stable); the height is the wrapped one.
        return CGSize(width: natural.width, height: sizeThatFits(CGSize(width: max(1, wrapWidth), height: unbounded)).height)
    }

    override var wrapsText: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    private func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    package override func drawContent(in canvas: Canvas) {
        guard let text, !text.isEmpty else { return }
        let layout = self.layout(text: text, width: bounds.width, height: bounds.height)
        let y = max(0, (bounds.height - layout.size.height) / 2)
        canvas.save()
        canvas.clip(to: bounds)
        canvas.draw(layout, at: CGPoint(x: 0, y: y), color: textColor)
        canvas.restore()
    }

    private func layout(text: String, width: CGFloat?, height: CGFloat?) -> TextLayout {
        let key = LayoutKey(text: text, font: font, color: textColor, width: width, height: height,
                            lines: numberOfLines, alignment: textAlignment)
        if let cachedLayout, cachedLayout.key == key { return cachedLayout.layout }
        let layout = TextLayout(runs: [.init(text: text, font: font, color: nil)],
                                width: width,
                                maxHeight: numberOfLines == 0 ? height : nil,
                                maxLines: numberOfLines == 0 ? 0 : numberOfLines,
                                alignment: textAlignment, shrinkToFit: false)
        cachedLayout = (key, layout)
        return layout
    }
}
