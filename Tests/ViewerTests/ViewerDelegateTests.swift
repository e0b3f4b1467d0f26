import Foundation
import InfoWindowKit
import Testing
@testable import infowindow

/// The viewer's delegate: the scene's custom windows shown through it, and the messages of the SDK's
/// info-window sample app (V3) and the event lines of `--trace` (V4).
@MainActor
struct ViewerDelegateTests {
    let recorder = Recorder()

    private func australia(tracing: Bool = false) throws -> (ViewerSession, MapView) {
        let session = try viewerSession([Repository.scenes + "/australia.json"], recorder: recorder, tracing: tracing)
        return (session, session.page.map.mapView)
    }

    private func marker(_ id: String, in session: ViewerSession) throws -> Marker {
        try #require(session.page.map.marker(withID: id))
    }

    @Test("V3 a long press on the open window shows 'Info window for marker Sydney long pressed.'")
    func longPressMessage() throws {
        let (session, map) = try australia()
        let frame = try #require(map.infoWindowFrame)
        map.longPress(at: frame.centre)
        #expect(recorder.messages == ["Info window for marker Sydney long pressed."])
        #expect(map.selectedMarker === session.page.map.marker(withID: "sydney"))
    }

    @Test("V3 each close shows 'Info window for marker … closed.', whatever closed it")
    func closeMessages() throws {
        let (session, map) = try australia()
        map.tap(at: CGPoint(x: 20, y: 20))
        #expect(recorder.messages == ["Info window for marker Sydney closed."])
        let brisbane = try marker("brisbane", in: session)
        map.selectedMarker = brisbane
        #expect(recorder.messages.count == 1, "opening a window is not a message")
        map.tap(at: try #require(map.iconFrame(of: brisbane)).centre)
        #expect(recorder.messages.last == "Info window for marker Brisbane closed.", "R6 tapping the open marker closes it first")
        map.tap(at: try #require(map.iconFrame(of: try marker("melbourne", in: session))).centre)
        map.selectedMarker = nil
        #expect(recorder.messages == ["Info window for marker Sydney closed.", "Info window for marker Brisbane closed.",
                                      "Info window for marker Brisbane closed.", "Info window for marker Melbourne closed."])
    }

    @Test("V3 taps on a window, a marker or the map are not messages")
    func tapsAreQuiet() throws {
        let (session, map) = try australia()
        map.tap(at: try #require(map.infoWindowFrame).centre)
        map.longPress(at: CGPoint(x: 20, y: 20))
        #expect(recorder.messages.isEmpty)
        #expect(map.selectedMarker === (try marker("sydney", in: session)))
    }

    @Test("V3 the scene's custom window and contents show through the viewer's delegate (R15, R16)")
    func customWindowsForwarded() throws {
        let (session, map) = try australia()
        for id in ["sydney", "melbourne", "brisbane"] {
            let plain = try Scene.load(contentsOfFile: Repository.scenes + "/australia.json").makeMap()
            let plainMarker = try #require(plain.marker(withID: id))
            plain.mapView.selectedMarker = plainMarker
            map.selectedMarker = try marker(id, in: session)
            #expect(map.infoWindowFrame == plain.mapView.infoWindowFrame, "\(id)")
            #expect(map.snapshot().pngData() == plain.snapshot().pngData(), "\(id): the same pixels as the scene alone")
        }
    }

    @Test("V4 with --trace, taps, long presses and closes are lines: tap marker, tap window, tap map, close, long-press")
    func traceEvents() throws {
        let (session, map) = try australia(tracing: true)
        let brisbane = try marker("brisbane", in: session)
        map.centersOnMarkerTap = false
        map.tap(at: try #require(map.iconFrame(of: brisbane)).centre)
        let frame = try #require(map.infoWindowFrame)
        map.tap(at: CGPoint(x: frame.minX + 10, y: frame.minY + 12))
        map.longPress(at: frame.centre)
        map.longPress(at: CGPoint(x: 0, y: 0))
        map.tap(at: CGPoint(x: 0, y: 0))
        let corner = map.projection.coordinate(for: .zero)
        let place = String(format: "%.7f %.7f", corner.latitude, corner.longitude)
        #expect(recorder.traceLines == [
            "tap marker brisbane", "close sydney otherMarkerTapped", "tap window brisbane 10.00 12.00",
            "long-press window brisbane", "long-press map \(place)", "tap map \(place)", "close brisbane mapTapped",
        ])
    }

    @Test("V4 without --trace, no event lines are made")
    func noTrace() throws {
        let (session, map) = try australia(tracing: false)
        map.tap(at: CGPoint(x: 20, y: 20))
        #expect(recorder.traceLines.isEmpty)
        #expect(recorder.messages.count == 1)
        #expect(session.output.trace == nil)
    }

    @Test("V4 trace names a marker by its id, else its title with spaces as _, else -")
    func tokens() {
        let marker = Marker(position: Coordinate(latitude: 0, longitude: 0))
        #expect(ViewerNames.token(of: marker) == "-")
        #expect(ViewerNames.title(of: marker) == "without a title")
        marker.title = "  New  York\n City "
        #expect(ViewerNames.token(of: marker) == "New_York_City")
        #expect(ViewerNames.title(of: marker) == "New  York\n City")
        marker.userData = "nyc"
        #expect(ViewerNames.token(of: marker) == "nyc")
        marker.title = " "
        #expect(ViewerNames.title(of: marker) == "nyc", "a blank title falls back to the id in messages")
    }
}
