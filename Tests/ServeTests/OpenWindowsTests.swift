import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowServe

/// Several info windows on one picture: `selected=a,b,c` (D90), placed so that none covers another
/// window or a pin (D91, D92), and what the answer says when one cannot be (D93).
@MainActor
@Suite("Serve: several windows on one picture (D90–D93)")
struct OpenWindowsTests {
    static let root = #filePath.replacingOccurrences(of: "/Tests/ServeTests/OpenWindowsTests.swift", with: "")
    private let worker = ServeWorker(folder: root + "/Scenes/images", basemap: nil)

    /// Three markers close together in London; `a` and `b` have windows, `c` a title too.
    private let three = "size=400x300&center=51.507,-0.11&zoom=13&markers=id:a|title:Alpha|snippet:first window|51.507,-0.115"
        + "&markers=id:b|color:blue|title:Bravo|snippet:second|51.5075,-0.108&markers=id:c|color:green|title:Charlie|51.5095,-0.112"

    private func parse(_ query: String) throws(ServeError) -> StaticMapRequest {
        try StaticMapRequest(query: query.split(separator: "&").map { part in
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return QueryItem(String(pieces[0]), pieces.count > 1 ? String(pieces[1]) : nil)
        })
    }

    private func error(_ query: String) -> ServeError? {
        do {
            _ = try parse(query)
            return nil
        } catch {
            return error
        }
    }

    @Test("D90 selected=a,b,c opens three windows, in order; one name stays one window")
    func d90List() throws {
        let request = try parse(three + "&selected=a,%20b ,c".replacingOccurrences(of: "%20", with: " "))
        #expect(request.openWindows == ["a", "b", "c"])
        #expect(request.selected == nil)
        let one = try parse(three + "&selected=b")
        #expect(one.selected == "b" && one.openWindows.isEmpty)
    }

    @Test("D90 a value that is a marker's whole id or title is that marker, commas and all")
    func d90WholeNameFirst() throws {
        let request = try parse("center=1,2&zoom=3&markers=title:Paris, France|48.85,2.35&markers=id:a|title:A|1,2&selected=Paris, France")
        #expect(request.selected == "Paris, France" && request.openWindows.isEmpty)
        let list = try parse("center=1,2&zoom=3&markers=title:Paris, France|48.85,2.35&markers=id:a|title:A|1,2&selected=a,Paris")
        #expect(list.openWindows == ["a", "Paris"])
    }

    @Test("D90 more than 10 names, a name twice or an empty name is a 400 naming selected")
    func d90Limits() {
        let eleven = (1...11).map { "m\($0)" }
        let markers = eleven.map { "markers=id:\($0)|title:\($0)|1,2" }.joined(separator: "&")
        let tooMany = error("center=1,2&zoom=3&\(markers)&selected=\(eleven.joined(separator: ","))")
        #expect(tooMany?.status == 400 && tooMany?.parameter == "selected" && tooMany?.limit == "10 windows")
        #expect(tooMany?.message.contains("more than the limit of 10") == true)
        let ten = error("center=1,2&zoom=3&\(markers)&selected=\(eleven.prefix(10).joined(separator: ","))")
        #expect(ten == nil)
        let twice = error(three + "&selected=a,b,a")
        #expect(twice?.parameter == "selected" && twice?.message.contains("\"a\" twice") == true)
        let empty = error(three + "&selected=a,,b")
        #expect(empty?.parameter == "selected" && empty?.message.contains("empty") == true)
    }

    @Test("D90 a name that matches no marker is a 400 naming selected, as for one window")
    func d90UnknownName() throws {
        let reply = worker.answer(.staticMap(try parse(three + "&selected=a,zz")))
        #expect(reply.status == 400)
        let text = String(decoding: reply.body, as: UTF8.self)
        #expect(text.contains("\"parameter\":\"selected\"") && text.contains("zz"))
        let same = worker.answer(.staticMap(try parse(three + "&selected=a,Alpha")))
        #expect(same.status == 400 && String(decoding: same.body, as: UTF8.self).contains("name each marker once"),
                "an id and a title of one marker are one marker named twice")
    }

    @Test("D90 the list is kept in the canonical request, read back the same by the worker")
    func d90Canonical() throws {
        let request = try parse(three + "&selected=c,a")
        #expect(request.canonicalQuery.hasSuffix("&selected=c,a"))
        #expect(try StaticMapRequest(canonicalQuery: request.canonicalQuery) == request)
        let other = try parse(three + "&selected=a,c")
        #expect(other.canonicalQuery != request.canonicalQuery, "the order decides the placement, so it is part of the picture")
    }

    @Test("D91 D92 the three windows are drawn: none covers another or a pin, one below and one beside")
    func d92Drawn() throws {
        var scene = try parse(three + "&selected=a,b,c").scene(images: Self.root + "/Scenes/images")
        scene.basemap = .none
        let map = try scene.makeMap()
        let frames = map.mapView.placedWindowFrames
        #expect(frames.count == 3)
        let pins = map.mapView.markers.compactMap { map.mapView.iconFrame(of: $0) }
        for (i, frame) in frames.enumerated() {
            #expect(map.mapView.bounds.contains(frame))
            for pin in pins { #expect(!overlap(frame, pin), "window \(i) covers a pin") }
            for other in frames[(i + 1)...] { #expect(!overlap(frame, other), "window \(i) covers another window") }
        }
        // a (named first) would cover c's pin above, so it goes below; b beside; c above.
        let a = try #require(map.marker(withID: "a")).position
        let point = map.mapView.projection.point(for: a)
        #expect(frames[0].minY >= point.y - 1, "a's window is below its marker")
        let b = try #require(map.marker(withID: "b"))
        let bIcon = try #require(map.mapView.iconFrame(of: b))
        #expect(frames[1].minX > bIcon.maxX, "b's window is to the right of its pin")
        #expect(map.unplacedWindows.isEmpty)
        // Drawn: the picture differs from the one without windows where the windows are.
        let drawn = map.snapshot()
        var plain = scene
        plain.selectedMarkers = []
        let bare = try plain.makeMap().snapshot()
        let inside = CGPoint(x: frames[1].midX, y: frames[1].midY)
        #expect(drawn.color(atPixelX: Int(inside.x), y: Int(inside.y)) != bare.color(atPixelX: Int(inside.x), y: Int(inside.y)))
    }

    @Test("D90 S1 a scene file with the same selected list gets the same picture, byte for byte")
    func d90SceneFileSameBytes() throws {
        let query = "size=200x150&center=51.5,-0.127&zoom=12&markers=id:a|title:Alpha|51.5,-0.127&markers=id:b|title:Bravo|51.501,-0.12&selected=b,a"
        let file = """
            {"version": 1, "size": [200, 150], "camera": {"target": {"latitude": 51.5, "longitude": -0.127}, "zoom": 12},
             "markers": [{"id": "a", "position": {"latitude": 51.5, "longitude": -0.127}, "title": "Alpha"},
                         {"id": "b", "position": {"latitude": 51.501, "longitude": -0.12}, "title": "Bravo"}],
             "selected": ["b", "a"]}
            """
        let served = worker.answer(.staticMap(try parse(query)))
        #expect(served.status == 200)
        #expect(served.body == worker.answer(.sceneFile(Data(file.utf8), format: .png)).body)
        let one = worker.answer(.staticMap(try parse(query.replacingOccurrences(of: "selected=b,a", with: "selected=b"))))
        #expect(one.body != served.body, "two windows are not one")
    }

    private func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        let i = a.intersection(b)
        return !i.isNull && i.width > 0 && i.height > 0
    }

    @Test("D93 a window with no free place stays above its marker and the picture's answer says so")
    func d93Notice() throws {
        // A picture too small for any window beside pins that fill it.
        let query = "size=120x80&center=51.507,-0.11&zoom=13&markers=id:a|title:A long title for a small picture|51.507,-0.112"
            + "&markers=id:b|title:Another long title|51.507,-0.108&selected=a,b"
        let reply = worker.answer(.staticMap(try parse(query)))
        #expect(reply.status == 200)
        let notice = try #require(reply.notices.first)
        #expect(notice.contains("\"a\"") && notice.contains("drawn above its marker"))
        #expect(RenderReply(payload: reply.payload) == reply, "the notice crosses the pipe")
        let fits = worker.answer(.staticMap(try parse(three + "&selected=a,b,c")))
        #expect(fits.status == 200 && fits.notices.isEmpty)
    }
}
