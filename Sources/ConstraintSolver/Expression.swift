/// One `coefficient · variable` part of an ``Expression``.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable.
    public let variable: Variable
    /// Its multiplier; must be finite when the constraint is added.
    public let coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `2·x`, `x` or `-x`.
    public var description: String {
        switch coefficient {
        case 1: return variable.description
        case -1: return "-\(variable)"
        default: return "\(coefficient)·\(variable)"
        }
    }
}

/// A linear expression `Σ coefficientᵢ · variableᵢ + constant`.
///
/// Build one with the arithmetic operators on ``Variable``, `Expression` and `Double`
/// (`2 * x + y - 8`); products of two variables do not exist, so every expression is
/// linear by construction. A variable may appear in several terms; the solver adds them up.
/// The solver treats coefficients (after that sum) smaller than 1e-9 in magnitude as zero.
public struct Expression: Sendable, CustomStringConvertible {
    /// The variable terms, in the order written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant (default 0).
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the constant expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// The expression with the terms of the same variable added up and zero terms dropped
    /// (order of first appearance kept).
    public func simplified() -> Expression {
        var index: [Int: Int] = [:]
        var merged: [Term] = []
        for term in terms {
            if let at = index[term.variable.id] {
                merged[at] = Term(term.variable, merged[at].coefficient + term.coefficient)
            } else {
                index[term.variable.id] = merged.count
                merged.append(term)
            }
        }
        return Expression(merged.filter { $0.coefficient != 0 }, constant: constant)
    }

    /// The value of the expression at the variables' current ``Variable/value``s.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// `x + -2.0·y + 8.0`; `0.0` for the empty expression.
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
