import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Something that runs a clock and steps the animations of what it shows: a ``Window``, or a
/// ``MapView`` for its markers, icon views and open window.
@MainActor
package protocol AnimationHost: AnyObject {
    /// The host's clock, seconds.
    var hostTime: TimeInterval { get }
}

/// A view or marker with animations.
@MainActor
package protocol AnimationTarget: AnyObject {
    /// The host whose clock runs this object's animations; nil while no host shows it.
    var animationHost: AnimationHost? { get }
    /// Steps the animations to `time`; false once none is left.
    func stepAnimations(to time: TimeInterval) -> Bool
}

/// The one place that knows which objects animate. Each host steps, on its own clock, the objects it
/// shows; completions collected during a step run after every value of the step is in place.
@MainActor
package enum Animator {
    private final class Entry {
        weak var target: AnimationTarget?
        init(_ target: AnimationTarget) { self.target = target }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var due: [() -> Void] = []
    /// The host running code right now (an event, a delegate call, a frame): animations of objects
    /// that no host shows yet start on its clock.
    static weak var ambientHost: AnimationHost?

    /// Starts watching `target` (it has at least one animation).
    package static func register(_ target: AnimationTarget) {
        let id = ObjectIdentifier(target)
        if entries[id]?.target == nil { entries[id] = Entry(target) }
    }

    /// The time an animation of `target` starts at now: its host's clock, the ambient host's, or nil
    /// (bound when a host first steps it).
    package static func startTime(for target: AnimationTarget) -> TimeInterval? {
        (target.animationHost ?? ambientHost)?.hostTime
    }

    /// Runs `work` after the current step, or at the next step of any host.
    static func schedule(_ work: @escaping () -> Void) {
        due.append(work)
    }

    /// True when some object animates on `host`'s clock or a completion is waiting.
    package static func isAnimating(on host: AnimationHost) -> Bool {
        if !due.isEmpty { return true }
        for entry in entries.values {
            if let target = entry.target, target.animationHost === host { return true }
        }
        return false
    }

    /// Steps every object shown by `host` to `time`, then (unless `runningCompletions` is false: the
    /// host calls ``runDue()`` itself once its frame's events are out) runs the completions that are due.
    package static func step(host: AnimationHost, to time: TimeInterval, runningCompletions: Bool = true) {
        hosting(host) { stepTargets(of: host, to: time) }
        if runningCompletions { runDue() }
    }

    /// Runs `body` with `host` as the ``ambientHost`` (animations started inside it start on that
    /// host's clock), then puts the previous one back.
    package static func hosting<T>(_ host: AnimationHost, _ body: () throws -> T) rethrows -> T {
        let previous = ambientHost
        ambientHost = host
        defer { ambientHost = previous }
        return try body()
    }

    private static func stepTargets(of host: AnimationHost, to time: TimeInterval) {
        var finished: [ObjectIdentifier] = []
        for (id, entry) in entries {
            guard let target = entry.target else { finished.append(id); continue }
            guard target.animationHost === host else { continue }
            if !target.stepAnimations(to: time) { finished.append(id) }
        }
        for id in finished { entries[id] = nil }
    }

    /// Runs the completions waiting, and any they schedule, in order.
    package static func runDue() {
        var rounds = 0
        while !due.isEmpty && rounds < 64 {
            let work = due
            due = []
            for item in work { item() }
            rounds += 1
        }
    }

    /// Forgets every animation and completion (for tests that must start clean).
    static func reset() {
        entries = [:]
        due = []
    }
}
