import Testing
@testable import ConstraintSolver

/// Unsatisfiable required constraints: the report names the culprits and the solver stays usable.
@Suite("Unsatisfiable constraints")
struct ConflictTests {
    /// The conflict list of an unsatisfiable error (nil for any other outcome).
    func conflicts(adding constraint: Constraint, to solver: Solver) -> [Constraint]? {
        do {
            try solver.add(constraint)
            return nil
        } catch {
            guard case let .unsatisfiable(culprit, conflicts) = error, culprit === constraint else { return nil }
            return conflicts
        }
    }

    @Test("A lower bound above an upper bound is refused, naming the upper bound only")
    func boundsConflict() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let upper = x <= 15
        try solver.add([upper, y >= 0, y <= 100, x + y <= 1000, (x == 3).withPriority(750)])
        let found = conflicts(adding: x >= 20, to: solver)
        #expect(found?.map(\.id) == [upper.id])
    }

    @Test("A cycle of equalities a == b, b == c, c == a + 1 is refused (no loop), naming the other two")
    func equalityCycle() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let ab = a == b
        let bc = b == c
        try solver.add([ab, bc])
        let found = conflicts(adding: c == a + 1, to: solver)
        #expect(found?.map(\.id) == [ab.id, bc.id])
    }

    @Test("A conflict through a chain of inequalities names every link and nothing unrelated")
    func inequalityChain() throws {
        let v = (0..<5).map { Variable("v\($0)") }
        let solver = Solver()
        var chain: [Constraint] = []
        for i in 1..<5 { chain.append(v[i] >= v[i - 1] + 10) }
        let start = v[0] >= 0
        let unrelated = [Variable("w") == 5, v[2] <= 1000, (v[4] == 0).withPriority(999)]
        try solver.add(unrelated + [start] + chain)
        let found = conflicts(adding: v[4] <= 25, to: solver)
        #expect(Set(found?.map(\.id) ?? []) == Set((chain + [start]).map(\.id)))
    }

    @Test("After a refused constraint the solver keeps its solution and accepts further changes")
    func solverStaysUsable() throws {
        let scene = RowScene()
        let solver = try scene.solver()
        solver.updateVariables()
        let before = scene.values()
        let count = solver.constraintCount
        let impossible = scene.widths[0] >= 95 // contradicts maxWidth (≤ 90)
        let found = conflicts(adding: impossible, to: solver)
        let maxWidth = try #require(scene.constraint("maxWidth"))
        #expect(found?.map(\.id) == [maxWidth.id])
        #expect(!solver.contains(impossible))
        #expect(solver.constraintCount == count)
        solver.updateVariables()
        #expect(zip(scene.values(), before).allSatisfy { approx($0, $1) })

        // UIKit's way out: break the conflict by lowering the new constraint's priority.
        try solver.add(impossible.withPriority(999))
        solver.updateVariables()
        #expect(approx(scene.widths[0].value, 90))
        // Or remove the culprit and retry.
        try solver.remove(maxWidth)
        try solver.add(impossible)
        solver.updateVariables()
        #expect(approx(scene.widths[0].value, 96)) // (320 - 4·8) / 3, the fill preference
    }

    @Test("The error message lists the conflicting constraints like UIKit's log")
    func message() throws {
        let x = Variable("panel.width")
        let solver = Solver()
        try solver.add(x <= 50)
        let found = conflicts(adding: x == 100, to: solver)
        #expect(found?.count == 1)
        let error = ConstraintSolverError.unsatisfiable(x == 100, conflicts: found ?? [])
        #expect(error.description.contains("Unable to simultaneously satisfy constraints"))
        #expect(error.description.contains("panel.width + -50.0 <= 0"))
    }
}
