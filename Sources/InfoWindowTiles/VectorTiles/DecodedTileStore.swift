import Foundation

/// Decoded vector tiles shared by every ``VectorTileSource`` of the same file in one process (D170).
///
/// A map made for one picture — each `/staticmap` request in an `infowindow serve` worker, each scene
/// of a batch — opens its basemap afresh; without this store it read, inflated and decoded the same
/// world tiles for every picture. Decoding is deterministic, so a tile decoded once serves every source
/// of the same file: the pixels do not change, only the time. A file is known by its path, size and
/// modification time, so a file rewritten in place is read again. Only tiles decoded without a problem
/// are shared (a damaged tile is warned about by each source that meets it). What a style makes of a
/// tile (its feature selections, its drawn bitmaps) stays with each source. Bounded in bytes; the least
/// recently used tiles go first.
final class DecodedTileStore: Sendable {
    /// The store every source in the process uses: at most 64 MiB of decoded tiles.
    static let shared = DecodedTileStore(byteLimit: 64 * 1024 * 1024)

    /// A tile of one version of one file.
    struct Key: Hashable, Sendable {
        /// The file: its path, size and modification time.
        var file: String
        var tile: TileKey
    }

    private let cache: SharedLRUCache<Key, VectorTile>

    init(byteLimit: Int) {
        cache = SharedLRUCache(byteLimit: byteLimit)
    }

    /// The identity of the file at `path` as the store keys it (path, size, modification time), or nil
    /// when it cannot be read, and then nothing of it is shared.
    static func identity(of path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return "\(path)\u{0}\(status.st_size)\u{0}\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)\u{0}\(status.st_ino)"
    }

    /// The decoded tile `key`, if a source of the same file decoded it.
    func tile(_ key: Key) -> VectorTile? {
        cache.value(for: key)
    }

    /// Keeps `tile`, decoded without a problem, for the other sources of its file.
    func insert(_ tile: VectorTile, for key: Key) {
        cache.insert(tile, bytes: tile.byteCount, for: key)
    }
}
