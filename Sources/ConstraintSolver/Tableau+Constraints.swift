/// How adding a constraint row ended.
enum AddOutcome {
    case added
    /// The required row cannot be satisfied; the symbols of the certificate row (Farkas
    /// multipliers ≠ 0), which name the constraints it conflicts with.
    case unsatisfiable([Symbol])
    /// Phase one hit the iteration safeguard; the tableau holds the old constraints again.
    case iterationLimit
}

extension Tableau {
    /// `constant + Σ cells` with every basic symbol replaced by its row (Cassowary: "use the
    /// current tableau to substitute out all the basic variables").
    mutating func makeRow(constant: Double, cells: [Cell]) -> Row {
        var basicIndex = -1
        var basicCount = 0
        for index in cells.indices where cells[index].coefficient != 0 && slotOf[Int(cells[index].symbol)] >= 0 {
            basicCount += 1
            basicIndex = index
        }
        guard basicCount <= 1 else { return gatherRow(constant: constant, cells: cells) }
        // The common case — at most one basic variable: scale its row in one pass and insert
        // the few parametric cells into it.
        var row = Row(constant: constant)
        if basicIndex >= 0 {
            let factor = cells[basicIndex].coefficient
            let source = rows[Int(slotOf[Int(cells[basicIndex].symbol)])]
            row.constant += factor * source.constant
            row.cells = Row.scaledCells(source.cells, by: factor, extraCapacity: cells.count)
        }
        for index in cells.indices where index != basicIndex && cells[index].coefficient != 0 {
            row.add(cells[index].coefficient, of: cells[index].symbol)
        }
        return row
    }

    /// `makeRow` for several basic variables: gathers every contribution unsorted, then
    /// sorts and sums once, so the row's storage is allocated once at its final size.
    private mutating func gatherRow(constant: Double, cells: [Cell]) -> Row {
        var total = constant
        scratch.removeAll(keepingCapacity: true)
        for cell in cells where cell.coefficient != 0 {
            let slot = slotOf[Int(cell.symbol)]
            if slot >= 0 {
                total += cell.coefficient * rows[Int(slot)].constant
                for term in rows[Int(slot)].cells {
                    scratch.append(Cell(symbol: term.symbol, coefficient: term.coefficient * cell.coefficient))
                }
            } else {
                scratch.append(cell)
            }
        }
        scratch.sort { $0.symbol < $1.symbol }
        var merged: [Cell] = []
        merged.reserveCapacity(scratch.count)
        for cell in scratch {
            if let last = merged.last, last.symbol == cell.symbol {
                merged[merged.count - 1].coefficient += cell.coefficient
            } else {
                if let last = merged.last, abs(last.coefficient) < Row.epsilon { merged.removeLast() }
                merged.append(cell)
            }
        }
        if let last = merged.last, abs(last.coefficient) < Row.epsilon { merged.removeLast() }
        return Row(constant: total, cells: merged)
    }

    /// Adds the equation `0 = row` of a new constraint (already substituted by `makeRow`)
    /// and re-optimises. `marker` and `other` (-1 if none) are the constraint's own new
    /// symbols. On `.unsatisfiable` the tableau holds the old constraints again (the caller
    /// still eliminates `marker` and `other`).
    mutating func addConstraintRow(_ input: consuming Row, marker: Symbol, other: Symbol,
                                   variables: [Cell]) -> AddOutcome {
        var row = input
        func isFresh(_ symbol: Symbol) -> Bool { symbol == marker || symbol == other }
        if let subject = externalSubject(of: row, variables: variables) {
            insert(row, solvedFor: subject)
            _ = optimize()
            return .added
        }
        if row.constant < 0 { row.scale(by: -1) }
        // A new restricted symbol with a negative coefficient takes the value
        // constant / |coefficient| ≥ 0 and occurs nowhere else: no phase one needed.
        if let subject = row.cells.first(where: {
            $0.coefficient < 0 && kinds[Int($0.symbol)].canEnter && isFresh($0.symbol)
        })?.symbol {
            insert(row, solvedFor: subject)
            _ = optimize()
            return .added
        }
        if row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // Only equality markers: the equation is implied by (or contradicts) the
            // required equalities already present.
            guard abs(row.constant) <= Row.epsilon,
                  let subject = row.cells.first(where: { isFresh($0.symbol) })?.symbol
            else {
                return .unsatisfiable(row.cells.map(\.symbol).filter { !isFresh($0) })
            }
            insert(row, solvedFor: subject)
            return .added
        }
        return addWithArtificial(row, marker: marker, other: other)
    }

    /// The unrestricted symbol to solve a new row for: preferably one that occurs in no
    /// other row (a new variable), since then nothing else needs rewriting. Such a symbol
    /// can only be one of the constraint's own `variables`, which are checked first (the
    /// substituted row can be long).
    func externalSubject(of row: Row, variables: [Cell]) -> Symbol? {
        for cell in variables where kinds[Int(cell.symbol)] == .external && slotOf[Int(cell.symbol)] < 0
            && columns[Int(cell.symbol)].isEmpty && row.index(of: cell.symbol) != nil {
            return cell.symbol
        }
        var found: Symbol?
        for cell in row.cells where kinds[Int(cell.symbol)] == .external {
            if columns[Int(cell.symbol)].isEmpty { return cell.symbol }
            if found == nil { found = cell.symbol }
        }
        return found
    }

    /// Makes `subject` basic with `0 = row` and rewrites the other rows and objectives.
    mutating func insert(_ row: consuming Row, solvedFor subject: Symbol) {
        var solved = row
        solved.solve(for: subject)
        insertRow(solved, basic: subject)
        substitute(subject, by: solved)
    }

    /// Phase one (Cassowary §2.5): adds an artificial variable `a = row ≥ 0`, minimises it,
    /// and keeps the row only if `a` reaches 0.
    mutating func addWithArtificial(_ row: Row, marker: Symbol, other: Symbol) -> AddOutcome {
        let artificialSymbol = newSymbol(.slack)
        insertRow(row, basic: artificialSymbol)
        artificial = row
        let outcome = optimize(phaseOne: true)
        let objective = artificial ?? Row()
        artificial = nil
        if case .iterationLimit = outcome {
            eliminate(artificialSymbol)
            release(artificialSymbol)
            return .iterationLimit
        }
        if objective.constant > 1e-8 {
            // The minimum a > 0: `a = c + Σ dⱼ·pⱼ` with every restricted dⱼ ≥ 0 proves the
            // contradiction; its symbols with dⱼ ≠ 0 are the markers of the culprits.
            let culprits = objective.cells.filter { cell in
                let kind = kinds[Int(cell.symbol)]
                return (kind == .dummy && abs(cell.coefficient) > Row.epsilon)
                    || (kind.canEnter && cell.coefficient > Row.epsilon)
            }.map(\.symbol).filter { $0 != marker && $0 != other && $0 != artificialSymbol }
            eliminate(artificialSymbol)
            release(artificialSymbol)
            return .unsatisfiable(culprits)
        }
        let slot = slotOf[Int(artificialSymbol)]
        if slot >= 0 {
            if rows[Int(slot)].cells.isEmpty {
                dropRow(of: artificialSymbol)
            } else {
                // a is basic at 0: swap it out for a real symbol (a dummy only when the row
                // holds nothing else), then drop its column.
                let cells = rows[Int(slot)].cells
                let entering = (cells.first { kinds[Int($0.symbol)].canEnter } ?? cells[0]).symbol
                pivot(slot: Int(slot), entering: entering)
                eliminate(artificialSymbol)
            }
        } else {
            eliminate(artificialSymbol)
        }
        release(artificialSymbol)
        _ = optimize()
        return .added
    }

    /// Adds `weight · symbol` to the objective level at `priority` (which must exist).
    mutating func addToObjective(priority: Float, symbol: Symbol, weight: Double) {
        guard let level = levels.firstIndex(where: { $0.priority == priority }) else { return }
        let slot = slotOf[Int(symbol)]
        if slot >= 0 {
            addScaled(rows[Int(slot)], factor: weight, intoLevel: level)
        } else {
            levels[level].row.add(weight, of: symbol)
            objectiveChanged = true
        }
    }

    /// Counts one more error symbol at `priority`, creating the level if needed.
    mutating func retainLevel(priority: Float) {
        if let level = levels.firstIndex(where: { $0.priority == priority }) {
            levels[level].users += 1
            return
        }
        let at = levels.firstIndex { $0.priority < priority } ?? levels.count
        objectiveChanged = true
        levels.insert(ObjectiveLevel(priority: priority, row: Row(), users: 1), at: at)
    }

    /// Counts one error symbol less at `priority`; an unused level is dropped.
    mutating func releaseLevel(priority: Float) {
        guard let level = levels.firstIndex(where: { $0.priority == priority }) else { return }
        levels[level].users -= 1
        if levels[level].users <= 0 {
            levels.remove(at: level)
            objectiveChanged = true
        }
    }
}
