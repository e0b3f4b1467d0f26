// Turning a constraint into tableau symbols and back.

extension SolverCore {
    /// Adds a validated constraint with expression constant `constant`.
    mutating func insert(_ constraint: Constraint, constant: Double, order: Int) throws(ConstraintSolverError) {
        var cells: [Cell] = []
        swap(&cells, &cellBuffer)
        defer { cells.removeAll(keepingCapacity: true); swap(&cells, &cellBuffer) }
        let terms = constraint.expression.terms
        for index in terms.indices {
            let symbol = bind(terms[index].variable, countUse: SolverCore.isFirstMention(index, terms))
            cells.append(Cell(symbol: symbol, coefficient: terms[index].coefficient))
        }
        let soft = !constraint.strength.isRequired
        let priority = constraint.strength.priority
        let marker: Symbol
        var other: Symbol = -1
        let markerSign: Double
        switch (constraint.relation, soft) {
        case (.equal, false):
            marker = tableau.newSymbol(.dummy)
            markerSign = 1
        case (.equal, true):
            // expression = e⁺ − e⁻, minimise e⁺ + e⁻.
            marker = tableau.newSymbol(.error)
            other = tableau.newSymbol(.error)
            markerSign = -1
            cells.append(Cell(symbol: other, coefficient: 1))
        case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
            // ≤: expression + s (− e) = 0; ≥: expression − s (+ e) = 0.
            markerSign = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.newSymbol(.slack)
            if soft {
                other = tableau.newSymbol(.error)
                cells.append(Cell(symbol: other, coefficient: -markerSign))
            }
        }
        cells.append(Cell(symbol: marker, coefficient: markerSign))
        let record = ConstraintRecord(constraint: constraint, order: order, marker: marker, other: other,
                                      markerSign: markerSign, constant: constant)
        let errors = record.errors
        for error in [errors.0, errors.1] where error >= 0 {
            tableau.retainLevel(priority: priority)
            tableau.addToObjective(priority: priority, symbol: error, weight: 1)
        }
        let row = tableau.makeRow(constant: constant, cells: cells)
        switch tableau.addConstraintRow(row, marker: marker, other: other, variables: cells) {
        case .added:
            storeRecord(record)
            setOwner(marker, constraint)
            if other >= 0 { setOwner(other, constraint) }
        case let .unsatisfiable(symbols):
            let conflicts = conflictingConstraints(symbols, excluding: constraint)
            discard(constraint, marker: marker, other: other)
            throw .unsatisfiable(constraint, conflicts: conflicts)
        case .iterationLimit:
            discard(constraint, marker: marker, other: other)
            throw .iterationLimitExceeded(operation: "adding \(constraint)")
        }
    }

    /// Undoes the bookkeeping of a constraint whose row was refused, and re-optimises (the
    /// phase-one pivots may have left the old objective suboptimal).
    private mutating func discard(_ constraint: Constraint, marker: Symbol, other: Symbol) {
        let errors = ConstraintRecord(constraint: constraint, order: 0, marker: marker, other: other,
                                      markerSign: 1, constant: 0).errors
        for symbol in [marker, other] where symbol >= 0 {
            tableau.eliminate(symbol)
            tableau.release(symbol)
        }
        for error in [errors.0, errors.1] where error >= 0 { tableau.releaseLevel(priority: constraint.strength.priority) }
        unbind(constraint)
        _ = tableau.optimize()
    }

    /// Takes a constraint's equation and symbols out of the tableau (no re-optimisation).
    mutating func detach(_ record: ConstraintRecord) {
        let priority = record.constraint.strength.priority
        let errors = record.errors
        for error in [errors.0, errors.1] where error >= 0 {
            tableau.addToObjective(priority: priority, symbol: error, weight: -1)
        }
        tableau.removeMarker(record.marker)
        tableau.release(record.marker)
        setOwner(record.marker, nil)
        if record.other >= 0 {
            tableau.eliminate(record.other)
            tableau.release(record.other)
            setOwner(record.other, nil)
        }
        for error in [errors.0, errors.1] where error >= 0 { tableau.releaseLevel(priority: priority) }
        unbind(record.constraint)
    }

    private mutating func setOwner(_ symbol: Symbol, _ constraint: Constraint?) {
        let index = Int(symbol)
        if index >= owners.count { owners.append(contentsOf: repeatElement(nil, count: index + 1 - owners.count)) }
        owners[index] = constraint
    }

    /// Whether term `index` of `terms` is the first naming its variable (a constraint counts
    /// one use per variable, however many of its terms name it).
    static func isFirstMention(_ index: Int, _ terms: [Term]) -> Bool {
        let variable = terms[index].variable
        return !terms[..<index].contains { $0.variable === variable }
    }

    /// The symbol of `variable`, registering it on first use; `countUse` adds one use.
    private mutating func bind(_ variable: Variable, countUse: Bool) -> Symbol {
        if let symbol = variableSymbols[variable.id] {
            if countUse { symbolUses[Int(symbol)] += 1 }
            return symbol
        }
        let symbol = tableau.newSymbol(.external)
        variableSymbols.set(variable.id, symbol)
        let index = Int(symbol)
        if index >= symbolUses.count {
            let missing = index + 1 - symbolUses.count
            symbolUses.append(contentsOf: repeatElement(0, count: missing))
            symbolBoundIndex.append(contentsOf: repeatElement(-1, count: missing))
        }
        symbolUses[index] = 1
        symbolBoundIndex[index] = Int32(boundVariables.count)
        boundVariables.append(variable)
        boundSymbols.append(symbol)
        return symbol
    }

    /// Drops the uses `constraint` made; a variable no constraint uses leaves the tableau.
    mutating func unbind(_ constraint: Constraint) {
        let terms = constraint.expression.terms
        for index in terms.indices where SolverCore.isFirstMention(index, terms) {
            let id = terms[index].variable.id
            guard let symbol = variableSymbols[id] else { continue }
            symbolUses[Int(symbol)] -= 1
            guard symbolUses[Int(symbol)] <= 0 else { continue }
            variableSymbols.remove(id)
            tableau.eliminate(symbol)
            tableau.release(symbol)
            let position = Int(symbolBoundIndex[Int(symbol)])
            symbolBoundIndex[Int(symbol)] = -1
            let last = boundVariables.count - 1
            if position != last {
                boundVariables[position] = boundVariables[last]
                boundSymbols[position] = boundSymbols[last]
                symbolBoundIndex[Int(boundSymbols[position])] = Int32(position)
            }
            boundVariables.removeLast()
            boundSymbols.removeLast()
        }
    }
}
