import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Decoded tiles kept between frames, bounded by their size in bytes (not by their count: a city
/// centre's tile can be a hundred times a countryside tile). The least recently used tiles go first.
struct VectorTileCache {
    private struct Slot {
        var tile: PreparedTile
        var lastUse: UInt64
    }

    /// The most bytes kept (at least one tile is always kept).
    var byteLimit: Int {
        didSet { trim() }
    }
    private var slots: [TileKey: Slot] = [:]
    private var clock: UInt64 = 0
    /// The bytes of the tiles kept now.
    private(set) var byteCount = 0
    /// The largest ``byteCount`` reached (after trimming), for tests and the benchmark.
    private(set) var peakByteCount = 0

    init(byteLimit: Int) {
        self.byteLimit = max(1, byteLimit)
    }

    var count: Int { slots.count }

    mutating func tile(for key: TileKey) -> PreparedTile? {
        guard var slot = slots[key] else { return nil }
        clock += 1
        slot.lastUse = clock
        slots[key] = slot
        return slot.tile
    }

    mutating func insert(_ tile: PreparedTile) {
        clock += 1
        if let old = slots[tile.key] { byteCount -= old.tile.byteCount }
        slots[tile.key] = Slot(tile: tile, lastUse: clock)
        byteCount += tile.byteCount
        trim()
    }

    /// A tile's size changed (its selections grew): recount and trim.
    mutating func resized(_ key: TileKey, from old: Int, to new: Int) {
        guard slots[key] != nil else { return }
        byteCount += new - old
        trim()
    }

    mutating func removeAll() {
        slots.removeAll()
        byteCount = 0
    }

    /// Forgets what a style made of every tile (its layers changed), keeping the decoded tiles.
    mutating func forgetSelections() {
        for slot in slots.values {
            let before = slot.tile.byteCount
            slot.tile.forgetSelections()
            byteCount += slot.tile.byteCount - before
        }
    }

    private mutating func trim() {
        while byteCount > byteLimit && slots.count > 1 {
            // Evict in batches of the oldest quarter: one scan per batch, not per tile.
            let victims = slots.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(max(1, slots.count / 4))
            for (key, slot) in victims where byteCount > byteLimit && slots.count > 1 {
                slots[key] = nil
                byteCount -= slot.tile.byteCount
            }
        }
        peakByteCount = max(peakByteCount, byteCount)
    }
}

/// A decoded tile with what the style made of it so far: for each style layer, the features its
/// filter lets through (and at which zoom that was worked out).
final class PreparedTile {
    let key: TileKey
    let tile: VectorTile
    private(set) var byteCount: Int
    private var selections: [Int: (zoom: Double, layer: Int, features: [Int32])] = [:]

    init(key: TileKey, tile: VectorTile) {
        self.key = key
        self.tile = tile
        byteCount = tile.byteCount
    }

    /// Forgets every layer's features (the style's layers changed); the decoded tile stays.
    func forgetSelections() {
        selections = [:]
        byteCount = tile.byteCount
    }

    /// The tile layer and features `layer` draws at style zoom `zoom`; nil when the tile lacks its source layer.
    func selection(for layer: StyleLayer, zoom: Double, cache: inout VectorTileCache) -> (VectorTileLayer, [Int32])? {
        if let s = selections[layer.index], s.zoom == zoom || !(layer.filter?.readsZoom ?? false) {
            return s.layer >= 0 ? (tile.layers[s.layer], s.features) : nil
        }
        let before = byteCount
        guard let index = tile.layers.firstIndex(where: { $0.name == layer.sourceLayer }) else {
            selections[layer.index] = (zoom, -1, [])
            return nil
        }
        let tileLayer = tile.layers[index]
        var features: [Int32] = []
        var context = StyleContext(zoom: zoom, layer: tileLayer)
        for (i, feature) in tileLayer.features.enumerated() {
            context.feature = feature
            if layer.passes(context) { features.append(Int32(i)) }
        }
        if let old = selections[layer.index] { byteCount -= old.features.count * 4 }
        selections[layer.index] = (zoom, index, features)
        byteCount += features.count * 4 + 48
        cache.resized(key, from: before, to: byteCount)
        return (tileLayer, features)
    }
}
