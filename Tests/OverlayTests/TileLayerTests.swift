import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowMap
import InfoWindowGraphics
import TestSupport

/// Tile layers (issue 21, D127–D133): drawn in R31's overlay slot, never holding the frame, bad tiles
/// refused with one warning.
@MainActor
@Suite("Tile layers (R31, D127–D133)")
struct TileLayerTests {
    private func differs(_ a: Color?, _ b: Color?, by amount: Double = 0.15) -> Bool {
        guard let a, let b else { return false }
        return abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue) > amount
    }

    @Test("D127 golden: a tile layer over the world map, tiles framed and tinted by x + y")
    func golden() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 480, height: 320),
                          camera: CameraPosition(latitude: 48, longitude: 10, zoom: 3.2))
        let plain = map.snapshot()
        let layer = CountingTileLayer { x, y, _ in TileFixtures.tile(side: 256, x: x, y: y) }
        layer.map = map
        let image = map.snapshot()
        goldens.assert(image, named: "tile-layer-world")
        #expect(layer.asked.allSatisfy { $0.hasPrefix("3/") }, "zoom 3.2 at 1× asks zoom-3 tiles: \(layer.asked)")
        #expect(Set(layer.asked).count == layer.asked.count, "each tile asked once")
        #expect(differs(image.color(atPixelX: 240, y: 160), plain.color(atPixelX: 240, y: 160)), "the tile tints the map")
    }

    @Test("D127 golden: tiles on the ground under a tilted, turned camera, across the antimeridian, at opacity 0.8")
    func tiltedGolden() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 480, height: 320),
                          camera: CameraPosition(latitude: -20, longitude: 178, zoom: 3.5, bearing: 30, viewingAngle: 45))
        let layer = CountingTileLayer { x, y, _ in TileFixtures.tile(side: 256, x: x, y: y, alpha: 0.6) }
        layer.opacity = 0.8
        layer.map = map
        goldens.assert(map.snapshot(), named: "tile-layer-tilted")
        #expect(layer.asked.contains { $0.hasPrefix("4/0/") } && layer.asked.contains { $0.hasPrefix("4/15/") },
                "tiles both sides of the antimeridian: \(layer.asked)")
    }

    @Test("D127 a 512-pixel tileSize asks one zoom level lower at 1×, the camera's at 2×")
    func tileSizeZoom() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 4), size: CGSize(width: 200, height: 200))
        let layer = CountingTileLayer { x, y, _ in TileFixtures.tile(side: 512, x: x, y: y) }
        layer.tileSize = 512
        layer.map = map
        _ = map.snapshot()
        #expect(!layer.asked.isEmpty && layer.asked.allSatisfy { $0.hasPrefix("3/") }, "\(layer.asked)")
        layer.clearTileCache()
        layer.asked = []
        map.scale = 2
        _ = map.snapshot()
        #expect(!layer.asked.isEmpty && layer.asked.allSatisfy { $0.hasPrefix("4/") }, "\(layer.asked)")
    }

    @Test("R31 a tile layer sits among polylines by zIndex: above the one below it, under the one above")
    func r31Order() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 2), size: CGSize(width: 200, height: 200))
        let low = Polyline(path: OverlayFixtures.path([(10, -60), (10, 60)]))
        low.strokeColor = .blue
        low.strokeWidth = 8
        low.zIndex = 0
        low.map = map
        let high = Polyline(path: OverlayFixtures.path([(-10, -60), (-10, 60)]))
        high.strokeColor = .blue
        high.strokeWidth = 8
        high.zIndex = 2
        high.map = map
        let tiles = CountingTileLayer { _, _, _ in TileFixtures.solid(side: 256, red: 1, green: 0, blue: 0) }
        tiles.zIndex = 1
        tiles.map = map
        let image = map.snapshot()
        let projection = map.projection
        let lowPoint = projection.point(for: Coordinate(latitude: 10, longitude: 0))
        let highPoint = projection.point(for: Coordinate(latitude: -10, longitude: 0))
        let lowColor = image.color(atPixelX: Int(lowPoint.x), y: Int(lowPoint.y))
        let highColor = image.color(atPixelX: Int(highPoint.x), y: Int(highPoint.y))
        #expect((lowColor?.red ?? 0) > 0.9 && (lowColor?.blue ?? 1) < 0.1, "zIndex 0 line under the zIndex 1 tiles: \(String(describing: lowColor))")
        #expect((highColor?.blue ?? 0) > 0.9 && (highColor?.red ?? 1) < 0.1, "zIndex 2 line over the tiles: \(String(describing: highColor))")
        tiles.zIndex = -1
        let again = map.snapshot().color(atPixelX: Int(lowPoint.x), y: Int(lowPoint.y))
        #expect((again?.blue ?? 0) > 0.9, "with zIndex −1 the tiles go under both lines")
    }

    @Test("D130 a tile of the wrong size is drawn scaled, with one warning naming the layer and x/y/zoom")
    func wrongSize() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 1), size: CGSize(width: 300, height: 300))
        let plain = map.snapshot()
        let layer = CountingTileLayer { _, _, _ in TileFixtures.solid(side: 64, red: 1, green: 0, blue: 0) }
        var image: Image?
        let warnings = OverlayFixtures.warnings {
            layer.map = map
            image = map.snapshot()
            _ = map.snapshot()
        }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first.map { $0.contains("CountingTileLayer") && $0.contains(", zoom 1 is") && $0.contains("64×64") } == true,
                "\(warnings)")
        #expect(layer.asked.count == 4, "zoom 1: four tiles, each asked once: \(layer.asked)")
        // The centre of the world's north-west tile is red (the 64-pixel tile stretched over it).
        let p = map.projection.point(for: Coordinate(latitude: 40, longitude: -90))
        let c = image?.color(atPixelX: Int(p.x), y: Int(p.y))
        #expect((c?.red ?? 0) > 0.9 && (c?.green ?? 1) < 0.1, "\(String(describing: c))")
        #expect(differs(c, plain.color(atPixelX: Int(p.x), y: Int(p.y))))
    }

    @Test("D133 a tile file that cannot be read (the layer's load throws) draws nothing, with one warning; snapshot returns")
    func unreadableFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tile-layer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.png")
        try Data("not a png".utf8).write(to: broken)
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 1), size: CGSize(width: 300, height: 300))
        let plain = map.snapshot()
        let layer = URLTileLayer { _, _, _ in broken }
        var image: Image?
        let warnings = OverlayFixtures.warnings {
            layer.map = map
            image = map.snapshot()
            image = map.snapshot()
        }
        #expect(warnings.count == 1 && warnings.first?.contains("broken.png") == true && warnings.first?.contains("zoom 1") == true, "\(warnings)")
        #expect(image?.color(atPixelX: 150, y: 150) == plain.color(atPixelX: 150, y: 150), "no tile drawn")
    }

    @Test("D128 a layer that never answers holds no frame: snapshot returns, nothing drawn, each tile asked once")
    func neverAnswers() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 1), size: CGSize(width: 300, height: 300))
        let plain = map.snapshot()
        let layer = HeldTileLayer()
        layer.map = map
        let first = map.snapshot()
        let second = map.snapshot()
        #expect(layer.requests.count == 4, "four tiles asked once each, not again while waiting")
        #expect(first.color(atPixelX: 150, y: 150) == plain.color(atPixelX: 150, y: 150))
        #expect(second.color(atPixelX: 100, y: 100) == plain.color(atPixelX: 100, y: 100))
    }

    @Test("D129 answers computed on another thread are drawn at the next frame; stray answers are dropped")
    func answersFromAnotherThread() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 1), size: CGSize(width: 300, height: 300))
        let layer = HeldTileLayer()
        layer.map = map
        let before = map.snapshot()
        let group = DispatchGroup()
        let requests = layer.requests.map { ($0.x, $0.y, $0.zoom, $0.receiver) }
        let tile = TileFixtures.solid(side: 256, red: 0, green: 0.8, blue: 0)
        DispatchQueue.global().async(group: group) {
            for (x, y, zoom, receiver) in requests { receiver.receiveTileWith(x: x, y: y, zoom: zoom, image: tile) }
            // Never asked: dropped.
            requests.first?.3.receiveTileWith(x: 7, y: 7, zoom: 9, image: tile)
        }
        group.wait()
        let after = map.snapshot()
        #expect(before.color(atPixelX: 150, y: 150)?.green != after.color(atPixelX: 150, y: 150)?.green)
        #expect((after.color(atPixelX: 100, y: 100)?.green ?? 0) > 0.7)
        #expect(layer.cache.count == 4, "only the four asked tiles are kept")
    }

    @Test("D132 clearTileCache asks every tile again; answers to the old requests are dropped")
    func clearAsksAgain() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 1), size: CGSize(width: 300, height: 300))
        let layer = CountingTileLayer { x, y, _ in TileFixtures.tile(side: 256, x: x, y: y) }
        layer.map = map
        _ = map.snapshot()
        _ = map.snapshot()
        #expect(layer.asked.count == 4)
        layer.clearTileCache()
        _ = map.snapshot()
        #expect(layer.asked.count == 8, "asked again after clearTileCache: \(layer.asked)")

        let held = HeldTileLayer()
        held.map = map
        _ = map.snapshot()
        let old = held.requests
        held.clearTileCache()
        for r in old { r.receiver.receiveTileWith(x: r.x, y: r.y, zoom: r.zoom, image: TileFixtures.solid(side: 256, red: 0, green: 0, blue: 1)) }
        _ = map.snapshot()
        #expect(held.cache.count == 0 && held.requests.count == 8, "old answers dropped, every tile asked anew")
    }

    @Test("D132 kGMSTileLayerNoTile is never asked again; nil is asked again when the tile comes back into view")
    func noTileAndNil() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 1), size: CGSize(width: 300, height: 300))
        let none = CountingTileLayer { _, _, _ in TileLayer.noTile }
        none.map = map
        _ = map.snapshot()
        _ = map.snapshot()
        #expect(none.asked.count == 4)
        none.map = nil
        let later = CountingTileLayer { _, _, _ in nil }
        later.map = map
        _ = map.snapshot()
        _ = map.snapshot()
        #expect(later.asked.count == 4, "nil is not asked again while in view")
        map.camera = CameraPosition(latitude: 0, longitude: 0, zoom: 3)
        _ = map.snapshot()
        map.camera = CameraPosition(latitude: 0, longitude: 0, zoom: 1)
        _ = map.snapshot()
        #expect(later.asked.filter { $0.hasPrefix("1/") }.count == 8, "back in view: asked again")
    }

    @Test("D132 the cache stays within its byte limit (beyond the frame's own tiles) while panning")
    func boundedCache() {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 6), size: CGSize(width: 200, height: 200))
        let layer = CountingTileLayer { x, y, _ in TileFixtures.tile(side: 256, x: x, y: y) }
        layer.cacheByteLimit = 1 << 20
        layer.map = map
        var over = 0
        for step in 0..<40 {
            map.camera = CameraPosition(latitude: 0, longitude: Double(step) * 3, zoom: 6)
            _ = map.snapshot()
            let frameBytes = layer.visible.count * 256 * 256 * 4
            over = max(over, layer.cache.bytes - max(1 << 20, frameBytes))
        }
        #expect(layer.asked.count > 20, "panning asked many tiles: \(layer.asked.count)")
        #expect(over <= 0, "at most 1 MiB (or the frame's own tiles) kept: \(over) bytes over")
    }

    @Test("D131 fadeIn: a host's frames fade a new tile in on the clock; snapshot draws it at once")
    func fadeIn() throws {
        let map = OverlayFixtures.map(CameraPosition(latitude: 0, longitude: 0, zoom: 1), size: CGSize(width: 300, height: 300))
        let layer = CountingTileLayer { _, _, _ in TileFixtures.solid(side: 256, red: 1, green: 0, blue: 0) }
        layer.map = map
        func hostFrame() throws -> Color? {
            let bitmap = try #require(Bitmap(width: 300, height: 300))
            let canvas = Canvas(bitmap: bitmap, scale: 1)
            map.prepareFrame()
            map.draw(in: canvas, fading: true)
            return Image(bitmap: canvas.finish(), scale: 1).color(atPixelX: 100, y: 100)
        }
        map.advance(to: 10)
        let start = try hostFrame()
        #expect(map.tileLayersFading && (start?.green ?? 0) > 0.9, "just arrived: not drawn yet: \(String(describing: start))")
        map.advance(to: 10 + TileLayer.fadeDuration / 2)
        let half = try hostFrame()
        #expect(map.tileLayersFading, "fading: the host keeps drawing")
        #expect((half?.green ?? 0) < 0.7 && (half?.green ?? 0) > 0.2, "half faded: \(String(describing: half))")
        #expect((map.snapshot().color(atPixelX: 100, y: 100)?.red ?? 0) > 0.99, "snapshot: final state")
        map.advance(to: 11)
        let end = try hostFrame()
        #expect((end?.red ?? 0) > 0.99 && !map.tileLayersFading, "faded in: \(String(describing: end))")
    }
}
