import Foundation
import Testing
import GoogleMapsUtilsCompat
import TestSupport

private let goldens = GoldenImages(target: #filePath)

/// GeoJSON and KML fixtures of the tests, written by the tests themselves.
enum GeometryFixtures {
    static let geoJSON = """
    {"type": "FeatureCollection", "features": [
      {"type": "Feature", "id": 7, "properties": {"title": "Harbour café", "snippet": "Open until 22:00"},
       "geometry": {"type": "Point", "coordinates": [151.21, -33.86]}},
      {"type": "Feature", "properties": {"name": "Ferry route"},
       "geometry": {"type": "LineString", "coordinates": [[151.18, -33.84], [151.22, -33.85], [151.26, -33.83]]}},
      {"type": "Feature", "properties": {"name": "Park", "description": "With a pond"},
       "geometry": {"type": "Polygon", "coordinates": [
         [[151.15, -33.88], [151.20, -33.88], [151.20, -33.92], [151.15, -33.92], [151.15, -33.88]],
         [[151.17, -33.89], [151.18, -33.89], [151.18, -33.90], [151.17, -33.90], [151.17, -33.89]]]}},
      {"type": "Feature", "properties": null,
       "geometry": {"type": "GeometryCollection", "geometries": [
         {"type": "MultiPoint", "coordinates": [[151.24, -33.90], [151.25, -33.91]]},
         {"type": "MultiLineString", "coordinates": [[[151.23, -33.93], [151.27, -33.93]]]}]}}
    ]}
    """

    static let kml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Test</name>
      <Style id="red"><LineStyle><color>ff0000ff</color><width>4</width></LineStyle>
        <PolyStyle><color>8000ff00</color></PolyStyle></Style>
      <Style id="hollow"><LineStyle><color>ffff0000</color><width>3</width></LineStyle>
        <PolyStyle><fill>0</fill></PolyStyle></Style>
      <StyleMap id="pair"><Pair><key>normal</key><styleUrl>#red</styleUrl></Pair>
        <Pair><key>highlight</key><styleUrl>#hollow</styleUrl></Pair></StyleMap>
      <Folder><name>Places</name>
        <Placemark><name>Lookout</name><description>A view over the bay</description>
          <Point><coordinates>151.21,-33.86,0</coordinates></Point></Placemark>
        <Placemark><name>Track</name><styleUrl>#red</styleUrl>
          <LineString><coordinates>151.18,-33.84 151.22,-33.85 151.26,-33.83</coordinates></LineString></Placemark>
        <Placemark><name>Field</name><styleUrl>#pair</styleUrl>
          <Polygon><outerBoundaryIs><LinearRing><coordinates>
            151.15,-33.88 151.20,-33.88 151.20,-33.92 151.15,-33.92 151.15,-33.88
          </coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
        <Placemark><name>Pen</name><styleUrl>#hollow</styleUrl>
          <Style><LineStyle><width>6</width></LineStyle></Style>
          <Polygon><outerBoundaryIs><LinearRing><coordinates>
            151.23,-33.90 151.27,-33.90 151.27,-33.93 151.23,-33.93 151.23,-33.90
          </coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
      </Folder></Document></kml>
    """

    /// `text` written to a fresh file named `name`; its path. (The bad-input tests pass "DEEP" for 10⁵
    /// levels of nesting, made here so the test's name stays short.)
    static func file(_ name: String, _ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gmu-geometry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }
}

@MainActor
@Suite("GeoJSON and KML: parsers and the geometry renderer")
struct GeometryRendererTests {
    @Test("GeoJSON: every geometry kind, ids and properties; rendered as markers, polylines and polygons with holes")
    func geoJSON() throws {
        let parser = GMUGeoJSONParser(url: try GeometryFixtures.file("sydney.geojson", GeometryFixtures.geoJSON))
        parser.parse()
        #expect(parser.error == nil)
        let features = parser.features.compactMap { $0 as? GMUFeature }
        #expect(features.map(\.geometry.type) == ["Point", "LineString", "Polygon", "GeometryCollection"])
        #expect(features[0].identifier == "7" && features[0].properties?["title"] as? String == "Harbour café")
        #expect((features[2].geometry as? GMUPolygon)?.paths.count == 2)

        let map = ClusterFixtures.map(zoom: 11, latitude: -33.88, longitude: 151.21)
        let renderer = GMUGeometryRenderer(map: map, geometries: parser.features)
        renderer.render()
        #expect(map.markers.count == 3, "one point and a multipoint of two")
        #expect(renderer.mapOverlays.count == 6)
        let polygon = try #require(renderer.mapOverlays.compactMap { $0 as? GMSPolygon }.first)
        #expect(polygon.holes?.count == 1 && polygon.title == "Park" && polygon.isTappable)
        renderer.clear()
        #expect(map.markers.isEmpty && renderer.mapOverlays.isEmpty)
    }

    @Test("D189 a feature's title and snippet are its point's info window")
    func featureWindow() throws {
        let parser = GMUGeoJSONParser(data: Data(GeometryFixtures.geoJSON.utf8))
        parser.parse()
        let map = ClusterFixtures.map(zoom: 11, latitude: -33.88, longitude: 151.21)
        GMUGeometryRenderer(map: map, geometries: parser.features).render()
        let cafe = try #require(map.markers.first { $0.title == "Harbour café" })
        #expect(cafe.snippet == "Open until 22:00")
        map.tap(at: map.projection.point(for: cafe.position))
        #expect(map.selectedMarker === cafe && map.infoWindowFrame != nil)
    }

    @Test("D189 R33 an area's title and snippet open its window at the tap point when the map opens overlay windows; not otherwise")
    func areaWindow() throws {
        let parser = GMUGeoJSONParser(data: Data(GeometryFixtures.geoJSON.utf8))
        parser.parse()
        let map = ClusterFixtures.map(zoom: 11, latitude: -33.88, longitude: 151.21)
        GMUGeometryRenderer(map: map, geometries: parser.features).render()
        let inside = map.projection.point(for: CLLocationCoordinate2D(latitude: -33.91, longitude: 151.19))
        map.tap(at: inside)
        #expect(map.selectedMarker == nil, "off by default, as the library")
        map.opensOverlayInfoWindows = true
        map.tap(at: inside)
        let window = try #require(map.selectedMarker)
        #expect(window.title == "Park" && window.snippet == "With a pond")
        #expect(abs(window.position.latitude + 33.91) < 1e-3 && abs(window.position.longitude - 151.19) < 1e-3)
    }

    @Test("D192 a Feature whose geometry is null is valid GeoJSON and skipped, not an error; the others are kept")
    func nullGeometry() throws {
        let collection = """
        { "type": "FeatureCollection", "features": [
          { "type": "Feature", "geometry": null, "properties": { "name": "nowhere" } },
          { "type": "Feature", "geometry": { "type": "Point", "coordinates": [151.21, -33.87] }, "properties": {} } ] }
        """
        let parser = GMUGeoJSONParser(data: Data(collection.utf8))
        parser.parse()
        #expect(parser.error == nil)
        #expect(parser.features.count == 1)
        #expect((parser.features.first?.geometry as? GMUPoint)?.coordinate.latitude == -33.87)
        let single = GMUGeoJSONParser(data: Data(#"{ "type": "Feature", "geometry": null, "properties": null }"#.utf8))
        single.parse()
        #expect(single.error == nil && single.features.isEmpty)
        // A geometry that is not null must still be a geometry.
        let wrong = GMUGeoJSONParser(data: Data(#"{ "type": "Feature", "geometry": 3 }"#.utf8))
        wrong.parse()
        #expect(wrong.error != nil && wrong.features.isEmpty)
    }

    @Test("D190 KML: placemarks, styles and style maps; line colour and width, fill or none, inline style over shared")
    func kml() throws {
        let parser = GMUKMLParser(url: try GeometryFixtures.file("test.kml", GeometryFixtures.kml))
        parser.parse()
        #expect(parser.error == nil)
        #expect(parser.placemarks.count == 4)
        #expect(Set(parser.styles.map(\.styleID)) == ["#red", "#hollow"])
        #expect(parser.styleMaps.map(\.styleMapId) == ["#pair"] && parser.styleMaps[0].pairs.map(\.key) == ["normal", "highlight"])
        let lookout = try #require(parser.placemarks.first as? GMUPlacemark)
        #expect(lookout.title == "Lookout" && lookout.snippet == "A view over the bay")

        let map = ClusterFixtures.map(zoom: 11, latitude: -33.88, longitude: 151.21)
        let renderer = GMUGeometryRenderer(map: map, geometries: parser.placemarks, styles: parser.styles, styleMaps: parser.styleMaps)
        renderer.render()
        let marker = try #require(map.markers.first)
        #expect(marker.title == "Lookout" && marker.snippet == "A view over the bay")
        let line = try #require(renderer.mapOverlays.compactMap { $0 as? GMSPolyline }.first)
        #expect(line.strokeColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && line.strokeWidth == 4)
        let polygons = renderer.mapOverlays.compactMap { $0 as? GMSPolygon }
        #expect(polygons.count == 2)
        // Through the style map's normal pair: #red's fill (aabbggrr 8000ff00: green at half opacity).
        let field = try #require(polygons.first { $0.title == "Field" })
        #expect(field.fillColor.map { $0.green == 1 && $0.red == 0 && abs($0.alpha - 128.0 / 255) < 1e-9 } == true)
        #expect(field.strokeColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && field.strokeWidth == 4)
        // D190 #hollow has <fill>0</fill>: no fill at all; the inline width 6 applies over its 3.
        let pen = try #require(polygons.first { $0.title == "Pen" })
        #expect(pen.fillColor == nil)
        #expect(pen.strokeColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1) && pen.strokeWidth == 6)
    }

    @Test("D188 bad GeoJSON: not what it claims, cut short, out of range or NaN, 10⁵ levels — a clear error naming the file and the fix",
          arguments: [
            ("places.geojson", GeometryFixtures.kml, "not JSON"),
            ("places.geojson", String(GeometryFixtures.geoJSON.prefix(300)), "not cut short"),
            ("places.geojson", #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [151, -95]}}"#, "geometry.coordinates[1]"),
            ("places.geojson", #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [NaN, 0]}}"#, "places.geojson:1:"),
            ("places.geojson", #"{"type": "Feature", "geometry": {"type": "Circle", "coordinates": [0, 0]}}"#, "geometry type"),
            ("places.geojson", "DEEP", "places.geojson:1:"),
          ])
    func badGeoJSON(name: String, text: String, expected: String) throws {
        let url = try GeometryFixtures.file(name, text == "DEEP" ? String(repeating: "[", count: 100_000) : text)
        let parser = GMUGeoJSONParser(url: url)
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink) { parser.parse() }
        let error = try #require(parser.error)
        #expect(parser.features.isEmpty)
        #expect(error.description.contains(url.path) && error.description.contains(expected), "\(error)")
        #expect(error.description.contains(";"), "a fix follows: \(error)")
        #expect(sink.messages.count == 1 && sink.messages[0].contains(url.path))
        #expect(throws: GMUParseError.self) { try parser.parseOrThrow() }
    }

    @Test("D188 bad KML: JSON called .kml, cut short, external entities, entity expansion, 10⁵ levels — refused with the file and the fix",
          arguments: [
            ("data.kml", GeometryFixtures.geoJSON, "not XML"),
            ("data.kml", String(GeometryFixtures.kml.prefix(400)), "truncated"),
            ("data.kml", #"<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]><kml><Placemark><name>&x;</name></Placemark></kml>"#, "entit"),
            ("data.kml", #"<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><kml><name>&b;</name></kml>"#, "entit"),
            ("data.kml", #"<?xml version="1.0"?><gpx version="1.1"></gpx>"#, "KML"),
            ("data.kml", "DEEP", "levels deep"),
          ])
    func badKML(name: String, text: String, expected: String) throws {
        let url = try GeometryFixtures.file(name, text == "DEEP" ? "<kml>" + String(repeating: "<Folder>", count: 100_000) : text)
        let parser = GMUKMLParser(url: url)
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink) { parser.parse() }
        let error = try #require(parser.error)
        #expect(parser.placemarks.isEmpty && parser.styles.isEmpty)
        #expect(error.description.contains(url.path), "\(error)")
        #expect(error.description.lowercased().contains(expected.lowercased()), "\(error)")
        #expect(!error.description.contains("root:"), "never the entity's content: \(error)")
        #expect(sink.messages.contains { $0.contains(url.path) })
    }

    @Test("D190 an icon on the network is not fetched: the default marker, with a warning naming the URL")
    func remoteIcon() throws {
        let kml = """
        <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
          <Style id="pin"><IconStyle><Icon><href>http://maps.example.com/pin.png</href></Icon></IconStyle></Style>
          <Placemark><name>Here</name><styleUrl>#pin</styleUrl><Point><coordinates>151.2,-33.8</coordinates></Point></Placemark>
        </Document></kml>
        """
        let parser = GMUKMLParser(data: Data(kml.utf8))
        parser.parse()
        #expect(parser.styles.first?.iconUrl == "http://maps.example.com/pin.png")
        let map = ClusterFixtures.map(zoom: 11)
        let renderer = GMUGeometryRenderer(map: map, geometries: parser.placemarks, styles: parser.styles)
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink) { renderer.render() }
        #expect(sink.messages.count == 1 && sink.messages[0].contains("http://maps.example.com/pin.png"))
        let marker = try #require(map.markers.first)
        #expect(marker.icon == nil && marker.title == "Here")
    }

    @Test("golden: KML features with their styles and a point's window open")
    func golden() throws {
        let parser = GMUKMLParser(data: Data(GeometryFixtures.kml.utf8))
        parser.parse()
        let map = ClusterFixtures.map(zoom: 11, latitude: -33.88, longitude: 151.21)
        map.basemap = try VectorTileSource.world()
        let renderer = GMUGeometryRenderer(map: map, geometries: parser.placemarks, styles: parser.styles, styleMaps: parser.styleMaps)
        renderer.render()
        map.selectedMarker = map.markers.first
        goldens.assert(map.snapshot(), named: "kml-features")
    }

    @Test("golden: GeoJSON features — a polygon with a hole, lines, points — and a feature's window open")
    func geoJSONGolden() throws {
        let parser = GMUGeoJSONParser(data: Data(GeometryFixtures.geoJSON.utf8))
        parser.parse()
        let map = ClusterFixtures.map(zoom: 11, latitude: -33.88, longitude: 151.21)
        map.basemap = try VectorTileSource.world()
        GMUGeometryRenderer(map: map, geometries: parser.features).render()
        map.selectedMarker = map.markers.first { $0.title == "Harbour café" }
        #expect(map.selectedMarker != nil)
        goldens.assert(map.snapshot(), named: "geojson-features")
    }
}
