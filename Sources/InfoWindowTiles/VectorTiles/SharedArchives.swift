import Foundation
import InfoWindowCore
import Synchronization

/// Tile files opened once a process and shared by every ``VectorTileSource`` of the same file (D170):
/// opening an MBTiles file (its SQLite connection, metadata and zoom range, its first pages read from
/// disk) was a twentieth of a served picture's time, paid again by each map made for one picture. A
/// file is known by its path, size, modification time and inode (``DecodedTileStore/identity(of:)``),
/// so a file rewritten in place is opened again. Reads of a shared file take its lock, so sources on
/// different threads may share it. At most 16 files are kept open (then the oldest is let go; sources
/// still holding it keep it open until they go).
final class SharedArchives: Sendable {
    /// The files of the process.
    static let shared = SharedArchives(capacity: 16)

    private struct State {
        var files: [String: SharedArchive] = [:]
        var order: [String] = []
    }

    private let state = Mutex(State())
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The file at `path`, opened now or by an earlier source. Throws ``VectorTileError`` as
    /// ``VectorTileFiles/open(_:)`` does; a file that fails to open is not kept.
    func open(_ path: String) throws(VectorTileError) -> SharedArchive {
        guard let identity = DecodedTileStore.identity(of: path) else {
            return SharedArchive(try VectorTileFiles.open(path))
        }
        if let known = state.withLock({ $0.files[identity] }), known.path == path { return known }
        let opened = SharedArchive(try VectorTileFiles.open(path))
        return state.withLock { state in
            if let raced = state.files[identity] { return raced }
            if state.order.count >= capacity {
                let oldest = state.order.removeFirst()
                state.files[oldest] = nil
            }
            state.files[identity] = opened
            state.order.append(identity)
            return opened
        }
    }
}

/// One opened tile file, read under a lock.
final class SharedArchive: VectorTileArchive, @unchecked Sendable {
    // @unchecked: `file` is only touched under `lock`; the other properties are constants.
    private let file: VectorTileArchive
    private let lock = Mutex(())
    let path: String
    let zoomRange: ClosedRange<Int>
    let metadata: VectorTileMetadata
    /// Whether every tile must be gzip (a PMTiles header that says so).
    let tilesMustBeGzip: Bool

    init(_ file: VectorTileArchive) {
        self.file = file
        path = file.path
        zoomRange = file.zoomRange
        metadata = file.metadata
        tilesMustBeGzip = (file as? PMTilesArchive)?.tilesAreGzip ?? false
    }

    func storedTile(_ key: TileKey) throws(VectorTileError) -> Data? {
        try lock.withLock { _ throws(VectorTileError) in try file.storedTile(key) }
    }
}
