import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The world map: the bundled Natural Earth vector tiles drawn by the one vector pipeline (the renderer,
/// the style and the labeler of street tiles), what it draws where, at any camera (issue 9, issue 20).
@MainActor
@Suite("Basemap: the world map")
struct WorldMapTests {
    static let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
    /// The default style's colours of the world's layers.
    static let land = Color(hex: "#f2efe9")!
    static let ocean = Color(hex: "#a9d3e0")!
    static let river = Color(hex: "#9ccbdc")!

    private func isClose(_ a: Color?, _ b: Color, tolerance: Double = 0.04) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    /// Points every ~6 pt along the river lines of the world tile (zoom 8) under `map`'s centre that
    /// cross its view: what the map should draw in the river colour.
    private func riverSamples(in map: MapView) throws -> [CGPoint] {
        let source = try #require(map.basemap as? VectorTileSource)
        let centre = WebMercator.project(map.camera.target)
        let key = TileKey(zoom: 8, x: Int(centre.x * 256), y: Int(centre.y * 256))
        let tile = try #require(source.resolvedTile(key))
        let layer = try #require(tile.tile.layers.first { $0.name == "waterway" })
        let projection = map.projection
        let n = 256.0, extent = Double(layer.extent)
        func point(_ feature: VectorTileFeature, _ i: Int) -> CGPoint {
            let u = Double(feature.coordinates[2 * i]) / extent, v = Double(feature.coordinates[2 * i + 1]) / extent
            return projection.point(forWorld: MercatorPoint(x: (Double(key.x) + u) / n, y: (Double(key.y) + v) / n))
        }
        let inner = map.bounds.insetBy(dx: 8, dy: 8)
        var samples: [CGPoint] = []
        for feature in layer.features where feature.kind == .line {
            var from = 0
            for end in feature.partEnds.map(Int.init) {
                defer { from = end }
                for i in from..<max(from, end - 1) {
                    let a = point(feature, i), b = point(feature, i + 1)
                    let steps = max(1, Int(hypot(b.x - a.x, b.y - a.y) / 6))
                    for s in 0..<steps {
                        let t = CGFloat(s) / CGFloat(steps)
                        let p = CGPoint(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
                        if inner.contains(p) { samples.append(p) }
                    }
                }
            }
        }
        return samples
    }

    /// True when a pixel within one pixel of `p` has the river colour.
    private func riverColoured(_ image: Image, at p: CGPoint) -> Bool {
        for dy in -1...1 {
            for dx in -1...1 where isClose(image.color(atPixelX: Int(p.x) + dx, y: Int(p.y) + dy), Self.river, tolerance: 0.06) {
                return true
            }
        }
        return false
    }

    @Test("The Thames is drawn through London at zoom 10, along the world tiles' river")
    func thamesAtLondon() throws {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 640, height: 400), camera: CameraPosition(target: Self.london, zoom: 10))
        let samples = try riverSamples(in: map)
        #expect(samples.count >= 60, "the Thames crosses the whole view")
        let image = map.snapshot()
        let coloured = samples.filter { riverColoured(image, at: $0) }
        // A few samples may sit under a label's halo; nearly all must show the river.
        #expect(Double(coloured.count) >= 0.9 * Double(samples.count), "\(coloured.count) of \(samples.count)")
        // The same points without a basemap are not river-coloured: the check can fail.
        map.basemap = nil
        let plain = map.snapshot()
        #expect(samples.filter { riverColoured(plain, at: $0) }.isEmpty)
    }

    /// True when most pixels of the 7×7 block around `p` have `color` (a label may cover a few).
    private func mostly(_ image: Image, at p: CGPoint, _ color: Color) -> Bool {
        let block = (-3...3).flatMap { dy in (-3...3).map { dx in image.color(atPixelX: Int(p.x) + dx, y: Int(p.y) + dy) } }
        return block.filter { isClose($0, color) }.count > block.count / 2
    }

    @Test("England is land and the North Sea is water, at zooms 3 to 12")
    func landAndWater() {
        for zoom in [3.0, 6, 8, 10, 12] {
            let map = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), camera: CameraPosition(target: Self.london, zoom: zoom))
            let image = map.snapshot()
            let land = zoom <= 6 ? Coordinate(latitude: 52.2, longitude: -1.0)
                : zoom <= 10 ? Coordinate(latitude: 51.45, longitude: -0.35) : Coordinate(latitude: 51.53, longitude: -0.09)
            #expect(mostly(image, at: map.projection.point(for: land), Self.land), "zoom \(zoom)")
            if zoom <= 6 {
                let sea = map.projection.point(for: Coordinate(latitude: 52.5, longitude: 2.6))
                #expect(mostly(image, at: sea, Self.ocean), "zoom \(zoom)")
            }
        }
    }

    @Test("Manhattan is land and the Hudson water at zoom 12: the full-resolution 1:10m coast")
    func manhattan() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                          camera: CameraPosition(latitude: 40.76, longitude: -73.99, zoom: 12))
        let image = map.snapshot()
        #expect(mostly(image, at: map.projection.point(for: Coordinate(latitude: 40.758, longitude: -73.9855)), Self.land),
                "Times Square")
        #expect(mostly(image, at: map.projection.point(for: Coordinate(latitude: 40.77, longitude: -74.009)), Self.ocean),
                "the Hudson off Midtown")
    }

    @Test("BM5 At zoom 22 the deepest tiles are scaled up, so the map is still drawn")
    func deepZoom() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), camera: CameraPosition(target: Self.london, zoom: 22))
        let image = map.snapshot()
        #expect(isClose(image.color(atPixelX: 150, y: 100), Self.land))
        #expect(isClose(image.color(atPixelX: 10, y: 10), Self.land))
    }

    @Test("Across the antimeridian both sides are drawn (Chukotka and Alaska)")
    func antimeridian() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 600, height: 400), camera: CameraPosition(latitude: 66, longitude: 180, zoom: 4))
        let image = map.snapshot()
        let chukotka = map.projection.point(for: Coordinate(latitude: 66, longitude: 172))
        let alaska = map.projection.point(for: Coordinate(latitude: 66.5, longitude: -158))
        let strait = map.projection.point(for: Coordinate(latitude: 62, longitude: -178))
        #expect(chukotka.x < 300 && alaska.x > 300)
        #expect(mostly(image, at: chukotka, Self.land))
        #expect(mostly(image, at: alaska, Self.land))
        #expect(mostly(image, at: strait, Self.ocean))
    }

    @Test("BM6 At zoom 0 the world repeats east and west, and the background shows beyond its latitudes")
    func worldCopies() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 1000, height: 400), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 0))
        let image = map.snapshot()
        // Chad (lat 15°, lon 20°) appears at the main copy and one and two worlds (256 pt) to each side.
        let africa = map.projection.point(for: Coordinate(latitude: 15, longitude: 20))
        for offset in [-512.0, -256, 0, 256] {
            #expect(mostly(image, at: CGPoint(x: africa.x + offset, y: africa.y), Self.land), "copy at \(offset)")
        }
        // The South Pacific, half a world east of Africa (south of where the places' names go).
        let southPacific = map.projection.point(for: Coordinate(latitude: -50, longitude: 20))
        #expect(mostly(image, at: CGPoint(x: southPacific.x + 256 + 128, y: southPacific.y), Self.ocean), "the Pacific, half a world east")
        let aboveWorld = map.projection.point(forWorld: MercatorPoint(x: 0.5, y: 0)).y - 20
        #expect(aboveWorld > 0)
        #expect(isClose(image.color(atPixelX: 500, y: Int(aboveWorld)), MapView.defaultBackgroundColor))
    }

    @Test("BM1 A new map draws the bundled world map and credits Natural Earth; nil draws the plain background")
    func defaultAndNone() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), camera: CameraPosition(latitude: 30, longitude: -40, zoom: 3))
        #expect(map.basemap is VectorTileSource)
        #expect(map.basemap?.attribution == "© Natural Earth")
        #expect(map.basemap?.coverage == nil, "the world covers the world")
        let image = map.snapshot()
        #expect(isClose(image.color(atPixelX: 150, y: 100), Self.ocean), "mid-Atlantic")
        // The attribution badge: lighter than the ocean, with dark text pixels.
        let corner = (250..<299).flatMap { x in (190..<199).compactMap { image.color(atPixelX: x, y: $0) } }
        #expect(corner.contains { $0.red < 0.5 }, "text in the bottom-right corner")
        map.basemap = nil
        let plain = map.snapshot()
        #expect(isClose(plain.color(atPixelX: 150, y: 100), MapView.defaultBackgroundColor))
        let plainCorner = (250..<299).flatMap { x in (190..<199).compactMap { plain.color(atPixelX: x, y: $0) } }
        #expect(!plainCorner.contains { $0.red < 0.5 })
    }

    @Test("The bundled world tiles: zoom 0 to 8, the OpenMapTiles layers and the coastline, their sources beside them")
    func bundledTiles() throws {
        let world = try VectorTileSource.world()
        #expect(world.minimumZoom == 0 && world.maximumZoom == 8)
        #expect(world.name == "Natural Earth")
        let tile = try #require(world.resolvedTile(TileKey(zoom: 0, x: 0, y: 0)))
        let names = Set(tile.tile.layers.map(\.name))
        #expect(names.isSuperset(of: ["water", "boundary", "place"]), "\(names.sorted())")
        // Rivers start at zoom 1 (Natural Earth's most important ones), each with its name.
        let rivers = try #require(world.resolvedTile(TileKey(zoom: 1, x: 1, y: 0))?.tile.layers.first { $0.name == "waterway" })
        #expect(!rivers.features.isEmpty)
        let places = try #require(tile.tile.layers.first { $0.name == "place" })
        #expect(places.features.count >= 200, "the 1:110m cities at zoom 0")
        let deep = try #require(world.resolvedTile(TileKey(zoom: 8, x: 127, y: 85)), "London's zoom-8 tile")
        #expect(deep.tile.layers.contains { $0.name == "coastline" })
        let waterways = try #require(deep.tile.layers.first { $0.name == "waterway" })
        let names8 = waterways.features.compactMap { waterways.value("name", of: $0) }.map { "\($0)" }
        #expect(names8.contains { $0.contains("Thames") }, "the Thames is named in London's zoom-8 tile: \(names8)")
        let folder = URL(fileURLWithPath: world.path).deletingLastPathComponent().deletingLastPathComponent()
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("SOURCES.md").path),
                "SOURCES.md travels with the data")
    }
}

/// R31: a basemap that covers less than the world is drawn over the world map, within its coverage.
@MainActor
@Suite("R31 basemap sources: street tiles over the world map, each within its coverage")
struct BasemapCoverageTests {
    /// Helsinki at zoom 13: the bundled streets cover a square kilometre in the upper middle of the view,
    /// the harbour and the Gulf of Finland below it.
    private func helsinki(world: Bool) throws -> (MapView, Image, CGRect) {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 800, height: 600),
                          camera: CameraPosition(latitude: 60.163, longitude: 24.9443, zoom: 13))
        map.drawsWorldUnderBasemap = world
        let streets = try VectorTileSource.helsinki()
        map.basemap = streets
        let bounds = try #require(streets.coverage)
        let sw = map.projection.point(for: bounds.southWest), ne = map.projection.point(for: bounds.northEast)
        return (map, map.snapshot(), CGRect(x: sw.x, y: ne.y, width: ne.x - sw.x, height: sw.y - ne.y))
    }

    @Test("R31 outside the Helsinki tiles the world map shows (the Gulf of Finland is sea), inside them the streets")
    func worldAround() throws {
        let (map, image, covered) = try helsinki(world: true)
        #expect(map.bounds.contains(covered) && covered.width > 50, "the coverage lies inside the view: \(covered)")
        let gulf = map.projection.point(for: Coordinate(latitude: 60.145, longitude: 24.98))
        #expect(!covered.contains(gulf))
        let sea = image.color(atPixelX: Int(gulf.x), y: Int(gulf.y))
        #expect(sea.map { $0.blue > $0.red + 0.05 } == true, "the world's sea south of the centre: \(String(describing: sea))")
        // Inside the coverage the street style draws buildings and roads: many distinct colours.
        var colours = Set<UInt32>()
        for y in stride(from: Int(covered.minY) + 2, to: Int(covered.maxY) - 2, by: 3) {
            for x in stride(from: Int(covered.minX) + 2, to: Int(covered.maxX) - 2, by: 3) {
                if let c = image.color(atPixelX: x, y: y) {
                    colours.insert(UInt32(c.red * 31) << 10 | UInt32(c.green * 31) << 5 | UInt32(c.blue * 31))
                }
            }
        }
        #expect(colours.count > 8, "streets inside the coverage: \(colours.count) colours")
    }

    @Test("R31 with drawsWorldUnderBasemap false, the street tiles alone: the background outside them")
    func streetsAlone() throws {
        let (map, image, covered) = try helsinki(world: false)
        let gulf = map.projection.point(for: Coordinate(latitude: 60.145, longitude: 24.98))
        #expect(!covered.contains(gulf))
        let outside = image.color(atPixelX: Int(gulf.x), y: Int(gulf.y))
        #expect(outside.map { abs($0.blue - $0.red) < 0.05 } == true, "no sea drawn outside the tiles: \(String(describing: outside))")
    }

    @Test("R31 a source that fills the view is drawn alone: the world under it is not drawn")
    func coveredView() throws {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 320, height: 240),
                          camera: CameraPosition(latitude: 60.1702, longitude: 24.9435, zoom: 17))
        map.basemap = try VectorTileSource.helsinki()
        let layer = map.basemapLayer
        let clip = CoverageClip.of(map.basemap?.coverage, projection: map.projection, size: map.bounds.size)
        #expect(clip == .full)
        #expect(layer.sources().count == 2, "the world is ready beneath…")
        _ = map.snapshot()
        let world = try #require(layer.sources().first as? VectorTileSource)
        #expect(world.decodeCount == 0, "…but no tile of it was read")
    }
}

/// Where the attribution goes (BM3).
@MainActor
@Suite("Basemap: attribution")
struct AttributionTests {
    @Test("BM3 the attribution sits in the bottom-right corner of the padded area")
    func corner() throws {
        let badge = try #require(AttributionBadge(text: "  © Natural Earth \n"))
        #expect(badge.text == "© Natural Earth")
        let bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        let plain = badge.frame(in: bounds, padding: .zero)
        #expect(plain.maxX == 400 && plain.maxY == 300 && plain.width > 60 && plain.height > 10)
        let padded = badge.frame(in: bounds, padding: EdgeInsets(top: 0, left: 0, bottom: 50, right: 20))
        #expect(padded.maxX == 380 && padded.maxY == 250 && padded.size == plain.size)
        #expect(AttributionBadge(text: " \n ") == nil, "blank text draws no badge")
    }

    @Test("BM3 a map with padding draws the attribution above the padding")
    func paddedMap() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), camera: CameraPosition(latitude: 30, longitude: -40, zoom: 3))
        map.padding = EdgeInsets(top: 0, left: 0, bottom: 60, right: 0)
        let image = map.snapshot()
        func hasText(_ rows: Range<Int>) -> Bool {
            (220..<299).contains { x in rows.contains { y in (image.color(atPixelX: x, y: y)?.red ?? 1) < 0.5 } }
        }
        #expect(hasText(128..<140), "just above the 60 pt padding")
        #expect(!hasText(185..<200), "not in the bottom corner")
    }
}
