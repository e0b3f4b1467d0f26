import Foundation

/// A rectangle that takes part in layout without drawing or taking touches (UIKit's `UILayoutGuide`):
/// a spacer between views, or the area a view's ``View/safeAreaLayoutGuide`` and
/// ``View/layoutMarginsGuide`` stand for. Add it to a view with ``View/addLayoutGuide(_:)`` and
/// constrain its anchors; ``layoutFrame`` reads where layout put it.
@MainActor
public class LayoutGuide {
    /// The view the guide belongs to (its coordinates are this view's); nil until added.
    public internal(set) weak var owningView: View?
    /// A name printed in logs. Default "".
    public var identifier = ""
    /// The solved rectangle, in the owning view's bounds coordinates (`.zero` before the first layout).
    public internal(set) var layoutFrame = CGRect.zero
    /// Which built-in guide this is, when it is one.
    let system: SystemGuide?

    /// The built-in guides of a view.
    enum SystemGuide {
        /// The view's bounds inset by its safe area.
        case safeArea
        /// The view's bounds inset by its safe area and its layout margins.
        case margins
    }

    /// UIKit's standard space between sibling views and between a view and its superview's edge, points.
    static let systemSpacing: CGFloat = 8

    /// Creates a guide, to add to a view with ``View/addLayoutGuide(_:)``.
    public init() { system = nil }

    init(system: SystemGuide, owner: View) {
        self.system = system
        owningView = owner
        identifier = system == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
    }

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
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}
