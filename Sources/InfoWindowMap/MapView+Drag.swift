import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Dragging markers (R30): a long press on a draggable marker picks it up, the pointer carries it with
/// the grab offset kept, the release puts it down.
extension MapView {
    /// The marker being dragged now, or nil.
    public var draggedMarker: Marker? { input.dragged }

    func beginDrag(_ marker: Marker, at point: CGPoint) {
        let projection = self.projection
        let world = WebMercator.project(marker.drawnPosition)
        guard projection.isInFront(world) else { return }
        let anchor = projection.point(forWorld: world)
        input.dragged = marker
        input.dragGrabOffset = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
        asEvent { delegate?.mapView(self, didBeginDragging: marker) }
    }

    func drag(to point: CGPoint) {
        guard let marker = input.dragged else { return }
        guard marker.owner === self else {
            endDrag()
            return
        }
        let anchor = CGPoint(x: point.x - input.dragGrabOffset.x, y: point.y - input.dragGrabOffset.y)
        let projection = self.projection
        guard projection.showsWorld(at: anchor) || cameraState.current.viewingAngle == 0 else { return }
        // A pointer that has not moved the anchor (up to rounding of the projection's round trip) is no drag.
        let now = projection.point(forWorld: WebMercator.project(marker.drawnPosition))
        guard hypot(now.x - anchor.x, now.y - anchor.y) > 0.01 else { return }
        let coordinate = projection.coordinate(for: anchor)
        guard coordinate.isFinite else { return }
        marker.position = coordinate
        asEvent { delegate?.mapView(self, didDrag: marker) }
    }

    /// Ends the drag, if any (`didEndDragging` once).
    func endDrag() {
        guard let marker = input.dragged else { return }
        input.dragged = nil
        asEvent { delegate?.mapView(self, didEndDragging: marker) }
    }
}
