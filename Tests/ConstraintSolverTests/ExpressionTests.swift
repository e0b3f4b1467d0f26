import Testing
@testable import ConstraintSolver

/// Building expressions and constraints with operators.
@Suite("Expressions and constraints")
struct ExpressionTests {
    @Test("Operators move the right side to the left and keep coefficients and constants")
    func operatorsBuildExpressions() {
        let x = Variable("x"), y = Variable("y")
        let constraint = 2 * x + 3 <= y / 2 - 1
        #expect(constraint.relation == .lessThanOrEqual && constraint.strength == .required)
        let simplified = constraint.expression.simplified()
        #expect(simplified.terms.map(\.coefficient) == [2, -0.5])
        #expect(simplified.terms.map(\.variable.id) == [x.id, y.id])
        #expect(simplified.constant == 4)
        #expect((x - x == 0).expression.simplified().terms.isEmpty)
    }

    @Test("Constraints have identity: equal-looking constraints are distinct and both can be added")
    func identity() throws {
        let x = Variable("x")
        let a = x == 1, b = x == 1
        #expect(a != b && a == a)
        #expect(a.withPriority(500).strength.priority == 500)
        let solver = Solver()
        try solver.add([a, b])
        #expect(solver.constraints.map(\.id) == [a.id, b.id])
    }

    @Test("Descriptions name variables, relation and strength")
    func descriptions() {
        let width = Variable("card.width")
        #expect((width >= 10).withPriority(750).description == "card.width + -10.0 >= 0 | 750.0")
        #expect(Variable().description.hasPrefix("v"))
    }

    @Test("isSatisfied checks a constraint at the variables' current values")
    func satisfaction() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 5)
        solver.updateVariables()
        #expect((x >= 4).isSatisfied() && !(x >= 6).isSatisfied() && (x == 5).isSatisfied())
    }
}
