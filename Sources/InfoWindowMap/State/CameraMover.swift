import Foundation
import InfoWindowCore
import InfoWindowViews

/// Moves a map's camera through the animator, as views and markers move (R27): one animation of the
/// `.camera` property at a time, stepped by the map's clock; a newer move or a press replaces it and its
/// transaction's completion hears `false` (R27), one that runs to its end leaves the camera exactly at
/// the goal.
@MainActor
final class CameraMover: AnimationTarget {
    private weak var map: MapView?
    private var animations = AnimationSet()
    /// Where the running animation ends.
    private var goal: CameraPosition?

    init(map: MapView) {
        self.map = map
    }

    /// The map, whose clock runs the camera's animation.
    var animationHost: AnimationHost? { map }

    /// True while a camera animation runs.
    var isAnimating: Bool { !animations.isEmpty }

    /// Starts moving from `from` to `to` over `duration` seconds (cubic ease in and out), replacing a
    /// running move; the transaction `group`, if any, waits for it.
    func start(from: CameraPosition, to: CameraPosition, duration: TimeInterval, at time: TimeInterval, group: AnimationGroup?) {
        goal = to
        animations.add(PropertyAnimation(property: .camera, from: .camera(from), to: .camera(to), start: time, delay: 0,
                                         duration: duration, timing: .cubicInOut, repeats: false, autoreverses: false,
                                         group: group))
        Animator.register(self)
    }

    /// Ends the running move where it is (its completion hears `false`).
    func cancel() {
        goal = nil
        animations.cancel(.camera)
    }

    /// Steps the move to `time` and puts the camera where it is drawn (at the goal once it ends).
    package func stepAnimations(to time: TimeInterval) -> Bool {
        guard !animations.isEmpty else { return false }
        _ = animations.step(to: time)
        if let camera = animations.value(.camera)?.camera ?? goal { map?.setCamera(camera) }
        if animations.isEmpty { goal = nil }
        return !animations.isEmpty
    }
}
