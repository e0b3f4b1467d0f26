import Foundation
import Testing
import GoogleMapsUtilsCompat
import TestSupport

private let goldens = GoldenImages(target: #filePath)

/// A folder holding `campus.kml` (its text given) and `images/plan.png` (a 64×64 picture: a red top band
/// over orange and purple squares, so a turn shows); the KML file's URL.
@MainActor
enum GroundOverlayFixtures {
    static let picture: UIImage? = {
        var pixels = [UInt32](repeating: 0, count: 64 * 64)
        for y in 0..<64 {
            for x in 0..<64 {
                let orange: UInt32 = 0xFFFF_8000, purple: UInt32 = 0xFF80_0080, red: UInt32 = 0xFFE0_2020
                pixels[y * 64 + x] = y < 8 ? red : ((x / 8 + y / 8) % 2 == 0 ? orange : purple)
            }
        }
        return pixels.withUnsafeBytes { UIImage(premultipliedARGB: $0, width: 64, height: 64, bytesPerRow: 256) }
    }()

    static func overlay(href: String, rotation: Double = 30, extra: String = "") -> String {
        """
        <kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Campus</name>
          <GroundOverlay><name>Site plan</name><description>Phase 1</description><drawOrder>2</drawOrder>
            <Icon><href>\(href)</href></Icon>
            <LatLonBox><north>-33.85</north><south>-33.91</south><east>151.25</east><west>151.17</west>
              <rotation>\(rotation)</rotation></LatLonBox></GroundOverlay>
          <Placemark><name>Gate</name><Point><coordinates>151.21,-33.88</coordinates></Point></Placemark>\(extra)
        </Document></kml>
        """
    }

    /// The KML file sits in `…/gmu-ground-UUID/kml/`; the same picture lies outside that folder too, at
    /// `…/gmu-ground-UUID/outside.png` (which only the folder rule keeps out), linked as `images/link.png`.
    static func folder(kml: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gmu-ground-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("kml")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        let image = try #require(picture)
        try image.write(toPNG: folder.appendingPathComponent("images/plan.png").path)
        try image.write(toPNG: root.appendingPathComponent("outside.png").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("images/link.png").path,
                                                   withDestinationPath: root.appendingPathComponent("outside.png").path)
        let url = folder.appendingPathComponent("campus.kml")
        try Data(kml.utf8).write(to: url)
        return url
    }
}

@MainActor
@Suite("KML ground overlays: parsed as the library's, drawn from the KML file's folder only (D181)")
struct GroundOverlayTests {
    @Test("D181 a GroundOverlay is a placemark whose geometry is a GMUGroundOverlay: box corners, drawOrder, rotation as a clockwise bearing")
    func parsed() throws {
        let parser = GMUKMLParser(url: try GroundOverlayFixtures.folder(kml: GroundOverlayFixtures.overlay(href: "images/plan.png")))
        parser.parse()
        #expect(parser.error == nil)
        #expect(parser.placemarks.map(\.geometry.type) == ["GroundOverlay", "Point"])
        let placemark = try #require(parser.placemarks.first as? GMUPlacemark)
        #expect(placemark.title == "Site plan" && placemark.snippet == "Phase 1")
        let overlay = try #require(placemark.geometry as? GMUGroundOverlay)
        #expect(overlay.northEast == CLLocationCoordinate2D(latitude: -33.85, longitude: 151.25))
        #expect(overlay.southWest == CLLocationCoordinate2D(latitude: -33.91, longitude: 151.17))
        #expect(overlay.zIndex == 2 && overlay.href == "images/plan.png" && overlay.opacity == 1)
        #expect(overlay.rotation == 330, "KML's 30° counterclockwise is a bearing of 330°")
    }

    @Test("D181 KML rotations become bearings as the library converts them: 45 → 315, −45 → 45, 0 → 0, 180 → 180")
    func rotations() throws {
        for (rotation, bearing) in [(45.0, 315.0), (-45, 45), (0, 0), (180, 180), (-180, 180)] {
            let parser = GMUKMLParser(data: Data(GroundOverlayFixtures.overlay(href: "a.png", rotation: rotation).utf8))
            parser.parse()
            #expect((parser.placemarks.first?.geometry as? GMUGroundOverlay)?.rotation == bearing, "rotation \(rotation)")
        }
    }

    @Test("D181 render() draws a GMSGroundOverlay of the picture beside the KML file over the box, turned, with its zIndex and title; clear() removes it")
    func renderAndClear() throws {
        let parser = GMUKMLParser(url: try GroundOverlayFixtures.folder(kml: GroundOverlayFixtures.overlay(href: "images/plan.png")))
        parser.parse()
        let map = ClusterFixtures.map(zoom: 11, latitude: -33.88, longitude: 151.21)
        let renderer = GMUGeometryRenderer(map: map, geometries: parser.placemarks, styles: parser.styles)
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink) { renderer.render() }
        #expect(sink.messages.isEmpty, "\(sink.messages)")
        let ground = try #require(renderer.mapOverlays.compactMap { $0 as? GMSGroundOverlay }.first)
        #expect(ground.map === map)
        #expect(ground.icon?.size == CGSize(width: 64, height: 64))
        let bounds = try #require(ground.bounds)
        #expect(abs(bounds.northEast.latitude + 33.85) < 1e-9 && abs(bounds.northEast.longitude - 151.25) < 1e-9, "\(bounds)")
        #expect(abs(bounds.southWest.latitude + 33.91) < 1e-9 && abs(bounds.southWest.longitude - 151.17) < 1e-9, "\(bounds)")
        #expect(ground.bearing == 330 && ground.zIndex == 2 && ground.title == "Site plan")
        renderer.clear()
        #expect(ground.map == nil && renderer.mapOverlays.isEmpty)
    }

    @Test("D181 a box across the antimeridian stays one piece, as written")
    func antimeridian() throws {
        let kml = """
        <kml><GroundOverlay><Icon><href>images/plan.png</href></Icon>
          <LatLonBox><north>10</north><south>-10</south><east>-170</east><west>170</west></LatLonBox></GroundOverlay></kml>
        """
        let parser = GMUKMLParser(url: try GroundOverlayFixtures.folder(kml: kml))
        parser.parse()
        let map = ClusterFixtures.map(zoom: 3, latitude: 0, longitude: 180)
        let renderer = GMUGeometryRenderer(map: map, geometries: parser.placemarks)
        renderer.render()
        let ground = try #require(renderer.mapOverlays.first as? GMSGroundOverlay)
        let bounds = try #require(ground.bounds)
        #expect(abs(bounds.southWest.longitude - 170) < 1e-9 && abs(bounds.northEast.longitude + 170) < 1e-9, "\(bounds)")
    }

    @Test("D181 a picture that is missing, remote, outside the KML's folder (.., absolute, a symbolic link) or not a picture: one warning naming it, nothing drawn; the rest is drawn",
          arguments: ["images/missing.png", "http://127.0.0.1:9/plan.png", "https://example.com/plan.png", "../outside.png",
                      "OUTSIDE-ABSOLUTE", "images/link.png", "campus.kml"])
    func refusedPictures(href: String) throws {
        // The picture outside the folder exists (GroundOverlayFixtures.folder), so only the rule keeps it out.
        var written = href
        let url = try GroundOverlayFixtures.folder(kml: GroundOverlayFixtures.overlay(href: "HREF"))
        if href == "OUTSIDE-ABSOLUTE" {
            written = url.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("outside.png").path
        }
        try Data(GroundOverlayFixtures.overlay(href: written).utf8).write(to: url)
        let parser = GMUKMLParser(url: url)
        parser.parse()
        let map = ClusterFixtures.map(zoom: 11, latitude: -33.88, longitude: 151.21)
        let renderer = GMUGeometryRenderer(map: map, geometries: parser.placemarks)
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink) { renderer.render() }
        #expect(!renderer.mapOverlays.contains { $0 is GMSGroundOverlay })
        #expect(map.markers.map(\.title) == ["Gate"])
        #expect(sink.messages.count == 1, "\(sink.messages)")
        #expect(sink.messages.first?.contains(written) == true, "\(sink.messages)")
        #expect(sink.messages.first?.contains("not drawn") == true, "\(sink.messages)")
    }

    @Test("D181 KML from data or a stream has no folder: its ground overlay's relative picture is not read, with a warning saying to give the file's URL")
    func noFolder() throws {
        let text = Data(GroundOverlayFixtures.overlay(href: "images/plan.png").utf8)
        for parser in [GMUKMLParser(data: text), GMUKMLParser(stream: InputStream(data: text))] {
            parser.parse()
            #expect(parser.placemarks.count == 2)
            let renderer = GMUGeometryRenderer(map: ClusterFixtures.map(zoom: 11), geometries: parser.placemarks)
            let sink = WarningSink()
            Diagnostics.$sink.withValue(sink) { renderer.render() }
            #expect(!renderer.mapOverlays.contains { $0 is GMSGroundOverlay })
            #expect(sink.messages.count == 1 && sink.messages[0].contains("give the parser the file's URL"), "\(sink.messages)")
        }
    }

    @Test("golden: a KML ground overlay turned 30° under a placemark, over the world map")
    func golden() throws {
        let parser = GMUKMLParser(url: try GroundOverlayFixtures.folder(kml: GroundOverlayFixtures.overlay(href: "images/plan.png")))
        parser.parse()
        let map = ClusterFixtures.map(zoom: 11, latitude: -33.88, longitude: 151.21)
        map.basemap = try VectorTileSource.world()
        GMUGeometryRenderer(map: map, geometries: parser.placemarks).render()
        goldens.assert(map.snapshot(), named: "kml-ground-overlay")
    }
}
