import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Opening vector-tile files: MBTiles (gzip or plain tiles, TMS rows) and PMTiles v3 (header, gzip
/// varint directories, leaf directories, run lengths), and every bad file, with messages that name the
/// file and the tile.
@MainActor
@Suite("Vector tiles: MBTiles and PMTiles files")
struct TileFileTests {
    typealias W = MVTWriter
    let emptyStyle = try! MapStyle(data: Data(#"{"version":8,"sources":{},"layers":[]}"#.utf8))

    static func tile(_ name: String) -> Data {
        W.encode([W.Layer(name: name, features: [W.Feature(type: 1, geometry: [W.command(1, 1), 4, 4])])])
    }

    func open(_ path: String) throws -> VectorTileSource { try VectorTileSource(path: path, style: emptyStyle) }

    func error(_ body: () throws -> Void) -> VectorTileError? {
        do { try body() } catch let e as VectorTileError { return e } catch { Issue.record("unexpected \(error)") }
        return nil
    }

    @Test("VT1 MBTiles: gzip and plain tiles, rows counted from the bottom (TMS) read by XYZ numbers")
    func mbtilesRows() throws {
        let files = try TileFiles()
        let path = try files.mbtiles(metadata: ["format": "pbf", "attribution": "<a href=\"x\">&copy; Test</a>"],
                                     tiles: [(TileKey(zoom: 1, x: 0, y: 0), gzipped(Self.tile("north"))),
                                             (TileKey(zoom: 1, x: 0, y: 1), Self.tile("south"))])
        let source = try open(path)
        #expect(source.attribution == "© Test")
        #expect(try source.preparedTile(TileKey(zoom: 1, x: 0, y: 0))?.tile.layers.map(\.name) == ["north"])
        #expect(try source.preparedTile(TileKey(zoom: 1, x: 0, y: 1))?.tile.layers.map(\.name) == ["south"])
        #expect(try source.preparedTile(TileKey(zoom: 1, x: 1, y: 1)) == nil)
    }

    @Test("VT1 PMTiles: the bundled archive gives the same tiles as the bundled MBTiles")
    func pmtilesMatchesMBTiles() throws {
        let mb = try open(try helsinkiTiles()), pm = try open(try helsinkiTiles(pmtiles: true))
        #expect(pm.minimumZoom == 0 && pm.maximumZoom == 14)
        #expect(pm.attribution == "© OpenStreetMap contributors" && mb.attribution == pm.attribution)
        var compared = 0
        for z in 12...14 {
            let n = 1 << z
            let x = Int((24.944 + 180) / 360 * Double(n))
            let y = Int((1 - log(tan(60.171 * .pi / 180) + 1 / cos(60.171 * .pi / 180)) / .pi) / 2 * Double(n))
            for dx in -1...1 {
                for dy in -1...1 {
                    let key = TileKey(zoom: z, x: x + dx, y: y + dy)
                    let a = try mb.archive.storedTile(key), b = try pm.archive.storedTile(key)
                    #expect(a.map { try? Gzip.inflate($0, limit: 1 << 26) } == b.map { try? Gzip.inflate($0, limit: 1 << 26) })
                    if a != nil { compared += 1 }
                }
            }
        }
        #expect(compared >= 4)
    }

    @Test("VT1 PMTiles tile ids: zooms in order, then the Hilbert curve")
    func tileIDs() {
        #expect(PMTilesDirectory.tileID(zoom: 0, x: 0, y: 0) == 0)
        #expect([(0, 0), (0, 1), (1, 1), (1, 0)].map { PMTilesDirectory.tileID(zoom: 1, x: $0.0, y: $0.1) } == [1, 2, 3, 4])
        #expect(PMTilesDirectory.tileID(zoom: 2, x: 0, y: 0) == 5)
        #expect(PMTilesDirectory.tileID(zoom: 12, x: 3423, y: 1763) == 19_078_479)
    }

    @Test("VT1 PMTiles: a run length serves several tiles, a leaf directory is followed")
    func runLengthsAndLeaves() throws {
        let files = try TileFiles()
        let a = gzipped(Self.tile("a")), b = gzipped(Self.tile("b"))
        // Zoom 1's four tiles (ids 1…4): ids 1–2 share tile a (run 2); a leaf holds id 3 → b.
        let leaf = PMTilesWriter.directory([.init(tileID: 3, offset: UInt64(a.count), length: UInt32(b.count), runLength: 1)])
        let root = PMTilesWriter.directory([.init(tileID: 1, offset: 0, length: UInt32(a.count), runLength: 2),
                                            .init(tileID: 3, offset: 0, length: UInt32(gzipped(leaf).count), runLength: 0)])
        let path = try files.write(PMTilesWriter.archive(root: root, leaves: leaf, tileData: a + b, maxZoom: 1), "runs.pmtiles")
        let source = try open(path)
        #expect(try source.preparedTile(TileKey(zoom: 1, x: 0, y: 0))?.tile.layers.first?.name == "a")
        #expect(try source.preparedTile(TileKey(zoom: 1, x: 0, y: 1))?.tile.layers.first?.name == "a")
        #expect(try source.preparedTile(TileKey(zoom: 1, x: 1, y: 1))?.tile.layers.first?.name == "b")
        #expect(try source.preparedTile(TileKey(zoom: 1, x: 1, y: 0)) == nil)
    }

    @Test("VT5 a file that is neither MBTiles nor PMTiles, or empty, or missing, is refused with its path",
          arguments: [("notes.txt", Data("hello, I am text".utf8), "is neither an MBTiles (SQLite) nor a PMTiles file"),
                      ("empty.pmtiles", Data(), "is empty (0 bytes)"),
                      ("wrong-magic.pmtiles", Data("PMTilez".utf8) + Data(repeating: 3, count: 200), "is neither an MBTiles")])
    func notATileFile(_ name: String, _ bytes: Data, _ problem: String) throws {
        let files = try TileFiles()
        let path = try files.write(bytes, name)
        let e = error { _ = try open(path) }
        #expect(e?.kind == .unknownFormat)
        #expect(e?.description.hasPrefix("\(path): \(problem)") == true)
        #expect(error { _ = try open(files.path("missing.mbtiles")) }?.description == "\(files.path("missing.mbtiles")): no such file; check the path.")
    }

    @Test("VT5 an MBTiles file of raster tiles, or without tiles, is refused")
    func rasterMBTiles() throws {
        let files = try TileFiles()
        let png = try files.mbtiles("png.mbtiles", metadata: ["format": "png"], tiles: [(TileKey(zoom: 0, x: 0, y: 0), Data([1]))])
        #expect(error { _ = try open(png) }?.description.contains("holds tiles in the format \"png\", not vector tiles (pbf)") == true)
        let none = try files.mbtiles("none.mbtiles", tiles: [])
        #expect(error { _ = try open(none) }?.description == "\(none): has no tiles; export tiles into it.")
    }

    @Test("VT5 PMTiles headers: wrong version, sections past the end of the file, brotli directories")
    func badHeaders() throws {
        let files = try TileFiles()
        let root = PMTilesWriter.directory([.init(tileID: 0, offset: 0, length: 10, runLength: 1)])
        let cases: [(String, (inout [UInt8]) -> Void, String)] = [
            ("v2", { $0[7] = 2 }, "is a PMTiles archive of version 2; only version 3 is read; convert it with pmtiles convert."),
            ("past-end", { $0[56] = 0xff; $0[57] = 0xff }, "its header puts the tile data at bytes 65535 to 65545, past the end of the file"),
            ("brotli", { $0[97] = 3 }, "compresses its directories with brotli; gzip or none is read"),
            ("webp", { $0[99] = 4 }, "holds WebP tiles, not vector tiles"),
        ]
        for (name, patch, problem) in cases {
            let path = try files.write(PMTilesWriter.archive(root: root, tileData: Data(count: 10), patch: patch), "\(name).pmtiles")
            let e = error { _ = try open(path) }
            #expect(e?.kind == .badPMTiles, "\(name)")
            #expect(e?.description.hasPrefix("\(path): \(problem)") == true, "\(name): \(e?.description ?? "no error")")
        }
    }

    @Test("VT5 a PMTiles leaf directory that points at itself is reported with the tile, not followed for ever")
    func selfPointingDirectory() throws {
        let files = try TileFiles()
        // The leaf holds one entry: a leaf pointer to offset 0, itself.
        let leaf = PMTilesWriter.directory([.init(tileID: 0, offset: 0, length: 0, runLength: 0)])
        let leafLength = UInt32(gzipped(leaf).count)
        let selfLeaf = PMTilesWriter.directory([.init(tileID: 0, offset: 0, length: leafLength, runLength: 0)])
        let root = PMTilesWriter.directory([.init(tileID: 0, offset: 0, length: UInt32(gzipped(selfLeaf).count), runLength: 0)])
        let path = try files.write(PMTilesWriter.archive(root: root, leaves: selfLeaf, tileData: Data(count: 4)), "loop.pmtiles")
        let source = try open(path)
        let e = error { _ = try source.preparedTile(TileKey(zoom: 0, x: 0, y: 0)) }
        #expect(e?.description == "\(path): tile 0/0/0: its leaf directory at offset 0 points at itself (a loop of directories); make the archive again (for example with pmtiles convert).")
    }

    @Test("VT5 tiles that are not gzip, truncated gzip, or not MVT name the file and the tile z/x/y")
    func badTiles() throws {
        let files = try TileFiles()
        let good = gzipped(Self.tile("a"))
        let path = try files.mbtiles(tiles: [(TileKey(zoom: 2, x: 1, y: 2), good.prefix(good.count / 2)),
                                             (TileKey(zoom: 2, x: 2, y: 1), Data("garbage that is not protobuf".utf8)),
                                             (TileKey(zoom: 2, x: 0, y: 0), gzipped(Data([0xff, 0xff, 0xff])))])
        let source = try open(path)
        #expect(error { _ = try source.preparedTile(TileKey(zoom: 2, x: 1, y: 2)) }?.description
                == "\(path): tile 2/1/2: is truncated (the gzip stream ends early); make the tiles again (for example with tilemaker).")
        #expect(error { _ = try source.preparedTile(TileKey(zoom: 2, x: 2, y: 1)) }?.description.hasPrefix(
            "\(path): tile 2/2/1: is not a Mapbox Vector Tile") == true)
        #expect(error { _ = try source.preparedTile(TileKey(zoom: 2, x: 0, y: 0)) }?.kind == .corruptTile)
        // A PMTiles archive that declares gzip tiles but holds plain bytes.
        let plain = Self.tile("p")
        let root = PMTilesWriter.directory([.init(tileID: 0, offset: 0, length: UInt32(plain.count), runLength: 1)])
        let pm = try files.write(PMTilesWriter.archive(root: root, tileData: plain, maxZoom: 0), "plain.pmtiles")
        #expect(error { _ = try open(pm).preparedTile(TileKey(zoom: 0, x: 0, y: 0)) }?.description
                == "\(pm): tile 0/0/0: is not gzip data, though the file declares gzip-compressed tiles; make the tiles again (for example with tilemaker).")
    }

    @Test("VT4 drawing a tile with broken features warns once, naming the file and tile, and draws the rest")
    func brokenFeatureWarning() throws {
        let files = try TileFiles()
        let tile = W.encode([W.Layer(name: "water", features: [W.Feature(type: 3, geometry: [W.command(1, 1), 1, 1, W.command(7, 1)])])])
        let path = try files.mbtiles(tiles: [(TileKey(zoom: 0, x: 0, y: 0), tile)])
        let sink = WarningSink()
        try Diagnostics.$sink.withValue(sink) {
            let map = MapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 1))
            map.basemap = try VectorTileSource(path: path)
            _ = map.snapshot()
            _ = map.snapshot()
        }
        #expect(sink.messages == ["\(path): tile 0/0/0: left out 1 feature that break the vector-tile rules: layer \"water\" feature 0: has a ring of 1 point (a ring needs at least 3)"])
    }

    @Test("VT4 a damaged tile is drawn as missing, with one warning naming it, and never stops the map")
    func damagedTileWarnsOnce() throws {
        let files = try TileFiles()
        let path = try files.mbtiles(tiles: [(TileKey(zoom: 0, x: 0, y: 0), gzipped(Self.tile("a"))),
                                             (TileKey(zoom: 1, x: 1, y: 0), Data("bad".utf8))])
        let sink = WarningSink()
        try Diagnostics.$sink.withValue(sink) {
            let map = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), camera: CameraPosition(latitude: 40, longitude: 90, zoom: 2.5))
            map.basemap = try VectorTileSource(path: path)
            for _ in 0..<3 { _ = map.snapshot() }
        }
        #expect(sink.messages.count == 1)
        #expect(sink.messages.first?.hasPrefix("\(path): tile 1/1/0: is not a Mapbox Vector Tile") == true)
    }
}
