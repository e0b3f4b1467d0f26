import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A rectangle that draws a background, a border and its subviews: the building block of custom info
/// windows (SPEC R15/R16), marker icon views (R19) and whole screens in a ``Window`` (R25). A small cousin
/// of `UIView`, not a UI toolkit.
///
/// Every visible change bumps the view's revision (and its ancestors'), which is how a map notices
/// that a tracked window (`tracksInfoWindowChanges`) or icon view (`tracksViewChanges`) needs drawing.
/// Inside a `View.animate` block, changes of ``frame`` (and so ``bounds`` and ``center``), ``alpha`` and
/// ``backgroundColor`` animate on the clock of the host that shows the view (R27): reading the property
/// gives the new value at once; the drawn value follows.
@MainActor
open class View {
    /// Position in the superview and size, in points. Default `.zero`. Animatable.
    open var frame: CGRect {
        get { modelFrame }
        set { setFrame(newValue, animated: true) }
    }
    /// Fill behind the content; nil (the default) draws nothing. Animatable.
    public var backgroundColor: Color? {
        didSet { propertyDidChange(.backgroundColor, from: .color(oldValue), to: .color(backgroundColor)) }
    }
    /// Radius of the rounded corners of the background, border and clip, in points. Default 0.
    public var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { setNeedsDisplay() } } }
    /// Width of the border drawn inside the bounds, in points. Default 0 (no border).
    public var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { setNeedsDisplay() } } }
    /// Colour of the border. Default black.
    public var borderColor: Color = .black { didSet { if borderColor != oldValue { setNeedsDisplay() } } }
    /// Whether subviews are cut off at the (rounded) bounds. Default false, as in UIKit.
    public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }
    /// Opacity of the view and its subviews, 0…1. Default 1. Below 0.01 the view is not hit by touches
    /// (R25). Animatable.
    public var alpha: Double = 1 {
        didSet { propertyDidChange(.alpha, from: .number(oldValue), to: .number(alpha)) }
    }
    /// How content (an ``ImageView``'s image) fits the bounds. Default `.scaleToFill`, as in UIKit.
    public var contentMode: ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }
    /// A hidden view draws nothing and is never hit. Default false. A stack view leaves hidden arranged
    /// subviews out of its layout.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            setNeedsDisplay()
            superview?.arrangedSubviewVisibilityDidChange(self)
        }
    }
    /// Whether touches can land on this view and its subviews (R25). Default true; false for ``Label``
    /// and ``ImageView``, as in UIKit, so that they let touches through to what lies below.
    public var isUserInteractionEnabled = true
    /// A number that identifies the view to the app; non-zero tags are reported by info-window taps (B1).
    /// Default 0.
    public var tag = 0
    /// How this view's frame follows its superview's size changes (UIKit's `autoresizingMask`). Default
    /// none: the frame stays as it is. See ``AutoresizingMask``.
    public var autoresizingMask: AutoresizingMask = []
    /// UIKit's `accessibilityElementsHidden`: kept, and read by nothing (there is no accessibility tree
    /// to hide from). Default false.
    public var accessibilityElementsHidden = false
    /// Text read out for this view and its subviews; nil (the default) uses the labels inside.
    public var accessibilityLabel: String? { didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } } }

    /// The colour of the shadow cast by the view's drawn pixels. Default opaque black (Core Animation's).
    public var shadowColor: Color? = .black { didSet { if shadowColor != oldValue { setNeedsDisplay() } } }
    /// How far the shadow is moved from the view, points. Default (0, −3), Core Animation's.
    public var shadowOffset = CGSize(width: 0, height: -3) { didSet { if shadowOffset != oldValue { setNeedsDisplay() } } }
    /// The blur radius of the shadow, points. Default 3.
    public var shadowRadius: CGFloat = 3 { didSet { if shadowRadius != oldValue { setNeedsDisplay() } } }
    /// The shadow's opacity, 0…1. Default 0: no shadow.
    public var shadowOpacity: Float = 0 { didSet { if shadowOpacity != oldValue { setNeedsDisplay() } } }

    /// The views drawn on top of this one, back to front.
    public private(set) var subviews: [View] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: View?

    /// Changes when this view or any subview changes.
    package private(set) var revision: UInt64 = 0
    private static var revisionCounter: UInt64 = 0
    private var modelFrame: CGRect
    private var boundsOrigin = CGPoint.zero
    /// The running animations and their drawn values (R27).
    var animationSet = AnimationSet()
    /// Constraints, flags and guides of Auto Layout (R35).
    lazy var layoutState = ViewLayoutState()
    /// Whose clock runs the animations of a tree whose root this view is, when the root is not itself a
    /// host: the map showing an icon view or an info window.
    package weak var hostOverride: AnimationHost?

    /// Creates a view with `frame`.
    public init(frame: CGRect = .zero) {
        modelFrame = frame
        Self.revisionCounter &+= 1
        revision = Self.revisionCounter
    }

    /// The view's own coordinate space: its size, and the origin its subviews' frames are measured from
    /// (default zero). Setting a new size keeps the ``center``; setting the origin scrolls the subviews.
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: modelFrame.size) }
        set {
            guard newValue.origin.x.isFinite, newValue.origin.y.isFinite, newValue.width.isFinite,
                  newValue.height.isFinite else {
                Diagnostics.warn("view bounds \(newValue) are not finite; kept \(bounds)")
                return
            }
            if newValue.origin != boundsOrigin {
                boundsOrigin = newValue.origin
                setNeedsDisplay()
                boundsOriginDidChange()
            }
            if newValue.size != modelFrame.size {
                let c = center
                frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2,
                               width: newValue.width, height: newValue.height)
            }
        }
    }

    /// The middle of the frame, in the superview's coordinates. Setting it moves the frame and keeps its
    /// size. Animatable (it is the frame).
    public var center: CGPoint {
        get { CGPoint(x: modelFrame.midX, y: modelFrame.midY) }
        set {
            frame = CGRect(x: newValue.x - modelFrame.width / 2, y: newValue.y - modelFrame.height / 2,
                           width: modelFrame.width, height: modelFrame.height)
        }
    }

    /// The window whose tree holds this view, or nil.
    public var window: Window? { root as? Window }

    /// The top of this view's tree.
    var root: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Adds `view` on top of the subviews, removing it from its old superview first. Adding a view to
    /// itself or to one of its own subviews changes nothing and warns (the tree would become a loop).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to 0…count), removing it from its old
    /// superview first.
    public func insertSubview(_ view: View, at index: Int) {
        var ancestor: View? = self
        while let a = ancestor {
            if a === view {
                Diagnostics.warn("a view cannot be added to itself or to a view inside it; nothing changed")
                return
            }
            ancestor = a.superview
        }
        if view.superview === self {
            // A new place among the same siblings: the view keeps its constraints (as in UIKit).
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            setNeedsDisplay()
            return
        }
        let oldWindow = view.window
        view.removeFromSuperviewQuietly()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        didAddSubviewForLayout(view)
        setNeedsDisplay()
        if oldWindow !== window { view.notifyWindowChange() }
    }

    /// Brings `view`, one of the subviews, to the front.
    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        setNeedsDisplay()
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        let oldWindow = window
        removeFromSuperviewQuietly()
        if oldWindow != nil { notifyWindowChange() }
    }

    private func removeFromSuperviewQuietly() {
        guard let parent = superview else { return }
        willLeaveSuperviewForLayout(parent)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsDisplay()
    }

    /// Called after the view (or an ancestor) moved into or out of a window. The default does nothing.
    open func didMoveToWindow() {}

    private func notifyWindowChange() {
        didMoveToWindow()
        for subview in subviews { subview.notifyWindowChange() }
    }

    // MARK: Layout (R35; the rest is in View+Layout.swift)

    /// The size the view's content would like, from what it shows (a label's text, an image), in points;
    /// ``noIntrinsicMetric`` (-1) in a direction with no such size. Default: none in both. Auto Layout
    /// keeps a view with `translatesAutoresizingMaskIntoConstraints` false near it, by its content
    /// hugging and compression resistance priorities. Call ``invalidateIntrinsicContentSize()`` when it
    /// changes.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Lays out the subviews; called by the layout pass (``layoutIfNeeded()``) on views marked with
    /// ``setNeedsLayout()`` or resized, after the constraints' frames were applied, before drawing and
    /// hit-testing. Override it to place subviews by hand. The default does nothing.
    open func layoutSubviews() {}

    /// The intrinsic size the solver uses, for a given width of a wrapping text (`nil`: not known yet).
    func layoutIntrinsicSize(wrapWidth: CGFloat?) -> CGSize { intrinsicContentSize }

    /// Whether the view's intrinsic height depends on its width (a wrapping label).
    var wrapsText: Bool { false }

    /// A subview is about to leave this view (a stack view drops it from its arranged subviews).
    func subviewWillLeave(_ view: View) {}

    /// A subview's ``isHidden`` changed (a stack view relays out).
    func arrangedSubviewVisibilityDidChange(_ view: View) {}

    /// The size the view would like within `size`. The default is the current frame size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    /// Resizes the frame to ``sizeThatFits(_:)`` of an unbounded size.
    public func sizeToFit() {
        let fitted = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        frame.size = fitted
    }

    /// Marks the view as changed, so maps that track it draw it again at the next frame.
    open func setNeedsDisplay() {
        Self.revisionCounter &+= 1
        let value = Self.revisionCounter
        var view: View? = self
        while let v = view {
            v.revision = value
            v.treeDidChange()
            view = v.superview
        }
    }

    /// Called on this view and every ancestor when something in its tree changed (hosts mark a frame).
    func treeDidChange() {}

    /// The first view in this tree (depth first, this view included) whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Whether `point` (in this view's bounds coordinates) lies inside the view. Default: inside
    /// ``bounds``.
    open func point(inside point: CGPoint) -> Bool { bounds.contains(point) }

    /// The frontmost view that takes a touch at `point` (in this view's bounds coordinates), this one
    /// included, as UIKit's `hitTest(_:with:)` (R25): hidden views, views with alpha below 0.01 and
    /// views with ``isUserInteractionEnabled`` false (and their subviews) are passed over; nil when no
    /// view takes it.
    open func hitTest(_ point: CGPoint) -> View? {
        if superview == nil { layoutIfNeeded() }
        return frontmostView(at: point, forTouches: true)
    }

    // MARK: Touches (R25)

    /// A press went down on this view: it was the frontmost view to take it (``hitTest(_:)``), and it gets
    /// the whole press. `event` is in this view's bounds coordinates. The default does nothing: the view
    /// keeps the touch and nothing below it hears it (UIKit's `touchesBegan(_:with:)`).
    open func touchesBegan(_ event: PointerEvent) {}
    /// The held press moved (`event` in this view's bounds coordinates). The default does nothing.
    open func touchesMoved(_ event: PointerEvent) {}
    /// The held press lifted (`event` in this view's bounds coordinates). The default does nothing.
    open func touchesEnded(_ event: PointerEvent) {}
    /// The held press was taken away (another press began, the host cancelled it). The default does nothing.
    open func touchesCancelled(_ event: PointerEvent) {}
    /// Whether scroll events stop at this view (a map zooms with them). Default false: a scroll goes to
    /// the nearest superview that takes it.
    open var takesScrollWheel: Bool { false }
    /// A scroll over this view (`event` in its bounds coordinates), when ``takesScrollWheel``. The default
    /// does nothing.
    open func scrollWheel(_ event: PointerEvent) {}
    /// How long a press on this view must be held to be a long press, seconds: what a host's
    /// `longPress(at:)` waits. Default ``defaultLongPressDuration``; a map answers its gesture options'.
    open var longPressDuration: TimeInterval { View.defaultLongPressDuration }
    /// 0.5 s, as UIKit's long-press recognizer.
    public static let defaultLongPressDuration: TimeInterval = 0.5

    /// The deepest visible view drawn at `point` (in this view's bounds coordinates), ignoring
    /// ``isUserInteractionEnabled``: what a tap inside an info window landed on (B1).
    package func deepestView(at point: CGPoint) -> View? {
        frontmostView(at: point, forTouches: false)
    }

    /// The one walk of both hit tests, front to back: for touches (R25) a view must take touches, have an
    /// alpha of at least 0.01 and say `point(inside:)`, and subviews answer through their own
    /// ``hitTest(_:)`` (which a subclass may override); otherwise any visible view under the point counts.
    private func frontmostView(at point: CGPoint, forTouches: Bool) -> View? {
        guard !isHidden else { return nil }
        if forTouches {
            guard alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point) else { return nil }
        } else {
            guard alpha > 0, bounds.contains(point) else { return nil }
        }
        for subview in subviews.reversed() {
            let local = subview.convertFromSuperview(point)
            let hit = forTouches ? subview.hitTest(local) : subview.frontmostView(at: local, forTouches: false)
            if let hit { return hit }
        }
        return self
    }

    /// `point` in the superview's bounds coordinates, in this view's.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - modelFrame.minX + boundsOrigin.x, y: point.y - modelFrame.minY + boundsOrigin.y)
    }

    /// Converts `point` from this view's bounds coordinates to `view`'s (nil: the root's coordinates).
    /// Both views must be in one tree; otherwise the point is returned as it is.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        guard view.root === root else { return point }
        let origin = view.pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// Converts `point` from `view`'s bounds coordinates (nil: the root's) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inRoot = view.map { $0.root === root ? $0.pointInRoot(point) : point } ?? point
        let origin = pointInRoot(.zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var view = self
        while let parent = view.superview {
            p = CGPoint(x: p.x - view.boundsOrigin.x + view.modelFrame.minX, y: p.y - view.boundsOrigin.y + view.modelFrame.minY)
            view = parent
        }
        return CGPoint(x: p.x - view.boundsOrigin.x, y: p.y - view.boundsOrigin.y)
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

    // MARK: Model values and drawn values

    /// Sets the frame; inside an animation block (and when `animated`) the drawn frame follows.
    package func setFrame(_ newValue: CGRect, animated: Bool) {
        let old = modelFrame
        guard newValue != old || animationSet.animation(.frame) != nil else { return }
        modelFrame = newValue
        if newValue.size != old.size { resizeSubviews(from: old.size) }
        frameDidChangeForLayout(from: old)
        if animated {
            propertyDidChange(.frame, from: .rect(old), to: .rect(newValue))
        } else {
            if animationSet.animation(.frame) != nil { animationSet.cancel(.frame) }
            setNeedsDisplay()
        }
    }

    /// The frame as drawn now (animated, R27).
    var drawnFrame: CGRect { animationSet.value(.frame)?.rect ?? modelFrame }
    /// The alpha as drawn now.
    var drawnAlpha: Double { animationSet.value(.alpha)?.number ?? alpha }
    /// The background colour as drawn now.
    package var drawnBackgroundColor: Color? {
        if let value = animationSet.value(.backgroundColor)?.color { return value }
        return backgroundColor
    }

    /// A model value changed: animate it when a `View.animate` block is running, else show it now
    /// (ending a running animation of it, unfinished).
    private func propertyDidChange(_ property: AnimatedProperty, from old: AnimatedValue, to new: AnimatedValue) {
        if let context = ViewAnimationContext.current, old != new {
            var from = context.beginsFromCurrentState ? (animationSet.value(property) ?? old) : old
            // A second change of the same property in one block (`center`, then `bounds`) joins the first:
            // one animation from where the block found it.
            if let running = animationSet.animation(property), running.group === context.group { from = running.from }
            animationSet.add(PropertyAnimation(property: property, from: from, to: new,
                                               start: Animator.startTime(for: self), delay: context.delay,
                                               duration: context.duration, timing: .curve(context.curve),
                                               repeats: context.repeats, autoreverses: context.autoreverses,
                                               group: context.group))
            Animator.register(self)
        } else if animationSet.animation(property) != nil {
            animationSet.cancel(property)
        } else if old == new {
            return
        }
        setNeedsDisplay()
    }

    /// Draws what this kind of view shows between its background and its subviews, in its bounds
    /// coordinates.
    package func drawContent(in canvas: Canvas) {}

    /// Steps the view's animations to host time `time` (R27); false once none is left. Views with
    /// running content of their own (an animated image) extend it.
    package func stepAnimations(to time: TimeInterval) -> Bool {
        guard !animationSet.isEmpty else { return false }
        if !animationSet.step(to: time).isEmpty { setNeedsDisplay() }
        return !animationSet.isEmpty
    }
}

extension View: AnimationTarget {
    /// The host whose clock runs this view's animations: the root of its tree when that is a host (a
    /// window, a map), or the map that shows the tree as an icon view or an info window.
    package var animationHost: AnimationHost? {
        let top = root
        return top.hostOverride ?? (top as? AnimationHost)
    }
}
