import Foundation
import InfoWindowCore
internal import ConstraintSolver

/// Logging unsatisfiable constraints as UIKit does (D102): the list of the conflicting constraints,
/// then the one broken — the constraint whose addition (or new constant) made the required ones
/// contradict. Each app constraint is logged once.
extension LayoutEngine {
    func report(_ error: any Error, breaking constraint: LayoutConstraint) {
        guard !constraint.loggedConflict else { return }
        constraint.loggedConflict = true
        guard let error = error as? ConstraintSolverError, case let .unsatisfiable(_, conflicts) = error else {
            Diagnostics.warn("[LayoutConstraints] \(constraint) was left out of layout: \(error)")
            return
        }
        let listed = conflicts.map { describe($0) } + [constraint.description]
        Diagnostics.warn(Self.conflictMessage(listed, broken: constraint.description))
    }

    func reportMade(_ error: any Error, _ description: String) {
        guard let error = error as? ConstraintSolverError, case let .unsatisfiable(_, conflicts) = error else {
            Diagnostics.warn("[LayoutConstraints] \(description) was left out of layout: \(error)")
            return
        }
        Diagnostics.warn(Self.conflictMessage(conflicts.map { describe($0) } + [description], broken: description))
    }

    private func describe(_ constraint: SolverConstraint) -> String {
        if let app = appConstraints[constraint.id] { return app.description }
        return madeDescriptions[constraint.id]?.description ?? "\(constraint)"
    }

    /// UIKit's message, word for word where it applies.
    static func conflictMessage(_ constraints: [String], broken: String) -> String {
        let list = constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
        return """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \
            Try this: (1) look at each constraint and try to figure out which you don't expect; \
            (2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint \n\(broken)
            """
    }
}
