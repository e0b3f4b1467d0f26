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
