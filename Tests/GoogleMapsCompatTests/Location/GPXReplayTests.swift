import Foundation
import Testing
import GoogleMapsCompat
import InfoWindowLocation

/// The host's location sources: GPX replay, a fixed coordinate, their bad input (SPEC R34, D146, D147).
extension LocationSuites {
@MainActor
@Suite("R34 location sources: GPX replay, fixed coordinate, bad input")
struct GPXReplayTests {
    let device = DeviceLocation.shared

    /// A fresh device, authorized (at the start of each test).
    func fresh() {
        DeviceLocation.shared.reset()
        DeviceLocation.shared.setAuthorization(.authorizedWhenInUse)
    }

    @Test("R34 a GPX replay reaches the delegate in track order at track time × speed; course from the step is the heading")
    func replayInOrder() throws {
        fresh()
        let path = try temporaryFile("walk.gpx", gpxTrack([(60.17, 24.94, 0), (60.171, 24.94, 10), (60.171, 24.942, 20),
                                                          (60.172, 24.942, 40)]))
        let replay = try GPXReplay(path: path, speed: 2)
        let manager = CLLocationManager()
        let recorder = LocationRecorder()
        manager.delegate = recorder
        manager.startUpdatingLocation()
        manager.startUpdatingHeading()
        var finished = false
        replay.onFinish = { finished = true }
        replay.advance(to: 0)
        #expect(recorder.fixes.count == 1)
        replay.advance(to: 4.9)
        #expect(recorder.fixes.count == 1, "the second point is 10 s into the track: 5 s at speed 2")
        replay.advance(to: 5)
        #expect(recorder.fixes.count == 2)
        replay.advance(to: 3)
        #expect(recorder.fixes.count == 2, "time does not go back")
        replay.advance(to: 20)
        #expect(recorder.fixes.map(\.coordinate.latitude) == [60.17, 60.171, 60.171, 60.172])
        #expect(finished && replay.isFinished)
        #expect(recorder.headings.map { $0.trueHeading.rounded() } == [0, 90, 0], "north, east, north")
        #expect(abs(recorder.fixes[1].speed - 111.2 / 10) < 0.2, "speed from the step: \(recorder.fixes[1].speed)")
        #expect(recorder.offMainThread == 0)
    }

    @Test("R34 D147 a GPX with NaN and out-of-range points replays the good ones; an empty one is a clear error")
    func badPoints() throws {
        fresh()
        let text = gpxTrack([(60.17, 24.94, 0), (95, 24.94, 1), (60.18, 200, 2), (60.19, 24.95, 3)])
            .replacingOccurrences(of: "lat=\"95.0\"", with: "lat=\"NaN\"")
        let replay = try GPXReplay(path: try temporaryFile("bad.gpx", text))
        #expect(replay.fixes.map(\.location.coordinate.latitude) == [60.17, 60.19])
        let empty = try temporaryFile("empty.gpx", gpxTrack([]))
        #expect {
            try GPXReplay(path: empty)
        } throws: { error in
            let message = String(describing: error)
            return message.contains("empty.gpx") && message.contains("has no points")
        }
        let notXML = try temporaryFile("notxml.gpx", "this is not XML")
        #expect {
            try GPXReplay(path: notXML)
        } throws: { error in
            String(describing: error).contains("notxml.gpx")
        }
        #expect(throws: LocationSourceError.badSpeed("0.0")) { try GPXReplay(path: empty, speed: 0) }
        let long = try temporaryFile("long.gpx", gpxTrack((0..<11).map { (60, 24 + Double($0) * 1e-4, $0) }))
        #expect(throws: LocationSourceError.tooManyPoints(file: long, limit: 10)) { try GPXReplay(path: long, maxPoints: 10) }
        #expect(LocationSourceError.tooManyPoints(file: "f.gpx", limit: 10).description.contains("split the track"))
        #expect(try GPXReplay(path: long, maxPoints: 11).fixes.count == 11)
    }

    @Test("R34 D147 points out of time order: a point earlier than the one before follows it at once")
    func outOfOrder() throws {
        fresh()
        let path = try temporaryFile("order.gpx", gpxTrack([(60.0, 24.0, 0), (60.1, 24.0, 10), (60.2, 24.0, 5), (60.3, 24.0, 20)]))
        let replay = try GPXReplay(path: path)
        #expect(replay.fixes.map(\.offset) == [0, 10, 10, 20])
        replay.advance(to: 10)
        #expect(device.location?.coordinate.latitude == 60.2, "the late point came with the one before it")
    }

    @Test("R34 --location, --gpsd and --speed values: parsed or a message naming the value and the fix")
    func parsing() throws {
        fresh()
        #expect(try LocationSource.parseCoordinate("60.17, 24.94") == CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94))
        for bad in ["60.17", "91,0", "0,181", "nan,0", "a,b", ""] {
            #expect(throws: LocationSourceError.badCoordinate(bad)) { try LocationSource.parseCoordinate(bad) }
        }
        #expect(try LocationSource.parseAddress("gps.local:3000") == ("gps.local", 3000))
        #expect(try LocationSource.parseAddress("gps.local") == ("gps.local", 2947))
        #expect(throws: LocationSourceError.badAddress("h:0")) { try LocationSource.parseAddress("h:0") }
        #expect(throws: LocationSourceError.badSpeed("-1")) { try LocationSource.parseSpeed("-1") }
        #expect(LocationSourceError.badCoordinate("x").description.contains("LAT,LNG"))
    }

    @Test("R34 a fixed location is reported once at start; gpsd not running is a clear error")
    func fixedAndGpsdMissing() throws {
        fresh()
        let simulator = try LocationSimulator(.fixed(CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945), accuracy: 30))
        try simulator.start()
        #expect(device.location?.coordinate.latitude == 48.8584 && device.location?.horizontalAccuracy == 30)
        let gpsd = try LocationSimulator(.gpsd(host: "127.0.0.1", port: 1))
        #expect {
            try gpsd.start()
        } throws: { error in
            String(describing: error).contains("gpsd") && String(describing: error).contains("--gpsd")
        }
    }
}
}
