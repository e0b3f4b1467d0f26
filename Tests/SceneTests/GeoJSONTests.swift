import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// GeoJSON FeatureCollections of Points, read one feature at a time.
@MainActor
@Suite("GeoJSON points")
struct GeoJSONTests {
    private func feature(_ id: String, _ lng: Double, _ lat: Double, _ properties: String = "{}") -> String {
        #"{"type": "Feature", "id": \#(id), "geometry": {"type": "Point", "coordinates": [\#(lng), \#(lat)]}, "properties": \#(properties)}"#
    }

    private func collection(_ features: [String]) -> String {
        #"{"type": "FeatureCollection", "features": [\#(features.joined(separator: ",\n"))]}"#
    }

    private func read(_ fixture: SceneFixture, _ text: String, options: SceneLoadOptions = SceneLoadOptions()) throws -> ([SceneMarker], GeoJSONSummary) {
        let path = fixture.write("points.geojson", text)
        var markers: [SceneMarker] = []
        let summary = try GeoJSONReader(contentsOfFile: path, options: options).forEachPoint { markers.append($0) }
        return (markers, summary)
    }

    private func readError(_ fixture: SceneFixture, _ text: String, options: SceneLoadOptions = SceneLoadOptions()) -> String? {
        sceneError { try read(fixture, text, options: options) }?.description
    }

    @Test("every listed property sets the marker; the id is kept as written")
    func properties() throws {
        let fixture = SceneFixture()
        fixture.writePNG("icons/pin.png", width: 12, height: 20)
        let (markers, summary) = try read(fixture, collection([
            feature(#""sydney""#, 151.2093, -33.8688, #"""
                {"title": "Sydney", "snippet": "Harbour", "icon": "icons/pin.png", "ground_anchor": [0.5, 0.5],
                 "info_window_anchor": [0.5, 0.25], "z_index": 3, "rotation": 90, "flat": true, "opacity": 0.5,
                 "population": 5312163, "colour": "gold"}
                """#),
            feature("42.0", -0.127, 51.5, "null"),
        ]))
        #expect(summary == GeoJSONSummary(points: 2, skipped: 0, firstSkipped: nil))
        var sydney = SceneMarker(position: Coordinate(latitude: -33.8688, longitude: 151.2093), id: "sydney",
                                 title: "Sydney", snippet: "Harbour")
        sydney.icon = SceneImage(path: fixture.path("icons/pin.png"), image: markers[0].icon!.image)
        sydney.groundAnchor = CGPoint(x: 0.5, y: 0.5)
        sydney.infoWindowAnchor = CGPoint(x: 0.5, y: 0.25)
        sydney.zIndex = 3
        sydney.rotation = 90
        sydney.isFlat = true
        sydney.opacity = 0.5
        #expect(markers[0] == sydney)
        #expect(markers[0].icon?.image.size == CGSize(width: 12, height: 20))
        #expect(markers[1] == SceneMarker(position: Coordinate(latitude: 51.5, longitude: -0.127), id: "42.0"))
    }

    @Test("F4 a feature without a title takes its name; altitude is accepted")
    func nameFallback() throws {
        let fixture = SceneFixture()
        let (markers, _) = try read(fixture, #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [2.35, 48.85, 35]}, "properties": {"name": "Paris"}}]}"#)
        #expect(markers.map(\.title) == ["Paris"])
        #expect(markers[0].id == nil)
    }

    @Test("F4 features that are not Points are skipped and counted")
    func skipped() throws {
        let fixture = SceneFixture()
        let line = #"{"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}, "properties": {}}"#
        let none = #"{"type": "Feature", "geometry": null, "properties": {}}"#
        let (markers, summary) = try read(fixture, collection([feature("1", 0, 0), line, none, feature("2", 1, 1)]))
        #expect(markers.map(\.id) == ["1", "2"])
        #expect(summary == GeoJSONSummary(points: 2, skipped: 2, firstSkipped: "features[1] (a LineString)"))
    }

    @Test("F4 a property of the wrong type is an error with its path; swapped coordinates get a hint")
    func errors() {
        let fixture = SceneFixture()
        let path = fixture.path("points.geojson")
        #expect(readError(fixture, collection([feature("1", 0, 0), feature("2", 0, 0, #"{"z_index": "top"}"#)]))
                == path + #": features[1].properties.z_index: expected a whole number from -2147483648 to 2147483647, got "top""#)
        #expect(readError(fixture, collection([feature("1", -33.87, 151.21)]))
                == path + ": features[0].geometry.coordinates[1]: expected a number from -90 to 90, got 151.21 (GeoJSON writes longitude first: [longitude, latitude])")
        #expect(readError(fixture, collection([feature("1", 200, 0)]))
                == path + ": features[0].geometry.coordinates[0]: expected a number from -180 to 180, got 200.0")
        #expect(readError(fixture, collection([feature("true", 0, 0)]))
                == path + ": features[0].id: expected a string or a number, got true")
        #expect(readError(fixture, collection([#"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [1]}}"#]))
                == path + ": features[0].geometry.coordinates: expected an array [longitude, latitude], got an array")
        #expect(readError(fixture, collection([feature("1", 0, 0, #"{"icon": "../up.png"}"#)]))
                == path + #": features[0].properties.icon: "../up.png" leads outside the folder of "# + path + "; keep the file inside it or give an absolute path")
    }

    @Test("the document must be a FeatureCollection (or one Feature)")
    func document() throws {
        let fixture = SceneFixture()
        let path = fixture.path("points.geojson")
        #expect(readError(fixture, "[]") == path + ":1:1: expected '{' starting a GeoJSON FeatureCollection, found '['")
        #expect(readError(fixture, #"{"features": []}"#)
                == path + #": missing field "type"; a GeoJSON FeatureCollection starts {"type": "FeatureCollection", "features": […]}"#)
        #expect(readError(fixture, #"{"type": "Polygon", "coordinates": []}"#)
                == path + #": type: expected "FeatureCollection" (a GeoJSON collection of Point features), got "Polygon""#)
        #expect(readError(fixture, #"{"type": "FeatureCollection"}"#) == path + #": missing field "features""#)
        #expect(readError(fixture, #"{"type": "FeatureCollection", "features": [{"type": "Feature",, }]}"#)
                == path + ":1:63: expected a key in double quotes, found ','")
        let (single, _) = try read(fixture, #"{"type": "Feature", "id": "one", "geometry": {"type": "Point", "coordinates": [1, 2]}, "bbox": [1, 2, 1, 2]}"#)
        #expect(single.map(\.id) == ["one"])
        #expect(sceneError { try GeoJSONReader(contentsOfFile: fixture.path("none.geojson")).forEachPoint { _ in } }?.description
                == fixture.path("none.geojson") + ": no such file; check the path")
    }

    @Test("F5 a feature larger than the limit is refused with its index")
    func featureBudget() {
        let fixture = SceneFixture()
        var options = SceneLoadOptions()
        options.maximumFeatureSize = 200
        let long = String(repeating: "x", count: 300)
        let message = readError(fixture, collection([feature("1", 0, 0), feature("2", 0, 0, #"{"snippet": "\#(long)"}"#)]), options: options)
        #expect(message?.hasSuffix(": features[1] is larger than 0.2 KiB; a marker needs far less, so check the file") == true)
    }

    @Test("a file of 100,000 features streams through in order, and a syntax error past the first chunks has the right line and column")
    func large() throws {
        let fixture = SceneFixture()
        let count = 100_000
        var lines: [String] = []
        lines.reserveCapacity(count)
        for i in 0..<count {
            lines.append(feature("\(i)", Double(i % 360) - 180, Double(i % 170) - 85, #"{"title": "Point \#(i)"}"#))
        }
        var seen = 0
        var inOrder = true
        let path = fixture.write("big.geojson", collection(lines))
        let summary = try GeoJSONReader(contentsOfFile: path).forEachPoint { marker in
            if marker.id != String(seen) { inOrder = false }
            seen += 1
        }
        #expect(summary.points == count && seen == count && inOrder)

        lines[90_000] = "{\"type\": \"Feature\" \"id\": 1}"
        let broken = fixture.write("broken.geojson", collection(lines))
        #expect(sceneError { try GeoJSONReader(contentsOfFile: broken).forEachPoint { _ in } }?.description
                == broken + ":90001:20: expected ',' or '}' after the value, found '\"'")
    }
}
