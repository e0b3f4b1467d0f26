/// One priority level of the lexicographic objective: the sum of the errors of the
/// preferences at `priority`, written in terms of the parametric symbols.
struct ObjectiveLevel {
    var priority: Float
    var row: Row
    /// How many error symbols were added at this level; the level goes when it drops to 0.
    var users: Int
}

/// The simplex tableau in solved form (Cassowary's `U ∪ S`): one row per basic symbol,
/// giving its value in terms of the parametric symbols, which are all 0 in the current
/// solution. A value type, so the hot loops work on `inout self` without the dynamic
/// exclusivity checks a class property would cost.
///
/// Besides the rows it keeps a column index (`columns[s]` = slots of the rows that contain
/// `s`) so that substituting or shifting a symbol touches only the rows that contain it.
/// Dummy markers (required equalities) are indexed only once something asks for their
/// column (removing that equality or changing its constant): they fill long chains of equalities
/// quadratically, and most are never asked for.
struct Tableau {
    /// Per symbol: its kind.
    var kinds: [SymbolKind] = []
    /// Per symbol: the slot of the row it is basic in, or -1 when parametric.
    var slotOf: [Int32] = []
    /// Per symbol: the slots of the rows that contain it (unordered, exact when `tracked`).
    var columns: [[Int32]] = []
    /// Per symbol: whether `columns` is maintained for it (always, except for dummies whose
    /// column nobody has asked for yet).
    var tracked: [Bool] = []
    /// Symbols free for reuse.
    var freeSymbols: [Symbol] = []
    /// Per slot: a row (empty when the slot is free).
    var rows: [Row] = []
    /// Per slot: the basic symbol of the row, or -1 when the slot is free.
    var basicOf: [Symbol] = []
    /// Slots free for reuse.
    var freeSlots: [Int32] = []
    /// The objective, highest priority first.
    var levels: [ObjectiveLevel] = []
    /// The phase-one objective while a constraint without an obvious subject is added.
    var artificial: Row?
    /// Whether an objective row changed since the last primal optimisation ended optimal
    /// (optimality depends on nothing else, so an unchanged objective needs no pass).
    var objectiveChanged = false
    /// Basic restricted symbols whose value may have gone negative (dual simplex work list).
    var infeasible: [Symbol] = []
    // Reused buffers for merging rows.
    var scratch: [Cell] = []
    var inserted: [Symbol] = []
    var removed: [Symbol] = []

    /// Number of symbol indices in use or free (a measure of memory use).
    var symbolCapacity: Int { kinds.count }
    /// Number of rows in the tableau.
    var rowCount: Int { basicOf.count - freeSlots.count }

    /// A new parametric symbol that appears in no row.
    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        if let symbol = freeSymbols.popLast() {
            kinds[Int(symbol)] = kind
            tracked[Int(symbol)] = kind != .dummy
            return symbol
        }
        kinds.append(kind)
        slotOf.append(-1)
        columns.append([])
        tracked.append(kind != .dummy)
        return Symbol(kinds.count - 1)
    }

    /// Builds and from now on maintains the column of `symbol` (a dummy), by one scan.
    mutating func track(_ symbol: Symbol) {
        guard !tracked[Int(symbol)] else { return }
        var slots: [Int32] = []
        for slot in rows.indices where basicOf[slot] >= 0 && rows[slot].index(of: symbol) != nil {
            slots.append(Int32(slot))
        }
        columns[Int(symbol)] = slots
        tracked[Int(symbol)] = true
    }

    /// Recycles a symbol that `eliminate(_:)` has removed from the tableau.
    mutating func release(_ symbol: Symbol) {
        kinds[Int(symbol)] = .unused
        columns[Int(symbol)] = []
        freeSymbols.append(symbol)
    }

    /// The value of a symbol in the current solution (parametric symbols are 0).
    func value(of symbol: Symbol) -> Double {
        let slot = slotOf[Int(symbol)]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }

    func isBasic(_ symbol: Symbol) -> Bool { slotOf[Int(symbol)] >= 0 }
}
