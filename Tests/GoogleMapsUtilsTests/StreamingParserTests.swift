import Foundation
import Testing
import GoogleMapsUtilsCompat
import TestSupport

/// `init(stream:)` and `parse(each:)` of both parsers: the same features as from data, none kept, and bad
/// input through a stream refused as from a file (D180, D188).
@MainActor
@Suite("GeoJSON and KML parsers: streams and parse(each:) (D180)")
struct StreamingParserTests {
    static func stream(_ text: String) -> InputStream { InputStream(data: Data(text.utf8)) }

    @Test("D180 GeoJSON: parse() of a stream gives the features of data; parse(each:) hands over the same, in order, and keeps none")
    func geoJSONStream() throws {
        let fromData = GMUGeoJSONParser(data: Data(GeometryFixtures.geoJSON.utf8))
        fromData.parse()
        let collected = GMUGeoJSONParser(stream: Self.stream(GeometryFixtures.geoJSON))
        collected.parse()
        #expect(collected.error == nil)
        #expect(collected.features.map(\.geometry.type) == fromData.features.map(\.geometry.type))
        #expect(collected.features.count == 4)
        let each = GMUGeoJSONParser(stream: Self.stream(GeometryFixtures.geoJSON))
        var seen: [String] = []
        each.parse { seen.append(($0 as? GMUFeature)?.identifier ?? $0.geometry.type) }
        #expect(seen == ["7", "LineString", "Polygon", "GeometryCollection"])
        #expect(each.features.isEmpty && each.error == nil)
    }

    @Test("D180 KML: parse() of a stream gives the placemarks and styles of data; parse(each:) the same placemarks, none kept, styles filled")
    func kmlStream() throws {
        let fromData = GMUKMLParser(data: Data(GeometryFixtures.kml.utf8))
        fromData.parse()
        let collected = GMUKMLParser(stream: Self.stream(GeometryFixtures.kml))
        collected.parse()
        #expect(collected.error == nil)
        #expect(collected.placemarks.compactMap { ($0 as? GMUPlacemark)?.title } == ["Lookout", "Track", "Field", "Pen"])
        #expect(collected.styles.map(\.styleID) == fromData.styles.map(\.styleID))
        #expect(collected.styleMaps.map(\.styleMapId) == ["#pair"])
        let each = GMUKMLParser(stream: Self.stream(GeometryFixtures.kml))
        var titles: [String?] = []
        var penWidth: CGFloat?
        each.parse { container in
            titles.append((container as? GMUPlacemark)?.title)
            if (container as? GMUPlacemark)?.title == "Pen" { penWidth = container.style?.width }
        }
        #expect(titles == ["Lookout", "Track", "Field", "Pen"])
        #expect(penWidth == 6, "an inline style applies over the shared style read before it")
        #expect(each.placemarks.isEmpty && each.styles.count == 2 && each.error == nil)
    }

    @Test("D180 a stream is read once: a second parse is an error naming the stream, not an empty success")
    func secondParse() throws {
        let geo = GMUGeoJSONParser(stream: Self.stream(GeometryFixtures.geoJSON))
        geo.parse()
        #expect(geo.features.count == 4)
        #expect(throws: GMUParseError.self) { try geo.parseOrThrow() }
        #expect(geo.error?.description.contains("GeoJSON stream") == true && geo.features.isEmpty)
        let kml = GMUKMLParser(stream: Self.stream(GeometryFixtures.kml))
        kml.parse()
        #expect(throws: GMUParseError.self) { try kml.parseOrThrow() }
        #expect(kml.error?.description.contains("KML stream") == true && kml.placemarks.isEmpty)
    }

    @Test("D180 GeoJSON: features before the \"type\" are held until it says FeatureCollection; a Feature's stray \"features\" are ignored")
    func typeAfterFeatures() throws {
        let late = #"{"features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [1, 2]}}], "type": "FeatureCollection"}"#
        var count = 0
        let parser = GMUGeoJSONParser(stream: Self.stream(late))
        parser.parse { _ in count += 1 }
        #expect(count == 1 && parser.error == nil)
        let stray = #"{"features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [1, 2]}}], "type": "Feature", "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}}"#
        var kinds: [String] = []
        GMUGeoJSONParser(stream: Self.stream(stray)).parse { kinds.append($0.geometry.type) }
        #expect(kinds == ["LineString"])
    }

    @Test("D188 bad GeoJSON through a stream: not what it claims, cut short, out of range, NaN, 10⁵ levels — one error naming the stream, the place and the fix",
          arguments: [
            (GeometryFixtures.kml, "not JSON"),
            (String(GeometryFixtures.geoJSON.prefix(300)), "not cut short"),
            (#"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [151, -95]}}"#, "geometry.coordinates[1]"),
            (#"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [NaN, 0]}}"#, "GeoJSON stream:1:"),
            (#"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [1e999, 0]}}"#, "geometry.coordinates[0]"),
            ("DEEP", "GeoJSON stream:1:"),
          ])
    func badGeoJSON(text: String, expected: String) throws {
        let parser = GMUGeoJSONParser(stream: Self.stream(text == "DEEP" ? String(repeating: "[", count: 100_000) : text))
        let sink = WarningSink()
        var delivered = 0
        Diagnostics.$sink.withValue(sink) { parser.parse { _ in delivered += 1 } }
        let error = try #require(parser.error)
        #expect(error.description.contains("GeoJSON stream") && error.description.contains(expected), "\(error)")
        #expect(error.description.contains(";") && !error.description.contains("\n"), "one line, a fix follows: \(error)")
        #expect(sink.messages.count == 1 && sink.messages[0].contains("GeoJSON stream"))
        #expect(parser.features.isEmpty)
    }

    @Test("D188 bad KML through a stream: JSON, cut short, external entities (XXE), billion laughs, a GPX root, 10⁵ levels — refused, naming the stream",
          arguments: [
            (GeometryFixtures.geoJSON, "not XML"),
            (String(GeometryFixtures.kml.prefix(400)), "truncated"),
            (#"<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]><kml><Placemark><name>&x;</name></Placemark></kml>"#, "entit"),
            (#"<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><kml><name>&b;</name></kml>"#, "entit"),
            (#"<?xml version="1.0"?><gpx version="1.1"></gpx>"#, "KML"),
            ("DEEP", "levels deep"),
          ])
    func badKML(text: String, expected: String) throws {
        let parser = GMUKMLParser(stream: Self.stream(text == "DEEP" ? "<kml>" + String(repeating: "<Folder>", count: 100_000) : text))
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink) { parser.parse { _ in } }
        let error = try #require(parser.error)
        #expect(error.description.contains("KML stream"), "\(error)")
        #expect(error.description.lowercased().contains(expected.lowercased()), "\(error)")
        #expect(!error.description.contains("root:") && !error.description.contains("\n"), "never the entity's content: \(error)")
        #expect(sink.messages.contains { $0.contains("KML stream") })
    }

    @Test("D180 NaN and out-of-range KML coordinates through a stream are dropped with a warning; the placemark's other positions stay")
    func kmlBadCoordinates() throws {
        let text = """
        <kml><Placemark><name>a</name><LineString><coordinates>1,2 NaN,3 4,95 5,6 7,8</coordinates></LineString></Placemark></kml>
        """
        let parser = GMUKMLParser(stream: Self.stream(text))
        let sink = WarningSink()
        var counts: [UInt] = []
        Diagnostics.$sink.withValue(sink) { parser.parse { counts.append(($0.geometry as? GMULineString)?.path.count() ?? 0) } }
        #expect(counts == [3] && parser.error == nil)
        #expect(sink.messages.count == 2 && sink.messages.allSatisfy { $0.contains("KML stream") }, "\(sink.messages)")
    }

    @Test("D180 a stream that fails midway: the features before it were handed over, then one error saying the stream failed",
          arguments: ["geojson", "kml"])
    func failingStream(format: String) throws {
        var delivered = 0
        let sink = WarningSink()
        let error: GMUParseError?
        if format == "geojson" {
            let parser = GMUGeoJSONParser(stream: FailingStream(prefix: #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [1, 2]}}, "#))
            Diagnostics.$sink.withValue(sink) { parser.parse { _ in delivered += 1 } }
            error = parser.error
        } else {
            let parser = GMUKMLParser(stream: FailingStream(prefix: "<kml><Placemark><Point><coordinates>1,2</coordinates></Point></Placemark><Placemark>"))
            Diagnostics.$sink.withValue(sink) { parser.parse { _ in delivered += 1 } }
            error = parser.error
        }
        #expect(delivered == 1)
        let failure = try #require(error)
        #expect(failure.description.contains("stream failed"), "\(failure)")
        #expect(sink.messages.count == 1)
    }
}
