import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowMap

/// D170: what every map of a process shares — the opened file, the decoded tiles, the drawn styles,
/// the tiles' ground — and that sharing changes no pixel.
@Suite("Vector tiles: the stores a process shares (D170)")
@MainActor
struct SharedStoresTests {
    /// A copy of the bundled Helsinki tiles in a new temporary file: a file no store has seen yet.
    private func freshCopy() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shared-stores-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("helsinki.mbtiles").path
        try FileManager.default.copyItem(atPath: try helsinkiTiles(), toPath: copy)
        return copy
    }

    private func picture(_ source: VectorTileSource, google: GoogleMapStyle? = nil) throws -> Data {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), camera: CameraPosition(target: helsinki, zoom: 15))
        map.basemap = source
        if let google { map.googleStyle = google }
        return try #require(map.snapshot().pngData(compression: .fast))
    }

    @Test("D170 a second map of the same file takes the first one's file, tiles and ground, and draws the same pixels")
    func secondMapShares() throws {
        let path = try freshCopy()
        let first = try VectorTileSource(path: path)
        let drawnFirst = try picture(first)
        let second = try VectorTileSource(path: path)
        #expect(second.archive === first.archive, "the file is opened once")
        let identity = try #require(DecodedTileStore.identity(of: path))
        let key = TileKey(zoom: 14, x: 9327, y: 4742)  // the tile under the camera's target
        #expect(DecodedTileStore.shared.tile(.init(file: identity, tile: key)) != nil, "the first map's decoded tile is kept")
        let drawnSecond = try picture(second)
        #expect(drawnSecond == drawnFirst)
        // A file no map has drawn yet draws the same pixels from scratch.
        let cold = try VectorTileSource(path: try freshCopy())
        #expect(cold.archive !== first.archive)
        #expect(try picture(cold) == drawnFirst)
    }

    @Test("D170 a Google style applied twice is one drawn style, whose tiles are shared; a file rewritten is opened again")
    func stylesAndRewrites() throws {
        let path = try freshCopy()
        let night = try GoogleMapStyle(jsonString: ##"[{"elementType":"geometry","stylers":[{"color":"#242f3e"}]}]"##)
        let a = try VectorTileSource(path: path), b = try VectorTileSource(path: path)
        a.googleStyle = night
        b.googleStyle = night
        #expect(a.drawnStyle.identity === b.drawnStyle.identity)
        let plain = try VectorTileSource(path: path)
        #expect(plain.drawnStyle.identity !== a.drawnStyle.identity)
        #expect(try picture(a, google: night) == (try picture(b, google: night)))
        #expect(try picture(a, google: night) != (try picture(plain)), "the style shows")
        // Rewriting the file in place (a new modification time) opens it again.
        let attributes = [FileAttributeKey.modificationDate: Date(timeIntervalSinceNow: 60)]
        try FileManager.default.setAttributes(attributes, ofItemAtPath: path)
        let reopened = try VectorTileSource(path: path)
        #expect(reopened.archive !== a.archive)
    }

    @Test("D170 the shared caches keep at most their bytes, the least recently used going first")
    func bounded() {
        let cache = SharedLRUCache<Int, [UInt8]>(byteLimit: 400)
        for i in 0..<10 { cache.insert([UInt8](repeating: UInt8(i), count: 100), bytes: 100, for: i) }
        #expect(cache.byteCount <= 400)
        #expect(cache.value(for: 9) != nil && cache.value(for: 0) == nil)
        _ = cache.value(for: 6)
        for i in 10..<13 { cache.insert([], bytes: 100, for: i) }
        #expect(cache.value(for: 6) != nil, "a value just used stays")
        cache.insert([], bytes: 101, for: 99)
        #expect(cache.value(for: 99) == nil, "an entry above a quarter of the limit is not kept")
    }
}
