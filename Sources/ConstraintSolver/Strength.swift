/// How much a constraint matters: required, or a preference with a UIKit-style priority.
///
/// A strength is a priority in `1...1000` (the same numbers as `UILayoutPriority`);
/// 1000 means required. Preferences are compared **lexicographically**: the solver first
/// minimises the total error of the highest-priority preferences, then, without making
/// that any worse, the next priority down, and so on. So a constraint at priority 751
/// wins over any number of constraints at 750 — there is no weight that many weaker
/// constraints could add up to. Constraints of the *same* priority trade off by the sum
/// of their errors (an L1 compromise), as in Cassowary.
///
/// Cost: the solver keeps one objective row per distinct priority in use, so a pivot
/// costs a little more for each extra priority level (typically 2–5 levels).
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The priority, `(0, 1000]`; 1000 = required. Checked when a constraint is added.
    public let priority: Float

    /// Creates a strength from a priority (UIKit scale: 1 … 1000, 1000 = required).
    /// Out-of-range or non-finite priorities are reported by ``Solver/add(_:)``.
    public init(_ priority: Float) {
        self.priority = priority
    }

    /// Creates a strength from a `UILayoutPriority` raw value; the mapping is the identity
    /// (priorities are already ordered the way the solver orders strengths).
    public init(uiKitPriority: Float) {
        self.init(uiKitPriority)
    }

    /// Must hold (priority 1000, `UILayoutPriority.required`).
    public static let required = Strength(1000)
    /// Priority 750, `UILayoutPriority.defaultHigh`.
    public static let strong = Strength(750)
    /// Priority 500.
    public static let medium = Strength(500)
    /// Priority 250, `UILayoutPriority.defaultLow`.
    public static let weak = Strength(250)
    /// Priority 50, `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSize = Strength(50)

    /// The highest priority, the one that may not be broken.
    public static let requiredPriority: Float = 1000

    /// Whether this is the required strength.
    public var isRequired: Bool { priority == Self.requiredPriority }

    /// Whether the priority is finite and in `(0, 1000]`.
    public var isValid: Bool { priority.isFinite && priority > 0 && priority <= Self.requiredPriority }

    /// Orders strengths by priority.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

    /// `required` or the priority number.
    public var description: String { isRequired ? "required" : "\(priority)" }
}
