import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The fuzzer's vector-tile checks (``VectorTileFuzzHarness``) on its seeds: the bundled styles, the
/// bundled PMTiles archive and tiles, and on truncations of them (what the fuzzer starts from).
@MainActor
@Suite("Hostile input: vector-tile fuzz seeds")
struct VectorTileFuzzSeedTests {
    static let data = repositoryRoot + "/Sources/InfoWindowTiles/Data"

    @Test("VT12 the fuzzer's checks pass on the bundled styles and PMTiles archive, whole and cut short")
    func seeds() throws {
        let files = HostileFiles()
        for name in ["styles/openmaptiles.json", "styles/openmaptiles-night.json", "osm/helsinki.pmtiles"] {
            let bytes = [UInt8](try #require(FileManager.default.contents(atPath: Self.data + "/" + name)))
            for length in [bytes.count, bytes.count / 2, 127, 100, 7] {
                try VectorTileFuzzHarness.run(Array(bytes.prefix(length)), in: files.folder)
            }
        }
    }

    @Test("VT12 the fuzzer's checks pass on inflated tiles and on every prefix of a small one")
    func tiles() throws {
        let files = HostileFiles()
        let archive = try VectorTileFiles.open(Self.data + "/osm/helsinki.mbtiles")
        let small = try #require(try archive.storedTile(TileKey(zoom: 0, x: 0, y: 0)))
        let tile = [UInt8](try Gzip.inflate(small, limit: 1 << 24))
        try VectorTileFuzzHarness.run([UInt8](small), in: files.folder)
        for length in stride(from: 0, through: tile.count, by: max(1, tile.count / 200)) {
            try VectorTileFuzzHarness.run(Array(tile.prefix(length)), in: files.folder)
        }
    }
}
