import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowTiles
@testable import InfoWindowMap

/// Tiles of zero bytes are MVT's tiles with no layers (tilemaker writes them outside its extract): an
/// empty tile, not a damaged one (D71).
@MainActor
@Suite("Vector tiles: empty tiles")
struct EmptyTileTests {
    let emptyStyle = try! MapStyle(data: Data(#"{"version":8,"sources":{},"layers":[]}"#.utf8))

    @Test("D71 a tile of zero bytes, plain or gzip, is a tile with no layers, not a damaged tile")
    func emptyTileIsEmpty() throws {
        let files = try TileFiles()
        let path = try files.mbtiles(tiles: [(TileKey(zoom: 0, x: 0, y: 0), gzipped(Data())),
                                             (TileKey(zoom: 1, x: 0, y: 0), Data()),
                                             (TileKey(zoom: 1, x: 1, y: 0), Data("bad".utf8))])
        let source = try VectorTileSource(path: path, style: emptyStyle)
        #expect(try source.preparedTile(TileKey(zoom: 0, x: 0, y: 0))?.tile.layers.isEmpty == true)
        #expect(try source.preparedTile(TileKey(zoom: 1, x: 0, y: 0))?.tile.layers.isEmpty == true)
        // A tile that is not empty and not a vector tile is still damaged (VT4).
        #expect(throws: VectorTileError.self) { _ = try source.preparedTile(TileKey(zoom: 1, x: 1, y: 0)) }
    }

    @Test("D71 the bundled Helsinki tiles over London draw the world map without a word about the file")
    func helsinkiOverLondon() throws {
        let sink = WarningSink()
        let source = try VectorTileSource.helsinki()
        Diagnostics.$sink.withValue(sink) {
            let map = MapView(frame: CGRect(x: 0, y: 0, width: 320, height: 240),
                              camera: CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 10))
            map.basemap = source
            _ = map.snapshot()
            map.camera = CameraPosition(latitude: 40.758, longitude: -73.9855, zoom: 15)
            _ = map.snapshot()
        }
        #expect(sink.messages == [])
        // The file's shallow tiles were read: what was checked is their emptiness, not their absence.
        #expect(try source.preparedTile(TileKey(zoom: 0, x: 0, y: 0))?.tile.layers.isEmpty == true)
    }
}
