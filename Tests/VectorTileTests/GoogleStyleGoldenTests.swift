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
}
