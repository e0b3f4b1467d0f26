/// Why a ``Solver`` operation was refused. A refused operation leaves the solver holding
/// the same constraints and constants as before (with an optimal solution of them), so the
/// caller may log the error and carry on.
public enum ConstraintSolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already
    /// added. `conflicts` lists those constraints (in the order they were added) whose
    /// relations, together with `constraint`, cannot all hold — UIKit's "Unable to
    /// simultaneously satisfy constraints" list. The caller decides which one to break
    /// (for example by re-adding `constraint` at priority 999). Also thrown by
    /// ``Solver/setConstant(_:of:)`` when the new constant would make the required
    /// constraints contradict; the old constant then stays.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A coefficient, constant or suggested value is NaN or infinite; `detail` names it.
    case nonFiniteNumber(detail: String)
    /// A strength is not in `(0, 1000]`, or an edit variable was given the required strength.
    case invalidStrength(Strength, detail: String)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// The simplex method did not finish within its iteration limit (a safeguard against
    /// numerical cycling; not expected in practice). The solver was restored.
    case iterationLimitExceeded(operation: String)

    /// A one-paragraph message naming the constraint, value or variable and the fix.
    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicts):
            let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "Unable to simultaneously satisfy constraints: \(constraint) conflicts with "
                + "\(conflicts.count) required constraint(s):\n\(list)\n"
                + "Break one of them (lower its priority below 1000 or remove it)."
        case let .duplicateConstraint(constraint):
            return "Constraint \(constraint) was already added; add each constraint once."
        case let .unknownConstraint(constraint):
            return "Constraint \(constraint) is not in the solver; add it before removing or changing it."
        case let .nonFiniteNumber(detail):
            return "\(detail) is not finite; pass finite numbers."
        case let .invalidStrength(strength, detail):
            return "Strength \(strength) is invalid: \(detail)."
        case let .duplicateEditVariable(variable):
            return "Variable \(variable) already has an edit constraint; remove it first or just suggest values."
        case let .unknownEditVariable(variable):
            return "Variable \(variable) has no edit constraint; call addEditVariable(_:strength:) first."
        case let .iterationLimitExceeded(operation):
            return "The simplex method exceeded its iteration limit while \(operation); the solver was restored. "
                + "This points to numerically degenerate constraints (very large or tiny coefficients)."
        }
    }
}
