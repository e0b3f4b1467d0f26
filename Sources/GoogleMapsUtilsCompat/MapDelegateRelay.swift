import Foundation
import GoogleMapsCompat

/// The map's delegate while a ``GMUClusterManager`` manages it: marker taps on the manager's markers go
/// to the manager first; every call goes on to the app's map delegate unless consumed.
@MainActor
final class MapDelegateRelay: GMSMapViewDelegate {
    weak var manager: GMUClusterManager?
    private var app: GMSMapViewDelegate? { manager?.mapDelegate }

    func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
        if let manager, manager.handleTap(on: marker) { return true }
        return app?.mapView(mapView, didTap: marker) ?? false
    }

    func mapView(_ mapView: GMSMapView, markerInfoWindow marker: GMSMarker) -> UIView? {
        app?.mapView(mapView, markerInfoWindow: marker)
    }

    func mapView(_ mapView: GMSMapView, markerInfoContents marker: GMSMarker) -> UIView? {
        app?.mapView(mapView, markerInfoContents: marker)
    }

    func mapView(_ mapView: GMSMapView, didTapInfoWindowOf marker: GMSMarker) {
        app?.mapView(mapView, didTapInfoWindowOf: marker)
    }

    func mapView(_ mapView: GMSMapView, didTapInfoWindowOf marker: GMSMarker, at location: InfoWindowTapLocation) {
        app?.mapView(mapView, didTapInfoWindowOf: marker, at: location)
    }

    func mapView(_ mapView: GMSMapView, didLongPressInfoWindowOf marker: GMSMarker) {
        app?.mapView(mapView, didLongPressInfoWindowOf: marker)
    }

    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {
        app?.mapView(mapView, didCloseInfoWindowOf: marker)
    }

    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker, reason: InfoWindowCloseReason) {
        app?.mapView(mapView, didCloseInfoWindowOf: marker, reason: reason)
    }

    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {
        manager?.collapseFan()
        app?.mapView(mapView, didTapAt: coordinate)
    }

    func mapView(_ mapView: GMSMapView, didTap overlay: any Overlay) {
        app?.mapView(mapView, didTap: overlay)
    }

    func mapView(_ mapView: GMSMapView, didLongPressAt coordinate: CLLocationCoordinate2D) {
        app?.mapView(mapView, didLongPressAt: coordinate)
    }

    func mapView(_ mapView: GMSMapView, willMove gesture: Bool) {
        app?.mapView(mapView, willMove: gesture)
    }

    func mapView(_ mapView: GMSMapView, didChange position: GMSCameraPosition) {
        app?.mapView(mapView, didChange: position)
    }

    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) {
        manager?.cameraSettled()
        app?.mapView(mapView, idleAt: position)
    }

    func mapView(_ mapView: GMSMapView, didBeginDragging marker: GMSMarker) {
        app?.mapView(mapView, didBeginDragging: marker)
    }

    func mapView(_ mapView: GMSMapView, didDrag marker: GMSMarker) {
        app?.mapView(mapView, didDrag: marker)
    }

    func mapView(_ mapView: GMSMapView, didEndDragging marker: GMSMarker) {
        app?.mapView(mapView, didEndDragging: marker)
    }

    func mapViewDidStartTileRendering(_ mapView: GMSMapView) {
        app?.mapViewDidStartTileRendering(mapView)
    }

    func mapViewDidFinishTileRendering(_ mapView: GMSMapView) {
        app?.mapViewDidFinishTileRendering(mapView)
    }

    func mapViewSnapshotReady(_ mapView: GMSMapView) {
        app?.mapViewSnapshotReady(mapView)
    }
}
