import Testing
@testable import ConstraintSolver

/// Seeded random systems on 2–3 variables, each solved incrementally by the solver and
/// checked against `ReferenceLP` (vertex enumeration) after every change.
@Suite("Randomized systems against vertex enumeration")
struct RandomizedPropertyTests {
    /// Counts of the paths the random changes took, so the test proves it exercised them.
    struct Tally {
        var checks = 0
        var rejectedAdds = 0
        var rejectedConstants = 0
    }

    @Test("200 random feasible systems: required constraints hold to 1e-9 and every priority level's error is optimal, after adds, removals, constant changes, rejected constraints and edits")
    func randomSystems() throws {
        var tally = Tally()
        for seed in UInt64(1)...200 {
            try run(seed: seed, tally: &tally)
        }
        #expect(tally.checks >= 1200)
        #expect(tally.rejectedAdds >= 10, "the generator should produce contradicting constraints")
        #expect(tally.rejectedConstants >= 5, "the generator should produce contradicting constants")
    }

    func run(seed: UInt64, tally: inout Tally) throws {
        var random = SeededGenerator(seed: seed)
        let dimension = Int.random(in: 2...3, using: &random)
        let variables = (0..<dimension).map { Variable("x\($0)") }
        var specs = RandomSystemGenerator.feasibleSystem(dimension: dimension, using: &random)
        var constraints = specs.map { $0.constraint(variables) }
        let solver = Solver()
        try solver.add(constraints)
        check(solver, variables, specs, "seed \(seed) initial", &tally)

        // Remove one constraint that is not part of the bounding box.
        let boxCount = 2 * dimension
        if specs.count > boxCount {
            let index = Int.random(in: boxCount..<specs.count, using: &random)
            try solver.remove(constraints[index])
            specs.remove(at: index)
            constraints.remove(at: index)
            check(solver, variables, specs, "seed \(seed) after removal", &tally)
        }

        // Change constants in place; a contradicting one must be refused and change nothing.
        for round in 0..<3 where specs.count > boxCount {
            let index = Int.random(in: boxCount..<specs.count, using: &random)
            var changed = specs
            changed[index].b += Double(Int.random(in: -40...40, using: &random))
            do {
                try solver.setConstant(-changed[index].b, of: constraints[index])
                specs = changed
                check(solver, variables, specs, "seed \(seed) constant change \(round)", &tally)
            } catch {
                guard case let .unsatisfiable(constraint, conflicts) = error else { throw error }
                tally.rejectedConstants += 1
                #expect(constraint === constraints[index])
                #expect(!ReferenceLP.isFeasible(changed, dimension: dimension), "seed \(seed): refused a feasible constant")
                let culprits = conflicts.compactMap { c in constraints.firstIndex { $0 === c }.map { changed[$0] } }
                #expect(!ReferenceLP.isFeasible(culprits + [changed[index]], dimension: dimension),
                        "seed \(seed): the reported conflicts do not contradict the new constant")
                check(solver, variables, specs, "seed \(seed) after refused constant", &tally)
            }
        }

        // Add required constraints not built around a feasible point: some contradict.
        for round in 0..<2 {
            let extra = RandomSystemGenerator.arbitraryRequired(dimension: dimension, using: &random)
            let constraint = extra.constraint(variables)
            do {
                try solver.add(constraint)
                specs.append(extra)
                constraints.append(constraint)
                check(solver, variables, specs, "seed \(seed) extra \(round)", &tally)
            } catch {
                guard case let .unsatisfiable(_, conflicts) = error else { throw error }
                tally.rejectedAdds += 1
                #expect(!solver.contains(constraint))
                #expect(!ReferenceLP.isFeasible(specs + [extra], dimension: dimension), "seed \(seed): refused a feasible constraint")
                let culprits = conflicts.compactMap { c in constraints.firstIndex { $0 === c }.map { specs[$0] } }
                #expect(culprits.count == conflicts.count && culprits.allSatisfy(\.isRequired))
                #expect(!ReferenceLP.isFeasible(culprits + [extra], dimension: dimension),
                        "seed \(seed): the reported conflicts do not contradict the new constraint")
                check(solver, variables, specs, "seed \(seed) after refused constraint", &tally)
            }
        }

        // Drag the first variable with an edit constraint.
        try solver.addEditVariable(variables[0], strength: Strength(500))
        solver.updateVariables()
        var unit = [Double](repeating: 0, count: dimension)
        unit[0] = 1
        var edit = LinearSpec(a: unit, relation: .equal, b: variables[0].value, priority: 500)
        check(solver, variables, specs + [edit], "seed \(seed) edit added", &tally)
        for round in 0..<3 {
            edit.b = Double(Int.random(in: -20...120, using: &random))
            try solver.suggestValue(variables[0], edit.b)
            check(solver, variables, specs + [edit], "seed \(seed) suggestion \(round)", &tally)
        }
        try solver.removeEditVariable(variables[0])
        check(solver, variables, specs, "seed \(seed) edit removed", &tally)
    }

    /// Every required constraint holds to 1e-9 and the objective equals the reference optimum.
    func check(_ solver: Solver, _ variables: [Variable], _ specs: [LinearSpec], _ context: String, _ tally: inout Tally) {
        tally.checks += 1
        let problems = solver.core.tableau.invariantViolations()
        #expect(problems.isEmpty, "\(context): \(problems.prefix(3))")
        solver.updateVariables()
        let x = variables.map(\.value)
        for spec in specs where spec.isRequired {
            #expect(spec.violation(x) <= 1e-9, "\(context): \(spec) violated at \(x)")
        }
        guard let expected = ReferenceLP.optimum(specs, dimension: variables.count) else {
            Issue.record("\(context): reference found the system infeasible")
            return
        }
        let actual = ReferenceLP.objective(specs, x, levels: ReferenceLP.levels(specs))
        #expect(!ReferenceLP.precedes(expected, actual, tolerance: 1e-6),
                "\(context): objective \(actual) worse than optimum \(expected) at \(x); specs \(specs)")
    }
}

/// Random constraint systems for the property test.
enum RandomSystemGenerator {
    static let priorities: [Float] = [250, 750, 999]

    /// A box `0 ≤ xᵢ ≤ 100`, required constraints all satisfied by one random point, and
    /// one to four preferences.
    static func feasibleSystem(dimension: Int, using random: inout SeededGenerator) -> [LinearSpec] {
        var specs: [LinearSpec] = []
        for i in 0..<dimension {
            let unit = (0..<dimension).map { $0 == i ? 1.0 : 0.0 }
            specs.append(LinearSpec(a: unit, relation: .greaterThanOrEqual, b: 0, priority: 1000))
            specs.append(LinearSpec(a: unit, relation: .lessThanOrEqual, b: 100, priority: 1000))
        }
        let point = (0..<dimension).map { _ in Double(Int.random(in: 10...90, using: &random)) }
        var equalities = 0
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let a = coefficients(dimension, range: -4...4, using: &random)
            let value = zip(a, point).reduce(0) { $0 + $1.0 * $1.1 }
            let slack = Double(Int.random(in: 0...15, using: &random))
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where equalities < dimension - 1:
                equalities += 1
                specs.append(LinearSpec(a: a, relation: .equal, b: value, priority: 1000))
            case 0...2:
                specs.append(LinearSpec(a: a, relation: .lessThanOrEqual, b: value + slack, priority: 1000))
            default:
                specs.append(LinearSpec(a: a, relation: .greaterThanOrEqual, b: value - slack, priority: 1000))
            }
        }
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            var a: [Double]
            if Bool.random(using: &random) {
                a = [Double](repeating: 0, count: dimension)
                a[Int.random(in: 0..<dimension, using: &random)] = 1
            } else {
                a = coefficients(dimension, range: -3...3, using: &random)
            }
            let relations: [Relation] = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
            specs.append(LinearSpec(a: a, relation: relations.randomElement(using: &random) ?? .equal,
                                    b: Double(Int.random(in: -20...120, using: &random)),
                                    priority: priorities.randomElement(using: &random) ?? 250))
        }
        return specs
    }

    /// A required constraint with random coefficients and right side.
    static func arbitraryRequired(dimension: Int, using random: inout SeededGenerator) -> LinearSpec {
        let a = coefficients(dimension, range: -4...4, using: &random)
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        return LinearSpec(a: a, relation: relations.randomElement(using: &random) ?? .equal,
                          b: Double(Int.random(in: -150...400, using: &random)), priority: 1000)
    }

    /// Integer coefficients, not all zero.
    static func coefficients(_ dimension: Int, range: ClosedRange<Int>, using random: inout SeededGenerator) -> [Double] {
        while true {
            let a = (0..<dimension).map { _ in Double(Int.random(in: range, using: &random)) }
            if a.contains(where: { $0 != 0 }) { return a }
        }
    }
}
