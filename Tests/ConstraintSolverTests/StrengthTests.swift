import Testing
@testable import ConstraintSolver

/// Priorities: required constraints always hold; a higher priority always wins.
@Suite("Strengths and UIKit priorities")
struct StrengthTests {
    @Test("UIKit ladder 250 < 750 < 999 < 1000: each stronger constraint overrides the weaker ones")
    func uiKitLadder() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).withPriority(250))
        solver.updateVariables()
        #expect(approx(x.value, 10))
        try solver.add((x == 20).withPriority(750))
        solver.updateVariables()
        #expect(approx(x.value, 20))
        try solver.add((x <= 15).withPriority(999))
        solver.updateVariables()
        #expect(approx(x.value, 15))
        try solver.add((x >= 18).withPriority(1000))
        solver.updateVariables()
        #expect(approx(x.value, 18))
    }

    @Test("One priority-751 preference beats 300 priority-750 preferences pulling the other way")
    func higherPriorityWinsOverAnyNumber() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<300 { try solver.add((x == 0).withPriority(750)) }
        try solver.add((x == 100).withPriority(751))
        solver.updateVariables()
        #expect(approx(x.value, 100))
    }

    @Test("Priority 1 still counts when nothing stronger cares")
    func lowestPriorityCounts() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add((x == 3).withPriority(1))
        solver.updateVariables()
        #expect(approx(x.value, 3) && approx(y.value, 7))
    }

    @Test("Preferences of one priority compromise by total error: the majority position wins")
    func samePriorityMinimisesTotalError() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).withPriority(500))
        try solver.add((x == 0).withPriority(500))
        try solver.add((x == 10).withPriority(500))
        solver.updateVariables()
        #expect(approx(x.value, 0))
    }

    @Test("A lower level is optimised only among the solutions that are best for the higher levels")
    func lexicographicOrder() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x + y == 100).withPriority(999))
        try solver.add((x >= 60).withPriority(750))
        try solver.add((y == 80).withPriority(250))
        solver.updateVariables()
        #expect(approx(x.value, 60) && approx(y.value, 40))
    }

    @Test("Strength names and the UIKit mapping keep UIKit's numbers")
    func strengthValues() {
        #expect(Strength.required.isRequired)
        #expect(Strength(uiKitPriority: 1000) == .required)
        #expect(Strength.strong.priority == 750 && Strength.weak.priority == 250)
        #expect(Strength(999) < .required && Strength.weak < .strong)
        #expect(!Strength(0).isValid && !Strength(1001).isValid && !Strength(.nan).isValid && Strength(1).isValid)
    }
}
