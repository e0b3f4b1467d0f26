import Foundation
import Testing
@testable import InfoWindowFormats

@Suite("KML reader: well-formed files")
struct KMLReaderTests {
    static func document() throws -> KMLDocument { try KMLDocument.load(fileAt: TestFiles.fixture("helsinki.kml")) }

    func placemark(_ name: String, in document: KMLDocument) throws -> KMLPlacemark {
        try #require(document.placemarks.first { $0.name == name })
    }

    @Test("Placemarks in document order, names trimmed, folders flattened with their names")
    func placemarksAndFolders() throws {
        let document = try KMLReaderTests.document()
        #expect(document.name == "Helsinki sights")
        #expect(document.placemarks.map(\.name) == ["Helsinki Cathedral", "Suomenlinna", "Esplanadi walk", "Kaivopuisto",
                                                     "Market and harbour", "Morning run"])
        #expect(document.placemarks[0].folders == ["Helsinki sights", "Landmarks"])
        #expect(document.placemarks[1].folders == ["Helsinki sights", "Landmarks", "Islands"])
        #expect(document.placemarks[2].folders == ["Helsinki sights"])
        #expect(document.placemarks[0].id == "cathedral")
        #expect(document.warnings.isEmpty)
    }

    @Test("A CDATA description keeps its HTML; entities in it are not decoded (CDATA is literal)")
    func description() throws {
        let cathedral = try placemark("Helsinki Cathedral", in: KMLReaderTests.document())
        #expect(cathedral.description == "<p>Built <i>1830–1852</i> &amp; white.</p>")
    }

    @Test("Geometries: Point (lon,lat order, spaces after commas), LineString across lines, Polygon with a hole, MultiGeometry, gx:Track")
    func geometries() throws {
        let document = try KMLReaderTests.document()
        #expect(try placemark("Helsinki Cathedral", in: document).geometry == .point(GeoPoint(latitude: 60.1703, longitude: 24.9522, altitude: 0)))
        #expect(try placemark("Suomenlinna", in: document).geometry == .point(GeoPoint(latitude: 60.1454, longitude: 24.9881)))
        guard case .lineString(let line)? = try placemark("Esplanadi walk", in: document).geometry else {
            Issue.record("not a line string")
            return
        }
        #expect(line.map(\.longitude) == [24.9440, 24.9480, 24.9520])
        guard case let .polygon(outer, inner)? = try placemark("Kaivopuisto", in: document).geometry else {
            Issue.record("not a polygon")
            return
        }
        #expect(outer.count == 5 && inner.count == 1 && inner[0].count == 4)
        guard case .multi(let parts)? = try placemark("Market and harbour", in: document).geometry else {
            Issue.record("not a multi-geometry")
            return
        }
        #expect(parts.count == 2)
        guard case .track(let samples)? = try placemark("Morning run", in: document).geometry else {
            Issue.record("not a track")
            return
        }
        #expect(samples.map(\.time) == [Date(timeIntervalSince1970: 1_714_543_200), Date(timeIntervalSince1970: 1_714_543_210)])
        #expect(samples[1].coordinate == GeoPoint(latitude: 60.1702, longitude: 24.9410, altitude: 13))
    }

    @Test("Styles, style maps and inline styles resolve as KML says (normal, highlight, inline over shared)")
    func styles() throws {
        let document = try KMLReaderTests.document()
        #expect(document.styles.keys.sorted() == ["route", "sight-highlight", "sight-normal"])
        #expect(document.styleMaps.keys.sorted() == ["park", "sight"])
        let cathedral = try placemark("Helsinki Cathedral", in: document)
        let normal = try #require(document.style(for: cathedral))
        #expect(normal.icon == KMLIconStyle(href: "https://example.invalid/icons/star.png", scale: 1.2,
                                            color: KMLColor(red: 0, green: 255, blue: 0)))
        #expect(normal.balloon?.text == "<b>$[name]</b><br/>$[description]")
        #expect(document.style(for: cathedral, highlighted: true)?.icon?.scale == 1.6)
        // Suomenlinna's inline IconStyle scale 2 over the map's normal style.
        let island = try #require(document.style(for: placemark("Suomenlinna", in: document)))
        #expect(island.icon?.scale == 2 && island.icon?.href == "https://example.invalid/icons/star.png")
        let route = try #require(document.style(for: placemark("Esplanadi walk", in: document)))
        #expect(route.line == KMLLineStyle(color: KMLColor(red: 255, green: 0, blue: 0), width: 4))
        let park = try #require(document.style(for: placemark("Kaivopuisto", in: document)))
        #expect(park.polygon == KMLPolyStyle(color: KMLColor(red: 0, green: 170, blue: 0, alpha: 0x7F), outline: false))
        #expect(try document.style(for: placemark("Market and harbour", in: document)) == nil)
    }

    @Test("KML colours are aabbggrr: 7d0000ff is half-transparent red")
    func colours() {
        let red = KMLColor(kml: "7d0000ff")
        #expect(red == KMLColor(red: 255, green: 0, blue: 0, alpha: 0x7D))
        #expect(red?.kml == "7d0000ff" && red?.description == "#ff00007d")
        #expect(KMLColor(kml: " #FF00FF00 ") == KMLColor(red: 0, green: 255, blue: 0))
        #expect(KMLColor(kml: "ff00ff") == nil && KMLColor(kml: "gg00ff00") == nil && KMLColor(kml: "+f00ff00") == nil)
    }

    @Test("Google's KML_Sample.kml (Maps SDK utility library): four campus buildings in one folder, each with its style")
    func googleSample() throws {
        let document = try KMLDocument.load(fileAt: TestFiles.fixture("google-KML_Sample.kml"))
        #expect(document.name == "KmlFile")
        #expect(document.placemarks.map(\.name) == ["Building 40", "Building 41", "Building 42", "Building 43"])
        #expect(document.placemarks.allSatisfy { $0.folders == ["KmlFile", "Google Campus"] })
        guard case let .polygon(outer, inner)? = document.placemarks[0].geometry else {
            Issue.record("Building 40 is not a polygon")
            return
        }
        #expect(outer.count == 22 && inner.isEmpty)
        #expect(outer.first == GeoPoint(latitude: 37.42257124044786, longitude: -122.0848938459612, altitude: 17))
        let style = try #require(document.style(for: document.placemarks[0]))
        #expect(style.polygon?.color == KMLColor(red: 255, green: 0, blue: 0, alpha: 0x7D))
        #expect(style.line?.width == 1.5)
        #expect(document.warnings.isEmpty)
    }

    @Test("Items stream in document order as their end tags are read, whatever the read size")
    func streamingOrder() throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: TestFiles.fixture("helsinki.kml"))))
        var whole: [KMLItem] = []
        _ = try KMLReader().read(bytes: bytes, name: "helsinki.kml") { whole.append($0) }
        let kinds = whole.map { item -> String in
            switch item {
            case .style: return "style"
            case .styleMap: return "map"
            case .placemark: return "placemark"
            case .groundOverlay: return "overlay"
            }
        }
        #expect(kinds == ["style", "style", "map", "map", "style"] + Array(repeating: "placemark", count: 6))
        for size in [1, 3, 17] {
            var reader = KMLReader()
            reader.chunkSize = size
            var items: [KMLItem] = []
            _ = try reader.read(bytes: bytes, name: "helsinki.kml") { items.append($0) }
            #expect(items == whole, "read \(size) bytes at a time")
        }
    }
}
