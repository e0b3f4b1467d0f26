import Foundation
import Testing
import TestSupport
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Drawing vector tiles: the same pixels from MBTiles and PMTiles, street names along their streets,
/// labels clear of the window and the markers, no seams at tile edges, over-zoom, the cache's bound.
@MainActor
@Suite("Vector tiles: drawing")
struct VectorTileDrawingTests {
    typealias W = MVTWriter

    func source(_ map: MapView) throws -> VectorTileSource { try #require(map.basemap as? VectorTileSource) }

    @Test("VT1 MBTiles and PMTiles of the same tiles draw identical pixels", arguments: [(16.0, 0.0, 0.0), (14.5, 40.0, 50.0)])
    func sameTilesSamePixels(_ camera: (Double, Double, Double)) throws {
        let size = CGSize(width: 480, height: 300)
        let a = try helsinkiMap(zoom: camera.0, bearing: camera.1, tilt: camera.2, size: size).snapshot()
        let b = try helsinkiMap(zoom: camera.0, bearing: camera.1, tilt: camera.2, size: size, pmtiles: true).snapshot()
        let comparison = ImageComparison(a, b, tolerance: .exact)
        #expect(comparison.matches, "\(comparison.differingPixels) pixels differ")
    }

    @Test("VT9 street names from the tiles are drawn along their streets, upright, without overlapping")
    func streetNames() throws {
        let map = try helsinkiMap(zoom: 16.5, markers: false)
        let withLabels = map.snapshot()
        let vt = try source(map)
        // The names of the streets in the tiles under the view.
        var streets: Set<String> = []
        for placement in vt.renderer.placements(GroundFrame(projection: map.projection, bounds: map.bounds, scale: 1, obstacles: []),
                                                source: vt, styleZoom: 15.5) {
            guard let layer = placement.tile.tile.layer(named: "transportation_name") else { continue }
            for f in layer.features { if case .string(let name)? = layer.value("name:latin", of: f) { streets.insert(name) } }
        }
        let labels = vt.renderer.labels.lastLabels.filter(\.alongLine)
        let named = Set(labels.map(\.text))
        #expect(streets.isSuperset(of: named))
        for street in ["Kaivokatu", "Mikonkatu", "Vilhonkatu", "Keskuskatu"] {
            #expect(streets.contains(street), "\(street) is in the tiles")
            #expect(named.contains(street), "\(street) is labelled")
        }
        #expect(labels.contains { abs($0.angle) > 0.3 }, "some street names are turned along their street")
        for label in labels { #expect(label.angle > -.pi / 2 && label.angle <= .pi / 2, "\(label.text) reads upright") }
        let all = vt.renderer.labels.lastLabels
        for (i, a) in all.enumerated() {
            for b in all[(i + 1)...] {
                #expect(!a.boxes.contains { box in b.boxes.contains { $0.intersects(box) } }, "\(a.text) and \(b.text) overlap")
            }
        }
        // Drawn: the pixels at each street label differ from the same map drawn without labels.
        let unlabelled = try MapStyle(data: try labelFreeStyle())
        let plainMap = try helsinkiMap(zoom: 16.5, style: unlabelled, markers: false)
        let plain = plainMap.snapshot()
        for label in labels {
            let x = Int(label.center.x), y = Int(label.center.y)
            var differs = false
            for dy in -3...3 { for dx in -12...12 where withLabels.pixel(x: x + dx, y: y + dy) != plain.pixel(x: x + dx, y: y + dy) { differs = true } }
            #expect(differs, "\(label.text) is drawn at \(label.center)")
        }
    }

    /// The default style without its symbol layers.
    func labelFreeStyle() throws -> Data {
        let url = try #require(MapStyle.bundledURL("openmaptiles"))
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        json["layers"] = (json["layers"] as? [[String: Any]])?.filter { $0["type"] as? String != "symbol" }
        return try JSONSerialization.data(withJSONObject: json)
    }

    @Test("BM11 no label covers the open window or a marker's inked pixels", arguments: [(16.0, 0.0, 0.0), (16.0, 30.0, 45.0), (17.0, 0.0, 0.0)])
    func labelsClearOfWindowAndMarkers(_ camera: (Double, Double, Double)) throws {
        let map = try helsinkiMap(zoom: camera.0, bearing: camera.1, tilt: camera.2)
        // Many markers across the view, so labels must find their way around them.
        for i in 0..<20 {
            let m = Marker(position: Coordinate(latitude: 60.1685 + Double(i % 5) * 0.0012, longitude: 24.935 + Double(i / 5) * 0.0045))
            m.map = map
        }
        _ = map.snapshot()
        let vt = try source(map)
        let window = try #require(map.infoWindowFrame)
        let icons = vt.renderer.labels.lastIconObstacles
        #expect(icons.count >= 8)
        #expect(vt.renderer.labels.lastLabels.count > 10)
        for label in vt.renderer.labels.lastLabels {
            for box in label.boxes {
                #expect(!box.intersects(window), "\(label.text) covers the window")
                #expect(!icons.contains { $0.intersects(box) }, "\(label.text) covers a marker")
            }
        }
    }

    /// Two neighbouring tiles (zoom 1, x 0 and 1) whose buffers repeat each other's edge: a translucent
    /// line and a translucent area across the edge.
    func edgeTiles() throws -> (TileFiles, String) {
        let files = try TileFiles()
        // The same local geometry in both tiles: together one line and one area across the whole world.
        let line = W.Feature(type: 2, geometry: W.line([(-400, 2000), (4496, 2000)]))
        let area = W.Feature(type: 3, geometry: W.ring([(-400, 2600), (4496, 2600), (4496, 3400), (-400, 3400)]).0)
        let tile = gzipped(W.encode([W.Layer(name: "roads", features: [line]), W.Layer(name: "areas", features: [area])]))
        let path = try files.mbtiles(tiles: [(TileKey(zoom: 1, x: 0, y: 0), tile), (TileKey(zoom: 1, x: 1, y: 0), tile)])
        return (files, path)
    }

    @Test("VT3 no seam and no doubled stroke where a translucent line and area cross a tile edge")
    func tileEdges() throws {
        let (files, path) = try edgeTiles()
        _ = files
        let style = try MapStyle(data: Data(#"""
            {"version": 8, "sources": {"t": {"type": "vector"}}, "layers": [
              {"id": "bg", "type": "background", "paint": {"background-color": "#ffffff"}},
              {"id": "a", "type": "fill", "source": "t", "source-layer": "areas", "paint": {"fill-color": "rgba(0, 128, 0, 0.5)"}},
              {"id": "r", "type": "line", "source": "t", "source-layer": "roads", "paint": {"line-color": "rgba(0, 0, 255, 0.5)", "line-width": 8}}]}
            """#.utf8))
        // Zoom 2 (style zoom 1): the tiles' edge runs down the middle of the view.
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), camera: CameraPosition(latitude: 40, longitude: 0, zoom: 2))
        map.basemap = try VectorTileSource(path: path, style: style)
        let image = map.snapshot()
        let edge = Int(map.projection.point(for: Coordinate(latitude: 40, longitude: 0)).x)
        let lineY = Int(map.projection.point(for: Coordinate(latitude: 67.3, longitude: 0)).y)
        let areaY = Int(map.projection.point(for: Coordinate(latitude: 35, longitude: 0)).y)
        #expect(lineY > 10 && lineY < 290 && areaY > 10 && areaY < 290)
        for y in [lineY, areaY] {
            let far = image.pixel(x: edge - 80, y: y)
            #expect(far != image.pixel(x: edge - 80, y: 2), "something is drawn at row \(y)")
            for x in (edge - 3)...(edge + 3) {
                #expect(image.pixel(x: x, y: y) == far, "row \(y): pixel \(x) at the tile edge (\(edge)) matches the pixel far from it")
            }
        }
    }

    @Test("VT2 tiles of zoom 14 are scaled up to zoom 22, under tilt too")
    func overZoom() throws {
        // Centre on a vertex of a primary road of the tiles, inside its tile.
        let probe = try helsinkiMap(zoom: 16, markers: false)
        _ = probe.snapshot()
        let vt = try source(probe)
        var target: Coordinate?
        for placement in vt.renderer.placements(GroundFrame(projection: probe.projection, bounds: probe.bounds, scale: 1, obstacles: []),
                                                source: vt, styleZoom: 15) where target == nil {
            guard let layer = placement.tile.tile.layer(named: "transportation") else { continue }
            let key = placement.tile.key
            for f in layer.features where target == nil && layer.value("class", of: f) == .string("primary") {
                for i in 0..<f.pointCount where placement.squareContains(f.coordinates[2 * i], f.coordinates[2 * i + 1]) {
                    let n = Double(1 << key.zoom)
                    let wx = (Double(key.x) + Double(f.coordinates[2 * i]) / 4096) / n
                    let wy = (Double(key.y) + Double(f.coordinates[2 * i + 1]) / 4096) / n
                    target = Coordinate(latitude: atan(sinh(.pi * (1 - 2 * wy))) * 180 / .pi, longitude: wx * 360 - 180)
                    break
                }
            }
        }
        let road = try #require(target)
        for tilt in [0.0, 60.0] {
            let map = try helsinkiMap(zoom: 22, bearing: 20, tilt: tilt, markers: false)
            map.camera.target = road
            let image = map.snapshot()
            var colours = Set<UInt32>()
            for y in stride(from: 0, to: 400, by: 10) { for x in stride(from: 0, to: 640, by: 10) { colours.insert(image.pixel(x: x, y: y)) } }
            #expect(colours.count >= 2, "zoom 22 at tilt \(tilt) shows the road and what lies beside it")
        }
    }

    @Test("VT10 the decoded-tile cache stays under its bound over a random walk of pans and zooms")
    func cacheBound() throws {
        let map = try helsinkiMap(zoom: 14, size: CGSize(width: 200, height: 125), markers: false)
        let vt = try source(map)
        vt.cacheByteLimit = 1_500_000
        var random = SplitMix64(seed: 17)
        for _ in 0..<30 {
            let lat = 60.1645 + Double(random.next() % 1000) / 1000 * 0.0145
            let lng = 24.9355 + Double(random.next() % 1000) / 1000 * 0.0175
            map.camera = CameraPosition(latitude: lat, longitude: lng, zoom: 11 + Double(random.next() % 80) / 10)
            _ = map.snapshot()
            #expect(vt.cachedBytes <= 1_500_000 || vt.cache.count == 1)
        }
        #expect(vt.cache.peakByteCount <= 1_500_000)
        #expect(vt.decodeCount > vt.cache.count, "tiles were evicted and read again")
    }
}

@MainActor
@Suite("VT14 north-up ground from kept tile bitmaps")
struct TileBitmapTests {
    @Test("VT14 a north-up frame at a whole zoom copies kept tile bitmaps: a pan draws only the tiles it uncovers")
    func keptTiles() throws {
        let map = try helsinkiMap(zoom: 16, markers: false)
        let vt = try #require(map.basemap as? VectorTileSource)
        _ = map.snapshot()
        let first = vt.renderer.rasters.drawnTiles
        #expect(first > 0 && vt.tileBitmapBytes > 0)
        _ = map.snapshot()
        #expect(vt.renderer.rasters.drawnTiles == first, "the same view again draws no tile")
        map.pan(by: CGPoint(x: 300, y: 0))
        _ = map.snapshot()
        let afterPan = vt.renderer.rasters.drawnTiles - first
        #expect(afterPan > 0 && afterPan < first, "a pan draws only the uncovered tiles (\(afterPan) of \(first))")
    }

    @Test("VT14 copied tiles give the picture drawing every path gives (antialiasing aside)")
    func sameAsDrawn() throws {
        let kept = try helsinkiMap(zoom: 16, markers: false)
        let drawn = try helsinkiMap(zoom: 16, markers: false)
        try #require(drawn.basemap as? VectorTileSource).tileBitmapByteLimit = 0
        let a = kept.snapshot(), b = drawn.snapshot()
        let comparison = ImageComparison(a, b, tolerance: GoldenTolerance(channelTolerance: 40, allowedDifferingPixels: a.pixelWidth * a.pixelHeight / 50))
        #expect(comparison.matches, "\(comparison.differingPixels) pixels differ")
        #expect(try #require(drawn.basemap as? VectorTileSource).renderer.rasters.drawnTiles == 0)
    }

    @Test("VT14 turned, tilted or between zooms, the ground is drawn from the paths (no tile bitmaps)")
    func notApplied() throws {
        for (zoom, bearing, tilt) in [(16.5, 0.0, 0.0), (16, 30, 0), (16, 0, 40)] {
            let map = try helsinkiMap(zoom: zoom, bearing: bearing, tilt: tilt, markers: false)
            _ = map.snapshot()
            #expect(try #require(map.basemap as? VectorTileSource).renderer.rasters.drawnTiles == 0, "\(zoom) \(bearing) \(tilt)")
        }
    }

    @Test("VT14 the tile bitmaps stay under their byte bound over a long walk")
    func bound() throws {
        let map = try helsinkiMap(zoom: 16, size: CGSize(width: 320, height: 200), markers: false)
        let vt = try #require(map.basemap as? VectorTileSource)
        vt.tileBitmapByteLimit = 2 * 1024 * 1024
        for i in 0..<40 {
            map.pan(by: CGPoint(x: i % 8 < 4 ? 150 : -150, y: i % 3 == 0 ? 120 : -60))
            _ = map.snapshot()
            #expect(vt.tileBitmapBytes <= 2 * 1024 * 1024)
        }
    }
}

/// VT15: a frame's ground drawn in bands of rows on several threads.
@MainActor
@Suite("VT15 the ground drawn in bands on several threads")
struct BandedGroundTests {
    /// The map's snapshot with the ground drawn on `threads` threads.
    func picture(_ map: MapView, threads: Int) throws -> Image {
        let vt = try #require(map.basemap as? VectorTileSource)
        vt.drawingThreads = threads
        vt.tileBitmapByteLimit = 0
        return map.snapshot()
    }

    @Test("VT15 one, two, three or four threads draw the same pixels: north-up, between zooms, turned and tilted, at scale 2",
          arguments: [(16.0, 0.0, 0.0, 1.0), (16.4, 0.0, 0.0, 1.0), (15.2, 30.0, 45.0, 1.0), (16.6, 300.0, 60.0, 2.0)])
    func samePixels(_ camera: (Double, Double, Double, Double)) throws {
        let map = try helsinkiMap(zoom: camera.0, bearing: camera.1, tilt: camera.2, size: CGSize(width: 430, height: 301))
        map.scale = camera.3
        let one = try picture(map, threads: 1)
        for threads in 2...4 {
            let other = try picture(map, threads: threads)
            let comparison = ImageComparison(one, other, tolerance: .exact)
            #expect(comparison.matches, "\(threads) threads: \(comparison.differingPixels) pixels differ")
        }
    }

    @Test("VT15 a map inside a window, moved and partly outside it, draws the same on one thread and on two")
    func inAWindow() throws {
        for origin in [CGPoint(x: 37, y: 23), CGPoint(x: -90, y: -41), CGPoint(x: 60, y: 180)] {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 500, height: 360))
            let map = try helsinkiMap(zoom: 15.7, bearing: 20, tilt: 30, size: CGSize(width: 400, height: 300))
            map.frame.origin = origin
            window.addSubview(map)
            let vt = try #require(map.basemap as? VectorTileSource)
            vt.drawingThreads = 1
            let one = window.snapshot()
            vt.drawingThreads = 2
            let two = window.snapshot()
            let comparison = ImageComparison(one, two, tolerance: .exact)
            #expect(comparison.matches, "at \(origin): \(comparison.differingPixels) pixels differ")
            // The ground really is there: the window's pixels under the map are not all one colour.
            let x = Int(max(origin.x, 0)) + 20, y = Int(max(origin.y, 0)) + 20
            #expect(Set((0..<40).map { two.pixel(x: x + $0 * 3, y: y + $0) }).count > 3, "at \(origin): the map is drawn")
        }
    }

    @Test("VT15 drawingThreads is kept between 1 and 64")
    func threadBounds() throws {
        let vt = try VectorTileSource.helsinki()
        #expect(vt.drawingThreads >= 1 && vt.drawingThreads <= 4)
        vt.drawingThreads = 0
        #expect(vt.drawingThreads == 1)
        vt.drawingThreads = 1000
        #expect(vt.drawingThreads == 64)
    }
}
