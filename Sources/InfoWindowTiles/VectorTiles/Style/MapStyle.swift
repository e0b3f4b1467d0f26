import Foundation
import Synchronization
import InfoWindowCore
import InfoWindowGraphics

/// A map style in MapLibre's JSON format (version 8), the subset <doc:StreetMaps> lists: background,
/// fill, line, symbol and circle layers; filters in the legacy form and as expressions; zoom
/// functions. Give it to ``VectorTileSource/init(path:style:)``.
///
/// ```swift
/// let style = try MapStyle(contentsOf: URL(fileURLWithPath: "night.json"))
/// mapView.basemap = try VectorTileSource(path: "helsinki.pmtiles", style: style)
/// ```
///
/// The style is read once, here: every paint and layout property becomes a typed value of its layer's
/// kind (a constant, a zoom function or a data-driven expression), so drawing never looks a property
/// up by name.
///
/// A style that cannot be used throws a ``MapStyleError`` naming the file and the place in it
/// (`layers[3].paint.fill-color`): not JSON, no `layers`, a layer type MapLibre does not have, a source
/// the style does not declare, an expression of the wrong arity, a value of the wrong type (a colour
/// that does not parse, a `line-cap` of `"rounded"`). What MapLibre draws but this renderer does not
/// (icons, extrusions, other properties and operators), and a property the layer's kind does not have
/// (a typo such as `fill-colour`, or `line-color` on a fill layer, with the name probably meant), gives
/// one warning naming the file, the layer and the property, through ``Diagnostics`` and in
/// ``warnings``, and the rest of the layer is drawn without it (VT7).
public struct MapStyle: Sendable {
    /// The style's `name`, if any.
    public let name: String?
    /// What was left out while reading the style, one line each (also sent to ``Diagnostics``).
    public let warnings: [String]
    /// The layers drawn, in order.
    let layers: [StyleLayer]
    /// Which style this is: made new whenever a style is read or derived, shared by its copies. The
    /// process-wide caches (``DrawnStyles``, ``SharedTileRasters``) know a style by it.
    let identity = StyleIdentity()

    /// The default style for tiles of the OpenMapTiles schema, shipped with the package: water, parks
    /// and landuse, buildings, roads by class with casings, railways, paths, and labels for streets,
    /// places, points of interest, water and (from zoom 17) house numbers. Names are read from
    /// `name:latin`, then `name`.
    public static var openMapTiles: MapStyle {
        get throws(MapStyleError) { try bundled("openmaptiles") }
    }

    /// A second look shipped with the package: the same layers in dark colours ("night").
    public static var openMapTilesNight: MapStyle {
        get throws(MapStyleError) { try bundled("openmaptiles-night") }
    }

    /// The names of the styles shipped with the package, as tools take them (`--style night`):
    /// `default` (``openMapTiles``) and `night` (``openMapTilesNight``).
    public static let bundledStyleNames = ["default", "night"]

    /// The file of the bundled style called `name` (one of ``bundledStyleNames``); nil for any other
    /// name, or when the package's resources are missing.
    public static func bundledStyleFile(named name: String) -> URL? {
        switch name {
        case "default": return bundledURL("openmaptiles")
        case "night": return bundledURL("openmaptiles-night")
        default: return nil
        }
    }

    /// Where the bundled style `name` is.
    static func bundledURL(_ name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Data/styles")
    }

    /// The bundled style `name`, read once a process (a style is a value: every map drawing it gets
    /// its own copy, and reading the file again for each new map was a tenth of a served picture's time).
    static func bundled(_ name: String) throws(MapStyleError) -> MapStyle {
        if let style = bundledStyles.withLock({ $0[name] }) { return style }
        guard let url = bundledURL(name) else {
            throw MapStyleError(file: "\(name).json", path: "", "the bundled style is missing from the package's resources; ship the InfoWindowKit_InfoWindowTiles.resources folder beside the program")
        }
        let style = try MapStyle(contentsOf: url)
        bundledStyles.withLock { $0[name] = style }
        return style
    }

    /// The bundled styles read so far, by name.
    private static let bundledStyles = Mutex<[String: MapStyle]>([:])

    /// Reads the style file at `url` (a local file).
    public init(contentsOf url: URL) throws(MapStyleError) {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw MapStyleError(file: file, path: "", FileManager.default.fileExists(atPath: file)
                                ? "cannot be read; check its permissions" : "no such file; check the path")
        }
        try self.init(data: data, name: file)
    }

    /// Reads a style from JSON text; `name` stands for the file in messages.
    public init(data: Data, name: String = "style") throws(MapStyleError) {
        guard data.count <= 16 * 1024 * 1024 else {
            throw MapStyleError(file: name, path: "", "is larger than 16 MiB; a style is far smaller, so check the file")
        }
        let json: JSONValue
        do {
            json = try JSONReader.document([UInt8](data), name: name)
        } catch {
            let text = error.description
            let detail = text.hasPrefix(name + ":") ? String(text.dropFirst(name.count + 1)) : text
            throw MapStyleError(file: name, path: "", "is not JSON: \(detail.trimmingCharacters(in: .whitespaces))")
        }
        var reader = MapStyleReader(file: name)
        let layers = try reader.read(json)
        self.layers = layers
        self.name = reader.styleName
        self.warnings = reader.warnings
        for warning in warnings { Diagnostics.warn(warning) }
    }

    /// The ids of the layers drawn, in order.
    public var layerIDs: [String] { layers.map(\.id) }
}
