/// The solver's state and bookkeeping around the tableau: which constraints are in, which
/// symbols belong to them, which variables are in use.
struct SolverCore {
    var tableau = Tableau()
    /// Constraint id → slot in `recordStore`.
    var recordSlots = IDMap()
    var recordStore: [ConstraintRecord?] = []
    var freeRecordSlots: [Int32] = []
    /// Per symbol: the constraint whose marker or error it is (for conflict reports).
    var owners: [Constraint?] = []
    /// Variable id → its external symbol.
    var variableSymbols = IDMap()
    /// Per external symbol: how many constraints use the variable, and its index in
    /// `boundVariables`.
    var symbolUses: [Int32] = []
    var symbolBoundIndex: [Int32] = []
    /// The variables in use and their symbols, for `updateVariables()`.
    var boundVariables: [Variable] = []
    var boundSymbols: [Symbol] = []
    /// Edit constraints by variable id.
    var edits: [Int: EditRecord] = [:]
    var nextOrder = 0
    /// Reused buffer for the cells of a constraint being added.
    var cellBuffer: [Cell] = []

    /// The record of an added constraint.
    func record(_ constraint: Constraint) -> ConstraintRecord? {
        recordSlots[constraint.id].flatMap { recordStore[Int($0)] }
    }

    /// Every record, in no particular order.
    var allRecords: [ConstraintRecord] { recordStore.compactMap { $0 } }

    mutating func storeRecord(_ record: ConstraintRecord) {
        let slot: Int32
        if let free = freeRecordSlots.popLast() {
            slot = free
            recordStore[Int(slot)] = record
        } else {
            slot = Int32(recordStore.count)
            recordStore.append(record)
        }
        recordSlots.set(record.constraint.id, slot)
    }

    mutating func removeRecord(_ constraint: Constraint) -> ConstraintRecord? {
        guard let slot = recordSlots[constraint.id] else { return nil }
        let record = recordStore[Int(slot)]
        recordStore[Int(slot)] = nil
        freeRecordSlots.append(slot)
        recordSlots.remove(constraint.id)
        return record
    }

    mutating func setRecordConstant(_ constant: Double, of constraint: Constraint) {
        guard let slot = recordSlots[constraint.id] else { return }
        recordStore[Int(slot)]?.constant = constant
    }

    mutating func add(_ constraint: Constraint) throws(ConstraintSolverError) {
        guard recordSlots[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
        try SolverCore.validate(constraint)
        try insert(constraint, constant: constraint.expression.constant, order: nextOrder)
        nextOrder += 1
    }

    mutating func remove(_ constraint: Constraint) throws(ConstraintSolverError) {
        guard let record = removeRecord(constraint) else {
            throw .unknownConstraint(constraint)
        }
        detach(record)
        _ = tableau.optimize()
    }

    func updateVariables() {
        for index in boundVariables.indices {
            let value = tableau.value(of: boundSymbols[index])
            boundVariables[index].store(value == 0 ? 0 : value) // no -0.0
        }
    }

    /// Rejects non-finite numbers and invalid strengths, naming the offending part.
    static func validate(_ constraint: Constraint) throws(ConstraintSolverError) {
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .nonFiniteNumber(detail: "The coefficient \(term.coefficient) of variable '\(term.variable)' "
                + "in constraint \(constraint)")
        }
        guard constraint.expression.constant.isFinite else {
            throw .nonFiniteNumber(detail: "The constant \(constraint.expression.constant) of constraint \(constraint)")
        }
        guard constraint.strength.isValid else {
            throw .invalidStrength(constraint.strength,
                                   detail: "priority must be in (0, 1000] (1000 = required) in constraint \(constraint)")
        }
    }

    /// The required constraints (other than `constraint`) owning `symbols`, in the order
    /// they were added, without repeats.
    func conflictingConstraints(_ symbols: [Symbol], excluding constraint: Constraint) -> [Constraint] {
        var seen = Set<Int>()
        var found: [ConstraintRecord] = []
        for symbol in symbols where Int(symbol) < owners.count {
            guard let owner = owners[Int(symbol)], owner.id != constraint.id, owner.strength.isRequired,
                  seen.insert(owner.id).inserted, let record = record(owner) else { continue }
            found.append(record)
        }
        return found.sorted { $0.order < $1.order }.map(\.constraint)
    }
}

/// What the solver remembers about an added constraint.
struct ConstraintRecord {
    let constraint: Constraint
    /// When it was added, for ordering conflict reports.
    let order: Int
    /// The symbol that identifies the constraint's equation (slack, dummy or error).
    let marker: Symbol
    /// The second error or slack of a preference (-1 for required constraints).
    let other: Symbol
    /// The marker's coefficient in the constraint's equation (±1).
    let markerSign: Double
    /// The expression constant in use.
    var constant: Double

    /// The error symbols summed into the objective (-1 = none): e⁺ and e⁻ of a preferred
    /// equality, the error of a preferred inequality, none for a required constraint.
    var errors: (Symbol, Symbol) {
        guard other >= 0 else { return (-1, -1) }
        return constraint.relation == .equal ? (marker, other) : (other, -1)
    }
}

/// An edit variable's constraint `variable == suggested value`.
struct EditRecord {
    let variable: Variable
    let constraint: Constraint
}
