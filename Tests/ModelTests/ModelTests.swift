import Foundation
import Testing

/// Model-based random testing of the selection rules (issue 7): generated sequences of taps, long
/// presses, selections, removals, camera moves and delegate callbacks, run on the real `MapView` and on
/// an independent reference model, compared after every step.
@MainActor
@Suite("Model-based testing of the selection rules")
struct ModelTests {
    @Test("R1 R4–R10 R12 R15–R18 R21–R24 R29 R30 R32 R33 D14–D16 D18 D20 D44 D150: 500 seeds × 300 random steps agree with the reference model")
    func randomSequencesAgreeWithModel() {
        let settings = ModelSettings.fromEnvironment()
        let checker = ModelChecker()
        var summary = RunSummary()
        for seed in settings.seeds {
            let steps = settings.steps(seed: seed)
            let trace: ((IndexedStep, String, Observation, Observation) -> Void)? = settings.trace
                ? { indexed, note, expected, _ in print(MismatchReport.traceLine(indexed, note, expected)) } : nil
            if let mismatch = checker.check(steps, summary: &summary, trace: trace) {
                let shrunk = checker.shrink(steps, failingAt: mismatch.position)
                Issue.record(Comment(rawValue: MismatchReport.text(seed: seed, operations: settings.operations,
                                                                   original: mismatch, shrunk: shrunk, checker: checker)))
                return
            }
        }
        #expect(summary.steps == settings.seeds.count * (settings.keep?.count ?? settings.operations))
        print("ModelTests: \(settings.seeds.count) seed(s), \(summary.steps) steps (\(summary.skipped) skipped), "
              + "\(summary.reactionsFired) delegate calls into the map, "
              + "hits \(summary.targets.sorted { $0.key < $1.key }), closes \(summary.reasons.sorted { $0.key < $1.key })\n"
              + "ModelTests: rules applied \(summary.rules.sorted { $0.key < $1.key })\n"
              + "ModelTests: camera events checked \(summary.cameraEvents.sorted { $0.key < $1.key })")
        if settings.isDefaultRun {
            // The generator must reach every rule: every delegate method, every close reason, every
            // kind of hit, and most steps must do something.
            for method in DelegateMethod.allCases where !method.isCameraEvent {
                #expect(summary.methods[method, default: 0] >= 100, "delegate method \(method.rawValue) called")
            }
            for event in ["willMove(gesture)", "willMove(code)", "didChange", "idleAt"] {
                #expect(summary.cameraEvents[event, default: 0] >= 100, "camera event \(event) checked (R29)")
            }
            for reason in ["mapTapped", "otherMarkerTapped", "markerTappedAgain", "programmatic", "markerRemoved", "overlayTapped"] {
                #expect(summary.reasons[reason, default: 0] >= 100, "windows closed with .\(reason)")
            }
            for target in ["window", "marker", "shape", "map"] {
                #expect(summary.targets[target, default: 0] >= 1000, "presses that hit the \(target)")
            }
            #expect(Double(summary.skipped) < 0.25 * Double(summary.steps), "most steps act on something")
            #expect(summary.reactionsFired >= summary.steps / 20, "the delegate calls back into the map often")
            for rule in ["R3 default window", "R4 nothing to show", "R5 another marker", "R6 tapped again", "R7 foreign marker",
                         "R7 removed marker", "R7 refresh", "R8 map tap closes", "R9 window tap", "R10 removed while open",
                         "R15 custom window", "R16 custom contents", "R21 veto", "R22 removed while building",
                         "D14 tracked content gone", "D15 refresh without content", "R9 window above a marker",
                         "R12 untappable marker let through", "R24 overlapping markers", "R30 drag",
                         "R30 removed while dragged", "R32 shape tap", "D44 shape tap closes", "R33 shape window"] {
                #expect(summary.rules[rule, default: 0] >= 20, "the model applied \(rule)")
            }
        }
    }

    @Test("The checker catches a model that breaks R6, R8 or D16 and shrinks the failure to a few steps")
    func checkerCatchesWrongModels() {
        let good = ModelChecker()
        for variant in ReferenceModel.Variant.allCases where variant != .faithful {
            let wrong = ModelChecker(variant: variant)
            var found: (seed: UInt64, steps: [IndexedStep], mismatch: Mismatch)?
            for seed in UInt64(1)...50 {
                let steps = OperationGenerator.steps(seed: seed, count: 300).enumerated().map { IndexedStep(index: $0, step: $1) }
                if let mismatch = wrong.check(steps) {
                    found = (seed, steps, mismatch)
                    break
                }
            }
            guard let found else {
                Issue.record("the wrong model \(variant) agreed with the library on 50 seeds")
                continue
            }
            let shrunk = wrong.shrink(found.steps, failingAt: found.mismatch.position)
            print("ModelTests: the wrong model \(variant) fails on seed \(found.seed) at step \(found.mismatch.step.index); "
                  + "shrunk to \(shrunk.count) step(s): MODEL_KEEP=\(ModelSettings.keepList(shrunk))")
            #expect(shrunk.count <= 6, "\(variant): shrunk to \(shrunk.count) steps")
            #expect(wrong.check(shrunk) != nil, "\(variant): the shrunk sequence still fails")
            #expect(good.check(shrunk) == nil, "\(variant): the faithful model agrees with the library on it")
            let report = MismatchReport.text(seed: found.seed, operations: 300, original: found.mismatch,
                                             shrunk: shrunk, checker: wrong)
            #expect(report.contains("MODEL_SEED=\(found.seed) MODEL_KEEP=\(ModelSettings.keepList(shrunk))"))
        }
    }

    @Test("A replay list round-trips: MODEL_KEEP picks the printed steps, '-' drops their reactions")
    func replayListRoundTrips() {
        let settings = ModelSettings(seeds: [7], operations: 50, keep: ModelSettings.parseKeep("3, 17-,45,99"), trace: false)
        let steps = settings.steps(seed: 7)
        #expect(steps.map(\.index) == [3, 17, 45], "indices beyond the sequence are dropped")
        #expect(steps[1].withoutReactions && steps[1].step.reactions.isEmpty)
        #expect(ModelSettings.keepList(steps) == "3,17-,45")
        let all = OperationGenerator.steps(seed: 7, count: 50)
        #expect(steps[0].step == all[3] && steps[2].step == all[45])
        #expect(OperationGenerator.steps(seed: 7, count: 20) == Array(all.prefix(20)), "a seed's steps do not depend on the length")
    }
}
