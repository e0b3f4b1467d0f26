import Foundation

/// How much the model test runs, from the environment:
/// - `MODEL_SEEDS` (default 500) seeds of `MODEL_OPS` (default 300) steps each, starting at
///   `MODEL_FIRST_SEED` (default 1); or `MODEL_TOTAL_OPS` steps in all (the soak: seeds enough to reach it);
/// - `MODEL_SEED=n` replays seed n alone, `MODEL_KEEP=3,17-,45` only those steps of it (`-`: without the
///   step's delegate reactions), as printed by a failure;
/// - `MODEL_TRACE=1` prints every step of the run.
struct ModelSettings {
    var seeds: [UInt64]
    var operations: Int
    var keep: [(index: Int, withoutReactions: Bool)]?
    var trace: Bool

    static let defaultSeeds = 500
    static let defaultOperations = 300

    /// True when the run is the default `make test` run (the coverage checks apply to it).
    var isDefaultRun: Bool { keep == nil && seeds.count >= Self.defaultSeeds && operations >= Self.defaultOperations }

    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> ModelSettings {
        func number(_ name: String) -> Int? { environment[name].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
        let operations = max(1, number("MODEL_OPS") ?? defaultOperations)
        let trace = environment["MODEL_TRACE"].map { $0 != "0" && !$0.isEmpty } ?? false
        if let seed = number("MODEL_SEED") {
            return ModelSettings(seeds: [UInt64(max(0, seed))], operations: operations,
                                 keep: environment["MODEL_KEEP"].map(parseKeep), trace: trace)
        }
        let first = UInt64(max(0, number("MODEL_FIRST_SEED") ?? 1))
        var count = max(1, number("MODEL_SEEDS") ?? defaultSeeds)
        if let total = number("MODEL_TOTAL_OPS") { count = max(1, (total + operations - 1) / operations) }
        return ModelSettings(seeds: (0..<UInt64(count)).map { first + $0 }, operations: operations, keep: nil, trace: trace)
    }

    /// "3,17-,45" → [(3, false), (17, true), (45, false)].
    static func parseKeep(_ text: String) -> [(index: Int, withoutReactions: Bool)] {
        text.split(separator: ",").compactMap { part in
            let item = part.trimmingCharacters(in: .whitespaces)
            let bare = item.hasSuffix("-") ? String(item.dropLast()) : item
            return Int(bare).map { ($0, item.hasSuffix("-")) }
        }
    }

    /// The inverse of ``parseKeep(_:)``.
    static func keepList(_ steps: [IndexedStep]) -> String {
        steps.map { "\($0.index)\($0.withoutReactions ? "-" : "")" }.joined(separator: ",")
    }

    /// The steps of `seed` this run uses.
    func steps(seed: UInt64) -> [IndexedStep] {
        let all = OperationGenerator.steps(seed: seed, count: operations).enumerated().map { IndexedStep(index: $0, step: $1) }
        guard let keep else { return all }
        return keep.compactMap { item in
            guard item.index >= 0, item.index < all.count else { return nil }
            var step = all[item.index]
            if item.withoutReactions {
                step.step.reactions = []
                step.withoutReactions = true
            }
            return step
        }
    }
}
