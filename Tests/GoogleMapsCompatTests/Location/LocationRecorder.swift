import Foundation
import GoogleMapsCompat

/// Marks the main queue, so a call can tell it runs there (`DispatchQueue.getSpecific`).
let mainQueueKey = DispatchSpecificKey<Bool>()

/// A `CLLocationManagerDelegate` writing down what it hears, and whether each call came on the main queue.
@MainActor
final class LocationRecorder: CLLocationManagerDelegate {
    init() {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    }

    var events: [String] = []
    var fixes: [CLLocation] = []
    var headings: [CLHeading] = []
    var errors: [CLError] = []
    var offMainThread = 0

    private func note(_ event: String) {
        if DispatchQueue.getSpecific(key: mainQueueKey) != true { offMainThread += 1 }
        events.append(event)
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        fixes += locations
        note("fix")
    }

    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
        headings.append(newHeading)
        note("heading")
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        if let error = error as? CLError { errors.append(error) }
        note("error")
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        note("auth(\(manager.authorizationStatus))")
    }

    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
        note("oldAuth(\(status))")
    }
}

/// Writes `text` to a fresh temporary file named `name` and answers its path.
func temporaryFile(_ name: String, _ text: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iwk-location-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
}

/// A GPX 1.1 track of `points` (lat, lon, seconds after 06:00:00Z).
func gpxTrack(_ points: [(Double, Double, Int)]) -> String {
    let body = points.map { lat, lon, second in
        let time = String(format: "2024-05-01T06:%02d:%02dZ", second / 60, second % 60)
        return "<trkpt lat=\"\(lat)\" lon=\"\(lon)\"><time>\(time)</time></trkpt>"
    }.joined(separator: "\n")
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="tests" xmlns="http://www.topografix.com/GPX/1/1">
    <trk><trkseg>
    \(body)
    </trkseg></trk></gpx>
    """
}
