import Foundation
import InfoWindowKit

/// `infowindow render`: scene files, or the points of a GeoJSON file, to PNG or JPEG.
@MainActor
enum RenderCommand {
    static var command: Command {
        Command(
            name: "render",
            summary: "render scene files, or the points of a GeoJSON file, to PNG or JPEG",
            usage: [
                "infowindow render SCENE.json -o OUT.png [--size WxH] [--scale N]",
                "infowindow render SCENE.json -o - | PROGRAM",
                "infowindow render SCENE.json... -o DIR/ [--size WxH] [--scale N]",
                "infowindow render --geojson POINTS.geojson --center LAT,LNG --zoom Z [--select ID] -o OUT.png",
                "infowindow render --geojson POINTS.geojson [--select ID] -o OUT.png   (the view fitted to the points)",
                "infowindow render SCENE.json --fit -o OUT.png",
            ],
            details: """
                Draws each scene (docs/scene-format.md) with its markers and the selected marker's info
                window. With several scenes, -o names a folder (ending in /, created if missing) and
                each scene is written there as NAME.png (NAME.jpg with --format jpeg); a progress bar
                shows on a terminal. The -o file's extension picks the format: .png, or .jpg/.jpeg for
                JPEG (quality 85, as the server's); --format png|jpeg does for other names and -o -.

                With --geojson, the markers are the Point features of a GeoJSON FeatureCollection
                (properties title, snippet, icon, ground_anchor, info_window_anchor, z_index, rotation,
                flat, opacity); --select opens the window of the feature with that id (or title).
                Without --center and --zoom, or with --fit, the view is centred and zoomed so that every
                marker and the open window show whole, 16 points inside the edges (zoom at most 18).

                The PNG is written to a temporary file and renamed, so a reader never sees half of one;
                a symbolic link is kept and the file it leads to replaced; a pipe (FIFO), a character
                device (/dev/null) or a socket is written in place; a block device is refused. -o -
                writes the PNG to standard output (one scene, not a terminal), every message to
                standard error. If a scene in a batch fails, the others are still drawn; the exit
                status is then 2 (bad input) or 1 (a picture could not be written).

                What the picture leaves out is said on standard error, with the fix: the selected
                marker outside the picture, its window cut by an edge, markers outside the picture
                (N of M), GeoJSON points that look written [latitude, longitude], a --center that looks
                written longitude first. --strict makes these errors. A view wholly outside the tiles
                of --tiles or --mbtiles gets one note (the world map is drawn there).
                """,
            options: [
                OptionSpec(["-o", "--output"], value: "PATH", help: "the PNG to write, a folder ending in /, or - for standard output"),
                OptionSpec(["--size"], value: "WxH", help: "view size in points (default: the scene's, else 640x480)"),
                OptionSpec(["--scale"], value: "N", help: "pixels per point, 0.25 to 8 (default: the scene's, else 1)"),
                OptionSpec(["--format"], value: "png|jpeg", help: "the picture's format (default: the -o file's extension, .png or .jpg/.jpeg, else PNG)"),
                OptionSpec(["--strict"], help: "what the picture leaves out is an error (exit 2, nothing written), not a warning"),
                OptionSpec(["--location"], value: "LAT,LNG", help: "the device is here: draw its blue dot (20 m accuracy circle), as the viewer's --location"),
                OptionSpec(["--fit"], help: "centre and zoom the view so every marker and the open window show whole (the default for --geojson without --center and --zoom)"),
            ] + OptionSpec.mapInputs(verb: "draw"),
            examples: [
                ("infowindow render Scenes/london.json -o london.png", "one scene to one PNG"),
                ("infowindow render Scenes/london.json -o london@2x.png --scale 2", "twice the pixels"),
                ("infowindow render Scenes/london.json -o london.jpg", "as JPEG, by the file's extension"),
                ("infowindow render Scenes/london.json --tiles helsinki --style night -o night.png", "the bundled streets in the bundled night style"),
                ("infowindow render Scenes/*.json -o out/", "every scene, into out/NAME.png"),
                ("infowindow render Scenes/london.json -o - | display", "the PNG through a pipe"),
                ("infowindow render --geojson Scenes/cities.geojson --center 48,4 --zoom 4 --select paris -o cities.png",
                 "markers from GeoJSON, the window of feature \"paris\" open"),
            ],
            run: run)
    }

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
        guard let output = arguments["--output"] else {
            throw .usage("infowindow render: missing -o OUT.png (where to write the picture); see 'infowindow render --help'")
        }
        var job = try SceneJob(arguments, command: "render")
        job.checksNotes = true
        if let geoJSON = arguments["--geojson"] {
            return try renderGeoJSON(geoJSON, arguments: arguments, job: job, output: output, console: console)
        }
        for option in ["--center", "--zoom"] where arguments[option] != nil && arguments.positionals.isEmpty {
            throw .usage("infowindow render: \(option) needs a scene file or --geojson FILE to draw")
        }
        let scenes = arguments.positionals
        guard !scenes.isEmpty else {
            throw .usage("infowindow render: give a scene file (SCENE.json) or --geojson FILE; see 'infowindow render --help'")
        }
        let targets = try OutputPlan.targets(for: scenes, output: output, command: "render", console: console,
                                             extension: job.format == .jpeg ? "jpg" : "png")
        var worst = ExitStatus.success
        var failures = 0
        let progress = ProgressBar(total: scenes.count, console: console)
        var said = Set<String>()
        for (index, (scene, target)) in zip(scenes, targets).enumerated() {
            progress.show(done: index, current: scene)
            do {
                let (warnings, coverage, shown) = try job.render(try job.load(scene), to: target)
                report(warnings, coverage, said: &said, console: console)
                if let shown { console.out(shown) }
            } catch {
                console.err(error.message)
                worst = max(worst, error.status)
                failures += 1
            }
        }
        progress.finish()
        if failures > 0 && scenes.count > 1 {
            console.err("infowindow render: \(failures) of \(scenes.count) scenes were not drawn (see above)")
        }
        return worst
    }

    private static func renderGeoJSON(_ path: String, arguments: ParsedArguments, job: SceneJob, output: String,
                                      console: Console) throws(CLIError) -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw .usage("infowindow render: give scene files or --geojson FILE, not both")
        }
        var job = job
        if job.center == nil && job.zoom == nil { job.fit = true }
        guard job.fit || (job.center != nil && job.zoom != nil) else {
            throw .usage("infowindow render: --geojson needs both --center LAT,LNG and --zoom Z (e.g. --center 51.5,-0.127 --zoom 10), or neither to fit the view to the markers")
        }
        var scene = Scene(camera: CameraPosition(target: job.center ?? Coordinate(latitude: 0, longitude: 0), zoom: job.zoom ?? 2), name: path)
        scene.geoJSON = path
        let target = try OutputPlan.targets(for: [path], output: output, command: "render", console: console,
                                            extension: job.format == .jpeg ? "jpg" : "png")[0]
        let (warnings, coverage, shown) = try job.render(try job.apply(to: scene), to: target)
        var said = Set<String>()
        report(warnings, coverage, said: &said, console: console)
        if let shown { console.out(shown) }
        return ExitStatus.success
    }

    /// Prints the warnings, and each note on the basemap's coverage once a run (D71).
    private static func report(_ warnings: [String], _ coverage: [String], said: inout Set<String>, console: Console) {
        for warning in warnings { console.err("infowindow: warning: \(warning)") }
        for note in coverage where said.insert(note).inserted { console.err("infowindow: note: \(note)") }
    }
}

/// Where each input's PNG goes: `-o FILE.png` for one input, `-o -` for one input to standard
/// output (O7), or `-o DIR/` (created if missing) with one `NAME.png` per input.
enum OutputPlan {
    /// The `-o` value that means standard output.
    static let standardOutput = "-"

    static func targets(for inputs: [String], output: String, command: String, console: Console,
                        extension ext: String = "png") throws(CLIError) -> [String] {
        if output == standardOutput {
            guard inputs.count == 1 else {
                throw .usage("infowindow \(command): -o - writes one picture to standard output, and \(inputs.count) scenes cannot go to one stream; give a folder ending in / (-o out/)")
            }
            guard !console.stdoutIsTerminal else {
                throw .usage("infowindow \(command): -o - would write the PNG's bytes to the terminal; pipe it into a program (-o - | display) or give -o FILE.png")
            }
            return [output]
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        let isFolder = output.hasSuffix("/") || (exists && isDirectory.boolValue)
        guard isFolder || inputs.count == 1 else {
            throw .usage("infowindow \(command): with several scenes, -o must be a folder ending in / (got \"\(output)\")")
        }
        guard isFolder else {
            guard !sameFile(output, inputs[0]) else {
                throw .usage("infowindow \(command): -o \(output) would overwrite the input; choose another output path")
            }
            return [output]
        }
        let folder = output.hasSuffix("/") ? String(output.dropLast()) : output
        var targets: [String] = []
        var firstInput: [String: String] = [:]
        for input in inputs {
            let stem = ((input as NSString).lastPathComponent as NSString).deletingPathExtension
            let target = (folder.isEmpty ? "" : folder + "/") + stem + "." + ext
            if let other = firstInput[target] {
                throw .usage("infowindow \(command): \(other) and \(input) would both be written to \(target); render them separately")
            }
            firstInput[target] = input
            targets.append(target)
        }
        if !exists {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .rendering("\(output): cannot create the folder (\((error as NSError).localizedDescription)); choose a writable output path")
            }
        }
        return targets
    }

    /// True when `output` names `input`: the same path, or (through links) the same file.
    static func sameFile(_ output: String, _ input: String) -> Bool {
        if URL(fileURLWithPath: output).standardizedFileURL.path == URL(fileURLWithPath: input).standardizedFileURL.path {
            return true
        }
        var a = stat(), b = stat()
        return stat(output, &a) == 0 && stat(input, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
