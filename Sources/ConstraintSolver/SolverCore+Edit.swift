// Changing constants without removing constraints: edit variables and `setConstant`
// (documented on `Solver`).

extension SolverCore {
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(ConstraintSolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard strength.isValid, !strength.isRequired else {
            throw .invalidStrength(strength, detail: "an edit variable needs a priority in (0, 1000), "
                + "not required, for variable '\(variable)'")
        }
        // Start at the current value, so that adding the edit moves nothing.
        let current = variableSymbols[variable.id].map { tableau.value(of: $0) } ?? 0
        let constraint = Constraint(Expression([Term(variable)], constant: -current), .equal, strength: strength)
        try add(constraint)
        edits[variable.id] = EditRecord(variable: variable, constraint: constraint)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(ConstraintSolverError) {
        guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(ConstraintSolverError) {
        guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else {
            throw .nonFiniteNumber(detail: "The suggested value \(value) for edit variable '\(variable)'")
        }
        try setConstant(-value, of: edit.constraint)
    }

    /// Shifts the constraint's marker by the constant change, then lets the dual simplex
    /// method restore feasibility (Cassowary's edit-constant update, for any constraint).
    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(ConstraintSolverError) {
        guard constant.isFinite else {
            throw .nonFiniteNumber(detail: "The new constant \(constant) of constraint \(constraint)")
        }
        guard let record = record(constraint) else { throw .unknownConstraint(constraint) }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        let amount = delta / record.markerSign
        if let violated = tableau.shiftMarker(record.marker, by: amount) {
            // A redundant required equality would have to leave 0: refuse before pivoting.
            let symbols = tableau.rowSymbols(violated)
            _ = tableau.shiftMarker(record.marker, by: -amount)
            tableau.infeasible.removeAll()
            throw .unsatisfiable(constraint, conflicts: conflictingConstraints(symbols, excluding: constraint))
        }
        switch tableau.dualOptimize() {
        case .done:
            setRecordConstant(constant, of: constraint)
        case let .infeasible(symbol):
            let symbols = tableau.rowSymbols(symbol)
            restore(marker: record.marker, amount: amount)
            throw .unsatisfiable(constraint, conflicts: conflictingConstraints(symbols, excluding: constraint))
        case .iterationLimit:
            restore(marker: record.marker, amount: amount)
            throw .iterationLimitExceeded(operation: "changing the constant of \(constraint)")
        }
    }

    /// Undoes a constant shift that the dual simplex method could not absorb. The old
    /// constants were feasible, so the dual simplex method succeeds from the current
    /// (still optimal) basis; should rounding defeat it, the tableau is rebuilt.
    private mutating func restore(marker: Symbol, amount: Double) {
        _ = tableau.shiftMarker(marker, by: -amount)
        tableau.queueNegativeRows()
        if case .done = tableau.dualOptimize() { return }
        rebuild()
    }

    /// Re-creates the tableau from the constraints and their current constants (the
    /// paper's remedy for accumulated rounding).
    mutating func rebuild() {
        let ordered = allRecords.sorted { $0.order < $1.order }
        let savedEdits = edits
        let order = nextOrder
        self = SolverCore()
        nextOrder = order
        for record in ordered {
            try? insert(record.constraint, constant: record.constant, order: record.order)
        }
        edits = savedEdits.filter { record($0.value.constraint) != nil }
    }
}
