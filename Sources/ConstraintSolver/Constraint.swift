/// How the expression of a ``Constraint`` compares with zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear constraint `expression relation 0` with a ``Strength``.
///
/// Build one with `==`, `<=` or `>=` between variables, expressions and numbers
/// (`view.left == superview.left + 8`); the right side is moved to the left, so that
/// constraint's ``expression`` is `view.left - superview.left - 8`. Constraints have
/// identity (like `NSLayoutConstraint`): two constraints written the same way are two
/// constraints, and a solver accepts both (redundant constraints are allowed).
///
/// A constraint is immutable; ``Solver/setConstant(_:of:)`` changes the constant a solver
/// uses for it without changing this object.
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
    /// A process-wide unique number naming this constraint.
    public let id: Int
    /// The left side minus the right side.
    public let expression: Expression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// Required (the default) or a preference.
    public let strength: Strength

    /// Creates `expression relation 0` with a strength (default ``Strength/required``).
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        id = UniqueIDs.next()
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Creates `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A new constraint (a distinct identity) with the same expression and relation and
    /// another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// A new constraint at UIKit priority `priority` (1 … 1000, 1000 = required).
    public func withPriority(_ priority: Float) -> Constraint {
        withStrength(Strength(uiKitPriority: priority))
    }

    /// Whether the constraint holds, within `tolerance`, at the variables' current values.
    public func isSatisfied(tolerance: Double = 1e-9) -> Bool {
        let value = expression.value
        switch relation {
        case .lessThanOrEqual: return value <= tolerance
        case .equal: return abs(value) <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    /// Identity comparison.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// `view.left + -1.0·superview.left + -8.0 == 0 | required`.
    public var description: String { "\(expression.simplified()) \(relation) 0 | \(strength)" }
}
