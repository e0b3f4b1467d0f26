import ConstraintSolver
import Foundation
import InfoWindowKit

/// Auto Layout (issue 22): the 100-view, 412-constraint screen of ``LayoutScreen`` laid out from
/// scratch and after one constant changes, through views and `LayoutConstraint`s and through the bare
/// solver; the same system goes to kiwisolver (scripts/bench-solver, run by scripts/bench).
@MainActor
enum LayoutBenchmarks {
    static let runs = 201
    /// Where to write the solver system for kiwisolver (`--solver-system FILE`); nil writes nothing.
    static var systemPath: String?

    static let workloads: [(name: String, run: @MainActor () -> [Figure])] = [
        ("layout_solve", layoutSolve), ("layout_constant", layoutConstant),
        ("solver_solve", solverSolve), ("solver_constant", solverConstant),
    ]

    static func run(only names: Set<String>? = nil) -> [Figure] {
        workloads.filter { names?.contains($0.name) ?? true }.flatMap { $0.run() }
    }

    /// The views and constraints are made beforehand; the figure is the first `layoutIfNeeded()`:
    /// the engine built from the 412 active constraints (and the root's 4), solved, and 99 frames written.
    static func layoutSolve() -> [Figure] {
        let screen = LayoutScreen()
        var samples: [Double] = []
        for run in 0..<(runs + 10) {
            let (root, views, _) = screen.makeViews()
            let time = seconds { root.layoutIfNeeded() }
            check(views[41].frame.width > 0 && views[99].frame.maxY > 0, "the screen was not laid out")
            if run >= 10 { samples.append(time * 1e6) }
        }
        return [Figure("layout_solve_us", samples, target: 1000,
                       label: "Auto Layout: 100 views, \(screen.specs.count) constraints, first layoutIfNeeded (µs)", decimals: 0)]
    }

    /// One constraint's constant toggled between 8 and 16, then `layoutIfNeeded()`: a constant edit in
    /// the kept solver, the solution read, the moved frames written.
    static func layoutConstant() -> [Figure] {
        let screen = LayoutScreen()
        let (root, views, constraints) = screen.makeViews()
        root.layoutIfNeeded()
        let changed = constraints[screen.changed]
        let before = views[41].frame.minX
        var samples: [Double] = []
        for run in 0..<(runs + 10) {
            let time = seconds {
                changed.constant = changed.constant == 8 ? 16 : 8
                root.layoutIfNeeded()
            }
            check(views[41].frame.minX == before + (changed.constant - 8), "the changed constant did not move view 41")
            if run >= 10 { samples.append(time * 1e6) }
        }
        return [Figure("layout_constant_us", samples, target: 50,
                       label: "Auto Layout: one constant changed, layoutIfNeeded (µs)", decimals: 1)]
    }

    /// The same system in the bare solver: add all 416 constraints and read the solution. Writes the
    /// system (with this solution) for kiwisolver.
    static func solverSolve() -> [Figure] {
        let screen = LayoutScreen()
        let (variables, constraints) = screen.makeSolverSystem()
        var samples: [Double] = []
        for run in 0..<(runs + 10) {
            let time = seconds {
                let solver = Solver()
                do { try solver.add(constraints) } catch { check(false, "the screen does not solve: \(error)") }
                solver.updateVariables()
            }
            if run >= 10 { samples.append(time * 1e6) }
        }
        check(variables[4 * 41 + 2].value > 0, "the bare solver did not solve the screen")
        if let systemPath {
            do { try OutputFile.write(screen.json(variables, constraints), to: systemPath) } catch {
                check(false, "cannot write the solver system to \(systemPath): \(error)")
            }
        }
        return [Figure("solver_solve_us", samples, label: "ConstraintSolver alone: the same \(constraints.count) constraints, add all + solve (µs)",
                       decimals: 0)]
    }

    /// The bare solver: `setConstant` of the toggled constraint, then the solution read.
    static func solverConstant() -> [Figure] {
        let screen = LayoutScreen()
        let (variables, constraints) = screen.makeSolverSystem()
        let solver = Solver()
        do { try solver.add(constraints) } catch { check(false, "the screen does not solve: \(error)") }
        solver.updateVariables()
        let changed = constraints[screen.changedSolverIndex]
        let before = variables[4 * 41].value
        var toggle = false
        var samples: [Double] = []
        for run in 0..<(runs + 10) {
            let time = seconds {
                toggle.toggle()
                do { try solver.setConstant(toggle ? -16 : -8, of: changed) } catch { check(false, "\(error)") }
                solver.updateVariables()
            }
            check(variables[4 * 41].value == before + (toggle ? 8 : 0), "setConstant did not move view 41")
            if run >= 10 { samples.append(time * 1e6) }
        }
        return [Figure("solver_constant_us", samples, label: "ConstraintSolver alone: setConstant + solve (µs)", decimals: 2)]
    }
}
