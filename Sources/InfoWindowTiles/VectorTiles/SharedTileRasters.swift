import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Tile bitmaps (VT14) shared by every ``VectorTileSource`` of the same file drawn with the same style
/// in one process (D170). A bitmap holds one tile's ground — every layer but the labels — so it depends
/// only on the file, the drawn style (``MapStyle/identity``, the same for the same combination through
/// ``DrawnStyles``), the tile and the scale: any source of them would draw the same pixels, and copies
/// them instead. This is what lets a server's worker, which makes a new map for each picture, copy the
/// ground of a place it has drawn before. A stored bitmap is never drawn into again. Bounded in bytes;
/// the least recently used go first. A source whose ``VectorTileSource/tileBitmapByteLimit`` is 0
/// neither reads nor fills it.
final class SharedTileRasters: Sendable {
    /// The store of the process: at most 64 MiB of bitmaps (256 tiles at scale 1).
    static let shared = SharedTileRasters(byteLimit: 64 * 1024 * 1024)

    struct Key: Hashable {
        var file: String
        var style: ObjectIdentifier
        var tile: TileRasterCache.Key
    }

    private let cache: SharedLRUCache<Key, Bitmap>

    init(byteLimit: Int) {
        cache = SharedLRUCache(byteLimit: byteLimit)
    }

    /// The bitmap of `tile` of `file` drawn in `style`, if a source drew it.
    func bitmap(file: String, style: MapStyle, tile: TileRasterCache.Key) -> Bitmap? {
        cache.value(for: Key(file: file, style: ObjectIdentifier(style.identity), tile: tile))
    }

    /// Keeps `bitmap`, just drawn and not to be drawn into again, for the other sources.
    func store(_ bitmap: Bitmap, file: String, style: MapStyle, tile: TileRasterCache.Key) {
        cache.insert(bitmap, bytes: bitmap.width * bitmap.height * 4,
                     for: Key(file: file, style: ObjectIdentifier(style.identity), tile: tile), holding: style.identity)
    }
}
