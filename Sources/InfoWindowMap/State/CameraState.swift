import Foundation
import InfoWindowCore

/// What a map knows about its camera beyond the camera itself: the change announced and not yet idle
/// (R29), and the facts R29 and D27 need about who moved it.
@MainActor
struct CameraState {
    /// The camera (clamped, valid).
    var current: CameraPosition
    /// The camera change announced by `willMove` and not yet idle (R29).
    var motion: CameraMotion?
    /// True while `didChange`/`idleAt` are being sent.
    var isFlushingEvents = false
    /// True while a gesture's change is applied (its `willMove` says `gesture: true`).
    var isApplyingGesture = false
    /// Camera changes started by code so far (`willMove(false)`), and whether the delegate's `didTap`
    /// started one (D27).
    var codeMoves = 0
    var delegateMoved = false
    /// The zoom limits (``MapView/minZoom``, ``MapView/maxZoom``, D110).
    var minZoom = CameraPosition.minimumZoom
    var maxZoom = CameraPosition.maximumZoom
    /// Where the target may go (``MapView/cameraTargetBounds``, D110).
    var targetBounds: CoordinateBounds?
    /// The frame rate the map asks its host for (``MapView/preferredFrameRate``, D113).
    var frameRate = FrameRate.maximum
    /// How padding meets the safe area (``MapView/paddingAdjustmentBehavior``).
    var paddingAdjustment = PaddingAdjustmentBehavior.always
    /// The tile-rendering and snapshot-ready calls' memory (D114).
    var renderEvents = RenderEventState()
}
