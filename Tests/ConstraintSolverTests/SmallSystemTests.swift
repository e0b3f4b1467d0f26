import Testing
@testable import ConstraintSolver

/// Small systems whose solution is known exactly.
@Suite("Small systems")
struct SmallSystemTests {
    @Test("Two equalities in two unknowns give the unique intersection")
    func twoEqualities() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add(x - y == 4)
        solver.updateVariables()
        #expect(x.value == 7)
        #expect(y.value == 3)
    }

    @Test("The paper's midpoint example: the midpoint stays between the ends and inside the walls")
    func midpoint() throws {
        let left = Variable("xl"), middle = Variable("xm"), right = Variable("xr")
        let solver = Solver()
        try solver.add(2 * middle == left + right)
        try solver.add(left + 10 <= right)
        try solver.add(left >= -10)
        try solver.add(right <= 100)
        try solver.add((left == 0).withStrength(.weak))
        try solver.add((right == 50).withStrength(.weak))
        solver.updateVariables()
        #expect(left.value == 0)
        #expect(right.value == 50)
        #expect(middle.value == 25)

        // Dragging the midpoint right pushes the right end into the wall; then the left end moves.
        try solver.addEditVariable(middle, strength: .strong)
        try solver.suggestValue(middle, 95)
        solver.updateVariables()
        #expect(middle.value == 95)
        #expect(right.value == 100)
        #expect(left.value == 90)
    }

    @Test("An inequality bound is active only when the preference pushes against it")
    func inequalityBound() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x <= 40)
        let wish = (x == 100).withStrength(.strong)
        try solver.add(wish)
        solver.updateVariables()
        #expect(x.value == 40)
        try solver.remove(wish)
        try solver.add((x == 30).withStrength(.strong))
        solver.updateVariables()
        #expect(x.value == 30)
    }

    @Test("A variable written several times in one expression counts once with the summed coefficient")
    func repeatedTerms() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x + x + x == 12)
        solver.updateVariables()
        #expect(x.value == 4)
    }

    @Test("Redundant equalities are accepted, and the system stays solved when one goes")
    func redundantEqualities() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let first = x == 10
        let second = x + y == 30
        let third = y == 20
        try solver.add([first, second, third])
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 20)
        try solver.remove(second)
        try solver.remove(first)
        try solver.add(x == y + 5)
        solver.updateVariables()
        #expect(x.value == 25 && y.value == 20)
    }
}
