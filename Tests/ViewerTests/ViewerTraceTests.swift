import Foundation
import InfoWindowKit
import Testing
@testable import infowindow

/// The state lines of `--trace` (V4): printed once the map is at rest, each only when it changed.
@MainActor
struct ViewerTraceTests {
    let recorder = Recorder()

    private func australia() throws -> (ViewerSession, MapView) {
        let session = try viewerSession([Repository.scenes + "/australia.json"], recorder: recorder)
        return (session, session.page.map.mapView)
    }

    private func windowLine(_ map: MapView, _ id: String) throws -> String {
        let frame = try #require(map.infoWindowFrame)
        return String(format: "window \(id) %.2f %.2f %.2f %.2f", frame.minX, frame.minY, frame.width, frame.height)
    }

    @Test("V4 the first lines give the toast, the size, the camera and the open window")
    func firstLines() throws {
        let (_, map) = try australia()
        var trace = ViewerTrace()
        #expect(trace.lines(for: map, isSettled: true, message: nil) == [
            "toast none", "size 640 480 1", "camera -31.4000000 149.2000000 5.0000 0.00 0.00", try windowLine(map, "sydney"),
        ])
    }

    @Test("R34 with the location layer on, a location line: none before the first fix, then the fix and its dot")
    func locationLine() throws {
        let (_, map) = try australia()
        var trace = ViewerTrace()
        _ = trace.lines(for: map, isSettled: true, message: nil)
        let device = DeviceLocation()
        map.locationDevice = device
        map.isMyLocationEnabled = true
        #expect(trace.lines(for: map, isSettled: true, message: nil) == ["location none"])
        device.report(Location(latitude: -33.8683, longitude: 151.2086))
        let dot = try #require(map.myLocationScreenPoint)
        #expect(trace.lines(for: map, isSettled: true, message: nil)
                == [String(format: "location -33.8683000 151.2086000 %.2f %.2f", dot.x, dot.y)])
        #expect(trace.lines(for: map, isSettled: true, message: nil).isEmpty)
    }

    @Test("V4 a line comes again only when what it says changed")
    func onlyChanges() throws {
        let (_, map) = try australia()
        var trace = ViewerTrace()
        _ = trace.lines(for: map, isSettled: true, message: nil)
        #expect(trace.lines(for: map, isSettled: true, message: nil).isEmpty)
        map.pan(by: CGPoint(x: 30, y: 0))
        let camera = ViewerTrace.cameraLine(map.camera)
        #expect(trace.lines(for: map, isSettled: true, message: nil) == [camera, try windowLine(map, "sydney")])
        map.selectedMarker = nil
        #expect(trace.lines(for: map, isSettled: true, message: nil) == ["window none"])
        map.frame = CGRect(x: 0, y: 0, width: 480, height: 640)
        map.scale = 2
        #expect(trace.lines(for: map, isSettled: true, message: nil) == ["size 480 640 2"])
    }

    @Test("V4 nothing about the map while a button is held or the camera animates; the toast always")
    func notWhileMoving() throws {
        let (_, map) = try australia()
        var trace = ViewerTrace()
        _ = trace.lines(for: map, isSettled: true, message: nil)
        map.pan(by: CGPoint(x: 10, y: 10))
        #expect(trace.lines(for: map, isSettled: false, message: "Hello\nthere") == ["toast Hello there"])
        #expect(trace.lines(for: map, isSettled: false, message: "Hello\nthere").isEmpty)
        var goal = map.camera
        goal.zoom += 1
        map.animate(to: goal)
        #expect(trace.lines(for: map, isSettled: true, message: "Hello\nthere").isEmpty, "animating")
        map.advance(to: map.currentTime + map.cameraAnimationDuration)
        let lines = trace.lines(for: map, isSettled: true, message: nil)
        #expect(lines.first == "toast none")
        #expect(lines.dropFirst().first == ViewerTrace.cameraLine(goal))
    }

    @Test("V4 a toast is one line: white space runs become one space")
    func toastLine() throws {
        let (_, map) = try australia()
        var trace = ViewerTrace()
        #expect(trace.lines(for: map, isSettled: false, message: "Info window for marker\n Sydney  closed.")
            == ["toast Info window for marker Sydney closed."])
    }

    @Test("V4 after a reset (a scene switch) every line comes again")
    func resetRepeats() throws {
        let (_, map) = try australia()
        var trace = ViewerTrace()
        let first = trace.lines(for: map, isSettled: true, message: nil)
        trace.reset()
        #expect(trace.lines(for: map, isSettled: true, message: nil) == first)
    }
}
