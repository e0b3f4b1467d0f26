import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// MBTiles tiles: row flipping, decoding, over-zoom, the tile cache, attribution (issue 9).
@MainActor
@Suite("Basemap: MBTiles tiles")
struct MBTilesSourceTests {
    static let red = Color(red: 0.9, green: 0.1, blue: 0.1)
    static let green = Color(red: 0.1, green: 0.7, blue: 0.2)
    static let blue = Color(red: 0.1, green: 0.2, blue: 0.9)
    static let yellow = Color(red: 0.95, green: 0.85, blue: 0.1)

    /// A file with the whole world at zoom 0 (grey) and four coloured tiles at zoom 1, XYZ rows.
    private func fourTiles(_ fixture: MBTilesFixture, metadata: [String: String] = ["format": "png"]) throws -> String {
        try fixture.mbtiles(metadata: metadata, tiles: [
            .init(zoom: 0, x: 0, y: 0, data: MBTilesFixture.pngTile(.gray)),
            .init(zoom: 1, x: 0, y: 0, data: MBTilesFixture.pngTile(Self.red)),
            .init(zoom: 1, x: 1, y: 0, data: MBTilesFixture.pngTile(Self.green)),
            .init(zoom: 1, x: 0, y: 1, data: MBTilesFixture.pngTile(Self.blue)),
            .init(zoom: 1, x: 1, y: 1, data: MBTilesFixture.pngTile(Self.yellow)),
        ])
    }

    private func isClose(_ a: Color?, _ b: Color, tolerance: Double = 0.03) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    @Test("BM7 Rows are flipped from TMS (bottom-up) to XYZ (top-down)")
    func tmsFlip() throws {
        let fixture = try MBTilesFixture()
        let source = try MBTilesSource(path: try fourTiles(fixture))
        #expect(source.minimumZoom == 0 && source.maximumZoom == 1)
        // The fixture stored XYZ row 0 (north) as TMS row 1.
        let north = try #require(try source.tile(zoom: 1, x: 0, y: 0))
        #expect(isClose(north.color(atPixelX: 128, y: 128), Self.red))
        let south = try #require(try source.tile(zoom: 1, x: 0, y: 1))
        #expect(isClose(south.color(atPixelX: 128, y: 128), Self.blue))
        #expect(try source.tile(zoom: 1, x: 2, y: 0) == nil, "outside the zoom's columns")
        #expect(try source.tile(zoom: 5, x: 0, y: 0) == nil, "no such zoom in the file")
    }

    @Test("The drawn map puts the north-west tile at the top left")
    func drawnOrientation() throws {
        let fixture = try MBTilesFixture()
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 512, height: 512), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 1))
        map.basemap = try MBTilesSource(path: try fourTiles(fixture))
        let image = map.snapshot()
        #expect(isClose(image.color(atPixelX: 100, y: 100), Self.red))
        #expect(isClose(image.color(atPixelX: 400, y: 100), Self.green))
        #expect(isClose(image.color(atPixelX: 100, y: 400), Self.blue))
        #expect(isClose(image.color(atPixelX: 400, y: 300), Self.yellow))
    }

    @Test("JPEG tiles are decoded by libjpeg-turbo")
    func jpegTile() throws {
        let fixture = try MBTilesFixture()
        let path = try fixture.mbtiles(metadata: ["format": "jpg"], tiles: [.init(zoom: 0, x: 0, y: 0, data: try fixture.jpegTile("#3366cc"))])
        let source = try MBTilesSource(path: path)
        let tile = try #require(try source.tile(zoom: 0, x: 0, y: 0))
        #expect(tile.pixelWidth == 256 && tile.pixelHeight == 256)
        #expect(isClose(tile.color(atPixelX: 10, y: 200), Color(hex: "#3366cc")!, tolerance: 0.02))
        #expect(tile.color(atPixelX: 10, y: 200)?.alpha == 1)
    }

    @Test("BM7 Beyond the file's maximum zoom the deepest tiles are scaled up")
    func overZoomBeyondMaximum() throws {
        let fixture = try MBTilesFixture()
        let source = try MBTilesSource(path: try fourTiles(fixture))
        #expect(source.tileZoom(cameraZoom: 3, scale: 1) == 1)
        // At zoom 3 around (45° N, 90° W) the view lies inside the red north-west tile of zoom 1.
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), camera: CameraPosition(latitude: 45, longitude: -90, zoom: 3))
        map.basemap = source
        let image = map.snapshot()
        #expect(isClose(image.color(atPixelX: 150, y: 100), Self.red))
        #expect(isClose(image.color(atPixelX: 20, y: 20), Self.red))
    }

    @Test("BM7 A hole in a zoom is filled from the nearest lower zoom")
    func overZoomIntoHole() throws {
        let fixture = try MBTilesFixture()
        // Zoom 0: a tile whose quadrants are red, green, blue, yellow; zoom 1: only the north-west tile, grey.
        let quadrants = Bitmap(width: 256, height: 256)!
        let canvas = Canvas(bitmap: quadrants, scale: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 128, height: 128), color: Self.red)
        canvas.fill(CGRect(x: 128, y: 0, width: 128, height: 128), color: Self.green)
        canvas.fill(CGRect(x: 0, y: 128, width: 128, height: 128), color: Self.blue)
        canvas.fill(CGRect(x: 128, y: 128, width: 128, height: 128), color: Self.yellow)
        let path = try fixture.mbtiles(tiles: [
            .init(zoom: 0, x: 0, y: 0, data: PNGCodec.encode(canvas.finish())!),
            .init(zoom: 1, x: 0, y: 0, data: MBTilesFixture.pngTile(.gray)),
        ])
        let source = try MBTilesSource(path: path)
        let resolved = try #require(source.resolvedTile(TileKey(zoom: 1, x: 1, y: 1)))
        #expect(resolved.source == CGRect(x: 128, y: 128, width: 128, height: 128), "the parent's south-east quarter")
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 512, height: 512), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 1))
        map.basemap = source
        let image = map.snapshot()
        #expect(isClose(image.color(atPixelX: 100, y: 100), .gray), "zoom 1's own tile")
        #expect(isClose(image.color(atPixelX: 400, y: 100), Self.green), "from zoom 0")
        #expect(isClose(image.color(atPixelX: 100, y: 400), Self.blue), "from zoom 0")
        #expect(isClose(image.color(atPixelX: 400, y: 400), Self.yellow), "from zoom 0")
    }

    @Test("BM9 The tile cache keeps at most cacheCapacity tiles and forgets the least recently used")
    func cacheBounds() throws {
        let fixture = try MBTilesFixture()
        let source = try MBTilesSource(path: try fourTiles(fixture))
        source.cacheCapacity = 2
        _ = try source.tile(zoom: 1, x: 0, y: 0)
        _ = try source.tile(zoom: 1, x: 1, y: 0)
        _ = try source.tile(zoom: 1, x: 0, y: 0)   // now the most recent
        _ = try source.tile(zoom: 1, x: 0, y: 1)   // evicts 1/1/0
        #expect(source.cache.count == 2)
        #expect(source.decodeCount == 3)
        #expect(source.cache.keysByRecency == [TileKey(zoom: 1, x: 0, y: 1), TileKey(zoom: 1, x: 0, y: 0)])
        _ = try source.tile(zoom: 1, x: 0, y: 0)
        #expect(source.decodeCount == 3, "a cached tile is not decoded again")
        _ = try source.tile(zoom: 1, x: 1, y: 0)
        #expect(source.decodeCount == 4, "an evicted tile is read and decoded again")
        #expect(source.cache.count == 2)
    }

    @Test("BM7 Below the file's minimum zoom its shallowest tiles are drawn, when few enough")
    func underZoom() throws {
        let fixture = try MBTilesFixture()
        var tiles: [MBTilesFixture.Tile] = []
        for y in 0..<4 { for x in 0..<4 { tiles.append(.init(zoom: 2, x: x, y: y, data: MBTilesFixture.pngTile(x < 2 ? Self.red : Self.blue))) } }
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 256, height: 256), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 0))
        map.basemap = try MBTilesSource(path: try fixture.mbtiles(tiles: tiles))
        let image = map.snapshot()
        #expect(isClose(image.color(atPixelX: 60, y: 128), Self.red))
        #expect(isClose(image.color(atPixelX: 200, y: 128), Self.blue))
        // A set that starts at zoom 12 would need 16 million tiles for the world: only the background.
        let deep = try fixture.mbtiles(named: "deep.mbtiles", tiles: [.init(zoom: 12, x: 2047, y: 1361, data: MBTilesFixture.pngTile(Self.red))])
        map.basemap = try MBTilesSource(path: deep)
        #expect(isClose(map.snapshot().color(atPixelX: 128, y: 128), MapView.defaultBackgroundColor))
    }

    @Test("Drawing the same view again decodes nothing new")
    func framesReuseTiles() throws {
        let fixture = try MBTilesFixture()
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 512, height: 512), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 1))
        let source = try MBTilesSource(path: try fourTiles(fixture))
        map.basemap = source
        _ = map.snapshot()
        #expect(source.decodeCount == 4)
        _ = map.snapshot()
        #expect(source.decodeCount == 4)
    }

    @Test("BM3 The attribution comes from the metadata, as plain text")
    func attribution() throws {
        let fixture = try MBTilesFixture()
        let path = try fourTiles(fixture, metadata: ["format": "png", "name": "Test set",
                                                     "attribution": "<a href=\"https://example.org\">&copy; Test Tiles</a> &amp;  friends"])
        let source = try MBTilesSource(path: path)
        #expect(source.attribution == "© Test Tiles & friends")
        #expect(source.name == "Test set")
        let bare = try MBTilesSource(path: try fourTiles(try MBTilesFixture()))
        #expect(bare.attribution == nil)
    }
}

/// The least-recently-used cache on its own.
@Suite("Basemap: LRU cache")
struct LRUCacheTests {
    @Test("Never holds more than its capacity; evicts the least recently used")
    func eviction() {
        var cache = LRUCache<Int, String>(capacity: 3)
        for i in 0..<3 { cache.insert("\(i)", for: i) }
        #expect(cache.value(for: 0) == "0")
        cache.insert("3", for: 3)
        #expect(cache.count == 3)
        #expect(cache.value(for: 1) == nil, "1 was the least recently used")
        #expect(cache.keysByRecency == [3, 0, 2])
        cache.insert("two", for: 2)
        #expect(cache.keysByRecency == [2, 3, 0])
        #expect(cache.value(for: 2) == "two")
        for i in 10..<100 { cache.insert("\(i)", for: i) }
        #expect(cache.count == 3)
        #expect(cache.keysByRecency == [99, 98, 97])
    }

    @Test("A capacity below 1 is taken as 1")
    func minimumCapacity() {
        var cache = LRUCache<Int, Int>(capacity: 0)
        cache.insert(1, for: 1)
        cache.insert(2, for: 2)
        #expect(cache.capacity == 1 && cache.count == 1 && cache.value(for: 2) == 2)
    }
}
