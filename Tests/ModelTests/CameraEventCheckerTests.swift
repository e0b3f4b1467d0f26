import Testing
import InfoWindowKit

/// The camera-event rules the model test checks (R29) catch sequences that break them.
@Suite("R29 the camera-event checker catches broken sequences")
struct CameraEventCheckerTests {
    static let a = CameraPosition(latitude: 0, longitude: 0, zoom: 4)
    static let b = CameraPosition(latitude: 1, longitude: 1, zoom: 4)

    private func problem(_ entries: [CameraEntry], finish: Bool = true) -> String? {
        var checker = CameraEventChecker()
        checker.read(entries)
        if finish { checker.finish() }
        return checker.problem
    }

    @Test("R29 a well-formed gesture and a code move pass")
    func good() {
        #expect(problem([.operation(.gesture), .frame, .willMove(gesture: true, from: Self.a), .frame, .didChange(Self.b),
                         .frame, .idle(Self.b, fingerDown: false, animating: false),
                         .operation(.code), .willMove(gesture: false, from: Self.b), .willMove(gesture: false, from: Self.b),
                         .frame, .didChange(Self.a), .idle(Self.a, fingerDown: false, animating: false)]) == nil)
    }

    @Test("R29 each broken rule is named")
    func broken() {
        let cases: [([CameraEntry], String)] = [
            ([.operation(.other), .willMove(gesture: false, from: Self.a)], "moves no camera"),
            ([.operation(.code), .willMove(gesture: true, from: Self.a)], "without a gesture"),
            ([.operation(.gesture), .willMove(gesture: true, from: Self.a), .willMove(gesture: true, from: Self.a)], "second willMove(true)"),
            ([.operation(.other), .didChange(Self.a)], "didChange outside"),
            ([.operation(.code), .willMove(gesture: false, from: Self.a), .frame, .didChange(Self.b), .didChange(Self.b)], "two didChange"),
            ([.operation(.gesture), .willMove(gesture: true, from: Self.a), .idle(Self.b, fingerDown: true, animating: false)], "finger is down"),
            ([.operation(.code), .willMove(gesture: false, from: Self.a), .idle(Self.b, fingerDown: false, animating: true)], "animates"),
            ([.operation(.code), .willMove(gesture: false, from: Self.a), .idle(Self.b, fingerDown: false, animating: false)], "no didChange"),
            ([.operation(.other), .idle(Self.a, fingerDown: false, animating: false)], "idleAt outside"),
            ([.operation(.code), .willMove(gesture: false, from: Self.a), .frame, .didChange(Self.b)], "never reached idleAt"),
        ]
        for (entries, message) in cases {
            let found = problem(entries)
            #expect(found?.contains(message) == true, "expected [\(message)], got \(found ?? "nothing")")
        }
    }
}
