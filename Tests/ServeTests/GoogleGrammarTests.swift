import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowServe

/// Google's Static Maps grammar (issue 23): every documented parameter, the markers' sizes, labels,
/// anchors and scale, paths, `visible`, implicit positioning, and the bad inputs of the issue's list —
/// each a 4xx naming the parameter (docs/serving.md, D60–D69).
@Suite("Serve: Google's Static Maps grammar")
struct GoogleGrammarTests {
    private func items(_ query: String) -> [QueryItem] {
        query.split(separator: "&").map { part in
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return QueryItem(String(pieces[0]), pieces.count > 1 ? String(pieces[1]) : nil)
        }
    }

    private func parse(_ query: String, limits: ServeLimits = ServeLimits()) throws(ServeError) -> StaticMapRequest {
        try StaticMapRequest(query: items(query), limits: limits)
    }

    private func error(_ query: String, limits: ServeLimits = ServeLimits()) -> ServeError? {
        do {
            _ = try parse(query, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test("D60 Google's parameters are accepted: key, signature, client, channel, sensor, map_id, region, language, maptype")
    func googleParameters() throws {
        let request = try parse("center=40.714,-73.998&zoom=12&size=400x400&key=AIzaFake&signature=chaRF2hTJKOScPr-RQCEhZbSzIE=&client=gme-x&channel=web&sensor=false&map_id=8e0a97af9386fef&region=us&language=en-GB&maptype=roadmap")
        #expect(request.center == Coordinate(latitude: 40.714, longitude: -73.998) && request.width == 400)
        // They draw nothing: the canonical request is the one without them — but the label language (D98).
        #expect(request.canonicalQuery == (try parse("center=40.714,-73.998&zoom=12&size=400x400&language=en-GB")).canonicalQuery)
        #expect(request.canonicalQuery.hasSuffix("&language=en-GB") && request.labelLanguage == "en-GB")
        #expect(error("center=0,0&zoom=3&sensor=maybe")?.parameter == "sensor")
        #expect(error("center=0,0&zoom=3&maptype=moon")?.message == #"maptype: expected roadmap, satellite, terrain or hybrid, got "moon""#)
        #expect(error("center=0,0&zoom=3&language=%%")?.parameter == "language")
        #expect(error("center=0,0&zoom=3&region=united")?.parameter == "region")
        #expect(error("center=0,0&zoom=3&key=")?.message == "key: needs a value, e.g. key=0" || error("center=0,0&zoom=3&key=")?.parameter == "key")
        #expect(error("center=0,0&zoom=3&key=a b")?.parameter == "key")
        #expect(error("center=0,0&zoom=3&maptype=roadmap&maptype=roadmap")?.message == "maptype: is given twice; give it once")
        #expect(error("center=0,0&zoom=3&zoomm=3")?.message.hasPrefix(#"unknown parameter "zoomm" (did you mean "zoom"?)"#) == true)
    }

    @Test("D61 satellite, terrain and hybrid are drawn as roadmap, and the answer says so; so are language, region and map_id")
    func notices() throws {
        let plain = try parse("center=0,0&zoom=3")
        #expect(plain.notices.headerValue == nil)
        let satellite = try parse("center=0,0&zoom=3&maptype=satellite&language=fr")
        #expect(satellite.notices.headerValue == "maptype=satellite is drawn as roadmap: this server has no aerial imagery or relief; language=fr: labels are drawn in fr where the map's tiles carry name:fr, else in the local name")
        // The map type draws nothing different; the label language does (D98).
        let french = try parse("center=0,0&zoom=3&language=fr")
        #expect(satellite == french && satellite.canonicalQuery == french.canonicalQuery)
        #expect(satellite != plain && satellite.canonicalQuery == plain.canonicalQuery + "&language=fr")
    }

    @Test("D62 png and png32 are PNG, jpg progressive and jpg-baseline baseline JPEG, png8 and gif the palette formats; others are refused")
    func formats() throws {
        #expect(try parse("center=0,0&zoom=3&format=png32").format == .png)
        #expect(try parse("center=0,0&zoom=3&format=jpg").format == .progressiveJPEG)
        #expect(try parse("center=0,0&zoom=3&format=jpg-baseline").format == .jpeg)
        #expect(try parse("center=0,0&zoom=3&format=jpeg").format == .jpeg)
        let progressive = try parse("center=0,0&zoom=3&format=jpg")
        #expect(progressive.canonicalQuery.contains("format=jpg") && !progressive.canonicalQuery.contains("format=jpeg"))
        #expect(try StaticMapRequest(canonicalQuery: progressive.canonicalQuery) == progressive)
        #expect(try parse("center=0,0&zoom=3&format=png8").format == .png8)
        #expect(try parse("center=0,0&zoom=3&format=gif").format == .gif)
        let gif = try parse("center=0,0&zoom=3&format=gif")
        #expect(try StaticMapRequest(canonicalQuery: gif.canonicalQuery) == gif)
        let refusal = error("center=0,0&zoom=3&format=webp")
        #expect(refusal?.status == 400 && refusal?.parameter == "format")
        #expect(refusal?.message == #"format: expected png, png8, png32, gif, jpg or jpg-baseline, got "webp""#)
        #expect(try parse("center=0,0&zoom=3&scale=4&size=640x640").scale == 4)
        #expect(error("center=0,0&zoom=3&scale=0")?.parameter == "scale")
    }

    @Test("D60 center takes Google's spaces after the comma (%2c%20); addresses are refused as not looked up")
    func centerTolerance() throws {
        #expect(try parse("center=40.714, -73.998&zoom=12").center == Coordinate(latitude: 40.714, longitude: -73.998))
        #expect(try parse("center= 40.714 , -73.998 &zoom=12").center == Coordinate(latitude: 40.714, longitude: -73.998))
        let address = error("center=Brooklyn Bridge,New York,NY&zoom=12")
        #expect(address?.parameter == "center" && address?.message.contains("addresses and place names cannot be looked up") == true)
    }

    @Test("D60 style= rules are read by the one Google style engine, kept in the canonical query, and a bad one is a 400 naming style")
    func style() throws {
        let request = try parse("center=0,0&zoom=3&style=feature:road|element:geometry|color:0x000000&style=feature:water|visibility:off")
        #expect(request.styles == ["feature:road|element:geometry|color:0x000000", "feature:water|visibility:off"])
        #expect(request.mapStyle == (try GoogleMapStyle(staticMapsStyles: request.styles)))
        #expect(request.mapStyle?.rules.count == 2)
        let back = try StaticMapRequest(canonicalQuery: request.canonicalQuery)
        #expect(back.styles == request.styles)
        #expect(try request.scene(images: "/nonexistent-images").mapStyle == request.mapStyle)
        let refusal = error("center=0,0&zoom=3&style=feature:road|color:0xGG0000")
        #expect(refusal?.status == 400 && refusal?.parameter == "style")
        #expect(refusal?.message.contains("0xGG0000") == true)
        #expect(error("center=0,0&zoom=3&style=feature:roads|color:0x000000")?.parameter == "style")
    }

    @Test("D63 markers take Google's size, color, label, scale and anchor, several locations per group")
    func markerStyles() throws {
        let request = try parse("center=0,0&zoom=3&markers=size:mid|color:0xFFFF00|label:C|62.1,-145.5|63,-144&markers=size:tiny|color:green|label:x|1,2&markers=label:s|anchor:topleft|3,4&markers=icon:house|scale:2|anchor:12,30|5,6")
        #expect(request.markers.count == 5)
        #expect(request.markers[0].size == .mid && request.markers[0].color == "#ffff00" && request.markers[0].label == "C")
        #expect(request.markers[1].label == "C" && request.markers[1].position == Coordinate(latitude: 63, longitude: -144))
        // Google draws no label on tiny and small pins: none is kept.
        #expect(request.markers[2].size == .tiny && request.markers[2].label == nil)
        #expect(request.markers[3].label == "S" && request.markers[3].anchor == .named("topleft"))
        #expect(request.markers[4].iconScale == 2 && request.markers[4].anchor == .pixels(x: 12, y: 30))
        let back = try StaticMapRequest(canonicalQuery: request.canonicalQuery)
        #expect(back == request)
    }

    @Test("D63 labels are one character of A-Z or 0-9; sizes, scales, anchors and colours are checked")
    func markerErrors() {
        for (value, start) in [("label:AB|1,2", "markers[0]: label: expected one character"), ("label:é|1,2", "markers[0]: label: expected one character"),
                               ("label:-|1,2", "markers[0]: label:"), ("size:huge|1,2", "markers[0]: size: expected tiny, small, mid or normal"),
                               ("scale:3|1,2", "markers[0]: scale: expected 1, 2 or 4"), ("anchor:middle|1,2", "markers[0]: anchor: expected top"),
                               ("anchor:1,2,3|1,2", "markers[0]: anchor:"), ("color:0xGG0000|1,2", "markers[0]: color: expected a name"),
                               ("Tok,AK", "markers[0]: expected KEY:VALUE")] {
            let refusal = error("center=0,0&zoom=3&markers=\(value)")
            #expect(refusal?.status == 400 && refusal?.parameter == "markers", "\(value)")
            #expect(refusal?.message.hasPrefix(start) == true, "\(value): \(refusal?.message ?? "accepted")")
        }
    }

    @Test("D69 an icon URL is kept for the worker to fetch (D85), with the colour of the pin drawn when it is not; a long or spaced URL is refused")
    func iconURL() throws {
        let request = try parse("center=0,0&zoom=3&markers=icon:https://goo.gl/5y3S82|color:blue|1,2")
        #expect(request.markers[0].icon == nil && request.markers[0].iconURL == "https://goo.gl/5y3S82" && request.markers[0].color == "#3b6fd1")
        #expect(request.notices.headerValue == nil)
        #expect(request.canonicalQuery.contains("icon:https://goo.gl/5y3S82"))
        #expect(try StaticMapRequest(canonicalQuery: request.canonicalQuery) == request)
        let scaled = try parse("center=0,0&zoom=3&markers=scale:2|icon:http://a.example/i.png?x=1|1,2")
        #expect(scaled.markers[0].iconScale == 2 && scaled.markers[0].iconURL == "http://a.example/i.png?x=1")
        #expect(try StaticMapRequest(canonicalQuery: scaled.canonicalQuery) == scaled)
        #expect(error("center=0,0&zoom=3&markers=icon:http://a.example/\(String(repeating: "x", count: 2048))|1,2")?.limit == "2048 characters")
        #expect(error("center=0,0&zoom=3&markers=icon:http://a.example/a b.png|1,2")?.parameter == "markers")
    }

    @Test("D65 paths take weight, color and fillcolor (0xRRGGBB[AA] or named), geodesic, points or enc:")
    func paths() throws {
        let request = try parse("size=512x512&path=color:0x0000ff|weight:5|40.737102,-73.990318|40.749825,-73.987963|40.752946,-73.987384|40.755823,-73.986397&path=fillcolor:0xFFFF0033|color:red|geodesic:True|1,1|2,2|1,3")
        #expect(request.paths.count == 2)
        #expect(request.paths[0].color == "#0000ffff" && request.paths[0].weight == 5 && request.paths[0].points.count == 4)
        #expect(request.paths[1].fillColor == "#ffff0033" && request.paths[1].color == "#ea4335ff" && request.paths[1].geodesic)
        #expect(try parse("center=0,0&zoom=3&path=1,1|2,2").paths[0].color == "#0000ff80")
        // Google's own example polyline: three points, and `|` inside an enc: value belongs to it.
        let encoded = try parse("center=0,0&zoom=3&path=weight:3|color:orange|enc:_p~iF~ps|U_ulLnnqC_mqNvxq`@")
        #expect(encoded.paths[0].points == [Coordinate(latitude: 38.5, longitude: -120.2), Coordinate(latitude: 40.7, longitude: -120.95),
                                            Coordinate(latitude: 43.252, longitude: -126.453)])
        #expect(try StaticMapRequest(canonicalQuery: encoded.canonicalQuery) == encoded)
        #expect(try StaticMapRequest(canonicalQuery: request.canonicalQuery) == request)
    }

    @Test("D65 bad paths: one point, truncated or foreign enc:, bad colours and weights, too many points")
    func pathErrors() {
        for (value, start) in [("1,2", "path[0]: has 1 point; a path needs at least two"), ("weight:5", "path[0]: has 0 points"),
                               ("enc:_p~iF~ps|U_ulLnnqC_mqNvxq", "path[0]: enc: not an encoded polyline: character"),
                               ("enc:_p~iF~ps U_ulL", "path[0]: enc: not an encoded polyline: character 8: ' ' is not a polyline character"),
                               ("color:0xGG0000|1,2|3,4", "path[0]: color: expected a name"), ("fillcolor:0x12345|1,2|3,4", "path[0]: fillcolor:"),
                               ("weight:-1|1,2|3,4", "path[0]: weight: expected a width"), ("weight:201|1,2|3,4", "path[0]: weight:"),
                               ("geodesic:yes|1,2|3,4", "path[0]: geodesic: expected true or false"), ("wieght:3|1,2|3,4", #"path[0]: unknown style "wieght" (did you mean "weight"?)"#),
                               ("1,2|weight:3|3,4", "path[0]: weight: styles come before the points"), ("1,2|enc:_p~iF~ps|U", "path[0]: enc: an encoded polyline is the path's only points"),
                               ("Tok,AK|1,2", "path[0]: expected KEY:VALUE")] {
            let refusal = error("center=0,0&zoom=3&path=\(value)")
            #expect(refusal?.status == 400 && refusal?.parameter == "path", "\(value)")
            #expect(refusal?.message.hasPrefix(start) == true, "\(value): \(refusal?.message ?? "accepted")")
        }
    }

    @Test("D68 a polyline decoding to a million points is refused at the points limit, whatever the query limit")
    func millionPoints() {
        var limits = ServeLimits()
        limits.maximumQueryBytes = .max
        let million = String(repeating: "??", count: 1_000_000)
        let refusal = error("center=0,0&zoom=3&path=enc:\(million)", limits: limits)
        #expect(refusal == ServeError(status: 400, parameter: "path", limit: "10000 points",
                                      message: "path: the paths have more than 10000 points together; simplify them"))
        let many = Array(repeating: "1,2", count: 10_001).joined(separator: "|")
        #expect(error("center=0,0&zoom=3&path=\(many)", limits: limits)?.limit == "10000 points")
        let tenThousandMarkers = Array(repeating: "1,2", count: 10_000).joined(separator: "|")
        #expect(error("center=0,0&zoom=3&markers=\(tenThousandMarkers)", limits: limits)?.limit == "1000")
    }

    @Test("D66 visible locations are kept in view and drawn as nothing; without anything to fit, center and zoom are required")
    func visible() throws {
        let request = try parse("size=400x300&visible=48.85,2.35|48.9,2.4&visible=48.8,2.3")
        #expect(request.visible.count == 3 && request.center == nil && request.zoom == nil)
        let scene = try request.scene(images: "/nonexistent")
        #expect(scene.markers.isEmpty && scene.shapes.isEmpty)
        #expect(scene.camera.zoom >= 9 && scene.camera.zoom <= 12 && scene.camera.zoom == scene.camera.zoom.rounded())
        #expect(error("size=400x300&visible=Boston,MA")?.parameter == "visible")
        #expect(error("size=400x300")?.parameter == "center")
    }

    @Test("D66 implicit positioning: the largest whole zoom that shows every pin whole; center alone keeps its centre")
    func implicitPositioning() throws {
        let free = try parse("size=512x512&markers=51.50,-0.13|51.52,-0.08").scene(images: "/nonexistent").camera
        let tight = try parse("size=512x512&visible=51.50,-0.13|51.52,-0.08").scene(images: "/nonexistent").camera
        #expect(free.zoom <= tight.zoom && free.zoom == free.zoom.rounded())
        #expect(free.target.latitude > 51.51) // the pins reach up from their points
        let centred = try parse("size=512x512&center=51.5,-0.2&markers=51.50,-0.13|51.52,-0.08").scene(images: "/nonexistent").camera
        #expect(centred.target == Coordinate(latitude: 51.5, longitude: -0.2) && centred.zoom < free.zoom)
        let zoomed = try parse("size=512x512&zoom=5&markers=51.50,-0.13").scene(images: "/nonexistent").camera
        #expect(zoomed.zoom == 5)
        let one = try parse("size=512x512&markers=51.50,-0.13").scene(images: "/nonexistent").camera
        #expect(one.zoom == StaticMapRequest.maximumImplicitZoom)
    }

    @Test("D63 labelled and sized pins become pictures of their size; filled paths become areas, others lines")
    func sceneValues() throws {
        let scene = try parse("center=0,0&zoom=3&scale=2&markers=size:mid|label:A|1,1&markers=size:tiny|2,2&markers=3,3&path=fillcolor:0xff000033|1,1|2,2|1,3&path=1,1|2,2").scene(images: "/nonexistent")
        let mid = try #require(scene.markers[0].icon?.image)
        #expect(mid.scale == 2 && abs(mid.size.height - 43 * 0.76) < 1)
        let tiny = try #require(scene.markers[1].icon?.image)
        #expect(tiny.size.height < mid.size.height)
        #expect(scene.markers[2].icon == nil)
        #expect(scene.shapes.count == 2 && scene.shapes[0].fillColor != nil && scene.shapes[1].fillColor == nil)
        #expect(scene.shapes[1].strokeWidth == 5 && scene.shapes[1].strokeColor == Color(hex: "#0000ff80"))
    }
}
