import Foundation
import InfoWindowKit

/// `infowindow tiles`: OpenMapTiles-schema vector tiles from an OpenStreetMap extract, with Debian's
/// tilemaker, through the project's one pipeline (`scripts/osm-to-tiles`, D78).
@MainActor
enum TilesCommand {
    static var command: Command {
        Command(
            name: "tiles",
            summary: "make street tiles (MBTiles or PMTiles) from an OpenStreetMap extract, with tilemaker",
            usage: ["infowindow tiles EXTRACT.osm.pbf -o CITY.pmtiles|CITY.mbtiles [--name NAME]"],
            details: """
                Makes vector tiles in the OpenMapTiles schema (zoom 0 to 14) that --tiles, serve --tiles and
                VectorTileSource draw, from an OpenStreetMap extract (.osm.pbf: a city or region from
                download.geofabrik.de, BBBike or extract.bbbike.org, or a cut-out of your own). A cut-out
                whose ways and relations reach outside it is made whole first (streets keep their part
                inside; areas that lack nodes are dropped), as the bundled Helsinki tiles were made.
                Needs Debian's tilemaker and python3-pyosmium (scripts/bootstrap installs them). The
                stages are shown on standard error. The -o file's extension picks the format: .pmtiles
                (a PMTiles v3 archive, one file a web server can serve) or .mbtiles (an SQLite
                database). The file is written by the output rules (replaced
                whole, a link kept, a FIFO written in place, a folder refused); the tiles are held in
                memory once while written. Credit "© OpenStreetMap contributors" (ODbL) where they show:
                the tiles carry it as their attribution.
                """,
            options: [
                OptionSpec(["-o", "--output"], value: "PATH", help: "the .pmtiles or .mbtiles file to write"),
                OptionSpec(["--name"], value: "NAME", help: "the tile set's name in its metadata (default: the extract's)"),
            ],
            examples: [
                ("infowindow tiles data/osm/Helsinki.osm.pbf -o helsinki.pmtiles", "the bundled extract, made again"),
                ("infowindow render Scenes/helsinki.json --tiles helsinki.pmtiles -o streets.png", "draw them"),
            ],
            run: run)
    }

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
        guard arguments.positionals.count == 1, let input = arguments.positionals.first else {
            throw .usage("infowindow tiles: give one OpenStreetMap extract (EXTRACT.osm.pbf); see 'infowindow tiles --help'")
        }
        guard let output = arguments["--output"] else {
            throw .usage("infowindow tiles: missing -o CITY.pmtiles or -o CITY.mbtiles (where to write the tiles)")
        }
        try checkOutput(output, input: input)
        try checkExtract(input)
        let pipeline = try findPipeline()
        try checkTools()
        let scratch = NSTemporaryDirectory() + "infowindow-tiles-" + UUID().uuidString
        do {
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        } catch {
            throw .rendering("infowindow tiles: cannot make a scratch folder in \(NSTemporaryDirectory()): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let made = scratch + "/tiles.mbtiles"
        var pipelineArguments = [pipeline, input, made]
        if let name = arguments["--name"] { pipelineArguments += ["--name", name] }
        let (status, problem) = runPipeline(pipelineArguments, console: console)
        guard status == 0 else {
            let text = problem.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last.map(String.init) ?? "failed"
            // The pipeline's own messages name the extract and the problem; a bad extract is bad input.
            throw CLIError(message: "infowindow tiles: \(text)", status: text.hasPrefix(input + ":") ? ExitStatus.badInput : ExitStatus.renderingFailed)
        }
        var data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: made))
        } catch {
            throw .rendering("infowindow tiles: the tiles were made but cannot be read back (\(error.localizedDescription))")
        }
        if writesPMTiles(output) {
            console.err("infowindow tiles: writing PMTiles")
            do {
                data = try PMTilesConversion.archive(fromMBTilesAt: made)
            } catch {
                throw .rendering("infowindow tiles: the tiles were made but could not be written as PMTiles: \(error)")
            }
        }
        do {
            let method = try OutputFile.write(data, to: output)
            if case .replacedFile = method { console.out(output) }
        } catch {
            throw .rendering(error.description)
        }
        return ExitStatus.success
    }

    /// Whether `-o` asks for PMTiles: a `.pmtiles` name (D82).
    static func writesPMTiles(_ output: String) -> Bool { (output as NSString).pathExtension.lowercased() == "pmtiles" }

    /// `-o` must name an `.mbtiles` or `.pmtiles` file (or a FIFO or device, by the output rules; those
    /// get MBTiles), not the input (O11).
    static func checkOutput(_ output: String, input: String) throws(CLIError) {
        guard output != OutputPlan.standardOutput else {
            throw .usage("infowindow tiles: -o -: tile readers need the file itself, not a stream; give -o CITY.pmtiles or -o CITY.mbtiles")
        }
        let ext = (output as NSString).pathExtension.lowercased()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .usage("infowindow tiles: -o \(output) is a folder; give the path of the .pmtiles or .mbtiles file to write")
        }
        guard ext == "mbtiles" || ext == "pmtiles" || (ext.isEmpty && FileManager.default.fileExists(atPath: output)) else {
            throw .usage("infowindow tiles: -o \(output): name the file .pmtiles (a PMTiles archive) or .mbtiles (an MBTiles database)")
        }
        guard !OutputPlan.sameFile(output, input) else {
            throw .usage("infowindow tiles: -o \(output) would overwrite the input; choose another output path")
        }
    }

    /// The extract exists, is a regular file and starts as an OpenStreetMap PBF file does: a 4-byte
    /// big-endian length, then a BlobHeader of type `OSMHeader`.
    static func checkExtract(_ path: String) throws(CLIError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .usage("infowindow tiles: \(path): no such file; check the path")
        }
        guard !isDirectory.boolValue else {
            throw .usage("infowindow tiles: \(path) is a folder; give an OpenStreetMap extract (.osm.pbf)")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .usage("infowindow tiles: \(path): cannot be read; check its permissions")
        }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 64)) ?? Data()
        guard !head.isEmpty else {
            throw .usage("infowindow tiles: \(path): is empty (0 bytes); give an OpenStreetMap extract (.osm.pbf)")
        }
        let bytes = [UInt8](head)
        let length = bytes.count >= 4 ? Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3]) : 0
        guard length > 0, length < 64 * 1024, head.range(of: Data("OSMHeader".utf8)) != nil else {
            throw .usage("infowindow tiles: \(path): is not an OpenStreetMap PBF extract (it does not start with an OSMHeader block); give an .osm.pbf file, e.g. a city from download.geofabrik.de (an .osm XML file can be converted with osmium cat -o FILE.osm.pbf)")
        }
    }

    /// `osm-to-tiles` beside the program (an installed copy: PREFIX/libexec/infowindow/) or in the
    /// `scripts/` folder of the checkout the program was built in.
    static func findPipeline() throws(CLIError) -> String {
        // The running program's own file (/proc/self/exe): run from the PATH, argv[0] is a bare name.
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let program = URL(fileURLWithPath: running).resolvingSymlinksInPath().deletingLastPathComponent()
        var folder = program
        var candidates = [program.appendingPathComponent("osm-to-tiles").path]
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("scripts/osm-to-tiles").path)
            folder.deleteLastPathComponent()
        }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return found }
        throw .rendering("infowindow tiles: the tile pipeline (osm-to-tiles) is not beside the program nor in a checkout above it; install with 'make install' or run from the repository")
    }

    /// tilemaker on the PATH and pyosmium for Debian's Python.
    static func checkTools() throws(CLIError) {
        let fix = "install them with 'sudo apt-get install tilemaker python3-pyosmium' (scripts/bootstrap does)"
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard path.split(separator: ":").contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/tilemaker") }) else {
            throw .rendering("infowindow tiles: needs tilemaker, which is not on the PATH; \(fix)")
        }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        probe.arguments = ["-c", "import osmium"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { throw .rendering("infowindow tiles: needs /usr/bin/python3; \(fix)") }
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else {
            throw .rendering("infowindow tiles: needs Python's osmium module (python3-pyosmium); \(fix)")
        }
    }

    /// Runs the pipeline, showing its stage lines on standard error; returns its status and its
    /// standard error.
    static func runPipeline(_ arguments: [String], console: Console) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return (1, "cannot run \(arguments[0]): \(error.localizedDescription)") }
        var pending = Data()
        while true {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                console.err("infowindow tiles: " + line.trimmingCharacters(in: .whitespaces))
            }
        }
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, problem)
    }
}
