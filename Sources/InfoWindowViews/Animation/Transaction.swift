import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Core Animation's `CATransaction`: groups property changes so that they animate together with one
/// duration and one completion. Changes of a marker's `position`, `rotation` and `opacity` and camera
/// animations (`MapView.animate(to:)`) made between ``begin()`` and ``commit()`` animate over the
/// transaction's ``animationDuration()``; the completion block runs once, when the last of them ends.
///
/// Outside an explicit transaction those changes apply at once (**decided**: there are no implicit
/// animations, so a headless map shows a new value in the next frame; on iOS they would animate for
/// 0.25 s). Transactions nest; the innermost value set wins. A ``commit()`` without a ``begin()`` is
/// ignored with a warning; a transaction left open is committed, with a warning, at the next step of a
/// host's clock.
@MainActor
public enum Transaction {
    private final class Level {
        var duration: TimeInterval?
        var disablesActions: Bool?
        var completion: (() -> Void)?
        var group: AnimationGroup?
        let depthWarning: Bool
        init(depthWarning: Bool) { self.depthWarning = depthWarning }
    }

    private static var stack: [Level] = []

    /// The duration of an explicit transaction that sets none, seconds: Core Animation's 0.25.
    public static let defaultAnimationDuration: TimeInterval = 0.25

    /// Opens a transaction (nested in the open one, if any).
    public static func begin() {
        stack.append(Level(depthWarning: stack.count == 32))
        if stack.count == 33 {
            Diagnostics.warn("CATransaction.begin() nested 33 deep; is a commit() missing?")
        }
    }

    /// Closes the innermost transaction: its animations are already running; its completion block runs
    /// when the last of them ends (at the next clock step when it started none).
    public static func commit() {
        guard let level = stack.popLast() else {
            Diagnostics.warn("CATransaction.commit() without a begin(); ignored")
            return
        }
        finish(level)
    }

    /// The innermost open transaction's duration (inherited from outer ones), seconds; 0.25 when none
    /// sets it. Outside any transaction: 0 (changes apply at once).
    public static func animationDuration() -> TimeInterval {
        guard !stack.isEmpty else { return 0 }
        for level in stack.reversed() { if let d = level.duration { return d } }
        return defaultAnimationDuration
    }

    /// Sets the innermost transaction's duration, seconds. Zero or less means no animation; a value that
    /// is not finite is ignored with a warning. Outside a transaction it does nothing (warned).
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard let level = stack.last else {
            Diagnostics.warn("CATransaction.setAnimationDuration(\(duration)) outside begin()/commit(); ignored")
            return
        }
        guard duration.isFinite else {
            Diagnostics.warn("CATransaction.setAnimationDuration(\(duration)) is not finite; no animation")
            level.duration = 0
            return
        }
        level.duration = duration
    }

    /// Whether changes in the innermost transaction apply at once instead of animating. Default false.
    public static func disableActions() -> Bool {
        for level in stack.reversed() { if let d = level.disablesActions { return d } }
        return false
    }

    /// Makes changes in the innermost transaction apply at once (true) or animate (false).
    public static func setDisableActions(_ flag: Bool) {
        guard let level = stack.last else {
            Diagnostics.warn("CATransaction.setDisableActions(_:) outside begin()/commit(); ignored")
            return
        }
        level.disablesActions = flag
    }

    /// The block run once when every animation of the innermost transaction has ended.
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion }

    /// Sets the block run once when every animation started from now on in the innermost transaction
    /// has ended (at the next clock step if it starts none). Outside a transaction: ignored, warned.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let level = stack.last else {
            Diagnostics.warn("CATransaction.setCompletionBlock(_:) outside begin()/commit(); ignored")
            return
        }
        level.completion = block
        level.group = nil
    }

    /// True while a transaction is open.
    public static var isOpen: Bool { !stack.isEmpty }

    /// How a change made now animates: nil when it applies at once (no open transaction, actions
    /// disabled, or a duration of zero or less); otherwise the duration and the group of the innermost
    /// transaction (made on first use, so its completion waits for this animation).
    package static func currentAnimation() -> (duration: TimeInterval, group: AnimationGroup)? {
        guard let level = stack.last, !disableActions() else { return nil }
        let duration = animationDuration()
        guard duration > 0 else { return nil }
        return (duration, group(of: level))
    }

    /// Commits, with a warning, transactions left open: called by hosts at each clock step.
    package static func commitAbandoned() {
        guard !stack.isEmpty else { return }
        Diagnostics.warn("CATransaction.begin() without commit(); \(stack.count) open transaction(s) committed at the next frame")
        while let level = stack.popLast() { finish(level) }
    }

    private static func group(of level: Level) -> AnimationGroup {
        if let group = level.group { return group }
        let completion = level.completion
        let group = AnimationGroup(completion: completion.map { block in { _ in block() } })
        level.group = group
        return group
    }

    private static func finish(_ level: Level) {
        if level.completion != nil { group(of: level).seal() } else { level.group?.seal() }
    }
}
