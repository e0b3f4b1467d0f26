import Foundation
import GoogleMapsCompat
import InfoWindowFormats
import InfoWindowKit
import InfoWindowLocation

/// The location layer (issue 22, SPEC R34): a GPX track of 10,000 points replayed headless as fast as the
/// clock allows (`GPXReplay.finish()`) into the device's location, through a `CLLocationManager`'s
/// delegate and a map showing the dot (its `myLocation`, heading and the dot's place in the view worked
/// out for each fix). Frames are drawn at the host's frame rate, not per fix: one is drawn at the end.
@MainActor
enum LocationBenchmarks {
    static let points = 10_000
    static let rounds = 7

    static let workloads: [(name: String, run: @MainActor () -> [Figure])] = [("gpx_replay", gpxReplay)]

    static func run(only names: Set<String>? = nil) -> [Figure] {
        workloads.filter { names?.contains($0.name) ?? true }.flatMap { $0.run() }
    }

    /// A delegate that counts the fixes and keeps the last.
    final class Counter: CLLocationManagerDelegate {
        var count = 0
        var last: CLLocation?
        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            count += locations.count
            last = locations.last
        }
    }

    /// A GPX 1.1 track of `points` points a second apart, walking north-east from Helsinki.
    static func track() -> [UInt8] {
        var text = "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"bench\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg>\n"
        let start = Date(timeIntervalSince1970: 1_714_543_200)
        let formatter = ISO8601DateFormatter()
        for i in 0..<points {
            let lat = 60.17 + Double(i) * 1e-5, lon = 24.94 + Double(i) * 2e-5
            text += "<trkpt lat=\"\(lat)\" lon=\"\(lon)\"><time>\(formatter.string(from: start.addingTimeInterval(Double(i))))</time></trkpt>\n"
        }
        return Array((text + "</trkseg></trk></gpx>\n").utf8)
    }

    static func gpxReplay() -> [Figure] {
        let device = DeviceLocation.shared
        device.reset()
        device.setAuthorization(.authorizedWhenInUse)
        let parsed: GPXTrack
        do { parsed = try GPXTrack.parse(bytes: track(), name: "bench.gpx") } catch { fail("the bench track does not read: \(error)") }
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 400),
                          camera: CameraPosition(latitude: 60.2, longitude: 25, zoom: 12))
        map.isMyLocationEnabled = true
        let manager = CLLocationManager()
        let counter = Counter()
        manager.delegate = counter
        manager.startUpdatingLocation()
        var perUpdate: [Double] = []
        for _ in 0..<rounds {
            let replay: GPXReplay
            do { replay = try GPXReplay(track: parsed) } catch { fail("the bench track does not replay: \(error)") }
            let before = counter.count
            let time = seconds {
                replay.finish()
                _ = map.myLocationScreenPoint
            }
            check(counter.count - before == points, "the delegate heard \(counter.count - before) of \(points) fixes")
            check(map.myLocation == counter.last, "the dot is not at the delegate's last fix")
            perUpdate.append(time / Double(points) * 1e6)
        }
        _ = map.snapshot()
        let rates = perUpdate.map { 1e6 / $0 }
        return [Figure("gpx_replay_update_us", perUpdate, target: 200,
                       label: "GPX replay, \(points) points: one fix through CLLocationManager's delegate and the map's dot (µs; ≤ 200 is ≥ 5,000/s)",
                       decimals: 2),
                Figure("gpx_replay_updates_per_s", rates, label: "GPX replay: fixes per second through the delegate and the dot", decimals: 0)]
    }
}
