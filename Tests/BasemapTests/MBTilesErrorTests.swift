import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Every way an `.mbtiles` file can be unusable gives a typed error naming the file, the problem and
/// the fix (issue 9).
@MainActor
@Suite("Basemap: MBTiles errors")
struct MBTilesErrorTests {
    static let fix = "give the path of an .mbtiles file of raster tiles (for example one made by gdal_translate -of MBTILES or mb-util)"

    private func openingError(_ path: String) -> MBTilesError? {
        do {
            _ = try MBTilesSource(path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test("BM8 A missing file is named, with the fix")
    func missingFile() throws {
        let fixture = try MBTilesFixture()
        let path = fixture.path("nowhere.mbtiles")
        let error = try #require(openingError(path))
        #expect(error.kind == .missingFile)
        #expect(error.description == "\(path): no such file; check the path.")
    }

    @Test("BM8 A folder is not an MBTiles file")
    func folder() throws {
        let fixture = try MBTilesFixture()
        let error = try #require(openingError(fixture.folder.path))
        #expect(error.kind == .missingFile)
        #expect(error.description == "\(fixture.folder.path): is a folder, not an MBTiles file; give the path of the .mbtiles file inside it.")
    }

    @Test("BM8 A file that is not SQLite")
    func notSQLite() throws {
        let fixture = try MBTilesFixture()
        let path = fixture.path("notes.mbtiles")
        try Data("These are not tiles, just some text that happens to be long enough.".utf8).write(to: URL(fileURLWithPath: path))
        let error = try #require(openingError(path))
        #expect(error.kind == .notSQLite)
        #expect(error.description == "\(path): is not an SQLite database, so not an MBTiles file; \(Self.fix).")
    }

    @Test("BM8 An empty file")
    func emptyFile() throws {
        let fixture = try MBTilesFixture()
        let path = fixture.path("empty.mbtiles")
        try Data().write(to: URL(fileURLWithPath: path))
        let error = try #require(openingError(path))
        #expect(error.kind == .notSQLite)
        #expect(error.description == "\(path): is empty (0 bytes), not an MBTiles file; \(Self.fix).")
    }

    @Test("BM8 An SQLite database without a tiles table")
    func noTilesTable() throws {
        let fixture = try MBTilesFixture()
        let path = try fixture.sqlite(named: "other.sqlite", sql: "CREATE TABLE places (name text); INSERT INTO places VALUES ('x');")
        let error = try #require(openingError(path))
        #expect(error.kind == .notMBTiles)
        #expect(error.description == "\(path): is an SQLite database without a tiles table with the columns zoom_level, tile_column, tile_row and tile_data (no such table: tiles); \(Self.fix).")
    }

    @Test("BM8 A tiles table without the MBTiles columns")
    func wrongColumns() throws {
        let fixture = try MBTilesFixture()
        let path = try fixture.sqlite(named: "columns.mbtiles", sql: "CREATE TABLE tiles (z integer, x integer, y integer, data blob);")
        let error = try #require(openingError(path))
        #expect(error.kind == .notMBTiles)
        #expect(error.description == "\(path): is an SQLite database without a tiles table with the columns zoom_level, tile_column, tile_row and tile_data (no such column: tile_data); \(Self.fix).")
    }

    @Test("BM8 An MBTiles file with no tiles")
    func noTiles() throws {
        let fixture = try MBTilesFixture()
        let path = try fixture.mbtiles(tiles: [])
        let error = try #require(openingError(path))
        #expect(error.kind == .notMBTiles)
        #expect(error.description == "\(path): has no tiles; export tiles into it.")
    }

    @Test("BM8 Vector tiles are refused by their format, with the way to open them")
    func vectorTiles() throws {
        let fixture = try MBTilesFixture()
        let path = try fixture.mbtiles(metadata: ["format": "pbf"], tiles: [.init(zoom: 0, x: 0, y: 0, data: Data([0x1a, 0x02]))])
        let error = try #require(openingError(path))
        #expect(error.kind == .unsupportedFormat)
        #expect(error.description == "\(path): holds vector tiles (format \"pbf\"), not raster tiles; open it as vector tiles: VectorTileSource(path:), or --tiles on the command line.")
        let webp = try fixture.mbtiles(named: "webp.mbtiles", metadata: ["format": "webp"], tiles: [.init(zoom: 0, x: 0, y: 0, data: Data([0x52]))])
        #expect(try #require(openingError(webp)).description
                == "\(webp): holds tiles in the format \"webp\"; only raster PNG and JPEG tiles can be drawn; export the tiles as PNG or JPEG.")
    }

    @Test("BM8 Tile data that is no image names the tile")
    func corruptTileData() throws {
        let fixture = try MBTilesFixture()
        let path = try fixture.mbtiles(tiles: [.init(zoom: 1, x: 1, y: 0, data: Data("garbage".utf8))])
        let source = try MBTilesSource(path: path)
        #expect(throws: MBTilesError(kind: .corruptTile, path: path,
                                     problem: "tile 1/1/0 (TMS row 1) is neither a PNG nor a JPEG image",
                                     fix: "export the tiles again as PNG or JPEG")) {
            _ = try source.tile(zoom: 1, x: 1, y: 0)
        }
    }

    @Test("BM8 A truncated PNG tile names the tile and the damage")
    func truncatedPNG() throws {
        let fixture = try MBTilesFixture()
        let png = MBTilesFixture.pngTile(.red)
        let path = try fixture.mbtiles(tiles: [.init(zoom: 0, x: 0, y: 0, data: png.prefix(png.count / 2))])
        let source = try MBTilesSource(path: path)
        #expect(throws: MBTilesError(kind: .corruptTile, path: path,
                                     problem: "tile 0/0/0 (TMS row 0) is damaged or truncated (error while reading from input stream)",
                                     fix: "export the tiles again as PNG or JPEG")) {
            _ = try source.tile(zoom: 0, x: 0, y: 0)
        }
    }

    @Test("BM8 A truncated JPEG tile names the tile and the damage")
    func truncatedJPEG() throws {
        let fixture = try MBTilesFixture()
        let jpeg = try fixture.jpegTile("#3366cc")
        let path = try fixture.mbtiles(metadata: ["format": "jpg"], tiles: [.init(zoom: 0, x: 0, y: 0, data: jpeg.prefix(jpeg.count / 2))])
        let source = try MBTilesSource(path: path)
        #expect(throws: MBTilesError(kind: .corruptTile, path: path,
                                     problem: "tile 0/0/0 (TMS row 0) is damaged or truncated (Premature end of JPEG file)",
                                     fix: "export the tiles again as PNG or JPEG")) {
            _ = try source.tile(zoom: 0, x: 0, y: 0)
        }
    }

    @Test("BM8 An oversized tile is refused before it is decoded")
    func oversizedTile() throws {
        let fixture = try MBTilesFixture()
        let wide = Bitmap(width: 2048, height: 4)!
        let path = try fixture.mbtiles(tiles: [.init(zoom: 0, x: 0, y: 0, data: PNGCodec.encode(wide)!)])
        let source = try MBTilesSource(path: path)
        #expect(throws: MBTilesError(kind: .corruptTile, path: path,
                                     problem: "tile 0/0/0 (TMS row 0) is 2048×4 pixels, more than 1024 pixels a side",
                                     fix: "export the tiles again as PNG or JPEG")) {
            _ = try source.tile(zoom: 0, x: 0, y: 0)
        }
    }

    @Test("BM8 A damaged tile is drawn as missing, with one warning naming it")
    func damagedTileWhileDrawing() throws {
        let fixture = try MBTilesFixture()
        let path = try fixture.mbtiles(tiles: [.init(zoom: 0, x: 0, y: 0, data: Data("garbage".utf8))])
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 256, height: 256), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 0))
        map.basemap = try MBTilesSource(path: path)
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink) {
            _ = map.snapshot()
            _ = map.snapshot()
        }
        #expect(sink.messages == ["\(path): tile 0/0/0 (TMS row 0) is neither a PNG nor a JPEG image; export the tiles again as PNG or JPEG. (drawn as missing)"])
    }
}
