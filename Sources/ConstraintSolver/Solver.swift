/// An incremental solver for linear equality and inequality constraints with priorities:
/// the Cassowary algorithm (Badros, Borning & Stuckey, ACM TOCHI 2001).
///
/// Add required constraints and preferences, then call ``updateVariables()`` to write the
/// solution into the variables. Required constraints always hold; among the solutions
/// that satisfy them, the solver minimises the errors of the preferences
/// lexicographically by priority (see ``Strength``). Every change — adding or removing a
/// constraint, changing a constant, suggesting an edit value — updates the previous
/// solution incrementally (primal simplex after adding or removing, dual simplex after
/// changing constants), so re-solving after a small change costs a few pivots.
///
/// The solver is **not thread-safe**: use one solver from one thread (or actor) at a time.
/// It is a class so that layout objects share it rather than copy it.
public final class Solver {
    /// All state, in one value so that each call pays one exclusivity check, not one per
    /// property access.
    var core = SolverCore()

    /// Creates an empty solver.
    public init() {}

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``ConstraintSolverError/duplicateConstraint(_:)`` if it is already in the
    ///   solver; ``ConstraintSolverError/nonFiniteNumber(detail:)`` for a NaN or infinite
    ///   coefficient or constant; ``ConstraintSolverError/invalidStrength(_:detail:)`` for a
    ///   priority outside `(0, 1000]`; ``ConstraintSolverError/unsatisfiable(_:conflicts:)``
    ///   if it is required and contradicts the required constraints already added;
    ///   ``ConstraintSolverError/iterationLimitExceeded(operation:)`` if the simplex
    ///   safeguard trips (not expected). The solver then holds the same constraints as
    ///   before, with an optimal solution.
    /// - Complexity: a few pivots for typical layouts; each pivot touches only the rows that
    ///   contain the entering symbol.
    public func add(_ constraint: Constraint) throws(ConstraintSolverError) {
        try core.add(constraint)
    }

    /// Adds constraints in order; stops at the first error (the earlier ones stay added).
    public func add(_ constraints: some Sequence<Constraint>) throws(ConstraintSolverError) {
        for constraint in constraints { try core.add(constraint) }
    }

    /// Removes a constraint and re-solves; the solution is then optimal for the remaining
    /// constraints (so removing what was just added restores the previous solution when
    /// that one is unique).
    /// - Throws: ``ConstraintSolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func remove(_ constraint: Constraint) throws(ConstraintSolverError) {
        try core.remove(constraint)
    }

    /// Whether the constraint has been added (and not removed).
    public func contains(_ constraint: Constraint) -> Bool {
        core.recordSlots[constraint.id] != nil
    }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        let editIDs = Set(core.edits.values.map(\.constraint.id))
        return core.allRecords.sorted { $0.order < $1.order }.map(\.constraint).filter { !editIDs.contains($0.id) }
    }

    /// The number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { core.recordSlots.count }

    /// The constant the solver currently uses for `constraint` (its expression's constant,
    /// or the last value given to ``setConstant(_:of:)``); nil if it is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        core.record(constraint)?.constant
    }

    /// Changes the constant of an added constraint's expression (the `c` in
    /// `Σ aᵢxᵢ + c relation 0`) in place and re-solves, without removing and re-adding it.
    ///
    /// The constraint's marker symbol absorbs the change: the rows that hold it shift their
    /// constants, then the dual simplex method restores feasibility while staying optimal —
    /// usually zero or one pivot. For `a.left == b.right + 8` (expression
    /// `a.left - b.right - 8`), set the UIKit constant k with `setConstant(-k, of:)`.
    /// - Throws: ``ConstraintSolverError/unknownConstraint(_:)``;
    ///   ``ConstraintSolverError/nonFiniteNumber(detail:)``;
    ///   ``ConstraintSolverError/unsatisfiable(_:conflicts:)`` if the new constant makes the
    ///   required constraints contradict (the old constant then stays in force).
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(ConstraintSolverError) {
        try core.setConstant(constant, of: constraint)
    }

    /// Makes `variable` editable: adds the preference `variable == its current value` at
    /// `strength`, whose value ``suggestValue(_:_:)`` then moves (as when dragging).
    /// - Throws: ``ConstraintSolverError/duplicateEditVariable(_:)`` if it is already an edit
    ///   variable; ``ConstraintSolverError/invalidStrength(_:detail:)`` for the required
    ///   strength (an edit must be able to yield) or a priority outside `(0, 1000)`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(ConstraintSolverError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Removes the edit constraint of `variable` and re-solves.
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)`` if it has none.
    public func removeEditVariable(_ variable: Variable) throws(ConstraintSolverError) {
        try core.removeEditVariable(variable)
    }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.edits[variable.id] != nil
    }

    /// Asks the edit variable to take `value` and re-solves with the dual simplex method
    /// (Cassowary's `resolve`): typically no pivot at all, one when a part of the layout
    /// hits or leaves a barrier. Call ``updateVariables()`` to see the result.
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)``;
    ///   ``ConstraintSolverError/nonFiniteNumber(detail:)`` for NaN or infinity.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(ConstraintSolverError) {
        try core.suggestValue(variable, value)
    }

    /// Writes the current solution into the ``Variable/value`` of every variable used by a
    /// constraint in the solver. Variables no longer used keep their last value.
    /// - Complexity: O(number of variables in use).
    public func updateVariables() {
        core.updateVariables()
    }

    /// Removes every constraint and edit variable; variables keep their last values.
    public func reset() {
        core = SolverCore()
    }
}
