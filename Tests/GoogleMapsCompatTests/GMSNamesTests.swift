import Foundation
import Testing
import GoogleMapsCompat

@MainActor
@Suite("GMS and Core Location names reach InfoWindowKit")
struct GMSNamesTests {
    @Test("C7 GMSCameraPosition factories take the SDK's Float zoom and mean the same camera")
    func cameraFactories() {
        let zoom: Float = 6.5
        let camera = GMSCameraPosition.camera(withLatitude: -33.86, longitude: 151.2, zoom: zoom)
        #expect(camera == GMSCameraPosition(latitude: -33.86, longitude: 151.2, zoom: 6.5))
        #expect(camera.bearing == 0 && camera.viewingAngle == 0)
        let turned = GMSCameraPosition.camera(withLatitude: 10, longitude: 20, zoom: 3, bearing: 90, viewingAngle: 30)
        #expect(turned == GMSCameraPosition(target: CLLocationCoordinate2D(latitude: 10, longitude: 20), zoom: 3,
                                            bearing: 90, viewingAngle: 30))
        let target = CLLocationCoordinate2DMake(1, 2)
        #expect(GMSCameraPosition.camera(withTarget: target, zoom: 4).target == target)
        #expect(GMSCameraPosition.camera(withTarget: target, zoom: 4, bearing: 45, viewingAngle: 10).bearing == 45)
        var mutable = GMSMutableCameraPosition(latitude: 0, longitude: 0, zoom: 1)
        mutable.zoom = 2
        #expect(mutable.zoom == 2)
    }

    @Test("C7 D3 a factory camera is clamped like any other: zoom 30 becomes 22, tilt 80 becomes 60")
    func cameraFactoryClamps() {
        let camera = GMSCameraPosition.camera(withLatitude: 0, longitude: 0, zoom: 30, bearing: -90, viewingAngle: 80)
        #expect(camera.zoom == 22)
        #expect(camera.viewingAngle == 60)
        #expect(camera.bearing == 270)
    }

    @Test("GMSMapView.map(withFrame:camera:) and GMSMapView(frame:) make maps of that frame")
    func mapViewFactories() {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let camera = GMSCameraPosition.camera(withLatitude: 51.5, longitude: -0.127, zoom: 10)
        let mapView = GMSMapView.map(withFrame: frame, camera: camera)
        #expect(mapView.frame == frame)
        #expect(mapView.camera == camera)
        let plain = GMSMapView(frame: frame)
        #expect(plain.camera == GMSCameraPosition(latitude: 0, longitude: 0, zoom: 0))
        #expect(plain.selectedMarker == nil)
        #expect(plain.delegate == nil)
    }

    @Test("C9 GMSMapView(options:) takes the options' frame, camera and background colour")
    func mapViewOptions() {
        let options = GMSMapViewOptions()
        options.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        options.camera = GMSCameraPosition.camera(withLatitude: -33.86, longitude: 151.2, zoom: 8)
        options.backgroundColor = .systemGray
        let mapView = GMSMapView(options: options)
        #expect(mapView.frame == options.frame)
        #expect(mapView.camera == options.camera)
        #expect(mapView.backgroundColor == .systemGray)
        let plain = GMSMapView(options: GMSMapViewOptions())
        #expect(plain.frame == .zero && plain.camera.zoom == 0)
        #expect(plain.backgroundColor == GMSMapView(frame: .zero).backgroundColor, "nil keeps the map's own colour")
    }

    @Test("animate(toLocation:), (toZoom:), (toBearing:), (toViewingAngle:) reach their goal as the clock runs")
    func animateShims() {
        let mapView = GMSMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        mapView.animate(toLocation: CLLocationCoordinate2DMake(10, 20))
        #expect(mapView.isAnimatingCamera)
        mapView.advance(to: 1)
        #expect(abs(mapView.camera.target.latitude - 10) < 1e-9 && abs(mapView.camera.target.longitude - 20) < 1e-9)
        mapView.animate(toZoom: 5)
        mapView.advance(to: 2)
        #expect(mapView.camera.zoom == 5)
        mapView.animate(toBearing: 30)
        mapView.advance(to: 3)
        #expect(abs(mapView.camera.bearing - 30) < 1e-9)
        mapView.animate(toViewingAngle: 80)
        mapView.advance(to: 4)
        #expect(mapView.camera.viewingAngle == 60, "D3: tilt clamped to 60")
        #expect(abs(mapView.camera.target.latitude - 10) < 1e-9, "each animation keeps the other values")
    }

    @Test("C8 CLLocationCoordinate2DMake, CLLocationCoordinate2D() and CLLocationCoordinate2DIsValid")
    func coreLocation() {
        let degrees: CLLocationDegrees = 51.5
        #expect(CLLocationCoordinate2DMake(degrees, -0.127) == CLLocationCoordinate2D(latitude: 51.5, longitude: -0.127))
        #expect(CLLocationCoordinate2D() == CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(-33.86, 151.2)))
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(90, 180)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(90.5, 0)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(0, 180.5)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(.nan, 0)))
    }

    @Test("R19 R20 kGMSMarkerDefaultGroundAnchor and kGMSMarkerDefaultInfoWindowAnchor are a new marker's anchors")
    func defaultAnchors() {
        let marker = GMSMarker()
        #expect(kGMSMarkerDefaultGroundAnchor == CGPoint(x: 0.5, y: 1))
        #expect(kGMSMarkerDefaultInfoWindowAnchor == CGPoint(x: 0.5, y: 0))
        #expect(marker.groundAnchor == kGMSMarkerDefaultGroundAnchor)
        #expect(marker.infoWindowAnchor == kGMSMarkerDefaultInfoWindowAnchor)
        #expect(GMSMarker.defaultGroundAnchor == kGMSMarkerDefaultGroundAnchor)
        #expect(GMSMarker.defaultInfoWindowAnchor == kGMSMarkerDefaultInfoWindowAnchor)
    }

    @Test("GMSMarker has the SDK's Swift property names, types and defaults")
    func markerPropertyNames() {
        let marker = GMSMarker()
        let position: CLLocationCoordinate2D = marker.position
        let flat: Bool = marker.isFlat
        let tappable: Bool = marker.isTappable
        let zIndex: Int32 = marker.zIndex
        let opacity: Float = marker.opacity
        let rotation: CLLocationDegrees = marker.rotation
        let icon: UIImage? = marker.icon
        let iconView: UIView? = marker.iconView
        let userData: Any? = marker.userData
        let map: GMSMapView? = marker.map
        #expect(position == CLLocationCoordinate2D())
        #expect(!flat && tappable && zIndex == 0 && opacity == 1 && rotation == 0)
        #expect(icon == nil && iconView == nil && userData == nil && map == nil)
        #expect(marker.tracksViewChanges, "R19: default true")
        #expect(!marker.tracksInfoWindowChanges, "R18: default false")
        marker.isFlat = true
        marker.isTappable = false
        marker.zIndex = Int32.max
        marker.opacity = 0.5
        marker.rotation = 45
        marker.userData = ["id": 7]
        #expect(marker.isFlat && !marker.isTappable && marker.zIndex == .max && marker.opacity == 0.5 && marker.rotation == 45)
        #expect((marker.userData as? [String: Int])?["id"] == 7)
    }

    @Test("GMSMarker is equal only to itself, as the SDK's NSObject markers are")
    func markerIdentity() {
        let a = GMSMarker(position: CLLocationCoordinate2DMake(1, 2))
        let b = GMSMarker(position: CLLocationCoordinate2DMake(1, 2))
        a.title = "Same"
        b.title = "Same"
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
    }

    @Test("markerImage(with:) is a default pin in that colour; nil is the standard red")
    func markerImage() throws {
        let blue = GMSMarker.markerImage(with: .blue)
        let standard = GMSMarker.markerImage(with: nil)
        #expect(blue.size == standard.size)
        #expect(blue.size.width > 0 && blue.size.height > 0)
        let bluePNG = try #require(blue.pngData())
        let standardPNG = try #require(standard.pngData())
        #expect(bluePNG != standardPNG)
        #expect(GMSMarker.markerImage(with: .blue).pngData() == bluePNG, "the same colour draws the same pin")
    }

    @Test("C6 GMSMarkerLayer reads and writes its marker's latitude, longitude, rotation and opacity")
    func markerLayer() {
        let marker = GMSMarker(position: CLLocationCoordinate2DMake(10, 20))
        marker.layer.latitude = -33.86
        marker.layer.longitude = 151.2
        marker.layer.rotation = 90
        marker.layer.opacity = 0.25
        #expect(marker.position == CLLocationCoordinate2DMake(-33.86, 151.2))
        #expect(marker.rotation == 90 && marker.opacity == 0.25)
        #expect(marker.layer.latitude == -33.86 && marker.layer.rotation == 90)
    }

    @Test("C6 D1 a NaN set through GMSMarkerLayer is refused with a warning, as on the marker")
    func markerLayerRefusesNaN() {
        let marker = GMSMarker(position: CLLocationCoordinate2DMake(10, 20))
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink) {
            marker.layer.latitude = .nan
            marker.layer.rotation = .infinity
        }
        #expect(marker.position == CLLocationCoordinate2DMake(10, 20))
        #expect(marker.rotation == 0)
        #expect(sink.messages.count == 2)
        #expect(sink.messages.first?.contains("kept") == true)
    }

    @Test("GMSProjection is the map's projection: point(for:) and coordinate(for:) are inverses")
    func projection() {
        let mapView = GMSMapView.map(withFrame: CGRect(x: 0, y: 0, width: 300, height: 300),
                                     camera: GMSCameraPosition.camera(withLatitude: 51.5, longitude: -0.127, zoom: 12))
        let projection: GMSProjection = mapView.projection
        let centre = projection.point(for: CLLocationCoordinate2DMake(51.5, -0.127))
        #expect(abs(centre.x - 150) < 1e-6 && abs(centre.y - 150) < 1e-6)
        let back = projection.coordinate(for: CGPoint(x: 40, y: 260))
        let again = projection.point(for: back)
        #expect(abs(again.x - 40) < 1e-6 && abs(again.y - 260) < 1e-6)
        mapView.padding = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        #expect(abs(mapView.projection.point(for: CLLocationCoordinate2DMake(51.5, -0.127)).y - 200) < 1e-6,
                "padding moves the camera target to the centre of the rest")
    }
}
