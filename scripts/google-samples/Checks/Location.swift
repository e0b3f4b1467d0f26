// Google's location samples (issue 22): what each shows, checked headless, and a PNG per step. The host
// is the device's location source (SPEC R34): it reports fixes to DeviceLocation, as the iOS
// Simulator's location menu does. The project's own code; the samples are Google's and are not in the project.

import Foundation
import GoogleMapsCompat
import InfoWindowLocation

/// The location samples, in the order the host runs them.
@MainActor let locationSamples: [Sample] = [
    Sample(name: "MyLocation", make: { MyLocationViewController() }, check: checkMyLocation),
    Sample(name: "AnimatedCurrentLocation", make: { AnimatedCurrentLocationViewController() },
           check: checkAnimatedCurrentLocation),
]

/// A fix at `latitude`, `longitude`, accurate to `accuracy` metres, moving towards `course`.
@MainActor func fix(_ latitude: Double, _ longitude: Double, accuracy: Double = 25, course: Double = -1) -> CLLocation {
    CLLocation(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
               horizontalAccuracy: accuracy, verticalAccuracy: -1, course: course, speed: -1, timestamp: Date())
}

/// Whether the window's pixel at `point` (window points) is the dot's blue.
@MainActor func isDotBlue(_ window: UIWindow, at point: CGPoint) -> Bool {
    let image = window.snapshot()
    guard let color = image.color(atPixelX: Int(point.x * image.scale), y: Int(point.y * image.scale)) else { return false }
    return color.blue > 0.8 && color.red < 0.4
}

/// MyLocationViewController: the dot shows where the device is; the first fix moves the camera there at
/// zoom 14 (through the sample's KVO observation of myLocation); a tap on the dot shows the sample's alert
/// with the coordinate; the location button brings the camera back to the dot.
@MainActor func checkMyLocation() async {
    let device = DeviceLocation.shared
    device.reset()
    let (window, controller, map) = show({ MyLocationViewController() })
    check(map.isMyLocationEnabled && map.settings.myLocationButton && map.settings.compassButton, "the sample's switches")
    check(device.authorization == .authorizedWhenInUse, "the map asked for the location; the host granted it")
    check(map.myLocation == nil && map.myLocationScreenPoint == nil, "no dot before the first fix")
    device.report(fix(-33.8587, 151.2140, accuracy: 60, course: 30))
    await window.run(for: 0.1)
    check(map.myLocation?.coordinate.latitude == -33.8587, "myLocation follows the host's source")
    check(abs(map.camera.target.latitude - -33.8587) < 1e-9 && map.camera.zoom == 14,
          "the first fix moved the camera to it at zoom 14 (the sample observes myLocation)")
    guard let dot = map.myLocationScreenPoint else { check(false, "the dot is drawn"); return }
    let center = map.convert(dot, to: nil)
    check(abs(center.x - map.bounds.midX) < 1 && abs(center.y - map.bounds.midY) < 1, "the dot at the map's centre: \(center)")
    check(isDotBlue(window, at: CGPoint(x: center.x, y: center.y + 3)), "the dot is blue")
    save(window, "my-location-1-dot")
    map.tap(at: dot)
    await window.run(for: 0.5)
    let alert = controller.presentedViewController as? UIAlertController
    check(alert?.title == "Location Tapped" && alert?.message?.contains("-33.8587") == true,
          "a tap on the dot shows the sample's alert: \(alert?.message ?? "none")")
    save(window, "my-location-2-tapped")
    alert?.dismiss(animated: false)
    device.report(fix(-33.8570, 151.2150, accuracy: 20, course: 60))
    await window.run(for: 0.1)
    check(abs(map.camera.target.latitude - -33.8587) < 1e-9, "later fixes leave the camera (the sample moves it once)")
    let button = CGPoint(x: map.bounds.maxX - 12 - 20, y: map.bounds.maxY - 12 - 20 - 14)
    map.tap(at: button)
    await window.run(for: 1)
    check(abs(map.camera.target.latitude - -33.8570) < 1e-9, "the location button brought the camera to the dot")
    save(window, "my-location-3-recentred")
}

/// AnimatedCurrentLocationViewController: a CLLocationManager with a 5 m distance filter; each fix puts
/// the walker marker there (animated over 2 s) and the camera follows.
@MainActor func checkAnimatedCurrentLocation() async {
    let device = DeviceLocation.shared
    device.reset()
    let (window, _, map) = show({ AnimatedCurrentLocationViewController() })
    await window.run(for: 0.1)
    check(device.authorization == .authorizedWhenInUse, "the sample asked for authorization; the host granted it")
    // A walk along the Mall in Washington as a GPX track, 10 s (≈ 11 m) a step, and one step of 2 m (under
    // the sample's 5 m distance filter), replayed on the window's clock at 5× real time.
    let walk = [(38.8890, -77.0230), (38.8890, -77.0229), (38.8890, -77.0228), (38.88902, -77.0228), (38.8890, -77.0227)]
    let points = walk.enumerated().map { index, point in
        "<trkpt lat=\"\(point.0)\" lon=\"\(point.1)\"><time>2024-05-01T12:00:\(String(format: "%02d", index * 10))Z</time></trkpt>"
    }
    let gpx = "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"check\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg>"
        + points.joined() + "</trkseg></trk></gpx>"
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("mall-\(getpid()).gpx").path
    guard (try? Data(gpx.utf8).write(to: URL(fileURLWithPath: path))) != nil,
          let replay = try? GPXReplay(path: path, speed: 5) else { check(false, "the GPX track is written and read"); return }
    defer { try? FileManager.default.removeItem(atPath: path) }
    var positions: [CLLocationCoordinate2D] = []
    for step in 0..<walk.count {
        replay.advance(to: Double(step) * 2)   // 10 s of track at 5×
        await window.run(for: 2.2)
        if let marker = map.markers.first { positions.append(marker.position) }
    }
    check(replay.isFinished, "the whole track was replayed")
    check(map.markers.count == 1, "one walker marker")
    check(positions.count == 5 && positions[3].latitude == 38.8890 && positions[4].longitude == -77.0227,
          "the marker follows each fix but the 2 m step (distance filter 5 m): \(positions.map { ($0.latitude, $0.longitude) })")
    check(abs(map.camera.target.longitude - -77.0227) < 1e-9 && map.camera.zoom == 17, "the camera followed to the last fix")
    save(window, "animated-current-location")
}
