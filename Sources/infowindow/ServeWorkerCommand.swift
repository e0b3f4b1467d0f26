import Foundation
import InfoWindowKit
import InfoWindowServe

/// `infowindow serve-worker`: one of `infowindow serve`'s workers (not listed by `help`; the front
/// starts it): reads the options, then ``ServeWorker`` answers render jobs on standard input and
/// standard output (S1).
@MainActor
enum ServeWorkerCommand {
    static var command: Command {
        Command(name: "serve-worker", summary: "a worker process of infowindow serve (started by it)",
                usage: ["infowindow serve-worker --images DIR [--tiles FILE] [--style FILE] [--identity TEXT]"],
                details: "Started by 'infowindow serve'; reads render jobs on standard input.",
                options: [
                    OptionSpec(["--images"], value: "DIR", help: "the folder of the icons (absolute)"),
                    OptionSpec(["--tiles"], value: "FILE", help: "basemap tiles"),
                    OptionSpec(["--style"], value: "FILE", help: "a style for the tiles"),
                    OptionSpec(["--points"], value: "FILE", help: "the GeoJSON points posted scenes may cluster"),
                    OptionSpec(["--icon-hosts"], value: "LIST", help: "the hosts icon URLs are fetched from"),
                    OptionSpec(["--icon-max-bytes"], value: "N", help: "the largest icon body"),
                    OptionSpec(["--icon-timeout"], value: "SECONDS", help: "the time a request's icons may take"),
                    OptionSpec(["--identity"], value: "TEXT", help: "the server's render identity, for the ETags of queries the worker reads"),
                ],
                examples: [], run: run)
    }

    /// The basemap for `--tiles` and `--style` (S16): vector tiles (a `.pmtiles` file, an MBTiles file of
    /// `pbf` tiles, or `helsinki`, the bundled ones) drawn with the `--style` file or the default style,
    /// as `infowindow render --tiles --style` draws them; the world map in the `--style` given alone; raster MBTiles chosen as `infowindow render
    /// --mbtiles` chooses them (they take no style); nil for the built-in world map. Every file is
    /// opened and read here, so a bad one stops the server at start with the reason.
    static func basemap(tiles: String?, style: String?) throws(CLIError) -> SceneBasemap? {
        guard tiles != nil || style != nil else { return nil }
        if let tiles, tiles != "helsinki", (try? VectorTileSource(path: tiles)) == nil {
            guard style == nil else {
                throw .usage("infowindow serve: --style: \(tiles) holds raster tiles, which take no style; leave --style out or give vector tiles")
            }
            return try SceneJob.basemap(tilesAt: tiles, option: "--tiles", command: "serve")
        }
        let mapStyle: MapStyle?
        do {
            mapStyle = try style.map { try MapStyle(contentsOf: URL(fileURLWithPath: $0)) }
        } catch {
            throw .usage("infowindow serve: --style: \(error)")
        }
        do {
            guard let tiles else {
                // --style alone restyles the world map; it never changes the tiles (D74).
                let world = try VectorTileSource.world(style: mapStyle)
                return .vectorTiles(path: world.path, style: style)
            }
            if tiles != "helsinki" {
                _ = try VectorTileSource(path: tiles, style: mapStyle)
            } else {
                _ = try VectorTileSource.helsinki(style: mapStyle)
            }
            return try SceneBasemap.vectorTiles(checkingFileAt: tiles, style: style)
        } catch {
            throw .usage("infowindow serve: --tiles: \(error)")
        }
    }

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
        guard let folder = arguments["--images"], folder.hasPrefix("/") else {
            throw .usage("infowindow serve-worker: --images DIR must name the icons' folder by its absolute path")
        }
        // A Ctrl-C reaches the whole process group: the front drains, and ends its workers itself
        // (they exit when their input closes).
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let basemap = try basemap(tiles: arguments["--tiles"], style: arguments["--style"])
        let icons = try ServeSetup.iconPolicy(arguments, command: "serve-worker")
        var worker = ServeWorker(folder: folder, basemap: basemap, icons: icons)
        // The worker reads most queries itself (D210): the same identity and gazetteer as the front.
        worker.renderIdentity = arguments["--identity"] ?? ""
        worker.places = ServeSetup.gazetteer(tiles: arguments["--tiles"], reporting: false)
        if let points = arguments["--points"] {
            try checkPoints(points, command: "serve-worker")
            worker.pointsFiles = [points]
        }
        return worker.run()
    }

    /// Reads the points file of `--points` (D178) and builds its index with the default options, so a
    /// file that cannot be used stops the server at start with the reason (and a worker keeps it read).
    static func checkPoints(_ path: String, command: String) throws(CLIError) {
        do {
            _ = try ClusteredPoints.load(SceneClusters(points: path))
        } catch {
            throw .usage("infowindow \(command): --points: \(error.description)")
        }
    }
}
