import CoreLocation
import GoogleMaps
import Testing
import UIKit

/// An iOS file's imports compile unchanged on Linux (issue 22, D125): this file imports only what an iOS
/// map screen imports — not GoogleMapsCompat — and uses the SDK's, UIKit's and Core Location's names.
@MainActor
@Suite("Imports unchanged: GoogleMaps, UIKit, CoreLocation")
struct ImportsUnchangedTests {
    @Test("D125 import GoogleMaps, UIKit and CoreLocation give the SDK's, UIKit's and Core Location's names")
    func names() throws {
        let coordinate = CLLocationCoordinate2D(latitude: 60.1699, longitude: 24.9384)
        #expect(CLLocationCoordinate2DIsValid(coordinate))
        let camera = GMSCameraPosition.camera(withTarget: coordinate, zoom: 12)
        let mapView = GMSMapView.map(withFrame: CGRect(x: 0, y: 0, width: 320, height: 240), camera: camera)
        let marker = GMSMarker(position: coordinate)
        marker.title = "Helsinki"
        marker.map = mapView
        mapView.selectedMarker = marker
        let label = UILabel()
        label.text = "Helsinki"
        let controller = UIViewController()
        controller.view.addSubview(mapView)
        #expect(mapView.selectedMarker === marker && mapView.superview === controller.view)
        #expect(label.text == "Helsinki" && camera.zoom == 12)
    }
}
