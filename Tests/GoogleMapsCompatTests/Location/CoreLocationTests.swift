import Foundation
import Testing
import GoogleMapsCompat
import InfoWindowLocation

/// Core Location under its names, fed by the host's location source (SPEC R34, D140–D147).
extension LocationSuites {
@MainActor
@Suite("R34 Core Location: CLLocationManager fed by the host's location source")
struct CoreLocationTests {
    let device = DeviceLocation.shared

    /// A fresh device (at the start of each test: a suite's `init` may run apart from its test).
    func fresh() {
        DeviceLocation.shared.reset()
    }

    @Test("R34 D140 fixes reach the delegate in order, on the main thread, each once, after authorization")
    func fixesInOrder() {
        fresh()
        let manager = CLLocationManager()
        let recorder = LocationRecorder()
        manager.delegate = recorder
        #expect(CLLocationManager.authorizationStatus() == .notDetermined)
        manager.requestWhenInUseAuthorization()
        #expect(manager.authorizationStatus == .authorizedWhenInUse)
        manager.startUpdatingLocation()
        for i in 0..<50 { device.report(CLLocation(latitude: 60 + Double(i) * 1e-4, longitude: 24.9)) }
        #expect(recorder.fixes.map(\.coordinate.latitude) == (0..<50).map { 60 + Double($0) * 1e-4 })
        #expect(recorder.events.first == "auth(authorizedWhenInUse)" && recorder.events.dropFirst(2).allSatisfy { $0 == "fix" })
        #expect(recorder.offMainThread == 0)
        #expect(manager.location == recorder.fixes.last)
        manager.stopUpdatingLocation()
        device.report(CLLocation(latitude: 1, longitude: 2))
        #expect(recorder.fixes.count == 50, "stopped")
    }

    @Test("R34 D140 a new manager tells its delegate the authorization once, later on the main queue")
    func authorizationOnCreation() async {
        fresh()
        let manager = CLLocationManager()
        let recorder = LocationRecorder()
        manager.delegate = recorder
        #expect(recorder.events.isEmpty, "not from inside init")
        for _ in 0..<100 where recorder.events.isEmpty { try? await Task.sleep(for: .milliseconds(5)) }
        #expect(recorder.events == ["auth(notDetermined)", "oldAuth(notDetermined)"])
        #expect(recorder.offMainThread == 0)
    }

    @Test("R34 D141 denied: startUpdatingLocation and requestLocation report CLError.denied, no fix, location nil")
    func denied() {
        fresh()
        device.promptAnswer = .denied
        let manager = CLLocationManager()
        let recorder = LocationRecorder()
        manager.delegate = recorder
        manager.requestWhenInUseAuthorization()
        #expect(CLLocationManager.authorizationStatus() == .denied)
        device.report(CLLocation(latitude: 10, longitude: 10))
        manager.startUpdatingLocation()
        manager.requestLocation()
        #expect(recorder.fixes.isEmpty && manager.location == nil)
        #expect(recorder.errors.map(\.code) == [.denied, .denied])
        #expect(recorder.errors.first?.localizedDescription.contains("not authorized") == true)
    }

    @Test("R34 D141 revoked while updating: authorization change, then CLError.denied; granted again: fixes resume")
    func revoked() {
        fresh()
        let manager = CLLocationManager()
        let recorder = LocationRecorder()
        manager.delegate = recorder
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        device.report(CLLocation(latitude: 1, longitude: 1))
        device.setAuthorization(.denied)
        device.report(CLLocation(latitude: 2, longitude: 2))
        #expect(recorder.fixes.map(\.coordinate.latitude) == [1])
        #expect(Array(recorder.events.suffix(3)) == ["auth(denied)", "oldAuth(denied)", "error"])
        device.setAuthorization(.authorizedAlways)
        #expect(recorder.fixes.map(\.coordinate.latitude) == [1, 2], "the current fix on the grant")
    }

    @Test("R34 requestLocation delivers one fix; distanceFilter drops fixes closer than it; headings from the course")
    func oneFixFilterHeading() {
        fresh()
        device.setAuthorization(.authorizedWhenInUse)
        let manager = CLLocationManager()
        let recorder = LocationRecorder()
        manager.delegate = recorder
        manager.requestLocation()
        device.report(CLLocation(latitude: 0, longitude: 0))
        device.report(CLLocation(latitude: 0, longitude: 0.001))
        #expect(recorder.fixes.count == 1, "one fix, then stopped")
        manager.distanceFilter = 100
        manager.startUpdatingLocation()
        manager.startUpdatingHeading()
        // 0.0005° of longitude at the equator ≈ 56 m; 0.001° ≈ 111 m.
        device.report(CLLocation(latitude: 0, longitude: 0.0015), heading: 90)
        device.report(CLLocation(latitude: 0, longitude: 0.0025), heading: 90.5)
        device.report(CLLocation(latitude: 0, longitude: 0.0030), heading: 180)
        #expect(recorder.fixes.map(\.coordinate.longitude) == [0, 0.001, 0.0025])
        #expect(recorder.headings.map(\.trueHeading) == [90, 180], "heading filter 1°")
        #expect(manager.heading?.magneticHeading == 180)
    }

    @Test("CLLocation: initialisers, unknowns negative, distance(from:) in metres; constants are Core Location's")
    func locationValues() {
        fresh()
        let a = CLLocation(latitude: 60.1699, longitude: 24.9384)
        let b = CLLocation(coordinate: CLLocationCoordinate2D(latitude: 59.4370, longitude: 24.7536), altitude: 30,
                           horizontalAccuracy: 8, verticalAccuracy: 4, course: 190, speed: 12,
                           timestamp: Date(timeIntervalSince1970: 0))
        #expect(a.course < 0 && a.speed < 0 && a.horizontalAccuracy == 0)
        #expect(b.altitude == 30 && b.course == 190 && b.speed == 12 && b.courseAccuracy < 0)
        #expect(abs(a.distance(from: b) - 82_000) < 1_000, "Helsinki–Tallinn ≈ 82 km: \(a.distance(from: b))")
        #expect(kCLLocationAccuracyBest == -1 && kCLDistanceFilterNone == -1 && kCLLocationAccuracyKilometer == 1000)
        #expect(CLAuthorizationStatus.authorizedWhenInUse.rawValue == 4 && CLError.Code.denied.rawValue == 1)
        #expect(CLError(.denied).code == CLError.denied)
    }
}
}

/// The SDK's camera initialisers take its `Float` zoom from a variable; literals keep the `Double` form.
@MainActor
@Suite("GMSCameraPosition with a Float zoom")
struct FloatZoomTests {
    @Test("GMSCameraPosition(latitude:longitude:zoom: Float) and (target:zoom: Float), as MyLocation's sample passes")
    func floatZoom() {
        let zoom: Float = 12
        let a = GMSCameraPosition(latitude: -33.868, longitude: 151.2086, zoom: zoom)
        let b = GMSCameraPosition(target: CLLocationCoordinate2D(latitude: 1, longitude: 2), zoom: zoom, bearing: 30)
        let c = GMSCameraPosition(latitude: 1, longitude: 2, zoom: 3.5)
        #expect(a.zoom == 12 && a.target.latitude == -33.868 && b.zoom == 12 && b.bearing == 30 && c.zoom == 3.5)
    }
}
