import Testing
@testable import ConstraintSolver

/// Removing constraints incrementally.
@Suite("Removal")
struct RemovalTests {
    @Test("Adding then removing a constraint restores the previous solution, for each kind of constraint",
          arguments: ["required equality", "required inequality", "preference", "preferred inequality"])
    func removalRestores(kind: String) throws {
        let scene = RowScene()
        let solver = try scene.solver()
        solver.updateVariables()
        let before = scene.values()
        let extra: Constraint = switch kind {
        case "required equality": scene.widths[2] == 50
        case "required inequality": scene.lefts[1] <= 80
        case "preference": (scene.height == 100).withPriority(999.5)
        default: (scene.widths[0] <= 20).withPriority(800)
        }
        try solver.add(extra)
        solver.updateVariables()
        #expect(!zip(scene.values(), before).allSatisfy { approx($0, $1) }, "the extra constraint should change the layout")
        try solver.remove(extra)
        #expect(!solver.contains(extra))
        solver.updateVariables()
        #expect(zip(scene.values(), before).allSatisfy { approx($0, $1) })
    }

    @Test("Removing constraints in any order leaves a solution that satisfies the rest")
    func removalInAnyOrder() throws {
        let scene = RowScene()
        let solver = try scene.solver()
        var remaining = scene.named.map(\.1)
        var random = SeededGenerator(seed: 7)
        while !remaining.isEmpty {
            let index = Int.random(in: remaining.indices, using: &random)
            try solver.remove(remaining.remove(at: index))
            solver.updateVariables()
            for constraint in remaining where constraint.strength.isRequired {
                #expect(constraint.isSatisfied(), "\(constraint) broken after removals")
            }
        }
        #expect(solver.constraintCount == 0)
        #expect(solver.core.tableau.rowCount == 0)
    }

    @Test("reset() empties the solver but keeps the variables' last values")
    func reset() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 42
        try solver.add(constraint)
        solver.updateVariables()
        solver.reset()
        #expect(!solver.contains(constraint) && solver.constraintCount == 0)
        #expect(x.value == 42)
        try solver.add(x == 7)
        solver.updateVariables()
        #expect(approx(x.value, 7))
    }
}
