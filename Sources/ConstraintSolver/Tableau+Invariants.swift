// A self-check of the tableau's invariants, for tests and debugging (O(size of tableau)).

extension Tableau {
    /// Descriptions of every broken invariant (empty when the tableau is consistent):
    /// rows hold only parametric symbols, tracked columns list exactly the rows holding
    /// their symbol, restricted rows are non-negative, basic dummies are 0 and hold only
    /// dummies, and no external symbol appears in a restricted row or an objective.
    func invariantViolations(tolerance: Double = 1e-7) -> [String] {
        var problems: [String] = []
        var expected = [[Int32]](repeating: [], count: kinds.count)
        for slot in rows.indices where basicOf[slot] >= 0 {
            let basic = basicOf[slot]
            let kind = kinds[Int(basic)]
            if slotOf[Int(basic)] != Int32(slot) { problems.append("slotOf[\(basic)] ≠ \(slot)") }
            let row = rows[slot]
            for (index, cell) in row.cells.enumerated() {
                if index > 0, row.cells[index - 1].symbol >= cell.symbol { problems.append("row \(slot) unsorted") }
                if isBasic(cell.symbol) { problems.append("row of \(basic) holds basic \(cell.symbol)") }
                if kinds[Int(cell.symbol)] == .unused { problems.append("row of \(basic) holds unused \(cell.symbol)") }
                if kind != .external, kinds[Int(cell.symbol)] == .external {
                    problems.append("restricted row of \(basic) holds external \(cell.symbol)")
                }
                if kind == .dummy, kinds[Int(cell.symbol)] != .dummy {
                    problems.append("dummy row of \(basic) holds non-dummy \(cell.symbol)")
                }
                expected[Int(cell.symbol)].append(Int32(slot))
            }
            if kind.canEnter, row.constant < -tolerance { problems.append("row of \(basic) negative: \(row.constant)") }
            if kind == .dummy, abs(row.constant) > tolerance { problems.append("dummy \(basic) = \(row.constant)") }
        }
        for symbol in kinds.indices where tracked[symbol] && columns[symbol].sorted() != expected[symbol].sorted() {
            problems.append("column of \(symbol) is \(columns[symbol].sorted()), rows say \(expected[symbol].sorted())")
        }
        for level in levels {
            for cell in level.row.cells where kinds[Int(cell.symbol)] == .external || isBasic(cell.symbol) {
                problems.append("objective \(level.priority) holds \(cell.symbol) (\(kinds[Int(cell.symbol)]))")
            }
        }
        if artificial != nil { problems.append("phase-one objective left behind") }
        if !infeasible.isEmpty, infeasible.contains(where: { isBasic($0) && value(of: $0) < -tolerance }) {
            problems.append("infeasible rows left queued")
        }
        return problems
    }
}
