import Testing
@testable import ConstraintSolver

/// The solver's own data structures.
@Suite("Internal structures")
struct InternalStructureTests {
    @Test("IDMap agrees with Dictionary over 20,000 random inserts, replacements and removals")
    func idMapMatchesDictionary() {
        var random = SeededGenerator(seed: 99)
        var map = IDMap()
        var reference: [Int: Int32] = [:]
        for step in 0..<20_000 {
            let key = Int.random(in: 0..<3_000, using: &random) * 7919
            if Int.random(in: 0..<3, using: &random) == 0 {
                map.remove(key)
                reference[key] = nil
            } else {
                let value = Int32(step)
                map.set(key, value)
                reference[key] = value
            }
        }
        #expect(map.count == reference.count)
        for key in stride(from: 0, to: 3_000 * 7919, by: 7919) {
            #expect(map[key] == reference[key], "key \(key)")
        }
    }

    @Test("Merging sorted rows adds coefficients, drops cancellations and reports both")
    func mergeReportsChanges() {
        let a = [Cell(symbol: 1, coefficient: 2), Cell(symbol: 3, coefficient: 1), Cell(symbol: 5, coefficient: 4)]
        let b = [Cell(symbol: 2, coefficient: 1), Cell(symbol: 3, coefficient: 0.5), Cell(symbol: 5, coefficient: 1)]
        var out: [Cell] = []
        var inserted: [Symbol] = []
        var removed: [Symbol] = []
        mergeCells(a, b, factor: -2, into: &out, inserted: &inserted, removed: &removed)
        #expect(out.map(\.symbol) == [1, 2, 5])
        #expect(out.map(\.coefficient) == [2, -2, 2])
        #expect(inserted == [2] && removed == [3])
    }

    @Test("Constant-only constraints: 0 == 0 is accepted, 1 == 0 and 5 <= 0 are refused with no culprits")
    func constantOnly() throws {
        let solver = Solver()
        try solver.add(Constraint(Expression(constant: 0), .equal))
        for impossible in [Constraint(Expression(constant: 1), .equal), Constraint(Expression(constant: 5), .lessThanOrEqual)] {
            #expect {
                try solver.add(impossible)
            } throws: { error in
                guard case let .unsatisfiable(_, conflicts) = error as? ConstraintSolverError else { return false }
                return conflicts.isEmpty
            }
        }
        #expect(solver.constraintCount == 1)
        #expect(solver.core.tableau.invariantViolations().isEmpty)
    }
}
