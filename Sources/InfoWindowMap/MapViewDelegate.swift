import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Hears what happens on a ``MapView``: taps, long presses, windows opening and closing. Every method
/// is optional (a default implementation does nothing, returns false or nil). The map holds its
/// delegate weakly. Method names are the Google Maps SDK's.
///
/// A delegate may call back into the map from any method — select another marker, remove markers,
/// move the camera (R22). Such calls take effect as soon as the current event has run to completion,
/// in the order they were made; nothing fires twice and at most one window is ever open.
@MainActor
public protocol MapViewDelegate: AnyObject {
    /// A marker was tapped. Return true to take over: nothing else happens, an open window stays (R21).
    /// Default false: the map closes the open window, opens this marker's and centres on it.
    func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool
    /// The marker is about to be selected: return a view to be the whole window (R15), or nil for the
    /// default frame.
    func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View?
    /// Asked when ``mapView(_:markerInfoWindow:)`` gave nil: return a view to show inside the default
    /// frame (R16), or nil for the title and snippet.
    func mapView(_ mapView: MapView, markerInfoContents marker: Marker) -> View?
    /// The open window was tapped (R9).
    func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker)
    /// The open window was tapped; where, and which tagged subview was hit (B1). Called after
    /// ``mapView(_:didTapInfoWindowOf:)``.
    func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker, at location: InfoWindowTapLocation)
    /// The open window was long-pressed (R9).
    func mapView(_ mapView: MapView, didLongPressInfoWindowOf marker: Marker)
    /// The marker's window closed.
    func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker)
    /// The marker's window closed, and why (R23). Called after ``mapView(_:didCloseInfoWindowOf:)``.
    func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker, reason: InfoWindowCloseReason)
    /// The map was tapped away from markers and the window (R8), before the open window closes.
    func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate)
    /// A tappable shape — a ``Polyline``, ``Polygon``, ``Circle`` or ``GroundOverlay`` — was tapped, the
    /// topmost under the finger (R32). Called instead of ``mapView(_:didTapAt:)``; an open window then
    /// closes with ``InfoWindowCloseReason/overlayTapped`` (D44). Markers have their own `didTap`.
    func mapView(_ mapView: MapView, didTap overlay: any Overlay)
    /// The map (or a marker on it) was long-pressed: held ≥ 0.5 s without moving more than 10 pt (R24).
    func mapView(_ mapView: MapView, didLongPressAt coordinate: Coordinate)
    /// The camera is about to move (R29): once per change that code or a gesture starts; `gesture` is
    /// true only for the user's gestures (pan, zoom, rotate, tilt).
    func mapView(_ mapView: MapView, willMove gesture: Bool)
    /// The camera moved (R29): at most once per frame while it moves, with the camera drawn.
    func mapView(_ mapView: MapView, didChange position: CameraPosition)
    /// The camera settled (R29): once when a change ends, no animation runs and no finger is down.
    func mapView(_ mapView: MapView, idleAt position: CameraPosition)
    /// A long press on a draggable marker started dragging it (R30).
    func mapView(_ mapView: MapView, didBeginDragging marker: Marker)
    /// A dragged marker moved with the pointer (R30).
    func mapView(_ mapView: MapView, didDrag marker: Marker)
    /// The drag of a marker ended: the pointer went up, or the marker left the map (R30).
    func mapView(_ mapView: MapView, didEndDragging marker: Marker)
    /// A frame started drawing map tiles (D114): the ground changed (camera, size, style …).
    func mapViewDidStartTileRendering(_ mapView: MapView)
    /// The tiles of that frame are drawn (D114); right after ``mapViewDidStartTileRendering(_:)``, as tiles
    /// are drawn whole in the frame.
    func mapViewDidFinishTileRendering(_ mapView: MapView)
    /// The map is drawn with every change made to it and its camera is idle (D114): a snapshot now shows
    /// what the app set up. Once per such state.
    func mapViewSnapshotReady(_ mapView: MapView)
    /// The my-location button was tapped; return true to keep the camera where it is (otherwise it
    /// animates to the dot), as the SDK's `didTapMyLocationButton(for:)`.
    func didTapMyLocationButton(for mapView: MapView) -> Bool
    /// The blue dot was tapped, at the device's `location`.
    func mapView(_ mapView: MapView, didTapMyLocation location: Coordinate)
}

extension MapViewDelegate {
    /// Default: false (the map handles the tap).
    public func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool { false }
    /// Default: nil (no custom window).
    public func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? { nil }
    /// Default: nil (no custom contents).
    public func mapView(_ mapView: MapView, markerInfoContents marker: Marker) -> View? { nil }
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker, at location: InfoWindowTapLocation) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didLongPressInfoWindowOf marker: Marker) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker, reason: InfoWindowCloseReason) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didTap overlay: any Overlay) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didLongPressAt coordinate: Coordinate) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, willMove gesture: Bool) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didChange position: CameraPosition) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, idleAt position: CameraPosition) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didBeginDragging marker: Marker) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didDrag marker: Marker) {}
    /// Default: nothing.
    public func mapViewDidStartTileRendering(_ mapView: MapView) {}
    /// Default: nothing.
    public func mapViewDidFinishTileRendering(_ mapView: MapView) {}
    /// Default: nothing.
    public func mapViewSnapshotReady(_ mapView: MapView) {}
    /// Default: false (the camera animates to the dot).
    public func didTapMyLocationButton(for mapView: MapView) -> Bool { false }
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didTapMyLocation location: Coordinate) {}
    /// Default: nothing.
    public func mapView(_ mapView: MapView, didEndDragging marker: Marker) {}
}

/// Where a tap landed inside an info window (B1).
@MainActor
public struct InfoWindowTapLocation {
    /// The point in window coordinates: (0, 0) is the window frame's top-left corner (for a custom
    /// window, the view's own coordinates).
    public let point: CGPoint
    /// The deepest subview under the point whose `tag` is not 0 (a "button"), or nil.
    public let taggedView: View?

    /// The tag of ``taggedView``, or 0.
    public var tag: Int { taggedView?.tag ?? 0 }
}
