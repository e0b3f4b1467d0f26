import Foundation
#if !FUZZING
import InfoWindowKit
#endif

extension ServedScene {
    /// Why a posted scene's `basemap` cannot be drawn by a server drawing `served` (nil: the world
    /// map), or nil when it can (D81): `"default"` and `"none"` always; a basemap equal to the server's
    /// own (`"helsinki"` on a server started with `--tiles helsinki`); anything else is refused with
    /// the `serve` options that would draw it.
    static func basemapRefusal(_ basemap: SceneBasemap, served: SceneBasemap?) -> String? {
        switch basemap {
        case .default, .none: return nil
        case let named where named == served: return nil
        default:
            return "\(describe(basemap)) is not served here (this server draws \(describe(served ?? .default))); "
                + "a server started with \(options(basemap)) draws it, or write \"default\" for this server's basemap"
        }
    }

    /// The `infowindow serve` options that serve `basemap`: file names only, the server's folders
    /// never shown.
    static func options(_ basemap: SceneBasemap) -> String {
        switch basemap {
        case .default: return "no --tiles"
        case .none: return "any options"
        case .mbtiles(let path): return "--tiles \(name(path))"
        case .vectorTiles(let path, let style):
            return "--tiles \(path.map(name) ?? "helsinki")" + (style.map { " --style \(name($0))" } ?? "")
        }
    }

    /// A basemap as a message names it.
    static func describe(_ basemap: SceneBasemap) -> String {
        switch basemap {
        case .default: return "the world map"
        case .none: return "no basemap"
        case .mbtiles(let path): return "the MBTiles file \(QueryValue.quoted(name(path)))"
        case .vectorTiles(nil, nil): return "\"helsinki\" (the bundled Helsinki tiles)"
        case .vectorTiles(let path, let style):
            let tiles = path.map { "the tiles \(QueryValue.quoted(name($0)))" } ?? "the bundled Helsinki tiles"
            return tiles + (style.map { " in the style \(QueryValue.quoted(name($0)))" } ?? "")
        }
    }

    private static func name(_ path: String) -> String { (path as NSString).lastPathComponent }
}
