import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowServe

/// `GET /staticmap`'s parameters: every value read, every mistake and limit a ServeError naming the
/// parameter (docs/serving.md).
@Suite("Serve: /staticmap parameters")
struct StaticMapRequestTests {
    /// The parameters of `query` ("a=1&b=2"), split as libmicrohttpd splits them (values already decoded).
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

    @Test("every parameter is read, with the defaults for those left out")
    func values() throws {
        let plain = try parse("center=51.5,-0.127&zoom=10")
        #expect(plain.center == Coordinate(latitude: 51.5, longitude: -0.127))
        #expect(plain.zoom == 10 && plain.width == 640 && plain.height == 480 && plain.scale == 1)
        #expect(plain.bearing == 0 && plain.tilt == 0 && plain.format == .png && plain.markers.isEmpty && plain.selected == nil)
        let full = try parse("center=-33.87,151.21&zoom=12.5&size=300x200&scale=2&bearing=35&tilt=50&format=jpeg&markers=id:syd|color:blue|title:Sydney|snippet:Harbour|-33.86,151.2&selected=syd")
        #expect(full.width == 300 && full.height == 200 && full.scale == 2 && full.bearing == 35 && full.tilt == 50)
        #expect(full.zoom == 12.5 && full.format == .jpeg && full.selected == "syd")
        #expect(full.markers == [{
            var m = StaticMarker(position: Coordinate(latitude: -33.86, longitude: 151.2))
            m.id = "syd"; m.color = "#3b6fd1"; m.title = "Sydney"; m.snippet = "Harbour"
            return m
        }()])
    }

    @Test("S8 a markers group gives its styles to each of its locations; titles keep their colons and commas")
    func groups() throws {
        let request = try parse("center=0,0&zoom=3&markers=color:0x112233|title:Population: 8,174,100|1,2|3,4&markers=5,6")
        #expect(request.markers.count == 3)
        #expect(request.markers[0].title == "Population: 8,174,100" && request.markers[1].title == "Population: 8,174,100")
        #expect(request.markers[0].color == "#112233" && request.markers[1].position == Coordinate(latitude: 3, longitude: 4))
        #expect(request.markers[2].title == nil && request.markers[2].color == nil)
        #expect(try parse("center=0,0&zoom=3&markers=color:red|1,2").markers[0].color == nil)
        #expect(try parse("center=0,0&zoom=3&markers=icon:house|1,2").markers[0].icon == "house.png")
        #expect(try parse("center=0,0&zoom=3&markers=icon:pin@2x.png|1,2").markers[0].icon == "pin@2x.png")
    }

    @Test("S8 mistakes in a markers group name the group and what to write")
    func groupErrors() {
        #expect(error("center=0,0&zoom=3&markers=colr:red|1,2")?.message
                == #"markers[0]: unknown style "colr" (did you mean "color"?); the styles are id, size, color, label, scale, anchor, title, snippet, icon, then LATITUDE,LONGITUDE"#)
        #expect(error("center=0,0&zoom=3&markers=1,2&markers=title:x")?.message
                == "markers[1]: has no location; end it with LATITUDE,LONGITUDE, e.g. markers=title:London|51.5,-0.127")
        #expect(error("center=0,0&zoom=3&markers=id:a|1,2|3,4")?.message
                == "markers[0]: id names one marker, but the group has 2 locations; give each its own markers parameter")
        #expect(error("center=0,0&zoom=3&markers=1,2|title:late")?.message
                == "markers[0]: title: styles come before the locations, e.g. markers=color:blue|51.5,-0.127")
        #expect(error("center=0,0&zoom=3&markers=91,2")?.message.hasPrefix("markers[0]: expected KEY:VALUE") == true)
        #expect(error("center=0,0&zoom=3&markers=color:pink|1,2")?.message.hasPrefix("markers[0]: color: expected a name") == true)
        #expect(error("center=0,0&zoom=3&markers=title:a|title:b|1,2")?.message == "markers[0]: title is given twice in one group")
        #expect(error("center=0,0&zoom=3&markers=icon:a|color:blue|1,2")?.message == "markers[0]: give icon or color, not both")
    }

    @Test("S9 icons are bare names: paths, dot-dot and encoded forms are refused, however they were written")
    func iconNames() {
        for name in ["../secret", "..", "/etc/passwd", "a/b", "a\\b", ".hidden", "%2e%2e%2fsecret", "..%2Fsecret", "a%00b",
                     "a\u{0}b", "caf\u{e9}", "", ".png", "x.jpg", "ftp:x"] {
            let failure = error("center=0,0&zoom=3&markers=icon:\(name)|1,2")
            #expect(failure?.status == 400, "icon \(name)")
            #expect(failure?.parameter == "markers", "icon \(name)")
            #expect(failure?.message.contains("is not an icon name") == true, "icon \(name): \(failure?.message ?? "accepted")")
        }
    }

    @Test("unknown, repeated, empty and missing parameters are named")
    func parameterErrors() {
        #expect(error("center=0,0&zom=3") == ServeError(status: 400, parameter: "zom",
                message: #"unknown parameter "zom" (did you mean "zoom"?); the parameters are center, zoom, size, scale, format, maptype, markers, path, visible, style, language, region, map_id, key, signature, client, channel, sensor, bearing, tilt, selected"#))
        #expect(error("center=0,0&zoom=3&zoom=4")?.message == "zoom: is given twice; give it once")
        #expect(error("center=0,0&zoom")?.message == "zoom: needs a value, e.g. zoom=10")
        #expect(error("zoom=3")?.message == "center: is required when there are no markers, path or visible locations to position the map from, e.g. center=51.5,-0.127")
        #expect(error("center=0,0")?.message == "zoom: is required when there are no markers, path or visible locations to position the map from, e.g. zoom=10")
        #expect(error("center=0,0&zoom=3&kye=abc")?.message.hasPrefix(#"unknown parameter "kye" (did you mean "key"?)"#) == true)
        #expect(error("center=95,0&zoom=3")?.message.hasPrefix("center: expected LATITUDE,LONGITUDE") == true)
        #expect(error("center=0,0&zoom=23")?.message == #"zoom: expected a number from 0 to 22, got "23""#)
        #expect(error("center=0,0&zoom=nan")?.parameter == "zoom")
        #expect(error("center=0,0&zoom=3&bearing=361")?.parameter == "bearing")
        #expect(error("center=0,0&zoom=3&tilt=61")?.message == #"tilt: expected a number from 0 to 60, got "61""#)
        #expect(error("center=0,0&zoom=3&format=tiff")?.message == #"format: expected png, png8, png32, gif, jpg or jpg-baseline, got "tiff""#)
        #expect(error("center=0,0&zoom=3&size=640")?.message == #"size: expected WIDTHxHEIGHT in whole points, e.g. 640x480, got "640""#)
        #expect(error("center=0,0&zoom=3&scale=1.5")?.parameter == "scale")
        #expect(error("center=0,0&zoom=3&selected=")?.message == "selected: is empty; give a name")
        #expect((try? parse("center=0,0&zoom=3&&")) != nil)
        #expect(error("center=0,0&zoom=3&=x") == ServeError(status: 400, parameter: "query",
                message: #"query: a value without a parameter name ("=x"); write NAME=VALUE"#))
    }

    @Test("every limit is a 4xx naming the parameter and the limit")
    func limits() {
        #expect(error("center=0,0&zoom=3&size=2049x100") == ServeError(status: 400, parameter: "size", limit: "2048x2048",
                message: "size: 2049x100 is larger than the limit of 2048x2048 points; ask for a smaller size (and a scale for more pixels)"))
        #expect((try? parse("center=0,0&zoom=3&size=2048x2048")) != nil)
        #expect(error("center=0,0&zoom=3&scale=5") == ServeError(status: 400, parameter: "scale", limit: "4",
                message: "scale: 5 is more than the limit of 4 pixels per point"))
        #expect(error("center=0,0&zoom=3&size=2048x100&scale=4") == ServeError(status: 400, parameter: "scale", limit: "6144 pixels",
                message: "scale: 2048x100 at scale 4 is 8192 pixels on its longer side, more than the limit of 6144; ask for a smaller size or scale"))
        let thousand = Array(repeating: "1,2", count: 1000).joined(separator: "|")
        #expect((try? parse("center=0,0&zoom=3&markers=\(thousand)"))?.markers.count == 1000)
        #expect(error("center=0,0&zoom=3&markers=\(thousand)&markers=3,4") == ServeError(status: 400, parameter: "markers", limit: "1000",
                message: "markers: more than 1000 markers; send fewer, or draw them as a basemap"))
        let long = String(repeating: "é", count: 4097)
        #expect(error("center=0,0&zoom=3&markers=title:\(long)|1,2") == ServeError(status: 400, parameter: "markers", limit: "4096 characters",
                message: "markers: markers[0]: title has 4097 characters, more than the limit of 4096; shorten it"))
        #expect((try? parse("center=0,0&zoom=3&markers=snippet:\(String(long.dropFirst()))|1,2")) != nil)
        #expect(error("center=0,0&zoom=3&selected=\(String(repeating: "x", count: 257))")?.limit == "256 characters")
        #expect(error("center=0,0&zoom=3&markers=id:\(String(repeating: "x", count: 257))|1,2")?.parameter == "markers")
        let huge = error("center=0,0&zoom=3&markers=title:\(String(repeating: "x", count: 40_000))|1,2")
        #expect(huge == ServeError(status: 414, parameter: "query", limit: "32 KiB",
                message: "query: the query is more than 32 KiB long; send large maps as a scene with POST /render"))
    }
}
