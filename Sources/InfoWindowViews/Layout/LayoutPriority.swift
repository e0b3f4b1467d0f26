import Foundation

/// How much a layout constraint matters: UIKit's `UILayoutPriority`, a number from 1 to 1000.
///
/// 1000 (``required``) must hold; lower priorities are preferences, and any higher priority wins over
/// any number of lower ones (the solver minimises errors priority by priority, D101).
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The priority, 1…1000.
    public var rawValue: Float

    /// Creates a priority from its number (1…1000; out-of-range values are clamped when used).
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from its number, as `UILayoutPriority(999)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from a literal such as `750`.
    public init(floatLiteral value: Float) { rawValue = value }

    /// Creates a priority from a literal such as `750`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance; a strong preference.
    public static let defaultHigh = LayoutPriority(750)
    /// 510: UIKit's `dragThatCanResizeScene`.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 500: UIKit's `sceneSizeStayPut`.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// 250: the default content hugging; a weak preference.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what ``View/systemLayoutSizeFitting(_:)`` pulls the size toward its target with.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Orders priorities by their numbers.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `priority + 1`, as UIKit code writes a priority just above another.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    /// `priority - 1`, as UIKit code writes a priority just below another.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The number, as UIKit prints it.
    public var description: String { rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)" }

    /// The number clamped to 1…1000 (NaN counts as required), as the solver takes it.
    var clamped: Float {
        guard rawValue.isFinite else { return 1000 }
        return min(max(rawValue, 1), 1000)
    }

    /// Whether the constraint must hold.
    var isRequired: Bool { clamped >= 1000 }
}

/// A direction in which a view's content hugs or resists compression: UIKit's
/// `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Hashable, Sendable {
    /// Left to right: widths.
    case horizontal
    /// Top to bottom: heights.
    case vertical
}
