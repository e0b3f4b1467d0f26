// Operations driven by a constraint's marker symbol: removing the constraint (Cassowary
// §2.6) and changing its constant (the paper's edit-constant update, generalised).

extension Tableau {
    /// Removes the equation of the constraint whose marker is `marker`: makes the marker
    /// basic (if it is not) by a pivot that keeps every restricted row ≥ 0, then drops its
    /// row. The caller re-optimises afterwards.
    mutating func removeMarker(_ marker: Symbol) {
        if isBasic(marker) {
            dropRow(of: marker)
            return
        }
        track(marker)
        guard let slot = markerPivotSlot(marker) else {
            eliminate(marker)
            return
        }
        pivot(slot: slot, entering: marker)
        dropRow(of: marker)
    }

    /// The row to pivot a parametric marker into the basis with, in order of preference:
    /// a basic dummy row (its value is pinned at 0, so the pivot must not move it); the
    /// restricted row with a negative coefficient that bounds the marker's increase first;
    /// the restricted row with a positive coefficient that bounds its decrease first; any
    /// unrestricted row. Nil when the marker occurs in no row. The marker must be tracked.
    func markerPivotSlot(_ marker: Symbol) -> Int? {
        var firstNegative = -1
        var negativeRatio = Double.infinity
        var firstPositive = -1
        var positiveRatio = Double.infinity
        var unrestricted = -1
        for slot32 in columns[Int(marker)] {
            let slot = Int(slot32)
            let kind = kinds[Int(basicOf[slot])]
            if kind == .dummy { return slot }
            let coefficient = rows[slot].coefficient(of: marker)
            if kind == .external {
                if unrestricted < 0 { unrestricted = slot }
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < negativeRatio { negativeRatio = ratio; firstNegative = slot }
            } else {
                let ratio = rows[slot].constant / coefficient
                if ratio < positiveRatio { positiveRatio = ratio; firstPositive = slot }
            }
        }
        if firstNegative >= 0 { return firstNegative }
        if firstPositive >= 0 { return firstPositive }
        return unrestricted >= 0 ? unrestricted : nil
    }

    /// Changes a constraint's constant by rewriting `marker` as `marker' + amount` (where
    /// `amount` is the constant change divided by the marker's coefficient): the basic
    /// marker's row, or every row holding the parametric marker, shifts its constant.
    /// Rows that go negative are queued for `dualOptimize()`. Returns a basic dummy whose
    /// value left 0 (a redundant required equality that now contradicts), if any.
    mutating func shiftMarker(_ marker: Symbol, by amount: Double) -> Symbol? {
        var violated: Symbol?
        let slot = slotOf[Int(marker)]
        if slot >= 0 {
            rows[Int(slot)].constant -= amount
            check(slot: Int(slot), &violated)
        } else {
            track(marker)
            for slot32 in columns[Int(marker)] {
                let slot = Int(slot32)
                rows[slot].constant += rows[slot].coefficient(of: marker) * amount
                check(slot: slot, &violated)
            }
        }
        return violated
    }

    private mutating func check(slot: Int, _ violated: inout Symbol?) {
        let basic = basicOf[slot]
        switch kinds[Int(basic)] {
        case .slack, .error:
            if rows[slot].constant < -Row.epsilon { infeasible.append(basic) }
        case .dummy:
            if abs(rows[slot].constant) > Row.epsilon { violated = basic }
        case .external, .unused:
            break
        }
    }

    /// Queues every restricted row that is negative (after a failed dual simplex run left
    /// rows behind that the work list no longer names).
    mutating func queueNegativeRows() {
        infeasible.removeAll(keepingCapacity: true)
        for slot in rows.indices where basicOf[slot] >= 0 && rows[slot].constant < -Row.epsilon
            && kinds[Int(basicOf[slot])].canEnter {
            infeasible.append(basicOf[slot])
        }
    }

    /// The basic symbol and the symbols with a non-zero coefficient in its row: the
    /// markers of the constraints a failing row combines.
    func rowSymbols(_ basic: Symbol) -> [Symbol] {
        let slot = slotOf[Int(basic)]
        guard slot >= 0 else { return [basic] }
        return [basic] + rows[Int(slot)].cells.filter { abs($0.coefficient) > Row.epsilon }.map(\.symbol)
    }
}
