import Testing
@testable import ConstraintSolver

/// Long random sequences of changes on 8 variables: after every change the tableau's
/// invariants hold and required constraints are satisfied; every few changes the solution
/// is as good, priority level by level, as a solver built from scratch with the same
/// constraints (the incremental paths must reach an optimum, not just a feasible point).
@Suite("Incremental changes against solving from scratch")
struct IncrementalStressTests {
    static let priorities: [Float] = [100, 250, 500, 750, 999]

    /// A constraint in the solver with the constant it currently has.
    struct Live {
        let constraint: Constraint
        var constant: Double
    }

    @Test("40 random sequences of 60 adds, removals, constant changes and edits stay consistent and optimal")
    func randomSequences() throws {
        var comparisons = 0
        var refused = 0
        for seed in UInt64(1)...40 {
            var random = SeededGenerator(seed: seed &* 7919)
            let xs = (0..<8).map { Variable("x\($0)") }
            let solver = Solver()
            var live: [Live] = []
            for x in xs {
                for bound in [x >= 0, x <= 1000] {
                    try solver.add(bound)
                    live.append(Live(constraint: bound, constant: bound.expression.constant))
                }
            }
            var edit: (variable: Variable, value: Double)?
            for step in 0..<60 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0...3:
                    let constraint = randomConstraint(xs, &random)
                    do {
                        try solver.add(constraint)
                        live.append(Live(constraint: constraint, constant: constraint.expression.constant))
                    } catch {
                        guard case .unsatisfiable = error else { throw error }
                        refused += 1
                        #expect(!solver.contains(constraint))
                    }
                case 4...5 where live.count > 16:
                    let index = Int.random(in: 16..<live.count, using: &random)
                    try solver.remove(live.remove(at: index).constraint)
                case 6...7 where live.count > 16:
                    let index = Int.random(in: 16..<live.count, using: &random)
                    let constant = live[index].constant + Double(Int.random(in: -50...50, using: &random))
                    do {
                        try solver.setConstant(constant, of: live[index].constraint)
                        live[index].constant = constant
                    } catch {
                        guard case .unsatisfiable = error else { throw error }
                        refused += 1
                        #expect(solver.constant(of: live[index].constraint) == live[index].constant)
                    }
                default:
                    if let current = edit, Bool.random(using: &random) {
                        try solver.removeEditVariable(current.variable)
                        edit = nil
                    } else {
                        let variable = edit?.variable ?? xs[Int.random(in: 0..<8, using: &random)]
                        if edit == nil { try solver.addEditVariable(variable, strength: Strength(600)) }
                        solver.updateVariables()
                        let value = edit == nil ? variable.value : Double(Int.random(in: -100...1100, using: &random))
                        try solver.suggestValue(variable, value)
                        edit = (variable, value)
                    }
                }
                let problems = solver.core.tableau.invariantViolations()
                #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems.prefix(3))")
                solver.updateVariables()
                for item in live where item.constraint.strength.isRequired {
                    #expect(violation(item, xs) <= 1e-7, "seed \(seed) step \(step): \(item.constraint) broken")
                }
                if step % 5 == 4 {
                    comparisons += 1
                    try compareWithScratch(solver, live, edit, xs, "seed \(seed) step \(step)")
                }
            }
        }
        #expect(comparisons == 40 * 12)
        #expect(refused >= 20, "the sequences should also exercise refused changes")
    }

    func randomConstraint(_ xs: [Variable], _ random: inout SeededGenerator) -> Constraint {
        let count = Int.random(in: 1...3, using: &random)
        let terms = (0..<count).map { _ in
            Term(xs[Int.random(in: 0..<xs.count, using: &random)], Double(Int.random(in: -3...3, using: &random)))
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random) ?? .equal
        let strength = Bool.random(using: &random)
            ? Strength.required : Strength(Self.priorities.randomElement(using: &random) ?? 250)
        return Constraint(Expression(terms, constant: Double(Int.random(in: -900...900, using: &random))),
                          relation, strength: strength)
    }

    /// How far the variables' values are from satisfying a constraint at its live constant.
    func violation(_ item: Live, _ xs: [Variable]) -> Double {
        let value = item.constraint.expression.terms.reduce(item.constant) { $0 + $1.coefficient * $1.variable.value }
        switch item.constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// The error at each priority level (highest first) of the current values.
    func objective(_ items: [Live], _ xs: [Variable]) -> [Double] {
        let levels = Set(items.map(\.constraint.strength.priority)).filter { $0 < 1000 }.sorted(by: >)
        return levels.map { level in
            items.filter { $0.constraint.strength.priority == level }.reduce(0) { $0 + violation($1, xs) }
        }
    }

    func compareWithScratch(_ solver: Solver, _ live: [Live], _ edit: (variable: Variable, value: Double)?,
                            _ xs: [Variable], _ context: String) throws {
        var items = live
        if let edit {
            let constraint = (edit.variable == edit.value).withStrength(Strength(600))
            items.append(Live(constraint: constraint, constant: constraint.expression.constant))
        }
        solver.updateVariables()
        let incremental = objective(items, xs)
        let scratch = Solver()
        for item in items {
            let copy = Constraint(Expression(item.constraint.expression.terms, constant: item.constant),
                                  item.constraint.relation, strength: item.constraint.strength)
            try scratch.add(copy)
        }
        scratch.updateVariables()
        let fresh = objective(items, xs)
        #expect(!ReferenceLP.precedes(fresh, incremental, tolerance: 1e-6),
                "\(context): incremental \(incremental) worse than from scratch \(fresh)")
        #expect(!ReferenceLP.precedes(incremental, fresh, tolerance: 1e-6),
                "\(context): from scratch \(fresh) worse than incremental \(incremental)")
    }
}
