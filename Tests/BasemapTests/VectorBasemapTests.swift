import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The vector basemap's behaviour: what it draws where, at any camera (issue 9).
@MainActor
@Suite("Basemap: vector map")
struct VectorBasemapTests {
    static let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
    let style = VectorBasemapStyle()

    private func data() throws -> VectorBasemapData {
        try VectorBasemapData.shared.get()
    }

    private func isClose(_ a: Color?, _ b: Color, tolerance: Double = 0.04) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }

    /// Points every ~6 pt along the full-detail river lines that cross the view of `map`.
    private func riverSamples(in map: MapView) throws -> [CGPoint] {
        let data = try data()
        let rivers = try #require(data.layers[.rivers]?.last)
        var samples: [CGPoint] = []
        let projection = map.projection
        func point(_ i: Int) -> CGPoint {
            let world = MercatorPoint(x: Double(rivers.coordinates[2 * i]) / data.quantum,
                                      y: Double(rivers.coordinates[2 * i + 1]) / data.quantum)
            return projection.point(for: WebMercator.unproject(world))
        }
        let inner = map.bounds.insetBy(dx: 8, dy: 8)
        var from = 0
        for end in rivers.partEnds.map(Int.init) {
            defer { from = end }
            for i in from..<(end - 1) {
                let a = point(i), b = point(i + 1)
                let steps = max(1, Int(hypot(b.x - a.x, b.y - a.y) / 6))
                for s in 0..<steps {
                    let t = CGFloat(s) / CGFloat(steps)
                    let p = CGPoint(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
                    if inner.contains(p) { samples.append(p) }
                }
            }
        }
        return samples
    }

    /// True when a pixel within one pixel of `p` has the river colour.
    private func riverColoured(_ image: Image, at p: CGPoint) -> Bool {
        for dy in -1...1 {
            for dx in -1...1 where isClose(image.color(atPixelX: Int(p.x) + dx, y: Int(p.y) + dy), style.river, tolerance: 0.06) {
                return true
            }
        }
        return false
    }

    @Test("The Thames is drawn through London at zoom 10")
    func thamesAtLondon() throws {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 640, height: 400), camera: CameraPosition(target: Self.london, zoom: 10))
        let samples = try riverSamples(in: map)
        #expect(samples.count >= 60, "the Thames crosses the whole view")
        let image = map.snapshot()
        let coloured = samples.filter { riverColoured(image, at: $0) }
        // A few samples may sit under the London label's halo; nearly all must show the river.
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

    @Test("England is land and the North Sea is water, at zooms 3 to 10")
    func landAndWater() {
        for zoom in [3.0, 6, 8, 10] {
            let map = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), camera: CameraPosition(target: Self.london, zoom: zoom))
            let image = map.snapshot()
            let land = zoom <= 6 ? Coordinate(latitude: 52.2, longitude: -1.0) : Coordinate(latitude: 51.45, longitude: -0.35)
            #expect(mostly(image, at: map.projection.point(for: land), style.land), "zoom \(zoom)")
            if zoom <= 6 {
                let sea = map.projection.point(for: Coordinate(latitude: 52.5, longitude: 2.6))
                #expect(mostly(image, at: sea, style.ocean), "zoom \(zoom)")
            }
        }
    }

    @Test("BM5 At zoom 22 geometry is clipped, so the map is still drawn")
    func deepZoom() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), camera: CameraPosition(target: Self.london, zoom: 22))
        let image = map.snapshot()
        #expect(isClose(image.color(atPixelX: 150, y: 100), style.land))
        #expect(isClose(image.color(atPixelX: 10, y: 10), style.land))
    }

    @Test("Across the antimeridian both sides are drawn (Chukotka and Alaska)")
    func antimeridian() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 600, height: 400), camera: CameraPosition(latitude: 66, longitude: 180, zoom: 4))
        let image = map.snapshot()
        let chukotka = map.projection.point(for: Coordinate(latitude: 66, longitude: 172))
        let alaska = map.projection.point(for: Coordinate(latitude: 66.5, longitude: -158))
        let strait = map.projection.point(for: Coordinate(latitude: 62, longitude: -178))
        #expect(chukotka.x < 300 && alaska.x > 300)
        #expect(isClose(image.color(atPixelX: Int(chukotka.x), y: Int(chukotka.y)), style.land))
        #expect(isClose(image.color(atPixelX: Int(alaska.x), y: Int(alaska.y)), style.land))
        #expect(isClose(image.color(atPixelX: Int(strait.x), y: Int(strait.y)), style.ocean))
    }

    @Test("BM6 At zoom 0 the world repeats east and west, and the background shows beyond its latitudes")
    func worldCopies() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 1000, height: 400), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 0))
        let image = map.snapshot()
        // Chad (lat 15°, lon 20°) appears at the main copy and one and two worlds (256 pt) to each side.
        let africa = map.projection.point(for: Coordinate(latitude: 15, longitude: 20))
        for offset in [-512.0, -256, 0, 256] {
            #expect(mostly(image, at: CGPoint(x: africa.x + offset, y: africa.y), style.land), "copy at \(offset)")
        }
        #expect(mostly(image, at: CGPoint(x: africa.x + 256 + 128, y: africa.y), style.ocean), "the Pacific, half a world east")
        let aboveWorld = map.projection.point(forWorld: MercatorPoint(x: 0.5, y: 0)).y - 20
        #expect(aboveWorld > 0)
        #expect(isClose(image.color(atPixelX: 500, y: Int(aboveWorld)), MapView.defaultBackgroundColor))
    }

    @Test("BM1 A new map draws the vector basemap and credits Natural Earth; nil draws the plain background")
    func defaultAndNone() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), camera: CameraPosition(latitude: 30, longitude: -40, zoom: 3))
        #expect(map.basemap is VectorBasemap)
        #expect(map.basemap?.attribution == "© Natural Earth")
        let image = map.snapshot()
        #expect(isClose(image.color(atPixelX: 150, y: 100), style.ocean), "mid-Atlantic")
        // The attribution badge: lighter than the ocean, with dark text pixels.
        let corner = (250..<299).flatMap { x in (190..<199).compactMap { image.color(atPixelX: x, y: $0) } }
        #expect(corner.contains { $0.red < 0.5 }, "text in the bottom-right corner")
        map.basemap = nil
        let plain = map.snapshot()
        #expect(isClose(plain.color(atPixelX: 150, y: 100), MapView.defaultBackgroundColor))
        let plainCorner = (250..<299).flatMap { x in (190..<199).compactMap { plain.color(atPixelX: x, y: $0) } }
        #expect(!plainCorner.contains { $0.red < 0.5 })
    }

    @Test("The bundled data loads with every layer, three levels of detail and 7342 places")
    func bundledData() throws {
        let data = try data()
        for layer in VectorBasemapData.LayerID.allCases {
            #expect(data.layers[layer]?.count == 3, "\(layer)")
            #expect(data.layers[layer]?.last?.maxZoom == .infinity)
        }
        #expect(data.places.count == 7342)
        #expect(data.places.isMajor.filter { $0 }.count == 241)
        #expect(data.places.isMajor.prefix(241).allSatisfy { $0 }, "the 1:110m places come first")
        #expect(data.places.names.firstIndex(of: "London").map { data.places.isMajor[$0] } == true)
        let folder = try #require(VectorBasemapData.resourceURL).deletingLastPathComponent()
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("SOURCES.md").path),
                "SOURCES.md travels with the data")
    }

    @Test("Damaged basemap data is refused with the file, the problem and the fix")
    func damagedData() throws {
        let good = try #require(VectorBasemapData.resourceURL)
        let bytes = try Data(contentsOf: good)
        #expect(throws: BasemapDataError(file: "cut.bin", problem: "is damaged (it ends early at byte 1000)",
                                         fix: "run scripts/convert-basemap again")) {
            _ = try VectorBasemapData(decoding: bytes.prefix(1000), name: "cut.bin")
        }
        #expect(throws: BasemapDataError(file: "other.bin", problem: "is not a version 1 InfoWindowKit basemap",
                                         fix: "run scripts/convert-basemap")) {
            _ = try VectorBasemapData(decoding: Data("PNG and other things".utf8), name: "other.bin")
        }
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
