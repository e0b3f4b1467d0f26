import Foundation
import Testing
import TestSupport
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowMap

/// The three looks of Google's StyledMap sample — retro, grayscale, night — written as our own style
/// files (`Scenes/styles/`), over the Helsinki street tiles and over the world map; the map types
/// (D53) and the buildings switch (D54).
@MainActor
@Suite("Google map styles: golden images")
struct GoogleStyleGoldenTests {
    nonisolated static let styles = ["retro", "grayscale", "night"]

    func style(_ name: String) throws -> GoogleMapStyle {
        try GoogleMapStyle(contentsOf: URL(fileURLWithPath: repositoryRoot + "/Scenes/styles/\(name).json"))
    }

    /// The mean colour of `image` (opaque pixels), 0…1 a channel.
    func meanColor(_ image: Image) -> (red: Double, green: Double, blue: Double) {
        let b = image.bitmap(forScale: image.scale)
        var r = 0.0, g = 0.0, bl = 0.0
        var n = 0.0
        for y in stride(from: 0, to: b.height, by: 2) {
            for x in stride(from: 0, to: b.width, by: 2) {
                let p = image.pixel(x: x, y: y)
                guard p >> 24 == 0xff else { continue }
                r += Double(p >> 16 & 0xff) / 255
                g += Double(p >> 8 & 0xff) / 255
                bl += Double(p & 0xff) / 255
                n += 1
            }
        }
        return (r / max(n, 1), g / max(n, 1), bl / max(n, 1))
    }

    /// The mean luminance (Rec. 709 weights on the sRGB values), 0…1.
    func luminance(_ image: Image) -> Double {
        let c = meanColor(image)
        return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
    }

    /// The mean HSL saturation of the pixels, 0…1 (0 for a grey picture).
    func saturation(_ image: Image) -> Double {
        let b = image.bitmap(forScale: image.scale)
        var sum = 0.0, n = 0.0
        for y in stride(from: 0, to: b.height, by: 2) {
            for x in stride(from: 0, to: b.width, by: 2) {
                let p = image.pixel(x: x, y: y)
                let c = Color(red: Double(p >> 16 & 0xff) / 255, green: Double(p >> 8 & 0xff) / 255, blue: Double(p & 0xff) / 255)
                sum += HSL(c).saturation
                n += 1
            }
        }
        return sum / max(n, 1)
    }

    /// What each look promises: night dark, grayscale grey, retro sepia (red over green over blue,
    /// light).
    func checkLook(_ name: String, _ image: Image, plain: Image) {
        let c = meanColor(image)
        switch name {
        case "night":
            // The open window and the markers stay light; the map is dark.
            #expect(luminance(image) < 0.25 && luminance(image) < luminance(plain) / 3,
                    "night is dark: mean luminance \(luminance(image)) against \(luminance(plain))")
        case "grayscale":
            // The markers and the window keep their colours; the map is grey.
            #expect(saturation(image) < 0.06 && saturation(image) < saturation(plain) / 2,
                    "grayscale is grey: mean saturation \(saturation(image)) against \(saturation(plain))")
        default:
            let p = meanColor(plain)
            #expect(c.red - c.blue > 0.03 && c.red - c.blue > p.red - p.blue + 0.05 && luminance(image) > 0.6,
                    "retro is sepia, warmer than the plain map: mean colour \(c) against \(p)")
        }
    }

    @Test("D50 D51 the sample's three looks over Helsinki", arguments: styles)
    func helsinkiLooks(_ name: String) throws {
        let plain = try helsinkiMap(zoom: 15).snapshot()
        let map = try helsinkiMap(zoom: 15)
        map.googleStyle = try style(name)
        let image = map.snapshot()
        checkLook(name, image, plain: plain)
        goldens.assert(image, named: "gstyle-helsinki-\(name)")
    }

    @Test("D50 D51 the sample's three looks over the world map", arguments: styles)
    func worldLooks(_ name: String) throws {
        func europe() -> MapView {
            MapView(frame: CGRect(x: 0, y: 0, width: 640, height: 400),
                    camera: CameraPosition(target: Coordinate(latitude: 52, longitude: 14), zoom: 3.5))
        }
        let plain = europe().snapshot()
        let map = europe()
        map.googleStyle = try style(name)
        let image = map.snapshot()
        checkLook(name, image, plain: plain)
        goldens.assert(image, named: "gstyle-world-\(name)")
    }

    @Test("D57 the world map under the street tiles takes the style too; removing the style restores the map")
    func underlayAndBack() throws {
        let map = try helsinkiMap(zoom: 12, markers: false)
        let before = map.snapshot()
        map.googleStyle = try style("night")
        let night = map.snapshot()
        #expect(luminance(night) < 0.2, "the whole view is dark, the sea beyond the city's tiles too")
        map.googleStyle = nil
        let after = map.snapshot()
        #expect(ImageComparison(after, before, tolerance: GoldenTolerance()).matches)
    }

    @Test("D53 mapType .none draws no basemap: the background, the markers and the window")
    func mapTypeNone() throws {
        let map = try helsinkiMap(zoom: 16)
        map.mapType = .none
        let image = map.snapshot()
        let corner = image.pixel(x: 5, y: 5)
        let background = map.backgroundColor ?? .white
        #expect(abs(Double(corner >> 16 & 0xff) / 255 - background.red) < 0.01, "the background shows")
        let bare = try helsinkiMap(zoom: 16)
        bare.basemap = nil
        bare.showsGraticule = false
        #expect(ImageComparison(image, bare.snapshot(), tolerance: GoldenTolerance()).matches,
                "the same as a map without a basemap or graticule")
        goldens.assert(image, named: "maptype-none")
        map.mapType = .normal
        #expect(ImageComparison(map.snapshot(), try helsinkiMap(zoom: 16).snapshot(), tolerance: GoldenTolerance()).matches)
    }

    @Test("D53 satellite, hybrid and terrain draw the normal map and read back as set")
    func imageryTypes() throws {
        let normal = try helsinkiMap(zoom: 16).snapshot()
        for type in [MapType.satellite, .hybrid, .terrain] {
            let map = try helsinkiMap(zoom: 16)
            map.mapType = type
            #expect(map.mapType == type)
            #expect(ImageComparison(map.snapshot(), normal, tolerance: GoldenTolerance()).matches)
        }
    }

    @Test("D54 buildings off leaves out the building layers; traffic and indoor change nothing on screen")
    func buildingsTrafficIndoor() throws {
        let map = try helsinkiMap(zoom: 17, markers: false)
        let with = map.snapshot()
        map.showsBuildings = false
        let without = map.snapshot()
        let buildingFill: UInt32 = 0xffdf_d8d0
        func count(_ image: Image, _ word: UInt32) -> Int {
            var n = 0
            for y in 0..<400 { for x in 0..<640 where image.pixel(x: x, y: y) == word { n += 1 } }
            return n
        }
        #expect(count(with, buildingFill) > 5000, "buildings drawn: \(count(with, buildingFill)) pixels")
        #expect(count(without, buildingFill) < count(with, buildingFill) / 500, "\(count(without, buildingFill)) left")
        map.showsBuildings = true
        map.showsTraffic = true
        map.showsIndoor = false
        #expect(map.showsTraffic && !map.showsIndoor)
        #expect(ImageComparison(map.snapshot(), with, tolerance: GoldenTolerance()).matches)
    }
    /// A translucent tile framed in its corner colour, for the tilted golden below.
    final class FramedTiles: SyncTileLayer {
        override func tileFor(x: UInt, y: UInt, zoom: UInt) -> Image? {
            let side = 256
            let a = 0.35, tint: (Double, Double, Double) = (x + y) % 2 == 0 ? (0.9, 0.2, 0.6) : (0.2, 0.8, 0.9)
            func word(_ alpha: Double, _ c: (Double, Double, Double)) -> UInt32 {
                let v = { (x: Double) in UInt32((x * alpha * 255).rounded()) }
                return UInt32((alpha * 255).rounded()) << 24 | v(c.0) << 16 | v(c.1) << 8 | v(c.2)
            }
            var pixels = [UInt32](repeating: 0, count: side * side)
            for row in 0..<side {
                for column in 0..<side where row < 3 || column < 3 {
                    pixels[row * side + column] = word(a, tint)
                }
            }
            return pixels.withUnsafeBytes { Image(premultipliedARGB: $0, width: side, height: side, bytesPerRow: side * 4) }
        }
    }

    @Test("D50 R31 R33 golden: a tilted, turned camera over night-styled Helsinki with every kind of overlay, a tile layer, markers and a shape's window")
    func tiltedWithEverything() throws {
        let map = try helsinkiMap(zoom: 15, bearing: 330, tilt: 45, size: CGSize(width: 640, height: 420), select: false)
        map.googleStyle = try style("night")
        map.opensOverlayInfoWindows = true
        map.camera.target = Coordinate(latitude: map.camera.target.latitude + 0.0012, longitude: map.camera.target.longitude - 0.001)
        let tiles = FramedTiles()
        tiles.map = map
        func c(_ lat: Double, _ lng: Double) -> Coordinate { Coordinate(latitude: lat, longitude: lng) }
        let route = Polyline(path: CoordinatePath(coordinates: [c(60.1640, 24.9200), c(60.1700, 24.9330), c(60.1690, 24.9480),
                                                                c(60.1745, 24.9560), c(60.1790, 24.9700)]))
        route.strokeWidth = 6
        route.spans = [StyleSpan(style: .gradient(from: .yellow, to: .red), segments: 2), StyleSpan(color: .cyan)]
        route.map = map
        let geodesic = Polyline(path: CoordinatePath(coordinates: [c(60.1600, 24.9150), c(60.1800, 24.9800)]))
        geodesic.geodesic = true
        geodesic.strokeWidth = 3
        geodesic.strokeColor = .white
        geodesic.map = map
        let park = Polygon(path: CoordinatePath(coordinates: [c(60.1735, 24.9250), c(60.1760, 24.9340), c(60.1715, 24.9380), c(60.1695, 24.9290)]))
        park.holes = [CoordinatePath(coordinates: [c(60.1730, 24.9300), c(60.1738, 24.9330), c(60.1722, 24.9335)])]
        park.fillColor = Color(red: 0.2, green: 0.8, blue: 0.4, alpha: 0.45)
        park.strokeColor = Color(red: 0.5, green: 1, blue: 0.6)
        park.strokeWidth = 2
        park.title = "Kaisaniemi park"
        park.snippet = "Botanic garden · open 9–20"
        park.isTappable = true
        park.map = map
        let radius = Circle(position: map.projection.coordinate(for: CGPoint(x: 500, y: 340)), radius: 150)
        radius.fillColor = Color(red: 1, green: 0.6, blue: 0, alpha: 0.3)
        radius.strokeColor = .orange
        radius.strokeWidth = 2
        radius.map = map
        var pixels = [UInt32](repeating: 0, count: 64 * 64)
        for y in 0..<64 { for x in 0..<64 { pixels[y * 64 + x] = y < 8 ? 0xFFE0_2020 : ((x / 8 + y / 8) % 2 == 0 ? 0xFFFF_8000 : 0xFF80_0080) } }
        let plan = pixels.withUnsafeBytes { Image(premultipliedARGB: $0, width: 64, height: 64, bytesPerRow: 256) }
        let floor = GroundOverlay(bounds: CoordinateBounds(coordinate: c(60.1672, 24.9370), coordinate: c(60.1690, 24.9420)), icon: plan)
        floor.bearing = 20
        floor.opacity = 0.85
        floor.map = map
        let tap = map.projection.point(for: c(60.1745, 24.9310))
        map.tap(at: tap)
        #expect(map.selectedMarker?.overlay === park, "the park's window opened at the tap (R33)")
        goldens.assert(map.snapshot(), named: "gstyle-helsinki-night-tilted-everything")
    }
}

