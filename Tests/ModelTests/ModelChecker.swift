import Foundation
import InfoWindowKit

/// What one side looks like after a step.
struct Observation: Equatable, CustomStringConvertible {
    var log: [LogEntry]
    var selected: Int?
    var onMap: [Int]
    /// R7 warnings ("not on this map") since the run began.
    var notOnMapWarnings: Int
    /// Any other warning since the run began (a valid step should cause none).
    var otherWarnings: Int
    /// A window is drawn while `selectedMarker` is nil.
    var strayWindow: Bool
    /// The first broken camera-event rule (R29), if any: the model's side is always nil.
    var cameraProblem: String? = nil

    var description: String {
        var text = "log [\(log.map(\.description).joined(separator: ", "))], selected "
        text += selected.map { "m\($0)" } ?? "nil"
        text += ", on map \(onMap.map { "m\($0)" }), R7 warnings \(notOnMapWarnings)"
        if otherWarnings > 0 { text += ", other warnings \(otherWarnings)" }
        if strayWindow { text += ", a window is drawn with nothing selected" }
        if let cameraProblem { text += ", camera events: \(cameraProblem)" }
        return text
    }
}

/// A step of a seed's sequence with its index there, so a shrunk sequence can be replayed from the seed.
struct IndexedStep: Equatable {
    var index: Int
    var step: Step
    /// Shrinking took the step's delegate reactions away.
    var withoutReactions = false
}

/// The first step after which the model and the library disagree.
struct Mismatch {
    /// Position in the list that was run.
    var position: Int
    var step: IndexedStep
    var expected: Observation
    var actual: Observation
}

/// What a run did, for the coverage checks.
struct RunSummary {
    var steps = 0
    var skipped = 0
    var reactionsFired = 0
    var methods: [DelegateMethod: Int] = [:]
    var reasons: [String: Int] = [:]
    var rules: [String: Int] = [:]
    var targets: [String: Int] = [:]
    var cameraEvents: [String: Int] = [:]

    mutating func merge(_ other: RunSummary) {
        steps += other.steps
        skipped += other.skipped
        reactionsFired += other.reactionsFired
        methods.merge(other.methods, uniquingKeysWith: +)
        reasons.merge(other.reasons, uniquingKeysWith: +)
        rules.merge(other.rules, uniquingKeysWith: +)
        targets.merge(other.targets, uniquingKeysWith: +)
        cameraEvents.merge(other.cameraEvents, uniquingKeysWith: +)
    }
}

/// Runs step lists on a fresh reference model and a fresh map and compares them after every step.
@MainActor
struct ModelChecker {
    var variant = ReferenceModel.Variant.faithful

    /// Runs `steps`; returns the first mismatch (nil when all agree). `trace` hears every step with what
    /// it did and both sides' state.
    func check(_ steps: [IndexedStep], summary: inout RunSummary,
               trace: ((IndexedStep, String, Observation, Observation) -> Void)? = nil) -> Mismatch? {
        let sink = WarningSink()
        return Diagnostics.$sink.withValue(sink) {
            var run = ModelRun(variant: variant, sink: sink)
            for (position, indexed) in steps.enumerated() {
                let note = run.execute(indexed.step)
                let (expected, actual) = run.observe()
                trace?(indexed, note, expected, actual)
                summary.steps += 1
                if note.hasPrefix("skipped") { summary.skipped += 1 }
                summary.reactionsFired += run.model.reactionsFired
                summary.rules.merge(run.model.rulesApplied, uniquingKeysWith: +)
                if let range = note.range(of: " hits ") {
                    let hit = String(note[range.upperBound...])
                    summary.targets[hit == "window" || hit == "map" ? hit : hit.hasPrefix("s") ? "shape" : "marker", default: 0] += 1
                }
                for entry in expected.log {
                    summary.methods[entry.method, default: 0] += 1
                    if let reason = entry.reason { summary.reasons[reason, default: 0] += 1 }
                }
                if expected != actual {
                    return Mismatch(position: position, step: indexed, expected: expected, actual: actual)
                }
            }
            // R29: once the map has settled every camera change has ended.
            run.settle()
            let (expected, actual) = run.observe()
            summary.cameraEvents.merge(run.cameraCounts, uniquingKeysWith: +)
            if expected != actual, let last = steps.indices.last {
                return Mismatch(position: last, step: steps[last], expected: expected, actual: actual)
            }
            return nil
        }
    }

    func check(_ steps: [IndexedStep]) -> Mismatch? {
        var ignored = RunSummary()
        return check(steps, summary: &ignored)
    }

    /// Delta debugging: drops chunks of steps (halving the chunk size) and then single steps' reactions
    /// while the run still fails, and cuts everything after the failing step.
    func shrink(_ steps: [IndexedStep], failingAt position: Int) -> [IndexedStep] {
        var current = Array(steps.prefix(position + 1))
        func stillFails(_ candidate: [IndexedStep]) -> Bool {
            guard !candidate.isEmpty, let mismatch = check(candidate) else { return false }
            current = Array(candidate.prefix(mismatch.position + 1))
            return true
        }
        var chunk = max(1, current.count / 2)
        while true {
            var removed = false
            var start = 0
            while start < current.count {
                let end = min(start + chunk, current.count)
                if !stillFails(Array(current[..<start] + current[end...])) { start += chunk } else { removed = true }
            }
            for i in current.indices.reversed() where i < current.count && !current[i].step.reactions.isEmpty {
                var candidate = current
                candidate[i].step.reactions = []
                candidate[i].withoutReactions = true
                if stillFails(candidate) { removed = true }
            }
            if !removed {
                if chunk == 1 { break }
                chunk = max(1, chunk / 2)
            }
        }
        return current
    }
}
