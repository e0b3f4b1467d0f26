import Foundation
import InfoWindowCore

/// Auto Layout on views (R35): constraints, anchors, guides, intrinsic sizes and the layout pass.
extension View {
    /// UIKit's `UIView.noIntrinsicMetric`: -1, "no intrinsic size in this direction".
    public static let noIntrinsicMetric: CGFloat = -1
    /// UIKit's `UIView.layoutFittingCompressedSize`: (0, 0), the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// UIKit's `UIView.layoutFittingExpandedSize`: the largest size the constraints allow (10,000,000
    /// points each way, as UIKit's value is "very large").
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Whether the view keeps the frame the app gives it (true, the default, as in UIKit) or takes it
    /// from its constraints (false). A true view in a tree with constraints stands in the solver as four
    /// required constraints at its frame (UIKit's autoresizing-mask constraints).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesFrame }
        set {
            guard newValue != layoutState.translatesFrame else { return }
            layoutState.translatesFrame = newValue
            invalidateLayoutEngine()
        }
    }

    /// The active constraints this view holds: those whose items' nearest common ancestor it is.
    public var constraints: [LayoutConstraint] { layoutState.ownedConstraints }

    /// Activates `constraint` (UIKit's older API; the constraint is held by its items' common ancestor).
    public func addConstraint(_ constraint: LayoutConstraint) { LayoutConstraint.activate([constraint]) }
    /// Activates `constraints`.
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: LayoutConstraint) { LayoutConstraint.deactivate([constraint]) }
    /// Deactivates `constraints`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }

    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The leading edge (the left one, D100).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The trailing edge (the right one, D100).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The first baseline: the top edge here (D100).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    /// The last baseline: the bottom edge here (D100).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [LayoutGuide] { layoutState.guides }

    /// Adds `guide` to this view (its coordinates become this view's), removing it from its old view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.system == nil else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.guides.append(guide)
    }

    /// Removes `guide` and deactivates the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, guide.system == nil else { return }
        var view: View? = self
        while let v = view {
            for constraint in v.layoutState.ownedConstraints where constraint.first === guide || constraint.second === guide {
                constraint.uninstall()
            }
            view = v.superview
        }
        layoutState.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The part of the view not covered by the window's safe-area insets (``safeAreaInsets``).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = layoutState.safeAreaGuide { return guide }
        let guide = LayoutGuide(system: .safeArea, owner: self)
        layoutState.safeAreaGuide = guide
        return guide
    }

    /// The view's bounds inset by its safe area and then its ``layoutMargins`` (D105).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = layoutState.marginsGuide { return guide }
        let guide = LayoutGuide(system: .margins, owner: self)
        layoutState.marginsGuide = guide
        return guide
    }

    /// The space ``layoutMarginsGuide`` keeps inside the safe area, points. Default 8 on every side.
    public var layoutMargins: EdgeInsets {
        get { layoutState.layoutMargins }
        set {
            guard newValue != layoutState.layoutMargins else { return }
            layoutState.layoutMargins = newValue
            layoutRoot.layoutState.engine?.systemGuidesChanged(of: self)
            setNeedsLayoutForConstraints()
        }
    }

    /// How far the window's ``Window/deviceSafeAreaInsets`` reach into this view, points (zero outside a
    /// window): the window's insets clipped to where the view lies in it, as in UIKit.
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return EdgeInsets() }
        let device = window.deviceSafeAreaInsets
        if self === window { return device }
        let origin = convert(CGPoint.zero, to: window)
        let size = frame.size
        let safe = CGRect(x: device.left, y: device.top, width: window.frame.width - device.left - device.right,
                          height: window.frame.height - device.top - device.bottom)
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(v, 0), max(limit, 0)) }
        return EdgeInsets(top: clamp(safe.minY - origin.y, size.height), left: clamp(safe.minX - origin.x, size.width),
                          bottom: clamp(origin.y + size.height - safe.maxY, size.height),
                          right: clamp(origin.x + size.width - safe.maxX, size.width))
    }

    /// The priority with which the view resists growing beyond its intrinsic size along `axis`. Default
    /// 250 (``LayoutPriority/defaultLow``).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? layoutState.huggingHorizontal : layoutState.huggingVertical
    }

    /// Sets the content hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { layoutState.huggingHorizontal = priority } else { layoutState.huggingVertical = priority }
        layoutRoot.layoutState.engine?.intrinsicPrioritiesChanged(of: self)
        setNeedsLayoutForConstraints()
    }

    /// The priority with which the view resists shrinking below its intrinsic size along `axis`.
    /// Default 750 (``LayoutPriority/defaultHigh``).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? layoutState.compressionHorizontal : layoutState.compressionVertical
    }

    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { layoutState.compressionHorizontal = priority } else { layoutState.compressionVertical = priority }
        layoutRoot.layoutState.engine?.intrinsicPrioritiesChanged(of: self)
        setNeedsLayoutForConstraints()
    }

    /// Tells layout that ``intrinsicContentSize`` changed (a label's text, an image): the solver takes the
    /// new size as a constant edit at the next layout.
    public func invalidateIntrinsicContentSize() {
        guard let engine = layoutRoot.layoutState.engine else { return }
        engine.intrinsicSizeChanged(of: self)
        setNeedsLayoutForConstraints()
    }

    /// Marks the view for ``layoutSubviews()`` at the next layout pass (before the next drawing or
    /// hit test, or at ``layoutIfNeeded()``).
    public func setNeedsLayout() {
        markNeedsLayout()
        setNeedsDisplay()
    }

    /// Runs the layout pass of the view's tree now if anything changed: the constraints are solved
    /// (incrementally), their frames applied, then ``layoutSubviews()`` runs top-down on the views that
    /// need it, repeated until nothing changes (R35).
    public func layoutIfNeeded() {
        layoutRoot.runLayoutPass()
    }

    /// The size the view takes from its constraints and its content nearest to `targetSize`
    /// (``layoutFittingCompressedSize`` for the smallest): each dimension is pulled toward the target at
    /// ``LayoutPriority/fittingSizeLevel``. The view's own frame does not count; its subviews' constraints
    /// and intrinsic sizes do. Wrapping labels wrap at the width found (D106).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size nearest to `targetSize` with each dimension pulled toward it at the given priority
    /// (`.required` fixes it: `(width: 300, height: 0)` with a required horizontal priority asks how tall
    /// the view is when 300 points wide).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontal, vertical: vertical, maximumWidth: nil)
    }

    /// The fitting size no wider than `maximumWidth` (wrapping text wraps there): how a map sizes a
    /// custom info window laid out by constraints (D107).
    package func compressedLayoutSize(maximumWidth: CGFloat) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: View.layoutFittingCompressedSize, horizontal: .fittingSizeLevel,
                                 vertical: .fittingSizeLevel, maximumWidth: maximumWidth)
    }

    /// Whether this view or a view below it holds an active constraint.
    package var hasConstraintsInSubtree: Bool {
        if !layoutState.ownedConstraints.isEmpty { return true }
        return subviews.contains { $0.hasConstraintsInSubtree }
    }
}
