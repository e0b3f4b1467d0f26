import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The main queue and real time (docs/decisions.md D25). Work an app queues with
/// `DispatchQueue.main.async`, `asyncAfter` or a main-actor `Task` runs when the main thread is free to
/// run it: on iOS, between two turns of the run loop. A host gives it that chance.
///
/// - A program whose own loop runs on the main thread outside any queued block (top-level code, a
///   synchronous `main`) calls ``runMainQueue()`` once per turn: everything that is due runs then.
///   `MapWindow.run()` in InfoWindowSDL does so on every turn of its event loop.
/// - Code that is itself running as main-queue work (a main-actor test, an `async` main) cannot run the
///   queue from inside; it awaits instead: ``run(for:)`` keeps the window's clock in step with real
///   time for that long and lets the queued work run between frames. `asyncAfter` deadlines are real
///   time (`DispatchTime`), so a two-second message takes two real seconds to go.
extension Window {
    /// Runs the main-queue work that is due now, when called from a loop on the main thread that is not
    /// itself queued work (it cannot run the queue from inside a block the queue is running). Returns
    /// at once when nothing is due.
    public func runMainQueue() {
        _ = RunLoop.main.run(mode: .default, before: Date())
    }

    /// Runs the window for `seconds` of real time: the clock follows real time in steps of a frame
    /// (1/60 s, or the maps' `preferredFrameRate`: ``framesPerSecond(displayRate:)``), and main-queue work (`asyncAfter`, `Task { @MainActor … }`) runs between steps.
    /// For tests and headless tools that are themselves main-actor code.
    ///
    /// When the main thread was busy elsewhere (other work on the main actor), the queued work that fell
    /// due meanwhile still runs before this returns: the last step yields to it.
    public func run(for seconds: TimeInterval) async {
        guard seconds.isFinite, seconds > 0 else { return }
        _ = await run(until: { false }, timeout: seconds, countingBusyTime: true)
    }

    /// Runs the window as ``run(for:)`` does until `condition` holds (checked after every frame) or
    /// the window has run for `timeout` seconds; returns whether the condition held. For tests that
    /// wait for something the app does later ("the toast is gone") without guessing how long it takes
    /// on a busy machine. The clock follows real time; the timeout counts the time this loop ran, so a
    /// stretch while the main thread was busy with other work counts as two frames: work that fell due
    /// then, and an animation it starts, still get their frames before the timeout.
    @discardableResult
    public func run(until condition: () -> Bool, timeout: TimeInterval) async -> Bool {
        await run(until: condition, timeout: timeout, countingBusyTime: false)
    }

    /// The loop of both: `countingBusyTime` counts every second of real time towards `timeout` and ends
    /// with the clock exactly `timeout` on (``run(for:)``); otherwise a busy stretch counts as two frames.
    private func run(until condition: () -> Bool, timeout: TimeInterval, countingBusyTime: Bool) async -> Bool {
        guard timeout.isFinite, timeout > 0 else { return condition() }
        let clock = ContinuousClock()
        let start = clock.now
        let startTime = currentTime
        let limit = Duration.seconds(timeout)
        var ran = Duration.zero
        var last = start
        while true {
            let now = clock.now
            let step = last.duration(to: now)
            ran += countingBusyTime ? step : min(step, .milliseconds(Int((2000 / framesPerSecond()).rounded())))
            last = now
            let elapsed = start.duration(to: now)
            if ran >= limit {
                // Work that fell due while the main thread was busy runs before the last step.
                await Task.yield()
                advance(to: countingBusyTime ? startTime + timeout : max(currentTime, startTime + timeout))
                return condition()
            }
            advance(to: startTime + Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            if condition() { return true }
            // One frame at the rate the maps ask for (D113).
            try? await Task.sleep(for: .milliseconds(Int((1000 / framesPerSecond()).rounded())))
        }
    }
}
