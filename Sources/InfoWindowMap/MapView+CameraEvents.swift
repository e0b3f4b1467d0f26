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
        if !gesture { codeCameraMoves += 1 }
        if gesture, let motion = cameraMotion, motion.gesture, motion.press == pressCount { return }
        if cameraMotion == nil {
            cameraMotion = CameraMotion(gesture: gesture, press: pressCount, announced: storedCamera)
        } else {
            cameraMotion?.gesture = gesture
            cameraMotion?.press = pressCount
        }
        delegate?.mapView(self, willMove: gesture)
    }

    /// At a frame: reports where the camera is if it moved, and its rest if it settled.
    func flushCameraEvents() {
        guard let motion = cameraMotion, !isFlushingCameraEvents else { return }
        isFlushingCameraEvents = true
        defer { isFlushingCameraEvents = false }
        if storedCamera != motion.announced {
            cameraMotion?.announced = storedCamera
            delegate?.mapView(self, didChange: storedCamera)
        }
        guard cameraMotion != nil, animation == nil, !gestures.isPressed else { return }
        cameraMotion = nil
        delegate?.mapView(self, idleAt: storedCamera)
    }

    /// True between a `willMove` and its `idleAt`.
    public var isCameraMoving: Bool { cameraMotion != nil }
}
