import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowServe

/// A request's canonical form — its ETag's input and what the front sends a worker — and the scene it
/// becomes (S3, S18).
@Suite("Serve: canonical requests and their scenes")
struct CanonicalRequestTests {
    /// The parameters of `query` ("a=1&b=2"), split as libmicrohttpd splits them (values already decoded).
    private func parse(_ query: String) throws(ServeError) -> StaticMapRequest {
        let items = query.split(separator: "&").map { part in
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return QueryItem(String(pieces[0]), pieces.count > 1 ? String(pieces[1]) : nil)
        }
        return try StaticMapRequest(query: items)
    }

    @Test("S18 requests that mean the same map have one canonical query; other maps have other ones")
    func sameMap() throws {
        let a = try parse("zoom=10&center=51.50,-0.1270&markers=id:l|title:London|51.5,-0.127&selected=l&scale=1")
        let b = try parse("center=51.5,-0.127&selected=l&markers=title:London|id:l|51.500,-0.127&zoom=10.0&size=640x480&bearing=0&tilt=0&format=png")
        #expect(a.canonicalQuery == "center=51.5,-0.127&zoom=10&markers=id:l|title:London|51.5,-0.127&selected=l")
        #expect(a.canonicalQuery == b.canonicalQuery)
        let grouped = try parse("center=0,0&zoom=3&markers=color:0x2F7D4F|title:T|1,2|3,4&markers=color:red|icon:house|5,6")
        let separate = try parse("center=0,0&zoom=3&markers=title:T|color:green|1,2&markers=color:0x2f7d4f|title:T|3,4&markers=icon:house.png|5,6")
        #expect(grouped.canonicalQuery == separate.canonicalQuery)
        #expect(grouped.canonicalQuery == "center=0,0&zoom=3&markers=color:0x2f7d4f|title:T|1,2&markers=color:0x2f7d4f|title:T|3,4&markers=icon:house.png|5,6")
        for other in ["center=51.5,-0.127&zoom=11&markers=id:l|title:London|51.5,-0.127&selected=l",
                      "center=51.5,-0.127&zoom=10&markers=id:l|title:London|51.5,-0.127&selected=l&format=jpeg",
                      "center=51.5,-0.127&zoom=10&markers=id:l|title:London|51.5,-0.127&selected=l&scale=2",
                      "center=51.5,-0.127&zoom=10&markers=id:l|title:London |51.5,-0.127&selected=l",
                      "center=51.5,-0.127&zoom=10&markers=id:l|title:London|51.5,-0.127"] {
            #expect(try parse(other).canonicalQuery != a.canonicalQuery, "\(other)")
        }
    }

    @Test("S18 a canonical query reads back as the same request, whatever its texts hold")
    func roundTrip() throws {
        var request = try parse("center=-33.8568,151.2153&zoom=12.25&size=300x200&scale=3&bearing=35.5&tilt=60&format=jpeg&markers=id:a|color:blue|title:x|1e-7,-0.5&selected=a")
        #expect(try StaticMapRequest(canonicalQuery: request.canonicalQuery) == request)
        for text in ["a & b = c", "100% + 50%", "#1 ?x=y", " spaced  ", "tab\tnew\nline\r\u{0}\u{1F}\u{7F}", "東京 🗼 é", "%41%", "a:b,c", ""] {
            request.markers[0].title = text
            request.markers[0].snippet = text + "!"
            request.selected = text.isEmpty ? "a" : text
            let back = try StaticMapRequest(canonicalQuery: request.canonicalQuery)
            #expect(back == request, "\(text.debugDescription)")
        }
        // Longer than the query limit once every marker of a group carries its styles: read back all the same.
        let title = String(repeating: "x", count: 4000)
        let group = try parse("center=0,0&zoom=3&markers=title:\(title)|" + Array(repeating: "1,2", count: 10).joined(separator: "|"))
        #expect(group.canonicalQuery.utf8.count > ServeLimits().maximumQueryBytes)
        #expect(try StaticMapRequest(canonicalQuery: group.canonicalQuery) == group)
        for damaged in ["center=1,2&zoom=3&selected=%G1", "center=1,2&zoom=3&selected=%FF", "center=1,2&zoom=3&selected=%4", "center=1,2"] {
            #expect(throws: ServeError.self, "\(damaged)") { try StaticMapRequest(canonicalQuery: damaged) }
        }
    }

    @Test("D200 a path's points are written as an encoded polyline when it holds them exactly, as decimals otherwise; both read back equal")
    func pathCanonicalForm() throws {
        // The same three points as decimals (some with trailing zeros) and as Google's encoded polyline.
        let decimals = try parse("size=200x200&path=weight:3|38.5,-120.2|40.70,-120.95|43.252,-126.453")
        let encoded = try parse("size=200x200&path=weight:3|enc:_p~iF~ps|U_ulLnnqC_mqNvxq`@")
        #expect(decimals.canonicalQuery == encoded.canonicalQuery)
        #expect(decimals.canonicalQuery == "size=200x200&path=weight:3|enc:_p~iF~ps|U_ulLnnqC_mqNvxq`@")
        #expect(try StaticMapRequest(canonicalQuery: decimals.canonicalQuery) == decimals)
        // A point finer than 1e-5° would be rounded by the encoding: the path stays in decimals, exact.
        let fine = try parse("size=200x200&path=38.5,-120.2|40.700001,-120.95|-0.00001,180")
        #expect(fine.canonicalQuery == "size=200x200&path=38.5,-120.2|40.700001,-120.95|-1e-05,180")
        #expect(try StaticMapRequest(canonicalQuery: fine.canonicalQuery) == fine)
        // Longitude 180 and -180 are different points on the grid: written as they are, not wrapped.
        let edge = try parse("size=200x200&path=0,180|0,-180|-90,0.00001")
        #expect(try StaticMapRequest(canonicalQuery: edge.canonicalQuery) == edge)
        #expect(edge.canonicalQuery.contains("enc:"))
        // Points that differ in the fifth decimal give different texts.
        #expect(try parse("size=200x200&path=38.5,-120.2|40.7,-120.95").canonicalQuery
                != parse("size=200x200&path=38.5,-120.2|40.70001,-120.95").canonicalQuery)
    }

    @Test("S18 the scene of a request is the scene a file saying the same decodes to; an icon is read once")
    func sceneValue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-canonical-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let icon = #filePath.replacingOccurrences(of: "Tests/ServeTests/CanonicalRequestTests.swift", with: "Scenes/images/house.png")
        try FileManager.default.copyItem(atPath: icon, toPath: folder + "/house.png")
        let request = try parse("center=51.5,-0.127&zoom=10.5&size=300x200&scale=2&bearing=30&tilt=45&markers=id:l|color:blue|title:London|snippet:Population: 8,174,100|51.5,-0.127&markers=icon:house|title:Home|51.52,-0.3|51.53,-0.31&selected=l")
        let scene = try request.scene(images: folder)
        let file = """
            {"version": 1, "size": [300, 200], "scale": 2,
             "camera": {"target": {"latitude": 51.5, "longitude": -0.127}, "zoom": 10.5, "bearing": 30, "viewing_angle": 45},
             "markers": [
               {"id": "l", "position": {"latitude": 51.5, "longitude": -0.127}, "title": "London", "snippet": "Population: 8,174,100", "pin_color": "#3b6fd1"},
               {"position": {"latitude": 51.52, "longitude": -0.3}, "title": "Home", "icon": "house.png"},
               {"position": {"latitude": 51.53, "longitude": -0.31}, "title": "Home", "icon": "house.png"}],
             "selected": "l"}
            """
        var options = SceneLoadOptions()
        options.allowsAbsolutePaths = false
        let decoded = try Scene(jsonData: Data(file.utf8), name: ServedScene.sceneName(in: folder), options: options)
        #expect(scene == decoded)
        #expect(scene.markers[1].icon?.image === scene.markers[2].icon?.image)
        #expect(try StaticMapRequest(canonicalQuery: request.canonicalQuery).scene(images: folder) == scene)
    }
}
