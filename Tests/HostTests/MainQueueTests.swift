import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

@MainActor
@Suite("D25 the main queue runs while a host runs: DispatchQueue.main, main-actor tasks, asyncAfter in real time")
struct MainQueueTests {
    @Test("D212 run(until:) counts the time it ran: a main thread busy elsewhere past the timeout does not use it up")
    func busyMainThreadKeepsTheTimeout() async {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var done = false
        // Other main-thread work holds the thread for longer than the whole timeout, then queues more.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) {
            Thread.sleep(forTimeInterval: 0.6)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { done = true }
        }
        let start = window.currentTime
        #expect(await window.run(until: { done }, timeout: 0.3), "the work queued after the busy stretch got its frames")
        #expect(window.currentTime - start >= 0.7, "the clock followed real time through the busy stretch")
    }

    @Test("D25 run(for:) lets queued work run between frames and keeps the clock with real time")
    func runForRunsQueue() async {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var ran: [String] = []
        DispatchQueue.main.async { ran.append("async") }
        Task { @MainActor in ran.append("task") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { ran.append("after 0.05 s") }
        #expect(ran.isEmpty, "nothing runs inside the caller's turn")
        let start = window.currentTime
        await window.run(for: 0.3)
        #expect(Set(ran) == ["async", "task", "after 0.05 s"] && ran.last == "after 0.05 s", "\(ran)")
        #expect(abs(window.currentTime - start - 0.3) < 1e-9)
        var later = false
        let begun = ContinuousClock.now
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { later = true }
        #expect(await window.run(until: { later }, timeout: 30))
        #expect(begun.duration(to: .now) >= .milliseconds(200), "asyncAfter's deadline is real time")
    }

    @Test("D25 work queued from inside the run (a completion, a delegate) runs in the same run; animations step with it")
    func workDuringRun() async {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var finished = false
        DispatchQueue.main.async {
            View.animate(withDuration: 0.1, animations: { view.alpha = 0 }, completion: { _ in finished = true })
        }
        #expect(await window.run(until: { finished }, timeout: 30))
        #expect(view.drawnAlpha == 0)
    }

    @Test("D25 run(for:) with a non-positive or non-finite time returns at once")
    func badRun() async {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for seconds in [0, -1, Double.nan, .infinity] { await window.run(for: seconds) }
        #expect(window.currentTime == 0)
    }
}
