import Foundation
import Testing
import GoogleMapsCompat

/// An iOS map screen's key-value observing, spelled as on iOS (issue 22, D120–D124).
@MainActor
private final class ObservingScreen {
    let mapView = GMSMapView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                             camera: GMSCameraPosition(latitude: 48.85, longitude: 2.35, zoom: 12))
    var cameraObservation: NSKeyValueObservation?
    var selectionObservation: NSKeyValueObservation?
    var log: [String] = []

    func viewDidLoad() {
        let o: NSKeyValueObservation = mapView.observe(\.camera, options: [.new, .old]) { [weak self] mapView, change in
            guard let new = change.newValue, let old = change.oldValue, change.kind == .setting else { return }
            self?.log.append("camera \(old.zoom) → \(new.zoom) (map at \(mapView.camera.zoom))")
        }
        cameraObservation = o
        let options: NSKeyValueObservingOptions = [.initial, .new]
        selectionObservation = mapView.observe(\.selectedMarker, options: options) { [weak self] _, change in
            let marker: GMSMarker? = change.newValue ?? nil
            self?.log.append("selected \(marker?.title ?? "none")")
        }
    }

    deinit {
        cameraObservation?.invalidate()
    }

    func deinitObservers() {
        cameraObservation?.invalidate()
        selectionObservation = nil
    }
}

@MainActor
@Suite("GoogleMapsCompat: key-value observing")
struct KeyValueObservingNamesTests {
    @Test("D120 NSKeyValueObservation, NSKeyValueObservingOptions and the change compile as on iOS and report changes")
    func iOSSpelling() {
        let screen = ObservingScreen()
        screen.viewDidLoad()
        screen.mapView.camera = GMSCameraPosition(latitude: 48.85, longitude: 2.35, zoom: 14)
        let marker = GMSMarker(position: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35))
        marker.title = "Paris"
        marker.map = screen.mapView
        screen.mapView.selectedMarker = marker
        screen.deinitObservers()
        screen.mapView.selectedMarker = nil
        screen.mapView.camera = GMSCameraPosition(latitude: 48.85, longitude: 2.35, zoom: 10)
        #expect(screen.log == ["selected none", "camera 12.0 → 14.0 (map at 14.0)", "selected Paris"])
        let change: NSKeyValueChange = .setting
        #expect(change.rawValue == 1)
    }
}
