import Testing
@testable import ConstraintSolver

/// Bad input gets a named error, never a crash, a hang or unbounded memory.
@Suite("Bad input and scale")
struct BadInputTests {
    @Test("A NaN coefficient is refused with a message naming the variable, and nothing is added")
    func nanCoefficient() throws {
        let x = Variable("header.height")
        let solver = Solver()
        let bad = Double.nan * x == 10
        #expect {
            try solver.add(bad)
        } throws: { error in
            guard case let .nonFiniteNumber(detail) = error as? ConstraintSolverError else { return false }
            return detail.contains("header.height") && detail.contains("nan")
        }
        #expect(!solver.contains(bad) && solver.constraintCount == 0)
    }

    @Test("Infinite constants, new constants and division by zero are refused")
    func infinities() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: ConstraintSolverError.self) { try solver.add(x == .infinity) }
        #expect(throws: ConstraintSolverError.self) { try solver.add(x / 0 <= 1) }
        let fine = x == 1
        try solver.add(fine)
        #expect(throws: ConstraintSolverError.self) { try solver.setConstant(-.infinity, of: fine) }
        #expect(solver.constant(of: fine) == -1)
    }

    @Test("Priorities outside (0, 1000] are refused")
    func invalidPriorities() {
        let x = Variable("x")
        let solver = Solver()
        for priority: Float in [0, -5, 1000.5, .nan, .infinity] {
            #expect(throws: ConstraintSolverError.self) { try solver.add((x == 1).withPriority(priority)) }
        }
        #expect(solver.constraintCount == 0)
    }

    @Test("Adding a constraint twice is refused; removing or changing an unknown one is refused")
    func duplicateAndUnknown() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x >= 3
        try solver.add(constraint)
        #expect(throws: ConstraintSolverError.self) { try solver.add(constraint) }
        let stranger = x <= 5
        #expect(throws: ConstraintSolverError.self) { try solver.remove(stranger) }
        #expect(throws: ConstraintSolverError.self) { try solver.setConstant(1, of: stranger) }
        try solver.remove(constraint)
        #expect(throws: ConstraintSolverError.self) { try solver.remove(constraint) }
    }

    @Test("A chain of 10,000 equalities solves without deep recursion and stays incremental at its ends")
    func longEqualityChain() throws {
        let count = 10_000
        let xs = (0...count).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(xs[0] == 0)
        var links: [Constraint] = []
        for i in 1...count {
            let link = xs[i] == xs[i - 1] + 1
            links.append(link)
            try solver.add(link)
        }
        solver.updateVariables()
        #expect(xs[count].value == Double(count))
        #expect(approx(xs[count / 2].value, Double(count / 2)))
        // Widening the first link shifts every later variable.
        try solver.setConstant(-2, of: links[0])
        // Replacing the last link moves only the last variable.
        try solver.remove(links[count - 1])
        try solver.add(xs[count] == xs[count - 1] + 5)
        solver.updateVariables()
        #expect(approx(xs[count - 1].value, Double(count)))
        #expect(approx(xs[count].value, Double(count + 5)))
        // Closing the chain into a contradicting cycle is refused, naming every link.
        #expect {
            try solver.add(xs[count] == xs[0])
        } throws: { error in
            guard case let .unsatisfiable(_, conflicts) = error as? ConstraintSolverError else { return false }
            return conflicts.count == count // the links; the anchor x0 == 0 plays no part
        }
    }

    @Test("A chain of 2,000 inequalities pushed by a preference settles at the minimum spacing")
    func longInequalityChain() throws {
        let count = 2_000
        let xs = (0...count).map { Variable("y\($0)") }
        let solver = Solver()
        try solver.add(xs[0] >= 0)
        for i in 1...count { try solver.add(xs[i] >= xs[i - 1] + 1) }
        try solver.add((xs[count] == 0).withPriority(250))
        solver.updateVariables()
        #expect(approx(xs[count].value, Double(count), 1e-6))
        #expect(approx(xs[count / 2].value, Double(count / 2), 1e-6))
    }

    @Test("Adding and removing constraints and edits many times keeps memory bounded")
    func churnKeepsMemoryBounded() throws {
        let scene = RowScene()
        let solver = try scene.solver()
        let rows = solver.core.tableau.rowCount
        let symbols = solver.core.tableau.symbolCapacity
        for round in 0..<2_000 {
            let extra = (scene.widths[round % 3] == Double(round % 50)).withPriority(500)
            try solver.add(extra)
            try solver.addEditVariable(scene.height, strength: .strong)
            try solver.suggestValue(scene.height, Double(round % 70))
            try solver.removeEditVariable(scene.height)
            try solver.remove(extra)
            let temporary = Variable("temporary\(round)")
            let pin = temporary == scene.lefts[1] + 3
            try solver.add(pin)
            try solver.remove(pin)
        }
        #expect(solver.core.tableau.rowCount == rows)
        #expect(solver.core.tableau.symbolCapacity <= symbols + 8)
        #expect(solver.core.boundVariables.count == scene.variables.count)
    }
}
