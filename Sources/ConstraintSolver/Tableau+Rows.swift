// Row operations on the tableau: inserting and dropping rows, merging, substituting a
// symbol everywhere, pivoting, eliminating a symbol. Each keeps the column index exact.

extension Tableau {
    /// Adds `row` as the row of the parametric symbol `basic`; returns its slot.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Symbol) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            basicOf[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basicOf.append(basic)
        }
        slotOf[Int(basic)] = Int32(slot)
        for cell in row.cells where tracked[Int(cell.symbol)] { columns[Int(cell.symbol)].append(Int32(slot)) }
        return slot
    }

    /// Removes the row of a basic symbol (which becomes parametric and unused); returns it.
    @discardableResult
    mutating func dropRow(of basic: Symbol) -> Row {
        let slot = Int(slotOf[Int(basic)])
        let row = rows[slot]
        for cell in row.cells { removeSlot(slot, fromColumnOf: cell.symbol) }
        rows[slot] = Row()
        basicOf[slot] = -1
        freeSlots.append(Int32(slot))
        slotOf[Int(basic)] = -1
        return row
    }

    mutating func removeSlot(_ slot: Int, fromColumnOf symbol: Symbol) {
        let column = Int(symbol)
        guard tracked[column], let at = columns[column].firstIndex(of: Int32(slot)) else { return }
        columns[column].swapAt(at, columns[column].count - 1)
        columns[column].removeLast()
    }

    /// `rows[slot] += factor · source`, keeping the column index exact.
    mutating func addScaled(_ source: Row, factor: Double, intoSlot slot: Int) {
        inserted.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        mergeCells(rows[slot].cells, source.cells, factor: factor, into: &scratch,
                   inserted: &inserted, removed: &removed)
        swap(&rows[slot].cells, &scratch)
        rows[slot].constant += factor * source.constant
        for symbol in inserted where tracked[Int(symbol)] { columns[Int(symbol)].append(Int32(slot)) }
        for symbol in removed { removeSlot(slot, fromColumnOf: symbol) }
    }

    /// `row += factor · source` for a row outside the tableau (objective or new row).
    mutating func addScaled(_ source: Row, factor: Double, into row: inout Row) {
        inserted.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        mergeCells(row.cells, source.cells, factor: factor, into: &scratch,
                   inserted: &inserted, removed: &removed)
        swap(&row.cells, &scratch)
        row.constant += factor * source.constant
    }

    /// `levels[level].row += factor · source` (the row is moved out while it is edited, as
    /// `self` cannot be borrowed twice).
    mutating func addScaled(_ source: Row, factor: Double, intoLevel level: Int) {
        objectiveChanged = true
        var row = Row()
        swap(&row, &levels[level].row)
        addScaled(source, factor: factor, into: &row)
        swap(&row, &levels[level].row)
    }

    /// Replaces the parametric symbol `symbol` by `source` (its new row) in every row and
    /// objective that contains it, noting restricted rows that went negative.
    mutating func substitute(_ symbol: Symbol, by source: Row) {
        track(symbol)
        var slots: [Int32] = []
        swap(&slots, &columns[Int(symbol)])
        for slot32 in slots {
            let slot = Int(slot32)
            guard let at = rows[slot].index(of: symbol) else { continue }
            let coefficient = rows[slot].cells[at].coefficient
            rows[slot].cells.remove(at: at)
            addScaled(source, factor: coefficient, intoSlot: slot)
            let basic = basicOf[slot]
            if kinds[Int(basic)].canEnter, rows[slot].constant < -Row.epsilon { infeasible.append(basic) }
        }
        slots.removeAll(keepingCapacity: true)
        if columns[Int(symbol)].isEmpty { swap(&slots, &columns[Int(symbol)]) }
        for level in levels.indices {
            guard let at = levels[level].row.index(of: symbol) else { continue }
            let coefficient = levels[level].row.cells[at].coefficient
            levels[level].row.cells.remove(at: at)
            addScaled(source, factor: coefficient, intoLevel: level)
        }
        if var objective = artificial, let at = objective.index(of: symbol) {
            artificial = nil // keep the buffer uniquely referenced while it is edited
            let coefficient = objective.cells[at].coefficient
            objective.cells.remove(at: at)
            addScaled(source, factor: coefficient, into: &objective)
            artificial = objective
        }
    }

    /// Exchanges the basic symbol of `slot` with the parametric `entering`, which must
    /// occur in that row, and substitutes the new row everywhere else.
    mutating func pivot(slot: Int, entering: Symbol) {
        let leaving = basicOf[slot]
        rows[slot].add(-1, of: leaving)
        rows[slot].solve(for: entering)
        removeSlot(slot, fromColumnOf: entering)
        if tracked[Int(leaving)] { columns[Int(leaving)].append(Int32(slot)) }
        slotOf[Int(leaving)] = -1
        slotOf[Int(entering)] = Int32(slot)
        basicOf[slot] = entering
        let source = rows[slot]
        substitute(entering, by: source)
    }

    /// Removes a symbol from the tableau: drops its row if basic, otherwise deletes its
    /// column (fixing it at 0). Only valid for a symbol no remaining constraint relies on.
    mutating func eliminate(_ symbol: Symbol) {
        if isBasic(symbol) {
            dropRow(of: symbol)
            return
        }
        track(symbol)
        var slots: [Int32] = []
        swap(&slots, &columns[Int(symbol)])
        for slot in slots {
            if let at = rows[Int(slot)].index(of: symbol) { rows[Int(slot)].cells.remove(at: at) }
        }
        for level in levels.indices {
            if let at = levels[level].row.index(of: symbol) {
                levels[level].row.cells.remove(at: at)
                objectiveChanged = true
            }
        }
        if var objective = artificial, let at = objective.index(of: symbol) {
            artificial = nil
            objective.cells.remove(at: at)
            artificial = objective
        }
    }
}
