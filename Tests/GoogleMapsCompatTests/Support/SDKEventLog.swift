import Foundation
import GoogleMapsCompat

/// A map delegate written with the SDK's names and Swift signatures only: each call it receives is
/// logged as "method(title)". Because every method of the protocol is optional, a signature that did not
/// match the SDK's would compile and never be called — so a test that expects a logged call also proves
/// the SDK name reaches the map.
@MainActor
final class SDKEventLog: NSObject, GMSMapViewDelegate {
    var log: [String] = []
    /// The view `markerInfoWindow` returns, per marker title.
    var windows: [String: UIView] = [:]
    /// The view `markerInfoContents` returns, per marker title.
    var contents: [String: UIView] = [:]

    func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
        log.append("didTap(\(marker.title ?? ""))")
        return false
    }

    func mapView(_ mapView: GMSMapView, markerInfoWindow marker: GMSMarker) -> UIView? {
        log.append("markerInfoWindow(\(marker.title ?? ""))")
        return windows[marker.title ?? ""]
    }

    func mapView(_ mapView: GMSMapView, markerInfoContents marker: GMSMarker) -> UIView? {
        log.append("markerInfoContents(\(marker.title ?? ""))")
        return contents[marker.title ?? ""]
    }

    func mapView(_ mapView: GMSMapView, didTapInfoWindowOf marker: GMSMarker) {
        log.append("didTapInfoWindowOf(\(marker.title ?? ""))")
    }

    func mapView(_ mapView: GMSMapView, didLongPressInfoWindowOf marker: GMSMarker) {
        log.append("didLongPressInfoWindowOf(\(marker.title ?? ""))")
    }

    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {
        log.append("didCloseInfoWindowOf(\(marker.title ?? ""))")
    }

    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {
        log.append("didTapAt")
    }

    func mapView(_ mapView: GMSMapView, didLongPressAt coordinate: CLLocationCoordinate2D) {
        log.append("didLongPressAt")
    }

    /// Returns the log so far and empties it.
    func take() -> [String] {
        defer { log = [] }
        return log
    }
}
