import Foundation
import Testing
import GoogleMapsCompat

/// The my-location layer (SPEC R31's location layer, R34; D142–D144): the dot, its accuracy circle and
/// heading cone, the buttons, their taps.
extension LocationSuites {
@MainActor
@Suite("R34 my-location layer: dot, accuracy, heading, buttons")
struct MyLocationLayerTests {
    let device = DeviceLocation.shared
    let here = CLLocationCoordinate2D(latitude: 60.1699, longitude: 24.9384)

    /// A fresh device (at the start of each test).
    func fresh() {
        DeviceLocation.shared.reset()
    }

    private func map(size: CGFloat = 240) -> GMSMapView {
        let mapView = GMSMapView(frame: CGRect(x: 0, y: 0, width: size, height: size),
                                 camera: GMSCameraPosition(target: here, zoom: 17))
        mapView.basemap = nil
        mapView.showsGraticule = false
        mapView.backgroundColor = UIColor(white: 0.93, alpha: 1)
        return mapView
    }

    private func fix(_ coordinate: CLLocationCoordinate2D, accuracy: Double) -> CLLocation {
        CLLocation(coordinate: coordinate, altitude: 0, horizontalAccuracy: accuracy, verticalAccuracy: -1,
                   timestamp: Date(timeIntervalSince1970: 0))
    }

    private func color(_ image: UIImage, _ point: CGPoint) -> Color? {
        image.color(atPixelX: Int(point.x * image.scale), y: Int(point.y * image.scale))
    }

    private func isBlue(_ color: Color?) -> Bool {
        guard let color else { return false }
        return color.blue > 0.8 && color.red < 0.4
    }

    @Test("R34 D142 the dot, its accuracy circle in metres and heading cone, above a circle overlay and under a marker")
    func dotAccuracyHeading() throws {
        fresh()
        let mapView = map()
        let overlay = GMSCircle(position: here, radius: 15)
        overlay.fillColor = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
        overlay.map = mapView
        let marker = GMSMarker(position: here)
        marker.map = mapView
        mapView.isMyLocationEnabled = true
        #expect(device.authorization == .authorizedWhenInUse, "turning the layer on asked; the host granted")
        device.report(fix(here, accuracy: 40), heading: 45)
        #expect(mapView.myLocation?.coordinate == here && mapView.myHeading == 45)
        let image = mapView.snapshot()
        let center = mapView.projection.point(for: here)
        #expect(isBlue(color(image, CGPoint(x: center.x, y: center.y + 4))), "the dot over the yellow circle")
        let pin = try #require(color(image, CGPoint(x: center.x, y: center.y - 20)))
        #expect(pin.red > 0.6 && pin.blue < 0.5, "the marker's pin over the dot: \(pin)")
        // 40 m at 60.17° N, zoom 17: 40 / (2πR cos φ) × 256 × 2^17 ≈ 134 pt … the circle's edge.
        let metresPerPoint = 2 * Double.pi * 6_371_009 * cos(here.latitude * .pi / 180) / (256 * pow(2, 17))
        let radius = 40 / metresPerPoint
        let inside = try #require(color(image, CGPoint(x: center.x - radius + 6, y: center.y)))
        let outside = try #require(color(image, CGPoint(x: center.x - radius - 6, y: center.y)))
        #expect(inside.blue > inside.red + 0.03 && abs(outside.red - outside.blue) < 0.01,
                "tinted inside the accuracy circle only: \(inside) \(outside)")
        goldens.assert(image, named: "my-location-heading")
    }

    @Test("R34 D143 a source failure keeps the dot where it was, grey; the next fix makes it blue again")
    func stale() {
        fresh()
        let mapView = map(size: 120)
        mapView.isMyLocationEnabled = true
        device.report(fix(here, accuracy: 10))
        device.reportFailure(.locationUnknown(reason: "gpsd went away"))
        #expect(mapView.isMyLocationStale && mapView.myLocation?.coordinate == here)
        let center = mapView.projection.point(for: here)
        let grey = color(mapView.snapshot(), center)
        #expect(grey.map { abs($0.blue - $0.red) < 0.1 } == true, "grey: \(String(describing: grey))")
        goldens.assert(mapView.snapshot(), named: "my-location-stale")
        device.report(fix(here, accuracy: 10))
        #expect(!mapView.isMyLocationStale && isBlue(color(mapView.snapshot(), center)))
    }

    @Test("R34 D141 no dot while the layer is off, denied or revoked; myLocation nil then")
    func offDeniedRevoked() {
        fresh()
        let mapView = map(size: 120)
        device.setAuthorization(.authorizedWhenInUse)
        device.report(fix(here, accuracy: 10))
        let center = mapView.projection.point(for: here)
        #expect(mapView.myLocation == nil && !isBlue(color(mapView.snapshot(), center)), "off")
        mapView.isMyLocationEnabled = true
        #expect(mapView.myLocation?.coordinate == here && isBlue(color(mapView.snapshot(), center)), "on: the current fix")
        device.setAuthorization(.denied)
        #expect(mapView.myLocation == nil && !isBlue(color(mapView.snapshot(), center)), "revoked")
        device.report(fix(here, accuracy: 10))
        #expect(mapView.myLocation == nil, "nothing while denied")
        device.setAuthorization(.authorizedWhenInUse)
        #expect(mapView.myLocation?.coordinate == here, "granted again: the current fix")
        mapView.isMyLocationEnabled = false
        #expect(mapView.myLocation == nil)
    }

    @Test("R34 D144 the my-location button: drawn while enabled; a tap asks the delegate; false animates to the dot, true keeps the camera")
    func myLocationButton() {
        fresh()
        final class Delegate: GMSMapViewDelegate {
            var keep = true
            var buttonTaps = 0
            var dotTaps: [CLLocationCoordinate2D] = []
            func didTapMyLocationButton(for mapView: GMSMapView) -> Bool { buttonTaps += 1; return keep }
            func mapView(_ mapView: GMSMapView, didTapMyLocation location: CLLocationCoordinate2D) { dotTaps.append(location) }
        }
        let mapView = map()
        let delegate = Delegate()
        mapView.delegate = delegate
        mapView.settings.myLocationButton = true
        mapView.isMyLocationEnabled = true
        let away = CLLocationCoordinate2D(latitude: here.latitude + 0.002, longitude: here.longitude)
        device.report(fix(away, accuracy: 20))
        let button = CGPoint(x: 240 - 12 - 20, y: 240 - 12 - 20 - 14)
        let disc = color(mapView.snapshot(), CGPoint(x: button.x, y: button.y - 16))
        #expect(disc.map { $0.red > 0.98 && $0.blue > 0.98 } == true, "the button's white disc over the grey map")
        mapView.tap(at: button)
        mapView.advance(to: 1)
        #expect(delegate.buttonTaps == 1 && mapView.camera.target == here, "true keeps the camera")
        delegate.keep = false
        mapView.tap(at: button)
        mapView.advance(to: 2)
        #expect(delegate.buttonTaps == 2)
        #expect(abs(mapView.camera.target.latitude - away.latitude) < 1e-9 && mapView.camera.zoom == 17, "animated to the dot")
        mapView.tap(at: mapView.projection.point(for: away))
        #expect(delegate.dotTaps == [away], "a tap on the dot")
        mapView.isMyLocationEnabled = false
        mapView.tap(at: button)
        #expect(delegate.buttonTaps == 2, "no button while the layer is off")
    }

    @Test("R34 D144 the compass shows while the camera is turned; a tap turns it back north")
    func compass() {
        fresh()
        let mapView = map()
        mapView.settings.compassButton = true
        let compass = CGPoint(x: 240 - 12 - 20, y: 12 + 20)
        let north = color(mapView.snapshot(), compass)
        mapView.camera = GMSCameraPosition(target: here, zoom: 17, bearing: 30, viewingAngle: 0)
        let turned = mapView.snapshot()
        #expect(color(turned, compass) != north, "drawn only while turned")
        goldens.assert(turned, named: "my-location-compass")
        mapView.tap(at: compass)
        mapView.advance(to: 1)
        #expect(mapView.camera.bearing == 0)
    }

    @Test("R34 a map given a device of its own hears only that device")
    func ownDevice() {
        fresh()
        let mapView = map(size: 60)
        let own = DeviceLocation()
        mapView.locationDevice = own
        mapView.isMyLocationEnabled = true
        #expect(own.authorization == .authorizedWhenInUse && device.authorization == .notDetermined)
        device.setAuthorization(.authorizedWhenInUse)
        device.report(fix(here, accuracy: 5))
        #expect(mapView.myLocation == nil, "the shared device's fix is not this map's")
        own.report(fix(here, accuracy: 5))
        #expect(mapView.myLocation?.coordinate == here)
    }

    @Test("R34 D120 mapView.observe(\\.myLocation) hears each fix the source reports")
    func observed() {
        fresh()
        let mapView = map(size: 60)
        var seen: [Double] = []
        let observation = mapView.observe(\.myLocation, options: [.new]) { _, change in
            if let location = change.newValue ?? nil { seen.append(location.coordinate.latitude) }
        }
        mapView.isMyLocationEnabled = true
        for i in 1...3 { device.report(fix(CLLocationCoordinate2D(latitude: Double(i), longitude: 0), accuracy: 5)) }
        #expect(seen == [1, 2, 3])
        observation.invalidate()
    }
}
}
