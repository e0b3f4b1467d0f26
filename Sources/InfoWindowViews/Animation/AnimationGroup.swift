import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The animations started by one `View.animate` call or one ``Transaction``, and the completion that
/// runs once when the last of them ends (R27): `true` when every one ran to its end, `false` when a newer
/// animation of the same property replaced one of them.
///
/// A group with no animations at all completes at the next step of any host's clock, never inside the
/// call that made it (so a completion that starts the next animation cannot recurse).
@MainActor
package final class AnimationGroup {
    private var pending = 0
    private var allFinished = true
    private var sealed = false
    private var fired = false
    private let completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// An animation of the group started.
    package func join() { pending += 1 }

    /// An animation of the group ended; `finished` is false when it was replaced or cancelled.
    package func end(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    /// No more animations join: the animations block returned, or the transaction committed.
    func seal() {
        sealed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, pending <= 0, !fired else { return }
        fired = true
        guard let completion else { return }
        let finished = allFinished
        Animator.schedule { completion(finished) }
    }
}
