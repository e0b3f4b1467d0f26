import Foundation
import Testing
import TestSupport
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The PMTiles v3 writer (D82): archives it writes read back through the package's own reader tile
/// for tile — the bundled MBTiles converted, identical tiles stored once, runs, leaf directories — and
/// draw the pixels the MBTiles file draws.
@MainActor
@Suite("Vector tiles: the PMTiles writer")
struct PMTilesWriterTests {
    /// Every tile of the MBTiles file at `path` (XYZ rows), by SQL through the package's wrapper.
    func tiles(ofMBTiles path: String) throws -> [(TileKey, Data)] {
        let database = try SQLiteDatabase(readOnlyPath: path)
        let statement = try database.prepare("SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles")
        var tiles: [(TileKey, Data)] = []
        while try statement.step() {
            let zoom = Int(statement.int(0))
            tiles.append((TileKey(zoom: zoom, x: Int(statement.int(1)), y: (1 << zoom) - 1 - Int(statement.int(2))), statement.blob(3)))
        }
        return tiles
    }

    @Test("D82 the bundled MBTiles converted to PMTiles reads back tile for tile, with its metadata")
    func bundledRoundTrip() throws {
        let files = try TileFiles()
        let mbtiles = try helsinkiTiles()
        let path = try files.write(try PMTilesConversion.archive(fromMBTilesAt: mbtiles), "helsinki.pmtiles")
        let archive = try PMTilesArchive(path: path)
        let original = try MBTilesVectorArchive(path: mbtiles)
        let stored = try tiles(ofMBTiles: mbtiles)
        #expect(stored.count > 10)
        for (key, data) in stored {
            #expect(try archive.storedTile(key) == data, "tile \(key)")
        }
        #expect(try archive.storedTile(TileKey(zoom: 14, x: 0, y: 0)) == nil)
        #expect(archive.zoomRange == original.zoomRange)
        #expect(archive.metadata == original.metadata)
        #expect(archive.tilesAreGzip)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes[96] == 1 && bytes[97] == 2 && bytes[99] == 1, "clustered, gzip directories, MVT")
    }

    @Test("D82 the converted bundled tiles draw the pixels the MBTiles file draws")
    func bundledSamePixels() throws {
        let files = try TileFiles()
        let path = try files.write(try PMTilesConversion.archive(fromMBTilesAt: try helsinkiTiles()), "helsinki.pmtiles")
        let size = CGSize(width: 480, height: 300)
        let a = try helsinkiMap(zoom: 16, size: size).snapshot()
        let map = try helsinkiMap(zoom: 16, size: size)
        map.basemap = try VectorTileSource(path: path)
        let b = map.snapshot()
        let comparison = ImageComparison(a, b, tolerance: .exact)
        #expect(comparison.matches, "\(comparison.differingPixels) pixels differ")
    }

    @Test("D82 identical tiles are stored once; consecutive ones share an entry (a run); data in tile-id order")
    func deduplicatedAndClustered() throws {
        var writer = PMTilesArchiveWriter()
        let same = gzipped(TileFileTests.tile("same")), other = gzipped(TileFileTests.tile("other"))
        // Zoom 1 ids 1…4 are (0,0), (0,1), (1,1), (1,0): three of one content in a row, then another.
        writer.add(zoom: 1, x: 0, y: 0, data: same)
        writer.add(zoom: 1, x: 0, y: 1, data: same)
        writer.add(zoom: 1, x: 1, y: 1, data: same)
        writer.add(zoom: 1, x: 1, y: 0, data: other)
        writer.add(zoom: 2, x: 0, y: 0, data: same)
        let (data, counts) = try writer.archive()
        #expect(counts == .init(addressedTiles: 5, tileEntries: 3, tileContents: 2, leafDirectories: 0))
        let files = try TileFiles()
        let archive = try PMTilesArchive(path: try files.write(data, "runs.pmtiles"))
        #expect(archive.zoomRange == 1...2)
        for (x, y) in [(0, 0), (0, 1), (1, 1)] { #expect(try archive.storedTile(TileKey(zoom: 1, x: x, y: y)) == same) }
        #expect(try archive.storedTile(TileKey(zoom: 1, x: 1, y: 0)) == other)
        #expect(try archive.storedTile(TileKey(zoom: 2, x: 0, y: 0)) == same)
        #expect(try archive.storedTile(TileKey(zoom: 2, x: 1, y: 0)) == nil)
        // Both contents once: the tile data section is their two lengths.
        let dataLength = (0..<8).reduce(UInt64(0)) { $0 | UInt64(data[64 + $1]) << UInt64(8 * $1) }
        #expect(dataLength == UInt64(same.count + other.count))
    }

    @Test("D82 a root that would not fit its 16 KiB is split into leaf directories, every tile still found")
    func leafDirectories() throws {
        var writer = PMTilesArchiveWriter()
        writer.rootLimit = 127 + 64
        writer.tilesAreGzip = false
        // 5,000 distinct plain tiles over zooms 0–6: more than one leaf of 4,096 entries.
        var keys: [TileKey] = []
        outer: for zoom in 0...6 {
            for x in 0..<(1 << zoom) {
                for y in 0..<(1 << zoom) {
                    guard keys.count < 5000 else { break outer }
                    keys.append(TileKey(zoom: zoom, x: x, y: y))
                }
            }
        }
        for (i, key) in keys.enumerated() { writer.add(zoom: key.zoom, x: key.x, y: key.y, data: Data("tile \(i)".utf8)) }
        let (data, counts) = try writer.archive()
        #expect(counts.leafDirectories == 2 && counts.tileEntries == 5000 && counts.tileContents == 5000)
        let files = try TileFiles()
        let archive = try PMTilesArchive(path: try files.write(data, "leaves.pmtiles"))
        for (i, key) in keys.enumerated() where i % 7 == 0 || i == keys.count - 1 {
            #expect(try archive.storedTile(key) == Data("tile \(i)".utf8), "tile \(key)")
        }
        #expect(!archive.tilesAreGzip)
    }

    @Test("D82 an MBTiles file that mixes gzip and plain tiles, or has none, is refused naming it")
    func refusals() throws {
        let files = try TileFiles()
        let mixed = try files.mbtiles("mixed.mbtiles", tiles: [(TileKey(zoom: 0, x: 0, y: 0), gzipped(TileFileTests.tile("a"))),
                                                               (TileKey(zoom: 1, x: 0, y: 0), TileFileTests.tile("b"))])
        do {
            _ = try PMTilesConversion.archive(fromMBTilesAt: mixed)
            Issue.record("a mixed file was converted")
        } catch {
            #expect(error.path == mixed && error.problem.contains("mixes gzip-compressed tiles (1) and plain ones (1)"))
        }
        let none = try files.mbtiles("none.mbtiles", tiles: [])
        #expect(throws: VectorTileError.self) { _ = try PMTilesConversion.archive(fromMBTilesAt: none) }
    }
}
