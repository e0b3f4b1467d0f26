import Foundation
import Testing
import GoogleMapsUtilsCompat
import TestSupport

private let goldens = GoldenImages(target: #filePath)

/// The warnings `body` sends to `Diagnostics`.
@MainActor
private func warnings(_ body: () -> Void) -> [String] {
    let sink = WarningSink()
    Diagnostics.$sink.withValue(sink, operation: body)
    return sink.messages
}

/// The premultiplied red, green, blue and alpha bytes at (x, y) of `image`; -1 each outside it.
private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    image.withUnsafePixelBytes { bytes, stride in
        guard x >= 0, y >= 0, y * stride + x * 4 + 4 <= bytes.count, x * 4 < stride else { return (-1, -1, -1, -1) }
        let word = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        return (Int(word >> 16 & 0xff), Int(word >> 8 & 0xff), Int(word & 0xff), Int(word >> 24))
    }
}

/// Where `coordinate` falls in the 512-pixel tile grid of `zoom`: the tile and the pixel in it.
private func tilePixel(_ coordinate: CLLocationCoordinate2D, zoom: Int) -> (x: UInt, y: UInt, px: Int, py: Int) {
    let p = GMSProject(coordinate)
    let scale = exp2(Double(zoom)) * 512
    let gx = (p.x + 1) / 2 * scale, gy = (1 - p.y) / 2 * scale
    return (UInt(gx / 512), UInt(gy / 512), Int(gx) % 512, Int(gy) % 512)
}

@MainActor
@Suite("Heatmaps: GMUHeatmapTileLayer, GMUGradient, GMUWeightedLatLng")
struct HeatmapTests {
    @Test("gradient: the colour map interpolates hue the short way, fades in from clear, holds the last colour")
    func colourMap() throws {
        let redToBlue = GMUGradient(colors: [.red, .blue], startPoints: [NSNumber(value: 0.0), NSNumber(value: 1.0)], colorMapSize: 3)
        let map = redToBlue.generateColorMap()
        #expect(map.count == 3)
        #expect(map[0] == .red && map[2] == .blue)
        // Red (hue 0) to blue (hue 2/3): the short way passes magenta (hue 5/6), not green.
        #expect(abs(map[1].red - 1) < 1e-9 && map[1].green < 1e-9 && abs(map[1].blue - 1) < 1e-9)

        let fadeIn = GMUGradient(colors: [.green], startPoints: [NSNumber(value: 0.5)], colorMapSize: 5).generateColorMap()
        #expect(fadeIn[0].alpha == 0)
        #expect(abs(fadeIn[1].alpha - 0.5) < 1e-9)
        #expect(fadeIn[2] == .green && fadeIn[3] == .green && fadeIn[4] == .green)

        let library = GMUGradient.default
        #expect(library.mapSize == 1000 && library.generateColorMap().count == 1000)
        #expect(library.generateColorMap().last == .red)
    }

    @Test("D185 a bad gradient throws an error naming the fix, or warns and falls back to the default; never a crash",
          arguments: [
            ([UIColor.red, .blue], [0.2], UInt(256), GMUGradientError.Kind.countMismatch, "one start point per colour"),
            ([UIColor.red, .blue], [0.8, 0.2], UInt(256), .unsorted, "sort the start points"),
            ([UIColor.red], [1.5], UInt(256), .outOfRange, "from 0 to 1"),
            ([UIColor.red], [Double.nan], UInt(256), .outOfRange, "from 0 to 1"),
            ([], [], UInt(256), .empty, "at least one colour"),
            ([UIColor.red], [0.5], UInt(1), .mapTooSmall, "at least 2"),
          ])
    func badGradient(colors: [UIColor], stops: [Double], size: UInt, kind: GMUGradientError.Kind, fix: String) {
        let numbers = stops.map { NSNumber(value: $0) }
        #expect {
            _ = try GMUGradient(validatingColors: colors, startPoints: numbers, colorMapSize: size)
        } throws: { error in
            guard let error = error as? GMUGradientError else { return false }
            return error.kind == kind && error.description.contains(fix)
        }
        var made: GMUGradient?
        let said = warnings { made = GMUGradient(colors: colors, startPoints: numbers, colorMapSize: size) }
        #expect(said.count == 1 && said[0].contains(fix) && said[0].contains("default gradient"))
        #expect(made?.colors == GMUGradient.default.colors && made?.mapSize == 1000)
    }

    @Test("density: the densest spot takes the gradient's last colour, a lone point a faint one, far away nothing")
    func weightedDensity() throws {
        let dense = CLLocationCoordinate2D(latitude: -37.8, longitude: 144.96)
        let lone = CLLocationCoordinate2D(latitude: -37.8, longitude: 144.99)
        let layer = GMUHeatmapTileLayer()
        layer.gradient = GMUGradient(colors: [.green, .red], startPoints: [NSNumber(value: 0.2), NSNumber(value: 1.0)], colorMapSize: 256)
        layer.weightedData = Array(repeating: GMUWeightedLatLng(coordinate: dense, intensity: 1), count: 50)
            + [GMUWeightedLatLng(coordinate: lone, intensity: 1)]
        let zoom = 11
        let d = tilePixel(dense, zoom: zoom), l = tilePixel(lone, zoom: zoom)
        #expect((d.x, d.y) == (l.x, l.y), "both points in one tile")
        let tile = try #require(layer.tileFor(x: d.x, y: d.y, zoom: UInt(zoom)))
        #expect(tile !== kGMSTileLayerNoTile)
        let hot = pixel(tile, d.px, d.py)
        #expect(hot.r == 255 && hot.g == 0 && hot.a == 255, "the dense spot is red: \(hot)")
        // The densest spot holds 50; a lone point's own pixel holds 1 (the kernel's peak), so it takes the
        // colour map's entry at 1/50 of the way: below the first start point, fading in from clear.
        let faint = pixel(tile, l.px, l.py)
        let entry = layer.gradient.generateColorMap()[Int(Float(255) / 50)]
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        #expect(faint.a > 0 && faint.a < 64, "a lone point is faint and see-through: \(faint)")
        #expect(abs(faint.a - byte(entry.alpha)) <= 1 && abs(faint.g - byte(entry.green * entry.alpha)) <= 1
                && abs(faint.r - byte(entry.red * entry.alpha)) <= 1, "\(faint) is the map's \(entry)")
        let between = pixel(tile, (d.px + l.px) / 2, d.py)
        #expect(between.a == 0, "between them, beyond the radius, nothing: \(between)")
        // A tile far away has no data at all.
        #expect(layer.tileFor(x: 0, y: 0, zoom: UInt(zoom)) === kGMSTileLayerNoTile)
    }

    @Test("intensity: weight 3 at one point colours as three points of weight 1")
    func weightsAddUp() throws {
        let here = CLLocationCoordinate2D(latitude: 10, longitude: 10)
        let there = CLLocationCoordinate2D(latitude: 10, longitude: 10.2)
        let weighted = GMUHeatmapTileLayer()
        weighted.weightedData = [GMUWeightedLatLng(coordinate: here, intensity: 3), GMUWeightedLatLng(coordinate: there, intensity: 6)]
        let counted = GMUHeatmapTileLayer()
        counted.weightedData = Array(repeating: GMUWeightedLatLng(coordinate: here, intensity: 1), count: 3)
            + Array(repeating: GMUWeightedLatLng(coordinate: there, intensity: 1), count: 6)
        let t = tilePixel(here, zoom: 9)
        let a = try #require(weighted.tileFor(x: t.x, y: t.y, zoom: 9)), b = try #require(counted.tileFor(x: t.x, y: t.y, zoom: 9))
        for dx in stride(from: -30, through: 30, by: 10) {
            #expect(pixel(a, t.px + dx, t.py) == pixel(b, t.px + dx, t.py))
        }
        #expect(pixel(a, t.px, t.py).a > 0)
    }

    @Test("D186 empty data, zero weights: no tile; negative or non-finite weights are left out with one warning")
    func badData() throws {
        let layer = GMUHeatmapTileLayer()
        #expect(layer.tileFor(x: 0, y: 0, zoom: 0) === kGMSTileLayerNoTile)
        let spot = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        layer.weightedData = [GMUWeightedLatLng(coordinate: spot, intensity: 0)]
        #expect(layer.tileFor(x: 0, y: 0, zoom: 0) === kGMSTileLayerNoTile)
        let said = warnings {
            layer.weightedData = [GMUWeightedLatLng(coordinate: spot, intensity: -5),
                                  GMUWeightedLatLng(coordinate: spot, intensity: .nan),
                                  GMUWeightedLatLng(coordinate: CLLocationCoordinate2D(latitude: .nan, longitude: 0), intensity: 1),
                                  GMUWeightedLatLng(coordinate: spot, intensity: .infinity)]
        }
        #expect(said.count == 1 && said[0].contains("4 of 4 points left out"))
        #expect(layer.tileFor(x: 0, y: 0, zoom: 0) === kGMSTileLayerNoTile)
        layer.weightedData.append(GMUWeightedLatLng(coordinate: spot, intensity: 2))
        #expect(layer.tileFor(x: 0, y: 0, zoom: 0) !== kGMSTileLayerNoTile, "the good point alone is drawn")
    }

    @Test("D186 a radius out of 1…256 is clamped, with a warning")
    func radiusClamped() {
        let layer = GMUHeatmapTileLayer()
        #expect(layer.radius == 20 && abs(layer.opacity - 0.7) < 1e-6 && layer.tileSize == 512, "the library's defaults")
        let low = warnings { layer.radius = 0 }
        #expect(layer.radius == 1 && low.count == 1 && low[0].contains("1…256"))
        let high = warnings { layer.radius = 1000 }
        #expect(layer.radius == 256 && high.count == 1)
    }

    @Test("neighbouring tiles meet without a seam: the step across their edge is a step inside a tile")
    func seamless() throws {
        let layer = GMUHeatmapTileLayer()
        layer.weightedData = HeatmapFixtures.points()
        let zoom = 9
        let p = tilePixel(CLLocationCoordinate2D(latitude: -37.81, longitude: 144.96), zoom: zoom)
        // Melbourne's heat spans the edge between its tile and the one to the west (at 144.84°).
        let west = try #require(layer.tileFor(x: p.x - 1, y: p.y, zoom: UInt(zoom)))
        let east = try #require(layer.tileFor(x: p.x, y: p.y, zoom: UInt(zoom)))
        try #require(west !== kGMSTileLayerNoTile && east !== kGMSTileLayerNoTile)
        var worstAcross = 0, worstInside = 0, heated = 0
        for row in stride(from: 0, to: 512, by: 8) {
            let a = pixel(west, 510, row), b = pixel(west, 511, row), c = pixel(east, 0, row), d = pixel(east, 1, row)
            worstAcross = max(worstAcross, abs(b.a - c.a))
            worstInside = max(worstInside, abs(a.a - b.a), abs(c.a - d.a))
            if b.a > 0 { heated += 1 }
        }
        #expect(heated > 10, "the edge has heat to compare")
        #expect(worstAcross <= worstInside + 2, "across the edge \(worstAcross), inside a tile \(worstInside)")
    }

    @Test("heat by the antimeridian colours the tiles on both sides of it")
    func antimeridian() throws {
        let layer = GMUHeatmapTileLayer()
        layer.weightedData = [GMUWeightedLatLng(coordinate: CLLocationCoordinate2D(latitude: 0.5, longitude: 179.99), intensity: 1)]
        let zoom: UInt = 3, row: UInt = 3
        let east = try #require(layer.tileFor(x: 7, y: row, zoom: zoom)), west = try #require(layer.tileFor(x: 0, y: row, zoom: zoom))
        #expect(east !== kGMSTileLayerNoTile && west !== kGMSTileLayerNoTile)
        let p = tilePixel(CLLocationCoordinate2D(latitude: 0.5, longitude: 179.99), zoom: Int(zoom))
        #expect(p.x == 7 && pixel(east, 511, p.py).a > 0)
        #expect(pixel(west, 0, p.py).a > 0, "the west edge of tile 0 takes the heat from across the antimeridian")
        let across = pixel(west, 0, p.py), inside = pixel(east, 511, p.py)
        #expect(across.r == 255 && across.a == 255 && inside.r == 255 && inside.a == 255,
                 "one pixel from the lone point, on either side of the antimeridian, is near its peak: \(across), \(inside)")
        #expect(layer.tileFor(x: 3, y: row, zoom: zoom) === kGMSTileLayerNoTile)
    }

    @Test("D187 tiles are computed off the main thread, answered through the receiver, drawn once waited for")
    func offMainThread() async throws {
        let map = ClusterFixtures.map(zoom: 9, latitude: -37.8, longitude: 145.0)
        let layer = GMUHeatmapTileLayer()
        layer.weightedData = HeatmapFixtures.points()
        layer.map = map
        let before = map.snapshot()
        #expect(layer.tilesInProgress > 0, "the first frame asked its tiles")
        await layer.waitForTiles()
        #expect(layer.tilesInProgress == 0)
        let after = map.snapshot()
        #expect(after.pngData() != before.pngData(), "the computed tiles are drawn")
        // A change of a property on the map applies at once: the tiles are computed again.
        layer.radius = 40
        _ = map.snapshot()
        #expect(layer.tilesInProgress > 0)
        await layer.waitForTiles()
        #expect(map.snapshot().pngData() != after.pngData())
    }

    @Test("golden: a heatmap over the map")
    func golden() async throws {
        let map = ClusterFixtures.map(zoom: 8, latitude: -37.6, longitude: 144.9)
        map.basemap = try VectorTileSource.world()
        let layer = GMUHeatmapTileLayer()
        layer.weightedData = HeatmapFixtures.points()
        layer.radius = 30
        layer.map = map
        _ = map.snapshot()
        await layer.waitForTiles()
        goldens.assert(map.snapshot(), named: "heatmap-victoria")
    }
}

@MainActor
enum HeatmapFixtures {
    /// 3,000 points around three towns of Victoria, crowding towards each centre; the same every run.
    static func points() -> [GMUWeightedLatLng] {
        var random = SplitMix64(seed: 24)
        let towns = [(-37.81, 144.96, 1800), (-38.15, 144.36, 700), (-37.56, 143.85, 500)]
        return towns.flatMap { town in
            (0..<town.2).map { _ in
                let r = pow(Double.random(in: 0...1, using: &random), 2) * 0.35
                let a = Double.random(in: 0..<(2 * .pi), using: &random)
                return GMUWeightedLatLng(coordinate: CLLocationCoordinate2D(latitude: town.0 + r * sin(a), longitude: town.1 + r * cos(a)),
                                         intensity: 1)
            }
        }
    }
}
