import Testing
@testable import ConstraintSolver

/// Edit variables and in-place constant changes (dual simplex re-optimisation).
@Suite("Edits and constant changes")
struct EditTests {
    @Test("suggestValue moves the edited variable and its dependents, and matches a fresh solve with the same preference")
    func suggestionsStayOptimal() throws {
        let scene = RowScene()
        let solver = try scene.solver(skipping: ["containerWidth"])
        try solver.add((scene.container.width == 320).withPriority(250))
        try solver.addEditVariable(scene.container.width, strength: .strong)
        for width in [320.0, 400, 200, 120, 500, 64, 333] {
            try solver.suggestValue(scene.container.width, width)
            solver.updateVariables()
            let incremental = scene.values()

            let fresh = try scene.solver(skipping: ["containerWidth"])
            try fresh.add((scene.container.width == 320).withPriority(250))
            try fresh.add((scene.container.width == width).withStrength(.strong))
            fresh.updateVariables()
            let expected = scene.values()
            #expect(zip(incremental, expected).allSatisfy { approx($0, $1) }, "width \(width): \(incremental) vs \(expected)")
        }
    }

    @Test("A suggestion the required constraints forbid is honoured only as far as they allow")
    func suggestionAgainstWall() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x <= 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 250)
        solver.updateVariables()
        #expect(approx(x.value, 100))
        try solver.suggestValue(x, 40)
        solver.updateVariables()
        #expect(approx(x.value, 40))
    }

    @Test("Edit variable misuse is reported: unknown, duplicate, required strength, removed")
    func editErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: ConstraintSolverError.self) { try solver.suggestValue(x, 1) }
        #expect(throws: ConstraintSolverError.self) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        #expect(throws: ConstraintSolverError.self) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: ConstraintSolverError.self) { try solver.suggestValue(x, .infinity) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.constraintCount == 0)
        #expect(throws: ConstraintSolverError.self) { try solver.removeEditVariable(x) }
    }

    @Test("setConstant on every kind of constraint gives the same solution as removing it and adding it with the new constant",
          arguments: [("leading", 20.0), ("gap01", 30), ("trailing", 40), ("fill", 100), ("maxWidth", 70), ("height", 80),
                      ("minHeight", 60), ("containerWidth", 500), ("equal01", 10)])
    func constantChangeMatchesRemoveAndAdd(name: String, newConstant: Double) throws {
        let scene = RowScene()
        let original = try #require(scene.constraint(name))
        // Shift the UIKit-style constant: the expression constant is minus it for `lhs == rhs + k`.
        let changed = Constraint(Expression(original.expression.terms, constant: original.expression.constant - newConstant),
                                 original.relation, strength: original.strength)

        let incremental = try scene.solver()
        try incremental.setConstant(changed.expression.constant, of: original)
        #expect(incremental.constant(of: original) == changed.expression.constant)
        incremental.updateVariables()
        let viaSetConstant = scene.values()

        let rebuilt = try scene.solver()
        try rebuilt.remove(original)
        try rebuilt.add(changed)
        rebuilt.updateVariables()
        let viaRemoveAdd = scene.values()
        #expect(zip(viaSetConstant, viaRemoveAdd).allSatisfy { approx($0, $1) }, "\(viaSetConstant) vs \(viaRemoveAdd)")

        // And changing it back restores the original solution.
        let fresh = try scene.solver()
        fresh.updateVariables()
        let originalValues = scene.values()
        try incremental.setConstant(original.expression.constant, of: original)
        incremental.updateVariables()
        #expect(zip(scene.values(), originalValues).allSatisfy { approx($0, $1) })
    }

    @Test("A contradicting constant is refused, names the conflicting constraints and leaves the old solution")
    func contradictingConstant() throws {
        let x = Variable("x")
        let solver = Solver()
        let upper = x <= 50
        let lower = x >= 10
        let unrelated = Variable("y") == 3
        try solver.add([upper, lower, unrelated, (x == 30).withPriority(500)])
        solver.updateVariables()
        #expect(approx(x.value, 30))
        #expect {
            try solver.setConstant(-60, of: lower) // x >= 60
        } throws: { error in
            guard case let .unsatisfiable(constraint, conflicts) = error as? ConstraintSolverError else { return false }
            return constraint === lower && conflicts.map(\.id) == [upper.id]
        }
        #expect(solver.constant(of: lower) == -10)
        solver.updateVariables()
        #expect(approx(x.value, 30))
        try solver.setConstant(-40, of: lower) // x >= 40 is fine
        solver.updateVariables()
        #expect(approx(x.value, 40))
    }

    @Test("Changing the constant of one of two redundant equalities is refused and names the other")
    func redundantEqualityConstant() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = x == 10
        let second = x == 10
        try solver.add([first, second])
        #expect {
            try solver.setConstant(-12, of: second)
        } throws: { error in
            guard case let .unsatisfiable(_, conflicts) = error as? ConstraintSolverError else { return false }
            return conflicts.map(\.id) == [first.id]
        }
        try solver.remove(first)
        try solver.setConstant(-12, of: second)
        solver.updateVariables()
        #expect(approx(x.value, 12))
    }
}
