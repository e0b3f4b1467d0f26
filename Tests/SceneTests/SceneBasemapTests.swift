import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The scene's `"basemap"` choice becomes the map's basemap.
@MainActor
@Suite("Scene basemaps")
struct SceneBasemapTests {
    /// Runs the `sqlite3` command-line tool on `database` with `sql`.
    private func sqlite(_ database: String, _ sql: String, in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [database, sql]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("\"default\" draws the bundled world map, \"none\" the plain background")
    func defaultAndNone() throws {
        let fixture = SceneFixture()
        let withMap = try fixture.load(sceneJSON(#""basemap": "default""#)).makeMap().mapView
        #expect((withMap.basemap as? VectorTileSource)?.name == "Natural Earth")
        let plain = try fixture.load(sceneJSON(#""basemap": "none""#), name: "plain.json").makeMap().mapView
        #expect(plain.basemap == nil)
        let unspecified = try fixture.load(sceneJSON(), name: "unspecified.json").makeMap().mapView
        #expect((unspecified.basemap as? VectorTileSource)?.name == "Natural Earth")
    }

    @Test("{\"mbtiles\": FILE} draws the file's tiles")
    func mbtiles() throws {
        let fixture = SceneFixture()
        fixture.writePNG("tile.png", width: 256, height: 256)
        try sqlite(fixture.path("city.mbtiles"), """
            CREATE TABLE metadata (name TEXT, value TEXT);
            CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            INSERT INTO metadata VALUES ('format', 'png'), ('attribution', 'Scene test tiles');
            INSERT INTO tiles VALUES (0, 0, 0, readfile('tile.png'));
            """, in: fixture.folder)
        let map = try fixture.load(sceneJSON(#""basemap": {"mbtiles": "city.mbtiles"}"#)).makeMap().mapView
        let source = try #require(map.basemap as? MBTilesSource)
        #expect(source.attribution == "Scene test tiles")
    }

    @Test("an SQLite file that is not MBTiles is an error naming the scene, the field and the file")
    func notMBTiles() throws {
        let fixture = SceneFixture()
        try sqlite(fixture.path("other.sqlite"), "CREATE TABLE notes (text TEXT);", in: fixture.folder)
        let scene = try fixture.load(sceneJSON(#""basemap": {"mbtiles": "other.sqlite"}"#))
        let error = sceneError { try scene.makeMap() }
        #expect(error?.kind == .invalidBasemap)
        #expect(error?.field == "basemap")
        #expect(error?.description.hasPrefix(fixture.path("scene.json") + ": basemap: " + fixture.path("other.sqlite") + ": ") == true)
        #expect(error?.description.contains("tiles") == true)
    }
}
