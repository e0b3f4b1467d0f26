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
    /// `render --location`: the device is there; the map shows its blue dot (SPEC R34, 20 m accuracy).
    var location: Coordinate?
    /// `--mbtiles`, or `--tiles` and `--style`, checked.
    var basemap: SceneBasemap?
    /// `--tiles` as given (`helsinki` for the bundled tiles).
    var tiles: String?
    /// The style file `--style` names (a bundled style's file for `default` or `night`).
    var style: String?
    /// Whether the picture is checked for what it leaves out (``SceneMap/notes()``, D71–D73): `render`.
    var checksNotes = false
    /// `--strict`: what the picture leaves out is an error, and the picture is not written.
    var strict = false
    /// `--fit`: the camera is fitted to the markers and the open window (``SceneMap/fitCamera(padding:)``, D79).
    var fit = false
    /// `--format`: PNG or JPEG; nil when not given (the output's extension decides, else PNG).
    var format: ImageFormat?

    /// Reads the options every drawing command shares (`--size`, `--scale`) and, when present, the
    /// camera, selection and basemap options of `render`.
    init(_ arguments: ParsedArguments, command: String) throws(CLIError) {
        self.command = command
        let values = OptionValues(command: command)
        if let text = arguments["--size"] { size = try values.size("--size", text) }
        if let text = arguments["--scale"] { scale = try values.number("--scale", text, in: 0.25...8) }
        if let text = arguments["--center"] { center = try values.coordinate("--center", text) }
        if let text = arguments["--zoom"] { zoom = try values.number("--zoom", text, in: 0...22) }
        if command == "render", let text = arguments["--location"] { location = try values.coordinate("--location", text) }
        select = arguments["--select"]
        strict = arguments.flags.contains("--strict")
        fit = arguments.flags.contains("--fit")
        if let text = arguments["--format"] {
            switch text.lowercased() {
            case "png": format = .png
            case "jpeg", "jpg": format = .jpeg
            default: throw .usage("infowindow \(command): --format: expected png or jpeg, got \"\(text)\"")
            }
        }
        if arguments["--tiles"] != nil || arguments["--style"] != nil {
            guard arguments["--mbtiles"] == nil else {
                throw .usage("infowindow \(command): --mbtiles and --\(arguments["--tiles"] != nil ? "tiles" : "style") both choose the basemap; give one of them (--mbtiles draws raster tiles, which take no style)")
            }
            tiles = arguments["--tiles"]
            if let tiles, tiles != "helsinki" {
                do {
                    _ = try SceneBasemap.vectorTiles(checkingFileAt: tiles, style: nil)
                    _ = try VectorTileSource(path: tiles, style: try MapStyle(data: Data(#"{"version":8,"sources":{},"layers":[]}"#.utf8)))
                } catch let error as SceneError {
                    throw .usage("infowindow \(command): --tiles: \(error.description)")
                } catch {
                    throw .usage("infowindow \(command): --tiles: \(error)")
                }
            }
            if let value = arguments["--style"] { style = try Self.styleFile(value, command: command) }
            if tiles != nil { basemap = .vectorTiles(path: tiles == "helsinki" ? nil : tiles, style: style) }
        }
        if let path = arguments["--mbtiles"] {
            basemap = try Self.basemap(tilesAt: path, option: "--mbtiles", command: command)
        }
        if let size, !Scene.fitsPixelLimits(size: size, scale: scale ?? 1) {
            throw .usage("infowindow \(command): --size \(Self.format(size)) at scale \(OptionValues.format(Double(scale ?? 1))) is larger than a picture may be (\(Scene.maximumPixelSide) pixels a side, 64 Mpx); use a smaller size or scale")
        }
    }

    /// The basemap a tiles file given on the command line (`--mbtiles`, `serve --tiles`) stands for,
    /// after checking the file. Every command that takes a tiles file chooses its basemap here. A file
    /// of vector tiles given as `--mbtiles` is refused with the option that draws it (D74).
    static func basemap(tilesAt path: String, option: String, command: String) throws(CLIError) -> SceneBasemap {
        let basemap: SceneBasemap
        do {
            basemap = try SceneBasemap.mbtiles(checkingFileAt: path)
        } catch {
            throw .usage("infowindow \(command): \(option): \(error.description)")
        }
        if option == "--mbtiles", (try? VectorTileSource(path: path)) != nil {
            throw .usage("infowindow \(command): --mbtiles: \(path) holds vector tiles; draw them with --tiles \(path) (--mbtiles takes raster PNG or JPEG tiles)")
        }
        return basemap
    }

    /// The style file a `--style` value names (D74): a bundled style by name (`default`, `night`), else
    /// a file that must exist. A usage error names `--style` and the choices.
    static func styleFile(_ value: String, command: String) throws(CLIError) -> String {
        if !value.contains("/"), let url = MapStyle.bundledStyleFile(named: value) { return url.path }
        do {
            _ = try SceneBasemap.vectorTiles(checkingFileAt: nil, style: value)
        } catch {
            let names = MapStyle.bundledStyleNames.joined(separator: ", ")
            throw .usage("infowindow \(command): --style: \(error.description) (--style takes a style file or a bundled style: \(names))")
        }
        do {
            _ = try MapStyle(contentsOf: URL(fileURLWithPath: value))
        } catch {
            throw .usage("infowindow \(command): --style: \(error)")
        }
        return value
    }

    /// The scene with the overrides applied.
    func apply(to scene: Scene) throws(CLIError) -> Scene {
        var scene = scene
        if let size { scene.size = size }
        if let scale { scene.scale = scale }
        if let center { scene.camera.target = center }
        if let zoom { scene.camera.zoom = zoom }
        if let select { scene.selectedMarker = select }
        if let basemap {
            scene.basemap = basemap
        } else if let style {
            // --style alone restyles the scene's own basemap; it never changes the tiles (D74).
            switch scene.basemap {
            case .vectorTiles(let path, _):
                scene.basemap = .vectorTiles(path: path, style: style)
            case .default:
                guard let world = VectorTileSource.worldFile else {
                    throw .rendering("infowindow \(command): the bundled world map is missing from the package's resources; ship the InfoWindowKit_InfoWindowTiles.resources folder beside the program")
                }
                scene.basemap = .vectorTiles(path: world.path, style: style)
            case .mbtiles:
                throw .usage("infowindow \(command): --style: \(scene.name) draws raster MBTiles, which take no style; leave --style out, or give vector tiles with --tiles")
            case .none:
                throw .usage("infowindow \(command): --style: \(scene.name) draws no basemap; give the tiles to style with --tiles, or leave --style out")
            }
        }
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

    /// Extensions of pictures infowindow does not write, refused rather than filled with PNG bytes.
    static let otherImageExtensions: Set<String> = ["webp", "gif", "tif", "tiff", "bmp", "svg", "pdf", "avif", "heic", "jxl", "ppm"]

    /// The format of the picture written to `output` (D75): its extension's (`.png`; `.jpg`, `.jpeg`),
    /// else `--format`'s, else PNG. An extension of another picture format, or one that disagrees with
    /// `--format`, is a usage error naming `-o`.
    func format(for output: String) throws(CLIError) -> ImageFormat {
        let ext = output == OutputPlan.standardOutput ? "" : (output as NSString).pathExtension.lowercased()
        let named: ImageFormat? = ext == "png" ? .png : ["jpg", "jpeg"].contains(ext) ? .jpeg : nil
        if Self.otherImageExtensions.contains(ext) {
            throw .usage("infowindow \(command): -o \(output): infowindow writes PNG or JPEG, not \(ext.uppercased()); name the file .png, .jpg or .jpeg")
        }
        if let named, let format, named != format {
            throw .usage("infowindow \(command): -o \(output) names a \(Self.name(of: named)) file but --format asks for \(Self.name(of: format)); make them agree (or leave --format out)")
        }
        return named ?? format ?? .png
    }

    static func name(of format: ImageFormat) -> String { format == .png ? "PNG" : "JPEG" }

    /// Draws `scene` and writes it as a PNG or JPEG (``format(for:)``) at `output` by the output rules
    /// (``OutputFile``), or to standard output for `-` (O7). Returns warnings worth printing (what the
    /// picture leaves out among them, D72), notes that only say where the basemap's data ends (D71), and
    /// the path to print, nil when the picture itself went to standard output.
    ///
    /// Without ``checksNotes`` the scene is drawn by ``SceneRenderer``, as `infowindow serve` draws it.
    /// With it (`render`), the one map made is both checked (``SceneMap/notes()``) and drawn, with the
    /// calls and encoder settings ``SceneRenderer`` uses, so the bytes are the same (S1); with ``strict``,
    /// a note that drops something is a usage error and nothing is written.
    func render(_ scene: Scene, to output: String) throws(CLIError) -> (warnings: [String], coverage: [String], shown: String?) {
        var options = SceneRenderer.Options()
        options.format = try format(for: output)
        if select != nil { options.selectionField = "--select" }
        let name = output == OutputPlan.standardOutput ? "standard output" : output
        let data: Data
        var warnings: [String] = []
        var coverage: [String] = []
        if checksNotes {
            let map: SceneMap
            do {
                map = try scene.makeMap(selectionField: options.selectionField)
            } catch {
                throw .usage(error.description)
            }
            if fit { map.fitCamera() }
            let notes = map.notes()
            let drops = notes.filter(\.isDrop).map { $0.message.hasPrefix(scene.name + ": ") ? $0.message : "\(scene.name): \($0.message)" }
            if strict && !drops.isEmpty {
                throw .usage((drops.map { "infowindow \(command): \($0)" }
                              + ["infowindow \(command): \(scene.name): not drawn: --strict makes \(drops.count == 1 ? "this" : "these") an error"])
                    .joined(separator: "\n"))
            }
            warnings = drops
            coverage = notes.filter { !$0.isDrop }.map(\.message)
            if let location {
                let device = DeviceLocation.shared
                device.setAuthorization(.authorizedWhenInUse)
                device.report(Location(coordinate: location, horizontalAccuracy: 20))
                map.mapView.isMyLocationEnabled = true
            }
            let snapshot = map.snapshot()
            let encoded = options.format == .png ? snapshot.pngData(compression: options.pngCompression)
                : snapshot.jpegData(quality: options.jpegQuality)
            guard let encoded else {
                throw .rendering("\(name): the picture could not be encoded as \(Self.name(of: options.format)); report this as a bug")
            }
            data = encoded
        } else {
            let picture: SceneRenderer.Picture
            do {
                picture = try SceneRenderer.render(scene, options: options)
            } catch .scene(let error) {
                throw .usage(error.description)
            } catch {
                throw .rendering("\(name): \(error.description); report this as a bug")
            }
            data = picture.data
            warnings = picture.warnings
        }
        do {
            if output == OutputPlan.standardOutput {
                try OutputFile.write(data, to: FileHandle.standardOutput)
                return (warnings, coverage, nil)
            }
            let method = try OutputFile.write(data, to: output)
            return (warnings, coverage, method == .standardOutput ? nil : output)
        } catch {
            throw .rendering(error.description)
        }
    }

    static func format(_ size: CGSize) -> String {
        "\(OptionValues.format(Double(size.width)))x\(OptionValues.format(Double(size.height)))"
    }
}
