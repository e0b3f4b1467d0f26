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
    /// The numbers animated on their own (D115), over the whole-camera animation.
    private var tracks: [CameraComponent: CameraTrack] = [:]

    init(map: MapView) {
        self.map = map
    }

    /// The map, whose clock runs the camera's animation.
    var animationHost: AnimationHost? { map }

    /// True while a camera animation runs.
    var isAnimating: Bool { !animations.isEmpty || !tracks.isEmpty }

    /// True while a whole-camera move (``start(from:to:duration:at:group:continuing:)``) runs.
    var isMovingWholeCamera: Bool { !animations.isEmpty }

    /// Starts animating one number of the camera, replacing a running animation of that number (D115).
    func start(_ track: CameraTrack) {
        tracks[track.component] = track
        Animator.register(self)
    }

    /// Starts moving from `from` to `to` over `duration` seconds (cubic ease in and out; ease-out only
    /// when `continuing` a move it replaces, D116), replacing a running move; the transaction `group`, if
    /// any, waits for it.
    func start(from: CameraPosition, to: CameraPosition, duration: TimeInterval, at time: TimeInterval, group: AnimationGroup?,
               continuing: Bool = false) {
        goal = to
        // D116: a move that takes over from a running one is already at speed: it eases out only.
        animations.add(PropertyAnimation(property: .camera, from: .camera(from), to: .camera(to), start: time, delay: 0,
                                         duration: duration, timing: continuing ? .curve(.easeOut) : .cubicInOut, repeats: false, autoreverses: false,
                                         group: group))
        Animator.register(self)
    }

    /// Ends the running move where it is (its completion hears `false`).
    func cancel() {
        goal = nil
        tracks = [:]
        animations.cancel(.camera)
    }

    /// Steps the move to `time` and puts the camera where it is drawn (at the goal once it ends).
    package func stepAnimations(to time: TimeInterval) -> Bool {
        guard isAnimating else { return false }
        if !animations.isEmpty {
            _ = animations.step(to: time)
            if let camera = animations.value(.camera)?.camera ?? goal { map?.setCamera(camera) }
            if animations.isEmpty { goal = nil }
        }
        if !tracks.isEmpty, let map {
            var camera = map.camera
            for (component, track) in tracks {
                let (value, ended) = track.value(at: time)
                camera = component.setting(value, in: camera)
                if ended { tracks[component] = nil }
            }
            map.setCamera(camera)
        }
        return isAnimating
    }
}
