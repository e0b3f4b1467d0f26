import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Writes a PMTiles v3 archive (the specification's layout: the 127-byte header, the root directory
/// within the first 16 KiB, the metadata, the leaf directories, the tile data): tiles deduplicated by
/// their bytes, clustered (data in tile-id order), runs of one content in one entry, directories and
/// metadata gzip-compressed, leaf directories when the root would not fit. Not API.
struct PMTilesArchiveWriter {
    /// The most bytes the header and root directory may take (the specification's 16,384).
    var rootLimit = 16_384
    /// Whether the stored tiles are gzip-compressed (header byte 98: 2) or plain (1).
    var tilesAreGzip = true
    /// The metadata JSON object, as bytes.
    var metadata = Data("{}".utf8)
    /// West, south, east, north in degrees; nil writes the whole world.
    var bounds: (Double, Double, Double, Double)?
    /// The centre's longitude, latitude and zoom; nil takes the bounds' middle at the deepest zoom.
    var center: (Double, Double, Int)?

    private var tiles: [UInt64: Data] = [:]
    private var zooms: ClosedRange<Int>?

    /// Adds tile `zoom`/`x`/`y` (XYZ rows); a tile added twice keeps the later bytes.
    mutating func add(zoom: Int, x: Int, y: Int, data: Data) {
        tiles[PMTilesDirectory.tileID(zoom: zoom, x: x, y: y)] = data
        zooms = zooms.map { min($0.lowerBound, zoom)...max($0.upperBound, zoom) } ?? zoom...zoom
    }

    /// Counts of the archive written, as its header gives them.
    struct Counts: Equatable {
        var addressedTiles = 0, tileEntries = 0, tileContents = 0, leafDirectories = 0
    }

    /// The archive's bytes, and its counts.
    func archive() throws(Gzip.Failure) -> (data: Data, counts: Counts) {
        var counts = Counts()
        var entries: [PMTilesDirectory.Entry] = []
        var tileData = Data()
        var stored: [Data: (offset: UInt64, length: UInt32)] = [:]
        for id in tiles.keys.sorted() {
            guard let bytes = tiles[id], !bytes.isEmpty else { continue }
            let place: (offset: UInt64, length: UInt32)
            if let known = stored[bytes] {
                place = known
            } else {
                place = (UInt64(tileData.count), UInt32(bytes.count))
                stored[bytes] = place
                tileData.append(bytes)
            }
            counts.addressedTiles += 1
            if let last = entries.last, last.offset == place.offset, last.tileID + UInt64(last.runLength) == id {
                entries[entries.count - 1].runLength += 1
            } else {
                entries.append(.init(tileID: id, offset: place.offset, length: place.length, runLength: 1))
            }
        }
        counts.tileEntries = entries.count
        counts.tileContents = stored.count
        let (root, leaves, leafCount) = try directories(entries)
        counts.leafDirectories = leafCount
        let metadataBytes = try Gzip.deflate(metadata)
        let rootOffset = UInt64(127)
        let metadataOffset = rootOffset + UInt64(root.count)
        let leafOffset = metadataOffset + UInt64(metadataBytes.count)
        let dataOffset = leafOffset + UInt64(leaves.count)
        var header = [UInt8](repeating: 0, count: 127)
        header.replaceSubrange(0..<7, with: Array("PMTiles".utf8))
        header[7] = 3
        func put(_ value: UInt64, at offset: Int) {
            for i in 0..<8 { header[offset + i] = UInt8(truncatingIfNeeded: value >> UInt64(8 * i)) }
        }
        func put32(_ degrees: Double, at offset: Int) {
            let value = UInt32(bitPattern: Int32(clamping: Int64((degrees * 1e7).rounded())))
            for i in 0..<4 { header[offset + i] = UInt8(truncatingIfNeeded: value >> UInt32(8 * i)) }
        }
        put(rootOffset, at: 8); put(UInt64(root.count), at: 16)
        put(metadataOffset, at: 24); put(UInt64(metadataBytes.count), at: 32)
        put(leafOffset, at: 40); put(UInt64(leaves.count), at: 48)
        put(dataOffset, at: 56); put(UInt64(tileData.count), at: 64)
        put(UInt64(counts.addressedTiles), at: 72); put(UInt64(counts.tileEntries), at: 80); put(UInt64(counts.tileContents), at: 88)
        header[96] = 1                          // clustered
        header[97] = 2                          // directories and metadata: gzip
        header[98] = tilesAreGzip ? 2 : 1       // tiles: gzip or none
        header[99] = 1                          // Mapbox Vector Tiles
        let zoomRange = zooms ?? 0...0
        header[100] = UInt8(clamping: zoomRange.lowerBound)
        header[101] = UInt8(clamping: zoomRange.upperBound)
        let (west, south, east, north) = bounds ?? (-180, -85.0511287, 180, 85.0511287)
        put32(west, at: 102); put32(south, at: 106); put32(east, at: 110); put32(north, at: 114)
        let (centerLongitude, centerLatitude, centerZoom) = center ?? ((west + east) / 2, (south + north) / 2, zoomRange.upperBound)
        header[118] = UInt8(clamping: centerZoom)
        put32(centerLongitude, at: 119); put32(centerLatitude, at: 123)
        var data = Data(header)
        data.reserveCapacity(Int(dataOffset) + tileData.count)
        data.append(root)
        data.append(metadataBytes)
        data.append(leaves)
        data.append(tileData)
        return (data, counts)
    }

    /// The compressed root directory and leaf section for `entries`: all in the root when it fits
    /// beside the header in ``rootLimit`` bytes, else leaves of 4,096 entries, more per leaf until
    /// the root of their entries fits.
    private func directories(_ entries: [PMTilesDirectory.Entry]) throws(Gzip.Failure) -> (root: Data, leaves: Data, count: Int) {
        let whole = try Gzip.deflate(PMTilesDirectory(uncheckedEntries: entries).encoded)
        if 127 + whole.count <= rootLimit { return (whole, Data(), 0) }
        var perLeaf = 4096
        while true {
            var leaves = Data()
            var rootEntries: [PMTilesDirectory.Entry] = []
            for start in stride(from: 0, to: entries.count, by: perLeaf) {
                let chunk = Array(entries[start..<min(start + perLeaf, entries.count)])
                let leaf = try Gzip.deflate(PMTilesDirectory(uncheckedEntries: chunk).encoded)
                rootEntries.append(.init(tileID: chunk[0].tileID, offset: UInt64(leaves.count), length: UInt32(leaf.count), runLength: 0))
                leaves.append(leaf)
            }
            let root = try Gzip.deflate(PMTilesDirectory(uncheckedEntries: rootEntries).encoded)
            if 127 + root.count <= rootLimit || rootEntries.count == 1 { return (root, leaves, rootEntries.count) }
            perLeaf *= 2
        }
    }
}
