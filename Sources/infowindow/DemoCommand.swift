import Foundation
import InfoWindowKit

/// `infowindow demo`: the demo scenes shipped in the repository's `Scenes/` folder, drawn to PNG.
@MainActor
enum DemoCommand {
    /// One picture of the demo: a scene, the marker whose window is open (nil: the scene's own
    /// choice), and the PNG's name.
    struct Entry {
        let scene: String
        let select: String?
        let output: String
    }

    /// The demo pictures, in the order they are drawn and printed.
    static let entries = [
        Entry(scene: "london.json", select: nil, output: "london.png"),
        Entry(scene: "australia.json", select: "sydney", output: "australia-sydney.png"),
        Entry(scene: "australia.json", select: "melbourne", output: "australia-melbourne.png"),
        Entry(scene: "australia.json", select: "brisbane", output: "australia-brisbane.png"),
        Entry(scene: "taipei.json", select: nil, output: "taipei.png"),
        Entry(scene: "tilted.json", select: nil, output: "tilted.png"),
        Entry(scene: "helsinki.json", select: nil, output: "helsinki.png"),
    ]

    static var command: Command {
        Command(
            name: "demo",
            summary: "render the built-in demo scenes to PNG and print their paths",
            usage: ["infowindow demo [--out DIR] [--size WxH] [--scale N] [--scenes DIR]"],
            details: """
                Draws the demo scenes: London with the guide's "Population: 8,174,100" window; Sydney,
                Melbourne and Brisbane with a custom window (an image alone), custom contents (an image
                in the default frame) and the default window; a Chinese window whose snippet wraps and
                is truncated; a rotated, tilted camera; central Helsinki at street level from the bundled vector
                tiles, the station's window open. Prints the path of each PNG.

                The scenes are the Scenes/ folder of the InfoWindowKit checkout, found next to the
                program (or in the current folder); --scenes names another folder.
                """,
            options: [
                OptionSpec(["--out"], value: "DIR", help: "folder for the PNGs, created if missing (default out/demo)"),
                OptionSpec(["--size"], value: "WxH", help: "view size in points (default: each scene's)"),
                OptionSpec(["--scale"], value: "N", help: "pixels per point, 0.25 to 8 (default: each scene's)"),
                OptionSpec(["--scenes"], value: "DIR", help: "the folder holding the demo scenes"),
            ],
            examples: [
                ("infowindow demo", "draw the demo into out/demo/"),
                ("infowindow demo --out /tmp/demo --scale 2", "sharper pictures, elsewhere"),
            ],
            run: run)
    }

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw .usage("infowindow demo: unexpected argument '\(arguments.positionals[0])'; see 'infowindow demo --help'")
        }
        let job = try SceneJob(arguments, command: "demo")
        let scenes = try findScenes(arguments["--scenes"])
        let out = arguments["--out"] ?? "out/demo"
        guard out != OutputPlan.standardOutput else {
            throw .usage("infowindow demo: --out - cannot take \(entries.count) pictures in one stream; give a folder (default out/demo)")
        }
        let targets = try OutputPlan.targets(for: entries.map(\.output), output: out.hasSuffix("/") ? out : out + "/",
                                             command: "demo", console: console)
        let progress = ProgressBar(total: entries.count, console: console)
        for (index, (entry, target)) in zip(entries, targets).enumerated() {
            progress.show(done: index, current: entry.output)
            var scene = try job.load(scenes + "/" + entry.scene)
            if let select = entry.select, job.select == nil { scene.selectedMarker = select }
            let (warnings, _, shown) = try job.render(scene, to: target)
            for warning in warnings { console.err("infowindow: warning: \(warning)") }
            if let shown { console.out(shown) }
        }
        progress.finish()
        return ExitStatus.success
    }

    /// The folder of the demo scenes: `--scenes`, else `Scenes/` beside the program or one of the
    /// folders above it (a SwiftPM build lives in `.build/…` inside the checkout), else in the current
    /// folder. `command` names the command in messages.
    static func findScenes(_ explicit: String?, command: String = "demo") throws(CLIError) -> String {
        let marker = entries[0].scene
        func holdsDemo(_ folder: String) -> Bool {
            FileManager.default.fileExists(atPath: folder + "/" + marker)
        }
        if let explicit {
            let folder = explicit.hasSuffix("/") && explicit.count > 1 ? String(explicit.dropLast()) : explicit
            guard holdsDemo(folder) else {
                throw .usage("infowindow \(command): --scenes: \(explicit) holds no demo scenes (there is no \(marker)); give the Scenes folder of the checkout")
            }
            return folder
        }
        let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = program.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("Scenes").path
            if holdsDemo(candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        if holdsDemo("Scenes") { return "Scenes" }
        throw .usage("infowindow \(command): cannot find the demo scenes (the Scenes folder of the InfoWindowKit checkout); pass --scenes DIR")
    }
}
