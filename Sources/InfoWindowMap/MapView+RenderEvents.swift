import Foundation
import InfoWindowCore
import InfoWindowViews

/// The tile-rendering and snapshot-ready calls (D114). Tiles are drawn whole, synchronously, in the frame
/// that needs them, so a frame whose ground differs from the last frame's (another camera, size, scale,
/// basemap, style, map type or padding) rendered tiles: `mapViewDidStartTileRendering` and
/// `mapViewDidFinishTileRendering` follow it, in that order. `mapViewSnapshotReady` follows the first
/// frame that shows every change made to the map once its camera is idle (no animation, no finger down,
/// `idleAt` sent) — once per such state; the map's subviews coming and going do not count. The calls are
/// made after the frame, at the map's next clock step (``advance(to:)``, which a window's frames drive) or
/// at the end of ``snapshot()``, never while drawing.
extension MapView {
    /// The ground's look changed: the next frame renders tiles.
    func groundDidChange() {
        cameraState.renderEvents.groundRevision &+= 1
        setNeedsDisplay()
    }

    /// Counts a change of what the map draws; a change of its subviews alone is not one.
    func noteContentChange() {
        let ids = subviews.map(ObjectIdentifier.init)
        if ids != cameraState.renderEvents.subviewIDs {
            cameraState.renderEvents.subviewIDs = ids
            return
        }
        cameraState.renderEvents.contentRevision &+= 1
    }

    /// A frame was drawn: remember what it showed.
    func frameWasDrawn() {
        let key = RenderEventState.GroundKey(camera: cameraState.current, size: frame.size, scale: scale,
                                             revision: cameraState.renderEvents.groundRevision)
        if key != cameraState.renderEvents.drawnGround {
            cameraState.renderEvents.drawnGround = key
            cameraState.renderEvents.pendingTileRendering = true
        }
        cameraState.renderEvents.drawnContent = cameraState.renderEvents.contentRevision
    }

    /// True when the camera is at rest: no change announced and not yet idle, no animation, no finger.
    var isCameraAtRest: Bool {
        cameraState.motion == nil && !isAnimatingCamera && !input.gestures.isPressed
    }

    /// Makes the calls the frames drawn so far are owed (D114).
    func deliverRenderEvents() {
        guard !cameraState.renderEvents.isDelivering else { return }
        cameraState.renderEvents.isDelivering = true
        defer { cameraState.renderEvents.isDelivering = false }
        if cameraState.renderEvents.pendingTileRendering {
            cameraState.renderEvents.pendingTileRendering = false
            delegate?.mapViewDidStartTileRendering(self)
            delegate?.mapViewDidFinishTileRendering(self)
        }
        let events = cameraState.renderEvents
        guard let drawn = events.drawnContent, drawn == events.contentRevision, drawn != events.readyContent,
              isCameraAtRest else { return }
        cameraState.renderEvents.readyContent = drawn
        delegate?.mapViewSnapshotReady(self)
    }
}
