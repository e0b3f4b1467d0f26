import Foundation
import InfoWindowKit
import InfoWindowLocation
import InfoWindowSDL

/// `infowindow view`: scenes in a real window, to click, drag and zoom.
@MainActor
enum ViewCommand {
    /// The demo scenes the viewer shows when no scene is given, in the order of the number keys.
    static let demoScenes = ["australia.json", "london.json", "taipei.json", "tilted.json", "helsinki.json"]

    static var command: Command {
        Command(
            name: "view",
            summary: "show scenes in a window to click, drag and zoom",
            usage: [
                "infowindow view [SCENE.json...] [--size WxH] [--select ID] [--no-centering] [--trace]",
                "infowindow view --geojson POINTS.geojson --center LAT,LNG --zoom Z [--select ID]",
                "infowindow view [SCENE.json...] --location LAT,LNG | --gpx FILE [--speed N] | --gpsd HOST:PORT",
            ],
            details: """
                Opens a window showing a scene (docs/scene-format.md), the points of a GeoJSON file, or,
                with neither, the demo scenes (Sydney, Melbourne and Brisbane with a custom window,
                custom contents and the default window; London; Taipei; a tilted camera). The window's
                drawable area is the scene's size in points (or --size); the screen sets the pixels per
                point, so a scene's "scale" is not used.

                Mouse: click a marker to open its window (a cluster of a scene's "clusters" zooms in to
                where it splits), click the map to close it, hold 0.5 s for a long press, drag to pan, wheel to zoom, right-drag (or ctrl-drag) to rotate and tilt.
                Keys: arrows pan, + and - zoom, Esc closes the window, 1-9 switch scenes (each keeps its
                state), R resets the scene shown, Ctrl+Q or Ctrl+W quits (exit status 0).

                Closing a window and long-pressing one show a message for two seconds ("Info window
                for marker Sydney closed.") and print it. With --trace, machine-readable lines follow
                on standard output: after each change, once the map is at rest,
                  size W H SCALE
                  camera LAT LNG ZOOM BEARING TILT
                  window ID X Y W H          (the open window in points, or "window none")
                  toast TEXT                 (the message on screen, or "toast none")
                  location LAT LNG X Y       (with a location source: the fix and its dot, or "location none")
                and as they happen: scene N NAME, tap marker ID, tap window ID X Y, tap map LAT LNG,
                long-press window ID, long-press map LAT LNG, close ID REASON. An ID is the marker's
                id, else its title, with spaces as "_".

                The device's location (SPEC R34, docs/location.md): --location, --gpx or --gpsd gives
                it, and every scene's map shows it (the blue dot, its accuracy circle and heading cone,
                the my-location button in the bottom-right corner to recentre). --gpx replays the
                track on the window's clock, --speed times real time; --gpsd reads a running gpsd.

                Needs a display: set DISPLAY, or run under a virtual one (xvfb-run -a infowindow view).
                Exit status: 0 when the window is closed, 1 when no window can be opened, 2 bad input.
                """,
            options: [
                OptionSpec(["--size"], value: "WxH", help: "window size in points (default: the scene's, else 640x480)"),
            ] + OptionSpec.mapInputs(verb: "show") + [
                OptionSpec(["--scenes"], value: "DIR", help: "the folder of the demo scenes (default: Scenes/ of the checkout)"),
                OptionSpec(["--no-centering"], help: "a tap on a marker opens its window without moving the camera"),
                OptionSpec(["--trace"], help: "print machine-readable state and event lines (see above)"),
                OptionSpec(["--location"], value: "LAT,LNG", help: "the device is at this coordinate (the blue dot)"),
                OptionSpec(["--gpx"], value: "FILE", help: "the device follows this GPX track, replayed in real time"),
                OptionSpec(["--speed"], value: "N", help: "replay --gpx N times faster than real time (default 1)"),
                OptionSpec(["--gpsd"], value: "HOST:PORT", help: "the device's location comes from gpsd (default port 2947)"),
            ],
            examples: [
                ("infowindow view", "the demo scenes; keys 1-5 switch"),
                ("infowindow view Scenes/london.json --size 800x600", "one scene in a larger window"),
                ("infowindow view --geojson Scenes/cities.geojson --center 48,4 --zoom 4", "the points of a GeoJSON file"),
                ("xvfb-run -a infowindow view Scenes/taipei.json --trace", "on a machine without a screen"),
                ("infowindow view Scenes/helsinki.json --gpx walk.gpx --speed 10", "the blue dot walks a GPX track"),
            ],
            run: run)
    }

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
        let request = try ViewRequest(arguments)
        let output = ViewerOutput(message: { console.out($0) })
        let session = try ViewerSession(scenes: request.scenes, selectionField: request.selectionField,
                                        centersOnMarkerTap: request.centersOnMarkerTap, output: output)
        let viewer: Viewer
        do {
            viewer = try Viewer(session: session, tracing: request.tracing, console: console)
        } catch {
            throw .rendering("infowindow view: \(error.message)")
        }
        var simulator: LocationSimulator?
        if let source = request.location {
            for page in session.pages {
                page.map.mapView.isMyLocationEnabled = true
                page.map.mapView.settings.myLocationButton = true
            }
            do {
                simulator = try LocationSimulator(source)
                try simulator?.start()
            } catch {
                throw .usage("infowindow view: \(error)")
            }
        }
        viewer.run()
        simulator?.stop()
        return ExitStatus.success
    }
}

/// What `infowindow view` was asked to show: the scenes (loaded, overrides applied) and the flags.
@MainActor
struct ViewRequest {
    /// The scenes with their labels, in the order of the number keys.
    var scenes: [(scene: Scene, label: String)] = []
    /// Where the selection came from, for error messages.
    var selectionField = "selected"
    /// False with `--no-centering`.
    var centersOnMarkerTap = true
    /// True with `--trace`.
    var tracing = false
    /// The device's location source (`--location`, `--gpx` with `--speed`, `--gpsd`), nil when none.
    var location: LocationSource?

    init(_ arguments: ParsedArguments) throws(CLIError) {
        let job = try SceneJob(arguments, command: "view")
        centersOnMarkerTap = !arguments.flags.contains("--no-centering")
        tracing = arguments.flags.contains("--trace")
        if job.select != nil { selectionField = "--select" }
        location = try Self.locationSource(arguments)
        if let geoJSON = arguments["--geojson"] {
            guard arguments.positionals.isEmpty else {
                throw .usage("infowindow view: give scene files or --geojson FILE, not both")
            }
            guard arguments["--scenes"] == nil else {
                throw .usage("infowindow view: --scenes names the demo scenes; it does not go with --geojson")
            }
            guard let center = job.center, let zoom = job.zoom else {
                throw .usage("infowindow view: --geojson needs --center LAT,LNG and --zoom Z, e.g. --center 51.5,-0.127 --zoom 10")
            }
            var scene = Scene(camera: CameraPosition(target: center, zoom: zoom), name: geoJSON)
            scene.geoJSON = geoJSON
            scenes = [(try job.apply(to: scene), Self.label(geoJSON))]
            return
        }
        var paths = arguments.positionals
        if paths.isEmpty {
            let folder = try DemoCommand.findScenes(arguments["--scenes"], command: "view")
            paths = ViewCommand.demoScenes.map { folder + "/" + $0 }
        } else if arguments["--scenes"] != nil {
            throw .usage("infowindow view: --scenes names the demo scenes; it does not go with scene files")
        }
        guard paths.count <= ViewerSession.maximumScenes else {
            throw .usage("infowindow view: \(paths.count) scenes given; the number keys switch between at most \(ViewerSession.maximumScenes), give fewer")
        }
        for path in paths {
            scenes.append((try job.load(path), Self.label(path)))
        }
    }

    /// The location source the flags name: at most one of `--location`, `--gpx`, `--gpsd`; `--speed` only
    /// with `--gpx`. A GPX file is checked when the viewer starts.
    static func locationSource(_ arguments: ParsedArguments) throws(CLIError) -> LocationSource? {
        let given = ["--location", "--gpx", "--gpsd"].filter { arguments[$0] != nil }
        guard given.count <= 1 else {
            throw .usage("infowindow view: give one location source, not \(given.joined(separator: " and "))")
        }
        if arguments["--speed"] != nil, arguments["--gpx"] == nil {
            throw .usage("infowindow view: --speed sets how fast --gpx replays; give --gpx FILE too")
        }
        do {
            if let text = arguments["--location"] { return .fixed(try LocationSource.parseCoordinate(text)) }
            if let path = arguments["--gpx"] {
                return .gpx(path: path, speed: try arguments["--speed"].map(LocationSource.parseSpeed) ?? 1)
            }
            if let text = arguments["--gpsd"] {
                let (host, port) = try LocationSource.parseAddress(text)
                return .gpsd(host: host, port: port)
            }
        } catch {
            throw .usage("infowindow view: \(error)")
        }
        return nil
    }

    /// `Scenes/london.json` → `london`.
    static func label(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
