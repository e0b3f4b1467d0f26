import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

extension Scene {
    /// `{"tiles": "FILE", "style": "FILE"}`: vector tiles (`"tiles": "helsinki"` or no `tiles` is the
    /// bundled Helsinki), drawn with a style file or the default style. Both files must exist.
    static func vectorTiles(_ field: JSONField, files: SceneFiles) throws(SceneError) -> SceneBasemap {
        let f = try field.object(known: ["tiles", "style"])
        var tiles: String?
        if let t = f["tiles"], t.value != .string("helsinki") {
            tiles = try files.existingFile(t)
        }
        let style = try f["style"].map { (s: JSONField) throws(SceneError) in try files.existingFile(s) }
        return .vectorTiles(path: tiles, style: style)
    }
}

extension SceneBasemap {
    /// Vector tiles at `path` (a path the user typed; nil or "helsinki" for the bundled tiles) drawn
    /// with the style file at `style` (nil: the default style), after checking that the files exist.
    public static func vectorTiles(checkingFileAt path: String?, style: String?) throws(SceneError) -> SceneBasemap {
        let tiles = path == "helsinki" ? nil : path
        if let tiles { _ = try SceneFiles.checkedSize(tiles, limit: Int.max, what: "tile") }
        if let style { _ = try SceneFiles.checkedSize(style, limit: 16 * 1024 * 1024, what: "style") }
        return .vectorTiles(path: tiles, style: style)
    }

    /// The source for `.vectorTiles`; an error names the scene's `basemap` field, then the file (tiles
    /// or style) and the problem.
    @MainActor
    static func makeVectorSource(path: String?, style: String?, scene: String) throws(SceneError) -> VectorTileSource {
        do {
            let mapStyle = try style.map { try MapStyle(contentsOf: URL(fileURLWithPath: $0)) }
            if let path { return try VectorTileSource(path: path, style: mapStyle) }
            return try VectorTileSource.helsinki(style: mapStyle)
        } catch {
            throw SceneError(kind: .invalidBasemap, file: scene, field: "basemap", message: "\(error)")
        }
    }
}

extension Scene {
    /// `map_style`: Google's styling JSON, written in the scene (an array of rules) or in a file beside
    /// it (a path, relative to the scene). A style that cannot be used is an error naming `map_style`,
    /// the entry and the field.
    static func mapStyle(_ field: JSONField, files: SceneFiles, scene: String) throws(SceneError) -> GoogleMapStyle {
        do {
            switch field.value {
            case .array:
                return try GoogleMapStyle(json: field.value, name: "map_style")
            case .string:
                let path = try files.existingFile(field)
                return try GoogleMapStyle(contentsOf: URL(fileURLWithPath: path))
            default:
                throw field.invalid("an array of Google style rules, or the path of a Google style JSON file")
            }
        } catch let error as GoogleMapStyleError {
            let text = error.description
            throw field.error(.invalidValue, text.hasPrefix("map_style: ") ? String(text.dropFirst(11)) : text)
        } catch let error as SceneError {
            throw error
        } catch {
            throw field.error(.invalidValue, "\(error)")
        }
    }
}
