import Foundation
import InfoWindowKit
import InfoWindowServe

/// What the command line changes in a scene before it is drawn: load or take a scene, apply the
/// overrides, have ``SceneRenderer`` draw it, write the PNG by the output rules (``OutputFile``).
@MainActor
struct SceneJob {
    /// The command, for messages.
    let command: String
    /// `--size`, in points.
    var size: CGSize?
    /// `--scale`.
    var scale: CGFloat?
    /// `--center`.
    var center: Coordinate?
    /// `--zoom`.
    var zoom: Double?
    /// `--select`: the id or title of the marker whose window is open.
    var select: String?
    /// `--mbtiles`, or `--tiles` and `--style`, checked.
    var basemap: SceneBasemap?

    /// Reads the options every drawing command shares (`--size`, `--scale`) and, when present, the
    /// camera, selection and basemap options of `render`.
    init(_ arguments: ParsedArguments, command: String) throws(CLIError) {
        self.command = command
        let values = OptionValues(command: command)
        if let text = arguments["--size"] { size = try values.size("--size", text) }
        if let text = arguments["--scale"] { scale = try values.number("--scale", text, in: 0.25...8) }
        if let text = arguments["--center"] { center = try values.coordinate("--center", text) }
        if let text = arguments["--zoom"] { zoom = try values.number("--zoom", text, in: 0...22) }
        select = arguments["--select"]
        if arguments["--tiles"] != nil || arguments["--style"] != nil {
            guard arguments["--mbtiles"] == nil else {
                throw .usage("infowindow \(command): --mbtiles and --tiles both choose the basemap; give one of them")
            }
            do {
                basemap = try SceneBasemap.vectorTiles(checkingFileAt: arguments["--tiles"], style: arguments["--style"])
            } catch {
                throw .usage("infowindow \(command): \(arguments["--tiles"] != nil ? "--tiles" : "--style"): \(error.description)")
            }
        }
        if let path = arguments["--mbtiles"] {
            basemap = try Self.basemap(tilesAt: path, option: "--mbtiles", command: command)
        }
        if let size, !Scene.fitsPixelLimits(size: size, scale: scale ?? 1) {
            throw .usage("infowindow \(command): --size \(Self.format(size)) at scale \(OptionValues.format(Double(scale ?? 1))) is larger than a picture may be (\(Scene.maximumPixelSide) pixels a side, 64 Mpx); use a smaller size or scale")
        }
    }

    /// The basemap a tiles file given on the command line (`--mbtiles`, `serve --tiles`) stands for,
    /// after checking the file. Every command that takes a tiles file chooses its basemap here.
    static func basemap(tilesAt path: String, option: String, command: String) throws(CLIError) -> SceneBasemap {
        do {
            return try SceneBasemap.mbtiles(checkingFileAt: path)
        } catch {
            throw .usage("infowindow \(command): \(option): \(error.description)")
        }
    }

    /// The scene with the overrides applied.
    func apply(to scene: Scene) throws(CLIError) -> Scene {
        var scene = scene
        if let size { scene.size = size }
        if let scale { scene.scale = scale }
        if let center { scene.camera.target = center }
        if let zoom { scene.camera.zoom = zoom }
        if let select { scene.selectedMarker = select }
        if let basemap { scene.basemap = basemap }
        if (size != nil || scale != nil) && !Scene.fitsPixelLimits(size: scene.size, scale: scene.scale) {
            throw .usage("infowindow \(command): \(scene.name) at --size \(Self.format(scene.size)) and scale \(OptionValues.format(Double(scene.scale))) is larger than a picture may be (\(Scene.maximumPixelSide) pixels a side, 64 Mpx); use a smaller size or scale")
        }
        return scene
    }

    /// Loads the scene file at `path` and applies the overrides.
    func load(_ path: String) throws(CLIError) -> Scene {
        do {
            return try apply(to: try Scene.load(contentsOfFile: path))
        } catch let error as SceneError {
            throw .usage(error.description)
        } catch let error as CLIError {
            throw error
        } catch {
            throw .usage("\(path): \(error)")
        }
    }

    /// Draws `scene` (``SceneRenderer``, as `infowindow serve` draws it) and writes it as a PNG at
    /// `output` by the output rules (``OutputFile``), or to standard output for `-` (O7). Returns
    /// warnings worth printing and the path to print, nil when the picture itself went to standard
    /// output.
    func render(_ scene: Scene, to output: String) throws(CLIError) -> (warnings: [String], shown: String?) {
        var options = SceneRenderer.Options()
        if select != nil { options.selectionField = "--select" }
        let name = output == OutputPlan.standardOutput ? "standard output" : output
        let picture: SceneRenderer.Picture
        do {
            picture = try SceneRenderer.render(scene, options: options)
        } catch .scene(let error) {
            throw .usage(error.description)
        } catch {
            throw .rendering("\(name): \(error.description); report this as a bug")
        }
        do {
            if output == OutputPlan.standardOutput {
                try OutputFile.write(picture.data, to: FileHandle.standardOutput)
                return (picture.warnings, nil)
            }
            let method = try OutputFile.write(picture.data, to: output)
            return (picture.warnings, method == .standardOutput ? nil : output)
        } catch {
            throw .rendering(error.description)
        }
    }

    static func format(_ size: CGSize) -> String {
        "\(OptionValues.format(Double(size.width)))x\(OptionValues.format(Double(size.height)))"
    }
}
