import Foundation
import InfoWindowKit
import InfoWindowServe

/// `infowindow serve`: map pictures with info windows over HTTP (`docs/serving.md`). A front process
/// (libmicrohttpd) answers requests and hands the drawing to `--workers` worker processes
/// (`infowindow serve-worker`), one per core (S1).
@MainActor
enum ServeCommand {
    static var command: Command {
        Command(
            name: "serve",
            summary: "serve map pictures with info windows over HTTP",
            usage: ["infowindow serve [--host 127.0.0.1] [--port 8080] [--workers N] [--tiles FILE] [--style FILE] [--images DIR] [--points FILE]"],
            details: """
                Answers GET /staticmap?center=LAT,LNG&zoom=Z&size=WxH&markers=…&selected=ID with a PNG
                or JPEG, POST /render with a scene file (docs/scene-format.md) as the body, GET /healthz
                and GET /metrics (Prometheus). Every request is drawn by one of --workers worker
                processes, as 'infowindow render' draws a scene; the same request always gives the same
                bytes and ETag, so any number of replicas can stand behind a load balancer or cache.
                Prints the address on standard output once it listens; SIGTERM or SIGINT finish the
                requests in flight, then exit 0. See docs/serving.md for the parameters and limits.
                """,
            options: [
                OptionSpec(["--host"], value: "ADDR", help: "address to listen on (default 127.0.0.1, loopback only)"),
                OptionSpec(["--port"], value: "N", help: "TCP port, 0 for any free one (default 8080)"),
                OptionSpec(["--workers"], value: "N", help: "worker processes drawing at once, 1 to 256 (default: the cores, \(ProcessInfo.processInfo.activeProcessorCount))"),
                OptionSpec(["--queue"], value: "N", help: "requests that may wait for a worker before 503 (default 64)"),
                OptionSpec(["--timeout"], value: "SECONDS", help: "time limit of one request, 0.05 to 600 (default 10)"),
                OptionSpec(["--max-age"], value: "SECONDS", help: "Cache-Control max-age of pictures (default 86400)"),
                OptionSpec(["--tiles"], value: "FILE", help: "basemap tiles instead of the built-in world map: vector tiles (.pmtiles, .mbtiles; 'helsinki': the bundled ones) or raster MBTiles"),
                OptionSpec(["--style"], value: "FILE", help: "a style for the --tiles basemap"),
                OptionSpec(["--images"], value: "DIR", help: "the folder of the PNG icons markers name (icon:NAME)"),
                OptionSpec(["--points"], value: "FILE", help: "a GeoJSON file of points posted scenes may draw as clusters (\"clusters\": {\"points\": \"NAME.geojson\"})"),
                OptionSpec(["--signing-secret"], value: "FILE", help: "answer only /staticmap URLs signed as Google signs them, with the URL-safe base64 secret in FILE (403 otherwise)"),
                OptionSpec(["--keys"], value: "FILE", help: "answer only /staticmap URLs whose key= is one of FILE's lines (403 otherwise)"),
                OptionSpec(["--icon-hosts"], value: "LIST", help: "fetch icon: URLs from these hosts only (HOST or HOST:PORT, comma-separated, or @FILE); private addresses only when listed as addresses (default: none)"),
                OptionSpec(["--icon-max-bytes"], value: "N", help: "the largest icon body fetched, in bytes (default 262144)"),
                OptionSpec(["--icon-timeout"], value: "SECONDS", help: "the time all icon fetches of a request may take (default 2)"),
            ],
            examples: [
                ("infowindow serve --port 8080", "serve on http://127.0.0.1:8080/"),
                ("curl -o london.png 'http://127.0.0.1:8080/staticmap?center=51.5,-0.127&zoom=10&markers=id:london|title:London|51.5,-0.127&selected=london'",
                 "a picture with London's window open"),
            ],
            run: run)
    }

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw .usage("infowindow serve: takes no files (got \"\(arguments.positionals[0])\"); give --tiles FILE or --images DIR")
        }
        let setup = try ServeSetup(arguments)
        ShutdownSignal.install()
        let front: ServeFront
        do {
            front = try ServeFront(setup.configuration)
            try front.start()
        } catch {
            setup.removeScratch()
            throw .rendering("infowindow serve: \(error.description)")
        }
        let host = setup.configuration.host.contains(":") ? "[\(setup.configuration.host)]" : setup.configuration.host
        console.out("infowindow serve: listening on http://\(host):\(front.port)/ with \(setup.configuration.workers) worker\(setup.configuration.workers == 1 ? "" : "s")")
        let received = ShutdownSignal.wait()
        console.err("infowindow serve: \(received): finishing the requests in flight, then exiting")
        front.drain()
        setup.removeScratch()
        return ExitStatus.success
    }
}
