import Foundation

/// Insets from the four edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Creates insets; all default to 0.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// True when every inset is finite and not negative.
    package var isValid: Bool {
        [top, left, bottom, right].allSatisfy { $0.isFinite && $0 >= 0 }
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown when they are negative).
    package func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
