import Foundation
import GoogleMapsUtilsCompat
import TestSupport

/// A plain cluster item, as the utility library's sample's `POIItem`.
@MainActor
final class Place: GMUClusterItem {
    let position: CLLocationCoordinate2D
    let title: String?
    init(_ latitude: Double, _ longitude: Double, title: String? = nil) {
        position = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        self.title = title
    }
}

/// Hears close reasons, taps and forwarded calls.
@MainActor
final class RecordingMapDelegate: GMSMapViewDelegate {
    var closes: [(GMSMarker, InfoWindowCloseReason)] = []
    var plainCloses = 0
    var mapTaps = 0
    var markerTaps: [GMSMarker] = []
    var idles = 0
    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker, reason: InfoWindowCloseReason) {
        closes.append((marker, reason))
    }
    func mapView(_ mapView: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) { plainCloses += 1 }
    func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) { mapTaps += 1 }
    func mapView(_ mapView: GMSMapView, didTap marker: GMSMarker) -> Bool {
        markerTaps.append(marker)
        return false
    }
    func mapView(_ mapView: GMSMapView, idleAt position: GMSCameraPosition) { idles += 1 }
}

@MainActor
enum ClusterFixtures {
    static func map(zoom: Double, latitude: Double = -33.8, longitude: Double = 151.2,
                    size: CGSize = CGSize(width: 480, height: 320)) -> GMSMapView {
        let map = GMSMapView(frame: CGRect(origin: .zero, size: size),
                             camera: CameraPosition(latitude: latitude, longitude: longitude, zoom: zoom))
        map.basemap = nil
        return map
    }

    /// `count` markers spread within ±`extent` degrees of Sydney, the same for each seed.
    /// With `concentrated`, points crowd towards the centre (offsets cubed), so clusters differ in size.
    static func markers(_ count: Int, extent: Double = 0.2, seed: UInt64 = 24, concentrated: Bool = false) -> [GMSMarker] {
        var random = SplitMix64(seed: seed)
        let power = concentrated ? 3.0 : 1.0
        func offset() -> Double {
            let u = Double.random(in: -1...1, using: &random)
            return u < 0 ? -pow(-u, power) : pow(u, power)
        }
        return (0..<count).map { i in
            let lat = -33.8 + extent * offset()
            let lng = 151.2 + extent * offset()
            let marker = GMSMarker(position: CLLocationCoordinate2D(latitude: lat, longitude: lng))
            marker.title = "Place \(i)"
            return marker
        }
    }

    static func setZoom(_ map: GMSMapView, _ zoom: Double, target: CLLocationCoordinate2D? = nil) {
        var camera = map.camera
        camera.zoom = zoom
        if let target { camera.target = target }
        map.camera = camera
    }
}
