import Foundation
import Synchronization
import InfoWindowCore
import InfoWindowGraphics

/// One tile of the grid: column `x` (wrapped, 0 ..< 2^zoom), row `y`, zoom level.
struct TileLayerKey: Hashable, Sendable {
    var x: UInt, y: UInt, zoom: UInt
}

/// A tile layer's answered tiles, bounded in bytes (D132): the least recently drawn go first, never a
/// tile of the frame being drawn (so the bound is the limit or the frame's own tiles, whichever is
/// more, and a frame never drops what it is about to draw). A ``TileLayer/noTile`` answer is kept as an
/// entry without pixels (counted as 64 bytes).
struct TileCache {
    struct Entry {
        /// The bitmap drawn, nil for "no tile".
        var bitmap: Bitmap?
        /// When the tile arrived, on the host's clock (for the fade).
        var arrival: TimeInterval
        /// The frame that last drew (or wanted) it.
        var used: UInt64
        var bytes: Int
    }

    private(set) var entries: [TileLayerKey: Entry] = [:]
    private(set) var bytes = 0
    var byteLimit = 32 << 20
    /// The frame counter ``touch(_:)`` stamps entries with.
    var frame: UInt64 = 0

    var count: Int { entries.count }

    subscript(key: TileLayerKey) -> Entry? { entries[key] }

    /// Keeps `bitmap` (nil: no tile) for `key`, then trims to the limit.
    mutating func insert(_ bitmap: Bitmap?, for key: TileLayerKey, arrival: TimeInterval) {
        remove(key)
        let size = bitmap.map { $0.width * $0.height * 4 } ?? 64
        entries[key] = Entry(bitmap: bitmap, arrival: arrival, used: frame, bytes: size)
        bytes += size
        trim()
    }

    mutating func touch(_ key: TileLayerKey) {
        entries[key]?.used = frame
    }

    mutating func remove(_ key: TileLayerKey) {
        if let old = entries.removeValue(forKey: key) { bytes -= old.bytes }
    }

    mutating func removeAll() {
        entries = [:]
        bytes = 0
    }

    /// Drops the least recently used entries until the bytes fit the limit.
    mutating func trim() {
        guard bytes > byteLimit else { return }
        let order = entries.sorted { $0.value.used < $1.value.used }
        for (key, entry) in order where bytes > byteLimit && entry.used != frame {
            remove(key)
        }
    }
}

/// Where a tile layer's answers arrive, from any thread (the ``TileReceiver`` handed to requests). It
/// takes answers only for tiles it was told to expect, so a layer answering tiles nobody asked for
/// cannot fill memory; the map's thread takes them with ``take()``.
final class TileInbox: TileReceiver, Sendable {
    private struct State {
        var expected: Set<TileLayerKey> = []
        var answers: [(TileLayerKey, Image?)] = []
    }

    private let state = Mutex(State())
    /// Called (on the answering thread) when an answer arrived off the main thread.
    private let wake: @Sendable () -> Void

    init(wake: @escaping @Sendable () -> Void = {}) {
        self.wake = wake
    }

    func expect(_ key: TileLayerKey) {
        state.withLock { _ = $0.expected.insert(key) }
    }

    func forget(_ key: TileLayerKey) {
        state.withLock { _ = $0.expected.remove(key) }
    }

    func receiveTileWith(x: UInt, y: UInt, zoom: UInt, image: Image?) {
        let key = TileLayerKey(x: x, y: y, zoom: zoom)
        let taken = state.withLock { state -> Bool in
            guard state.expected.remove(key) != nil else { return false }
            state.answers.append((key, image))
            return true
        }
        if taken, !Thread.isMainThread { wake() }
    }

    /// The answers received since the last call, in order.
    func take() -> [(TileLayerKey, Image?)] {
        state.withLock { state in
            let answers = state.answers
            state.answers = []
            return answers
        }
    }
}
