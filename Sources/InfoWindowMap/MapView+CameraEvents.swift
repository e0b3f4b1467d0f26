import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// A camera change between its `willMove` and its `idleAt` (R29).
struct CameraMotion {
    /// Whether a user gesture started it.
    var gesture: Bool
    /// The pointer press of that gesture.
    var press: Int
    /// The camera last reported by `didChange` (or the camera at the start).
    var announced: CameraPosition
}

/// Camera events (R29): `willMove` when a change starts, `didChange` at most once per frame while the
/// camera moves, `idleAt` once when it settles with no finger down.
extension MapView {
    /// Announces a change about to start, unless it continues the gesture already announced.
    func cameraWillMove(gesture: Bool) {
        if !gesture { cameraState.codeMoves += 1 }
        if gesture, let motion = cameraState.motion, motion.gesture, motion.press == input.pressCount { return }
        if cameraState.motion == nil {
            cameraState.motion = CameraMotion(gesture: gesture, press: input.pressCount, announced: cameraState.current)
        } else {
            cameraState.motion?.gesture = gesture
            cameraState.motion?.press = input.pressCount
        }
        delegate?.mapView(self, willMove: gesture)
    }

    /// At a frame: reports where the camera is if it moved, and its rest if it settled.
    func flushCameraEvents() {
        guard let motion = cameraState.motion, !cameraState.isFlushingEvents else { return }
        cameraState.isFlushingEvents = true
        defer { cameraState.isFlushingEvents = false }
        if cameraState.current != motion.announced {
            let current = cameraState.current
            cameraState.motion?.announced = current
            delegate?.mapView(self, didChange: current)
        }
        guard cameraState.motion != nil, !isAnimatingCamera, !input.gestures.isPressed else { return }
        cameraState.motion = nil
        delegate?.mapView(self, idleAt: cameraState.current)
    }

    /// True between a `willMove` and its `idleAt`.
    public var isCameraMoving: Bool { cameraState.motion != nil }
}
