import Foundation
import InfoWindowKit
import InfoWindowLocation
import Testing
@testable import infowindow

/// `infowindow view`'s arguments: what is shown, and every usage error (exit status 2).
@MainActor
struct ViewRequestTests {
    private func usageError(_ arguments: [String]) -> CLIError? {
        do {
            _ = try viewRequest(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test("without a scene, view shows the demo scenes, the sample app's Australia first")
    func demoScenes() throws {
        let request = try viewRequest(["--scenes", Repository.scenes])
        #expect(request.scenes.map(\.label) == ["australia", "london", "taipei", "tilted", "helsinki"])
        #expect(request.scenes[0].scene.selectedMarker == "sydney")
        #expect(request.centersOnMarkerTap && !request.tracing)
    }

    @Test("scene files keep their order; --size, --center, --zoom and --select apply to each")
    func overrides() throws {
        let request = try viewRequest([Repository.viewerScene, Repository.scenes + "/australia.json", "--size", "300x200",
                                       "--zoom", "6", "--center", "1,2"])
        #expect(request.scenes.map(\.label) == ["viewer", "australia"])
        for (scene, _) in request.scenes {
            #expect(scene.size == CGSize(width: 300, height: 200))
            #expect(scene.camera.zoom == 6 && scene.camera.target == Coordinate(latitude: 1, longitude: 2))
        }
        #expect(try viewRequest([Repository.viewerScene, "--select", "bern"]).selectionField == "--select")
    }

    @Test("R34 --location, --gpx with --speed, --gpsd name the device's location source; one at most; bad values are usage errors")
    func locationSources() throws {
        let scene = Repository.viewerScene
        #expect(try viewRequest([scene]).location == nil)
        #expect(try viewRequest([scene, "--location", "60.17,24.94"]).location
                == .fixed(Coordinate(latitude: 60.17, longitude: 24.94)))
        #expect(try viewRequest([scene, "--gpx", "walk.gpx", "--speed", "10"]).location == .gpx(path: "walk.gpx", speed: 10))
        #expect(try viewRequest([scene, "--gpsd", "127.0.0.1:3000"]).location == .gpsd(host: "127.0.0.1", port: 3000))
        let both = usageError([scene, "--location", "1,2", "--gpsd", "h:1"])
        #expect(both?.message.contains("one location source") == true && both?.status == ExitStatus.badInput)
        #expect(usageError([scene, "--speed", "2"])?.message.contains("--gpx") == true)
        #expect(usageError([scene, "--location", "95,0"])?.message.contains("LAT,LNG") == true)
        #expect(usageError([scene, "--gpx", "w.gpx", "--speed", "0"])?.message.contains("above 0") == true)
    }

    @Test("V7 --no-centering: a tap on a marker opens its window and leaves the camera where it was")
    func noCentering() throws {
        let recorder = Recorder()
        let session = try viewerSession([Repository.viewerScene], recorder: recorder, extra: ["--no-centering"])
        let map = session.page.map.mapView
        let camera = map.camera
        let bern = try #require(session.page.map.marker(withID: "bern"))
        map.tap(at: try #require(map.iconFrame(of: bern)).centre)
        #expect(map.selectedMarker === bern)
        #expect(!map.isAnimatingCamera && map.camera == camera)
        let centring = try viewerSession([Repository.viewerScene], recorder: recorder)
        let other = centring.page.map.mapView
        let otherBern = try #require(centring.page.map.marker(withID: "bern"))
        other.tap(at: try #require(other.iconFrame(of: otherBern)).centre)
        #expect(other.isAnimatingCamera, "R21 without the flag the camera moves to the marker")
    }

    @Test("D177 Scenes/clusters.json in the viewer: a tap on a cluster zooms in (no window), the clusters follow the camera; a tap on a lone point opens its window")
    func clusters() throws {
        let recorder = Recorder()
        let session = try viewerSession([Repository.scenes + "/clusters.json"], recorder: recorder)
        let map = session.page.map.mapView
        let layer = try #require(session.page.map.clusterLayer)
        map.advance(to: 0.1)
        _ = map.snapshot()
        let zoom = map.camera.zoom
        let view = CGRect(origin: .zero, size: map.frame.size)
        let cluster = try #require(layer.markers.first {
            (layer.count(of: $0) ?? 0) >= 10 && map.iconFrame(of: $0).map { view.insetBy(dx: 40, dy: 40).contains($0.centre) } == true
        })
        map.tap(at: try #require(map.iconFrame(of: cluster)).centre)
        map.advance(to: 5)
        _ = map.snapshot()
        #expect(map.camera.zoom >= zoom + 1, "the tap zoomed in")
        #expect(map.selectedMarker?.title == "Bakery 1481", "the scene's open window stays: its point is still alone")
        #expect(!layer.markers.contains { $0 === cluster }, "the cluster split at the deeper zoom")
        // A lone point whose pin no other pin covers (a tap goes to the topmost), away from the open window.
        let frames = layer.markers.compactMap { marker in map.iconFrame(of: marker).map { (marker, $0) } }
        let window = map.infoWindowFrame ?? .null
        let lone = try #require(frames.first { marker, frame in
            layer.count(of: marker) == 1 && marker !== map.selectedMarker
                && view.insetBy(dx: 40, dy: 40).contains(frame.centre) && !frame.intersects(window)
                && !frames.contains { other, otherFrame in other !== marker && otherFrame.intersects(frame) }
        }?.0)
        map.tap(at: try #require(map.iconFrame(of: lone)).centre)
        #expect(map.selectedMarker === lone)
    }

    @Test("--geojson shows the file's points at --center and --zoom")
    func geoJSON() throws {
        let request = try viewRequest(["--geojson", Repository.scenes + "/cities.geojson", "--center", "48,4", "--zoom", "4",
                                       "--trace"])
        #expect(request.scenes.map(\.label) == ["cities"])
        #expect(request.scenes[0].scene.camera.zoom == 4)
        #expect(request.tracing)
        let session = try ViewerSession(scenes: request.scenes, selectionField: request.selectionField,
                                        centersOnMarkerTap: true, output: Recorder().output())
        #expect(session.page.map.mapView.markers.count > 5)
    }

    @Test("usage errors of view: each says what is wrong and what to do (exit status 2)", arguments: [
        (["--geojson", "x.geojson"], "infowindow view: --geojson needs --center LAT,LNG and --zoom Z, e.g. --center 51.5,-0.127 --zoom 10"),
        (["a.json", "--geojson", "x.geojson", "--center", "0,0", "--zoom", "1"], "infowindow view: give scene files or --geojson FILE, not both"),
        (["a.json", "--scenes", "Scenes"], "infowindow view: --scenes names the demo scenes; it does not go with scene files"),
        (["--geojson", "x.geojson", "--center", "0,0", "--zoom", "1", "--scenes", "S"], "infowindow view: --scenes names the demo scenes; it does not go with --geojson"),
        (["--scenes", "/nowhere"], "infowindow view: --scenes: /nowhere holds no demo scenes (there is no london.json); give the Scenes folder of the checkout"),
        (["--scale", "2"], "infowindow view: unknown option --scale (did you mean --style?); see 'infowindow view --help'"),
        (["--size", "10"], "infowindow view: --size: expected WIDTHxHEIGHT in points, each from 1 to 4096, e.g. 640x480, got \"10\""),
        (["--trace=yes"], "infowindow view: --trace takes no value"),
        (["/nowhere/scene.json"], "/nowhere/scene.json: no such file; check the path"),
        (Array(repeating: "a.json", count: 10), "infowindow view: 10 scenes given; the number keys switch between at most 9, give fewer"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let error = usageError(arguments)
        #expect(error?.message == message)
        #expect(error?.status == ExitStatus.badInput)
    }

    @Test("a --select that names no marker is refused before a window opens (exit status 2)")
    func badSelection() throws {
        let request = try viewRequest(["--scenes", Repository.scenes, "--select", "sydney"])
        let error = #expect(throws: CLIError.self) {
            try ViewerSession(scenes: request.scenes, selectionField: request.selectionField, centersOnMarkerTap: true,
                              output: Recorder().output())
        }
        #expect(error?.status == ExitStatus.badInput)
        #expect(error?.message.hasPrefix(Repository.scenes + "/london.json: --select: no marker has the id or title \"sydney\"") == true)
    }

    @Test("view is listed by infowindow help, and its help has examples and the trace format")
    func help() {
        #expect(Tool.commands.map(\.name).contains("view"))
        let help = ViewCommand.command.helpText
        #expect(help.contains("Examples:"))
        #expect(help.contains("camera LAT LNG ZOOM BEARING TILT"))
        #expect(help.contains("--no-centering"))
    }
}
