/// How an optimisation ended.
enum OptimizeOutcome {
    /// Optimal (primal) or feasible and optimal again (dual).
    case done
    /// Dual simplex: the row of this basic symbol is negative and nothing can raise it,
    /// so the required constraints contradict each other.
    case infeasible(Symbol)
    /// The iteration safeguard tripped.
    case iterationLimit
}

extension Tableau {
    /// Pivots allowed per optimisation: generous, since Bland's rule (used after a streak of
    /// degenerate pivots) guarantees termination in exact arithmetic; this only guards
    /// against floating-point cycling.
    var iterationLimit: Int { 10_000 + 50 * kinds.count }

    /// Primal simplex (Cassowary's `simplex_opt`): minimises the lexicographic objective,
    /// or the artificial objective when `phaseOne`, from a feasible tableau.
    mutating func optimize(phaseOne: Bool = false) -> OptimizeOutcome {
        if !phaseOne {
            guard objectiveChanged else { return .done }
        }
        var degenerateStreak = 0
        for _ in 0..<iterationLimit {
            let bland = degenerateStreak > 8
            let entering = phaseOne ? enteringForArtificial(bland: bland) : enteringForLevels(bland: bland)
            guard let entering, let (slot, ratio) = leavingSlot(for: entering) else {
                // Optimal (or an unbounded direction, which only rounding can produce).
                if !phaseOne { objectiveChanged = false }
                return .done
            }
            degenerateStreak = ratio <= Row.epsilon ? degenerateStreak + 1 : 0
            pivot(slot: slot, entering: entering)
        }
        return .iterationLimit
    }

    /// A symbol whose increase lowers the artificial objective (most negative, or lowest
    /// symbol under Bland's rule).
    func enteringForArtificial(bland: Bool) -> Symbol? {
        guard let objective = artificial else { return nil }
        var best: Symbol?
        var bestCoefficient = -Row.epsilon
        for cell in objective.cells where cell.coefficient < bestCoefficient && kinds[Int(cell.symbol)].canEnter {
            best = cell.symbol
            if bland { return best }
            bestCoefficient = cell.coefficient
        }
        return best
    }

    /// A symbol whose reduced cost is lexicographically negative: negative at some level
    /// and zero at every higher one, so increasing it improves that level without hurting
    /// any more important one.
    func enteringForLevels(bland: Bool) -> Symbol? {
        for level in levels.indices {
            var best: Symbol?
            var bestCoefficient = -Row.epsilon
            for cell in levels[level].row.cells
            where cell.coefficient < bestCoefficient && kinds[Int(cell.symbol)].canEnter {
                if isNeutralAbove(level, cell.symbol) {
                    best = cell.symbol
                    if bland { return best }
                    bestCoefficient = cell.coefficient
                }
            }
            if best != nil { return best }
        }
        return nil
    }

    /// Whether `symbol` has a zero coefficient in every level above `level`.
    func isNeutralAbove(_ level: Int, _ symbol: Symbol) -> Bool {
        for higher in 0..<level where abs(levels[higher].row.coefficient(of: symbol)) > Row.epsilon {
            return false
        }
        return true
    }

    /// The primal ratio test: among restricted rows that decrease as `entering` grows, the
    /// one reaching zero first (ties: lowest basic symbol, Bland's rule). Returns its slot
    /// and the step length.
    func leavingSlot(for entering: Symbol) -> (Int, Double)? {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic = Symbol.max
        for slot32 in columns[Int(entering)] {
            let slot = Int(slot32)
            let basic = basicOf[slot]
            guard kinds[Int(basic)].canEnter else { continue }
            let coefficient = rows[slot].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = max(rows[slot].constant, 0) / -coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best < 0 ? nil : (best, bestRatio)
    }

    /// Dual simplex (Cassowary's `re_optimize`): from an optimal tableau whose listed rows
    /// may be negative, pivots until every restricted row is ≥ 0 again, keeping optimality.
    mutating func dualOptimize() -> OptimizeOutcome {
        var iterations = 0
        while let leaving = infeasible.popLast() {
            let slot32 = slotOf[Int(leaving)]
            guard slot32 >= 0, kinds[Int(leaving)].canEnter else { continue }
            let slot = Int(slot32)
            guard rows[slot].constant < -Row.epsilon else { continue }
            guard let entering = dualEntering(slot: slot) else {
                infeasible.removeAll(keepingCapacity: true)
                return .infeasible(leaving)
            }
            iterations += 1
            if iterations > iterationLimit {
                infeasible.removeAll(keepingCapacity: true)
                return .iterationLimit
            }
            pivot(slot: slot, entering: entering)
        }
        return .done
    }

    /// The dual ratio test: among symbols with a positive coefficient in the negative row,
    /// the one whose reduced-cost vector divided by that coefficient is lexicographically
    /// smallest (ties: lowest symbol), so that the tableau stays optimal.
    func dualEntering(slot: Int) -> Symbol? {
        var best: Symbol?
        var bestCoefficient = 0.0
        for cell in rows[slot].cells where cell.coefficient > Row.epsilon && kinds[Int(cell.symbol)].canEnter {
            guard let current = best else {
                best = cell.symbol
                bestCoefficient = cell.coefficient
                continue
            }
            if dualRatioPrecedes(cell.symbol, cell.coefficient, current, bestCoefficient) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }

    /// Whether `a`'s ratio vector (objective coefficients / `aCoefficient`) is
    /// lexicographically below `b`'s.
    func dualRatioPrecedes(_ a: Symbol, _ aCoefficient: Double, _ b: Symbol, _ bCoefficient: Double) -> Bool {
        for level in levels.indices {
            let ratioA = levels[level].row.coefficient(of: a) / aCoefficient
            let ratioB = levels[level].row.coefficient(of: b) / bCoefficient
            if ratioA < ratioB - Row.epsilon { return true }
            if ratioA > ratioB + Row.epsilon { return false }
        }
        return a < b
    }
}
