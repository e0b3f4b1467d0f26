// Linear arithmetic on variables, expressions and constants. Only the linear operations
// exist (no variable × variable), so every expression the operators build is linear.

extension Expression {
    /// The sum of two expressions.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + rhs.scaled(by: -1)
    }

    /// The expression negated.
    public static prefix func - (operand: Expression) -> Expression {
        operand.scaled(by: -1)
    }

    /// The expression times a constant.
    public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }

    /// A constant times the expression.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }

    /// The expression divided by a constant (a zero divisor gives non-finite
    /// coefficients, which ``Solver/add(_:)`` reports).
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

    /// The expression plus a constant.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// A constant plus the expression.
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    /// The expression minus a constant.
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

    /// A constant minus the expression.
    public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

    /// The expression plus a variable.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

    /// A variable plus the expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

    /// The expression minus a variable.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }

    /// A variable minus the expression.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}

extension Variable {
    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }

    /// The variable negated.
    public static prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

    /// The variable times a constant.
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }

    /// A constant times the variable.
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }

    /// The variable divided by a constant.
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }

    /// The variable plus a constant.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }

    /// A constant plus the variable.
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }

    /// The variable minus a constant.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }

    /// A constant minus the variable.
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
}
