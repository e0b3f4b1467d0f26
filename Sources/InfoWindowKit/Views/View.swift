import Foundation

/// A rectangle that draws a background, a border and its subviews: the building block of custom info
/// windows (SPEC R15/R16) and marker icon views (R19). A small cousin of `UIView`, not a UI toolkit.
///
/// Every visible change bumps the view's revision (and its ancestors'), which is how a map notices
/// that a tracked window (`tracksInfoWindowChanges`) or icon view (`tracksViewChanges`) needs drawing.
@MainActor
open class View {
    /// Position in the superview and size, in points. Default `.zero`.
    public var frame: CGRect { didSet { if frame != oldValue { setNeedsDisplay() } } }
    /// Fill behind the content; nil (the default) draws nothing.
    public var backgroundColor: Color? { didSet { if backgroundColor != oldValue { setNeedsDisplay() } } }
    /// Radius of the rounded corners of the background, border and clip, in points. Default 0.
    public var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { setNeedsDisplay() } } }
    /// Width of the border drawn inside the bounds, in points. Default 0 (no border).
    public var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { setNeedsDisplay() } } }
    /// Colour of the border. Default black.
    public var borderColor: Color = .black { didSet { if borderColor != oldValue { setNeedsDisplay() } } }
    /// Whether subviews are cut off at the (rounded) bounds. Default false, as in UIKit.
    public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }
    /// Opacity of the view and its subviews, 0…1. Default 1.
    public var alpha: Double = 1 { didSet { if alpha != oldValue { setNeedsDisplay() } } }
    /// A hidden view draws nothing and is never hit. Default false.
    public var isHidden = false { didSet { if isHidden != oldValue { setNeedsDisplay() } } }
    /// A number that identifies the view to the app; non-zero tags are reported by info-window taps (B1).
    /// Default 0.
    public var tag = 0
    /// Text read out for this view and its subviews; nil (the default) uses the labels inside.
    public var accessibilityLabel: String? { didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } } }

    /// The views drawn on top of this one, back to front.
    public private(set) var subviews: [View] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: View?

    /// Changes when this view or any subview changes.
    private(set) var revision: UInt64 = 0
    private static var revisionCounter: UInt64 = 0

    /// Creates a view with `frame`.
    public init(frame: CGRect = .zero) {
        self.frame = frame
        Self.revisionCounter &+= 1
        revision = Self.revisionCounter
    }

    /// The view's own coordinate space: origin zero, size of the frame.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// Adds `view` on top of the subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
        guard view !== self else { return }
        var ancestor: View? = self
        while let a = ancestor {
            if a === view { return }
            ancestor = a.superview
        }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsDisplay()
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsDisplay()
    }

    /// The size the view would like within `size`. The default is the current frame size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    /// Resizes the frame to ``sizeThatFits(_:)`` of an unbounded size.
    public func sizeToFit() {
        let fitted = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        frame.size = fitted
    }

    /// Marks the view as changed, so maps that track it draw it again at the next frame.
    public func setNeedsDisplay() {
        Self.revisionCounter &+= 1
        let value = Self.revisionCounter
        var view: View? = self
        while let v = view {
            v.revision = value
            view = v.superview
        }
    }

    /// The first view in this tree (depth first, this view included) whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The deepest visible view at `point` (in this view's coordinates), this one included; nil outside.
    public func hitTest(_ point: CGPoint) -> View? {
        guard !isHidden, alpha > 0, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    /// The text of this view for accessibility (B4): its ``accessibilityLabel``, or its own text, or the
    /// texts of its subviews joined by ", ".
    public var accessibilityText: String? {
        if let accessibilityLabel, !accessibilityLabel.isEmpty { return accessibilityLabel }
        if isHidden { return nil }
        var parts: [String] = []
        if let own = ownAccessibilityText, !own.isEmpty { parts.append(own) }
        for subview in subviews {
            if let text = subview.accessibilityText { parts.append(text) }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Text this kind of view shows itself (a label's text); nil for plain views.
    var ownAccessibilityText: String? { nil }

    // MARK: Drawing

    /// Draws the view and its subviews with the view's frame origin at the canvas's current origin
    /// offset by `frame.origin`.
    func render(in canvas: Canvas) {
        guard !isHidden, alpha > 0, frame.width > 0, frame.height > 0 else { return }
        canvas.save()
        canvas.translate(frame.minX, frame.minY)
        let needsGroup = alpha < 1
        if needsGroup { canvas.beginGroup() }
        let shape = Path(roundedRect: bounds, radius: cornerRadius)
        if let backgroundColor, backgroundColor.alpha > 0 {
            canvas.fill(shape, color: backgroundColor)
        }
        canvas.save()
        if clipsToBounds { canvas.clip(to: shape) }
        drawContent(in: canvas)
        for subview in subviews { subview.render(in: canvas) }
        canvas.restore()
        if borderWidth > 0, borderColor.alpha > 0 {
            let inset = min(borderWidth, bounds.width / 2, bounds.height / 2) / 2
            let ring = Path(roundedRect: bounds.insetBy(dx: inset, dy: inset), radius: max(0, cornerRadius - inset))
            canvas.stroke(ring, color: borderColor, lineWidth: inset * 2)
        }
        if needsGroup { canvas.endGroup(opacity: alpha) }
        canvas.restore()
    }

    /// Draws what this kind of view shows between its background and its subviews.
    func drawContent(in canvas: Canvas) {}
}
