import Foundation

/// The text printed for a failing seed: the shrunk steps with what each did and both sides' logs, the
/// disagreement, and the command that replays it.
@MainActor
enum MismatchReport {
    static func text(seed: UInt64, operations: Int, original: Mismatch, shrunk: [IndexedStep],
                     checker: ModelChecker) -> String {
        var lines = ["The library disagrees with the reference model: seed \(seed), step \(original.step.index) of \(operations)."]
        lines.append("Shrunk to \(shrunk.count) step(s):")
        var summary = RunSummary()
        let final = checker.check(shrunk, summary: &summary) { indexed, note, expected, actual in
            lines.append("  #\(indexed.index)\(indexed.withoutReactions ? " (reactions removed)" : ""): \(indexed.step)")
            if !note.isEmpty { lines.append("      \(note)") }
            lines.append("      model:   \(expected)")
            if actual != expected { lines.append("      library: \(actual)") }
        }
        let mismatch = final ?? original
        lines.append("First disagreement after step #\(mismatch.step.index):")
        lines.append("  expected (model): \(mismatch.expected)")
        lines.append("  actual (library): \(mismatch.actual)")
        var command = "MODEL_SEED=\(seed) MODEL_KEEP=\(ModelSettings.keepList(shrunk))"
        if operations != ModelSettings.defaultOperations { command += " MODEL_OPS=\(operations)" }
        lines.append("Replay the shrunk sequence: \(command) swift test --filter ModelTests")
        lines.append("Replay the whole seed:      MODEL_SEED=\(seed) swift test --filter ModelTests  (add MODEL_TRACE=1 for every step)")
        return lines.joined(separator: "\n")
    }

    /// One line per step of a passing run, for `MODEL_TRACE=1`.
    static func traceLine(_ indexed: IndexedStep, _ note: String, _ expected: Observation) -> String {
        "#\(indexed.index): \(indexed.step)\(note.isEmpty ? "" : "\n    \(note)")\n    \(expected)"
    }
}
