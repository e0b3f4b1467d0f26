import Foundation
import Testing
@testable import InfoWindowFormats

@Suite("KML reader: ground overlays (K5)")
struct KMLGroundOverlayTests {
    func read(_ body: String) throws -> KMLDocument {
        let text = "<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document><name>d</name><Folder><name>f</name>\(body)</Folder></Document></kml>"
        return try KMLDocument.parse(bytes: TestFiles.bytes(text), name: "overlay.kml")
    }

    @Test("K5 A GroundOverlay's href, LatLonBox, rotation, drawOrder, colour, name and folders are read")
    func readsEverything() throws {
        let document = try read("""
            <GroundOverlay id="g1"><name> Campus </name><description>map</description><drawOrder>3</drawOrder>
              <color>7fffffff</color><Icon><href> images/campus.png </href></Icon>
              <LatLonBox><north>60.2</north><south>60.1</south><east>25.0</east><west>24.8</west><rotation>30</rotation></LatLonBox>
            </GroundOverlay>
            """)
        #expect(document.warnings.isEmpty)
        let overlay = try #require(document.groundOverlays.first)
        #expect(document.groundOverlays.count == 1)
        #expect(overlay == KMLGroundOverlay(id: "g1", name: "Campus", description: "map", href: "images/campus.png",
                                            north: 60.2, south: 60.1, east: 25.0, west: 24.8, rotation: 30, drawOrder: 3,
                                            color: KMLColor(red: 255, green: 255, blue: 255, alpha: 127),
                                            folders: ["d", "f"], line: overlay.line))
    }

    @Test("K5 A box across the antimeridian (east below west) is kept as written")
    func antimeridian() throws {
        let document = try read("""
            <GroundOverlay><Icon><href>a.png</href></Icon><LatLonBox><north>10</north><south>-10</south><east>-170</east><west>170</west></LatLonBox></GroundOverlay>
            """)
        #expect(document.groundOverlays.map(\.west) == [170])
        #expect(document.groundOverlays.map(\.east) == [-170])
    }

    @Test("K5 An overlay without href, without a box, with NaN, out-of-range or upside-down edges is skipped with a warning naming why; the placemark after it is kept")
    func unusableOverlaysAreSkipped() throws {
        let box = "<north>10</north><south>0</south><east>10</east><west>0</west>"
        let document = try read("""
            <GroundOverlay><name>nohref</name><LatLonBox>\(box)</LatLonBox></GroundOverlay>
            <GroundOverlay><name>nobox</name><Icon><href>a.png</href></Icon></GroundOverlay>
            <GroundOverlay><name>nan</name><Icon><href>a.png</href></Icon><LatLonBox><north>NaN</north><south>0</south><east>10</east><west>0</west></LatLonBox></GroundOverlay>
            <GroundOverlay><name>range</name><Icon><href>a.png</href></Icon><LatLonBox><north>91</north><south>0</south><east>10</east><west>0</west></LatLonBox></GroundOverlay>
            <GroundOverlay><name>flipped</name><Icon><href>a.png</href></Icon><LatLonBox><north>0</north><south>10</south><east>10</east><west>0</west></LatLonBox></GroundOverlay>
            <GroundOverlay><name>quad</name><Icon><href>a.png</href></Icon><gx:LatLonQuad><coordinates>0,0 1,0 1,1 0,1</coordinates></gx:LatLonQuad></GroundOverlay>
            <Placemark><name>kept</name><Point><coordinates>1,2</coordinates></Point></Placemark>
            """)
        #expect(document.groundOverlays.isEmpty)
        #expect(document.placemarks.map(\.name) == ["kept"])
        let messages = document.warnings.map(\.message)
        #expect(messages.contains("<GroundOverlay> \"nohref\" has no <Icon><href> naming its picture; it is not drawn"))
        #expect(messages.contains("<GroundOverlay> \"nobox\" has no <LatLonBox> (north, south, east, west); it is not drawn"))
        #expect(messages.contains { $0.hasPrefix("<LatLonBox><north> \"NaN\" is not a latitude") })
        #expect(messages.contains("<GroundOverlay> \"nan\" has no usable <north> in its <LatLonBox>; it is not drawn"))
        #expect(messages.contains { $0.hasPrefix("<LatLonBox><north> \"91\" is not a latitude") })
        #expect(messages.contains("<GroundOverlay> \"flipped\" has north 0.0 not above south 10.0; it is not drawn"))
        #expect(messages.contains { $0.hasPrefix("<gx:LatLonQuad> is not supported") })
        #expect(document.warnings.allSatisfy { $0.description.hasPrefix("overlay.kml:") && !$0.description.contains("\n") })
    }

    @Test("K5 A rotation out of −180…180 or not a number is 0, with a warning; the overlay is kept")
    func badRotation() throws {
        let document = try read("""
            <GroundOverlay><Icon><href>a.png</href></Icon><LatLonBox><north>1</north><south>0</south><east>1</east><west>0</west><rotation>400</rotation></LatLonBox></GroundOverlay>
            """)
        #expect(document.groundOverlays.map(\.rotation) == [0])
        #expect(document.warnings.map(\.message).contains { $0.hasPrefix("<LatLonBox><rotation> \"400\"") })
    }

    @Test("K5 Ground overlays stream in document order among placemarks, the same at any read size")
    func streamOrder() throws {
        let text = """
            <kml><Document><Placemark><name>a</name><Point><coordinates>1,2</coordinates></Point></Placemark>
            <GroundOverlay><Icon><href>a.png</href></Icon><LatLonBox><north>1</north><south>0</south><east>1</east><west>0</west></LatLonBox></GroundOverlay>
            <Placemark><name>b</name><Point><coordinates>1,2</coordinates></Point></Placemark></Document></kml>
            """
        var whole: [KMLItem] = []
        let summary = try KMLReader().read(bytes: TestFiles.bytes(text), name: "o.kml") { whole.append($0) }
        #expect(summary.groundOverlays == 1)
        let kinds = whole.map { item -> String in
            if case .groundOverlay = item { return "overlay" }
            if case .placemark = item { return "placemark" }
            return "other"
        }
        #expect(kinds == ["placemark", "overlay", "placemark"])
        var reader = KMLReader()
        reader.chunkSize = 5
        var pieces: [KMLItem] = []
        _ = try reader.read(bytes: TestFiles.bytes(text), name: "o.kml") { pieces.append($0) }
        #expect(pieces == whole)
    }
}
