import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The bundled world map.
extension VectorTileSource {
    /// The world map bundled with the package: Natural Earth as vector tiles in the OpenMapTiles schema
    /// (`Sources/InfoWindowTiles/Data/world/`, zoom 0–8, deeper zooms drawn from zoom 8): the ocean, land
    /// at full 1:10m detail, lakes, rivers, country borders, coasts and the names of populated places,
    /// drawn with `style` (default ``MapStyle/openMapTiles``, whose world layers are those starting
    /// `world-`). It is what a ``MapView`` draws by default, and what it draws under a source that covers
    /// less than the world. Throws ``VectorTileError`` when the package's resources are missing.
    public static func world(style: MapStyle? = nil) throws -> VectorTileSource {
        guard let url = worldFile else {
            throw VectorTileError(.missingFile, path: "world.mbtiles",
                                  problem: "the bundled world map is missing from the package's resources",
                                  fix: "ship the InfoWindowKit_InfoWindowTiles.resources folder beside the program")
        }
        return try VectorTileSource(path: url.path, style: style)
    }

    /// The file of the bundled world map (an MBTiles file in the package's resources); nil when the
    /// resources are missing. A scene draws it in another style as `.vectorTiles(path:style:)` of this path.
    public static var worldFile: URL? {
        Bundle.module.url(forResource: "world", withExtension: "mbtiles", subdirectory: "Data/world")
    }
}
