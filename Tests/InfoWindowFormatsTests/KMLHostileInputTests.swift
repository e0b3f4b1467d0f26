import Foundation
import Testing
@testable import InfoWindowFormats

@Suite("KML reader: bad input")
struct KMLHostileInputTests {
    func read(_ body: String) throws -> KMLDocument {
        let text = "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document>\(body)</Document></kml>"
        return try KMLDocument.parse(bytes: TestFiles.bytes(text), name: "bad.kml")
    }

    @Test("Not KML (a GPX file): wrong format, pointing at the GPX reader")
    func gpxGiven() throws {
        let error = try #require(throws: FormatError.self) {
            _ = try KMLDocument.parse(bytes: TestFiles.bytes("<gpx version=\"1.1\"/>"), name: "track.kml")
        }
        #expect(error.kind == .wrongFormat && error.fix.contains("GPXReader"))
    }

    @Test("Not XML: an error naming the file and the first bytes")
    func notXML() throws {
        let error = try #require(throws: FormatError.self) {
            _ = try KMLDocument.parse(bytes: TestFiles.bytes("PK\u{3}\u{4} zipped KMZ"), name: "doc.kmz")
        }
        #expect(error.kind == .notXML && error.message.contains("50 4B 03 04"))
    }

    @Test("Bad tuples are dropped with a warning each: NaN, one number, four numbers, out of range; the rest kept")
    func badCoordinates() throws {
        let document = try read("""
            <Placemark><name>l</name><LineString><coordinates>
            1,1 NaN,2 3 4,4,4,4 200,5 5,95 6,6,6 7,7,
            </coordinates></LineString></Placemark>
            """)
        guard case .lineString(let points)? = document.placemarks.first?.geometry else {
            Issue.record("no line string: \(document.placemarks)")
            return
        }
        #expect(points.map(\.longitude) == [1, 6, 7])
        #expect(document.warnings.count == 4)   // three reported, then "1 more"
        #expect(document.warnings[0].message == "<LineString> coordinate \"NaN,2\" is not lon,lat[,alt]; dropped")
        #expect(document.warnings[3].message.contains("2 more unreadable coordinates"))
    }

    @Test("Unusable geometries leave the placemark without one, with a warning; it is still delivered")
    func unusableGeometries() throws {
        let document = try read("""
            <Placemark><name>p</name><Point><coordinates>x,y</coordinates></Point></Placemark>
            <Placemark><name>l</name><LineString><coordinates>1,1</coordinates></LineString></Placemark>
            <Placemark><name>g</name><Polygon><innerBoundaryIs><LinearRing><coordinates>0,0 1,0 1,1 0,0</coordinates></LinearRing></innerBoundaryIs></Polygon></Placemark>
            <Placemark><name>r</name><LinearRing><coordinates>0,0 1,1</coordinates></LinearRing></Placemark>
            """)
        #expect(document.placemarks.map(\.name) == ["p", "l", "g", "r"])
        #expect(document.placemarks.allSatisfy { $0.geometry == nil })
        #expect(document.warnings.filter { $0.message.contains("the placemark has no geometry") }.count == 4)
    }

    @Test("An unclosed ring is closed, with a warning")
    func unclosedRing() throws {
        let document = try read("<Placemark><LinearRing><coordinates>0,0 1,0 1,1</coordinates></LinearRing></Placemark>")
        #expect(document.placemarks.first?.geometry == .linearRing([
            GeoPoint(latitude: 0, longitude: 0), GeoPoint(latitude: 0, longitude: 1),
            GeoPoint(latitude: 1, longitude: 1), GeoPoint(latitude: 0, longitude: 0)]))
        #expect(document.warnings.map(\.message) == ["<LinearRing> does not end where it starts; closed"])
    }

    @Test("Bad style values (colour, width, fill) are ignored with a warning; the good ones stay")
    func badStyleValues() throws {
        let document = try read("""
            <Style id="s"><LineStyle><color>red</color><width>wide</width></LineStyle>
            <PolyStyle><color>ff0000ff</color><fill>yes</fill></PolyStyle></Style>
            """)
        let style = try #require(document.styles["s"])
        #expect(style.line == KMLLineStyle())
        #expect(style.polygon == KMLPolyStyle(color: KMLColor(red: 255, green: 0, blue: 0)))
        #expect(document.warnings.count == 3)
    }

    @Test("A file that forgets xmlns:gx still reads its gx:Track (the namespace error is a warning)")
    func undeclaredGxPrefix() throws {
        let document = try read("""
            <Placemark><gx:Track><when>2024-01-01T00:00:00Z</when><gx:coord>1 2 3</gx:coord></gx:Track></Placemark>
            """)
        #expect(document.placemarks.first?.geometry == .track([KMLTrackPoint(time: Date(timeIntervalSince1970: 1_704_067_200),
                                                                             coordinate: GeoPoint(latitude: 2, longitude: 1, altitude: 3))]))
        #expect(document.warnings.contains { $0.message.contains("gx") })
    }

    @Test("Screen overlays and network links are skipped with one warning per kind; placemarks around them are kept")
    func unsupportedFeatures() throws {
        let document = try read("""
            <ScreenOverlay><name>o1</name><Icon><href>a.png</href></Icon></ScreenOverlay>
            <ScreenOverlay><name>o2</name></ScreenOverlay>
            <NetworkLink><Link><href>http://127.0.0.1:9/x.kml</href></Link></NetworkLink>
            <Placemark><name>kept</name><Point><coordinates>1,2</coordinates></Point></Placemark>
            """)
        #expect(document.placemarks.map(\.name) == ["kept"])
        #expect(document.warnings.map(\.message) == ["<ScreenOverlay> is not supported; skipped (and any more of them)",
                                                     "<NetworkLink> is not supported; skipped (and any more of them)"])
    }

    @Test("A truncated KML file: placemarks before the cut are delivered, then a truncation error")
    func truncated() throws {
        let text = "<kml><Document><Placemark><name>a</name></Placemark><Placemark><name>b</name><Point><coordinates>1,"
        var names: [String?] = []
        let error = try #require(throws: FormatError.self) {
            _ = try KMLReader().read(bytes: TestFiles.bytes(text), name: "cut.kml") { item in
                if case .placemark(let placemark) = item { names.append(placemark.name) }
            }
        }
        #expect(names == ["a"])
        #expect(error.kind == .truncated && error.message.hasPrefix("ends inside <coordinates>"))
    }

    @Test("Billion laughs in a KML file is refused like in any XML file")
    func billionLaughs() throws {
        let text = "<!DOCTYPE kml [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]><kml><Document><name>&b;</name></Document></kml>"
        let error = try #require(throws: FormatError.self) { _ = try KMLDocument.parse(bytes: TestFiles.bytes(text), name: "lol.kml") }
        #expect(error.kind == .refused)
    }
}
