import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowMap
@testable import InfoWindowScene

/// What a scene's picture leaves out, said with the fix (D71–D73).
@MainActor
@Suite("Scene notes: what the picture leaves out")
struct SceneNotesTests {
    static let londonEye = Coordinate(latitude: 51.5033, longitude: -0.1196)
    static let heathrow = Coordinate(latitude: 51.47, longitude: -0.4543)

    private func scene(_ camera: CameraPosition, _ markers: [(String, Coordinate)], select: String? = nil) -> Scene {
        var scene = Scene(camera: camera, markers: markers.map { SceneMarker(position: $0.1, id: $0.0, title: $0.0.capitalized) },
                          name: "test.json")
        scene.basemap = .none
        scene.selectedMarker = select
        return scene
    }

    @Test("D72 a scene that shows every marker and its open window whole says nothing")
    func nothingToSay() throws {
        let s = scene(CameraPosition(target: Self.londonEye, zoom: 12), [("eye", Self.londonEye)], select: "eye")
        #expect(try s.makeMap().notes() == [])
    }

    @Test("D72 a selected marker outside the picture is named, with where it is, and counted among the markers outside")
    func selectedOutside() throws {
        let s = scene(CameraPosition(target: Self.londonEye, zoom: 14), [("eye", Self.londonEye), ("heathrow", Self.heathrow)],
                      select: "heathrow")
        let notes = try s.makeMap().notes()
        #expect(notes.map(\.kind) == [.selectedOutside, .markersOutside])
        #expect(notes[0].message == #"the selected marker "heathrow" (51.47,-0.4543) is outside the picture, and so is its window; centre the camera on it or zoom out"#)
        #expect(notes[1].message.hasPrefix(#"1 of 2 markers is outside the picture (the first: "heathrow" at 51.47,-0.4543)"#))
        #expect(notes.filter { !$0.isDrop }.isEmpty)
    }

    @Test("D73 a window cut by the top edge is said, and the centre it suggests shows the window whole")
    func windowClipped() throws {
        // The marker 40 points below the top edge: its window (about 60 points tall above the pin) is cut.
        let camera = CameraPosition(target: Self.londonEye, zoom: 15)
        let probe = try scene(camera, []).makeMap().mapView.projection
        let nearTop = probe.coordinate(for: CGPoint(x: 320, y: 40))
        let s = scene(camera, [("top", nearTop)], select: "top")
        let notes = try s.makeMap().notes()
        #expect(notes.map(\.kind) == [.windowClipped])
        let message = try #require(notes.first?.message)
        #expect(message.hasPrefix(#"the window of "top" is cut by the picture's top edge; centre the camera at "#))
        // Follow the advice: the window is then whole.
        let numbers = message.split(separator: " ").first { $0.contains(",") && $0.first?.isNumber == true }
        let parts = try #require(numbers).split(separator: ",").compactMap { Double($0) }
        try #require(parts.count == 2)
        var moved = s
        moved.camera.target = Coordinate(latitude: parts[0], longitude: parts[1])
        #expect(try moved.makeMap().notes() == [])
    }

    @Test("D72 N of M markers outside the picture, and a centre written longitude first is caught")
    func swappedCenter() throws {
        let cities = [("paris", Coordinate(latitude: 48.8566, longitude: 2.3522)), ("berlin", Coordinate(latitude: 52.52, longitude: 13.405)),
                      ("madrid", Coordinate(latitude: 40.4168, longitude: -3.7038))]
        let s = scene(CameraPosition(target: Coordinate(latitude: 4, longitude: 48), zoom: 4), cities)
        let notes = try s.makeMap().notes()
        #expect(notes.map(\.kind) == [.markersOutside, .swappedCenter])
        #expect(notes[0].message.hasPrefix(#"3 of 3 markers are outside the picture (the first: "paris""#))
        #expect(notes[1].message.hasSuffix("it looks written longitude first: did you mean 48,4 (latitude, longitude)?"))
        // The same markers seen from the right centre: nothing to say.
        let right = scene(CameraPosition(target: Coordinate(latitude: 48, longitude: 4), zoom: 4), cities)
        #expect(try right.makeMap().notes() == [])
    }

    @Test("D72 GeoJSON points written [latitude, longitude] are caught: over the sea as written, on land swapped")
    func swappedGeoJSON() throws {
        let fixture = SceneFixture()
        let cities = [(48.8566, 2.3522), (52.52, 13.405), (40.4168, -3.7038), (41.9, 12.5), (51.5, -0.127)]
        func file(_ name: String, swapped: Bool) -> String {
            let features = cities.enumerated().map { i, c in
                let (a, b) = swapped ? (c.0, c.1) : (c.1, c.0)
                return #"{"type":"Feature","id":"c\#(i)","geometry":{"type":"Point","coordinates":[\#(a),\#(b)]},"properties":{}}"#
            }
            return fixture.write(name, #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#)
        }
        var s = scene(CameraPosition(target: Coordinate(latitude: 47, longitude: 5), zoom: 3), [])
        s.geoJSON = file("swapped.geojson", swapped: true)
        let notes = try s.makeMap().notes()
        let note = try #require(notes.first { $0.kind == .swappedPoints })
        #expect(note.message.contains("swapped.geojson: "))
        #expect(note.message.hasSuffix("GeoJSON coordinates are [longitude, latitude], so swap each pair"))
        s.geoJSON = file("right.geojson", swapped: false)
        #expect(try s.makeMap().notes() == [])
    }

    @Test("D71 a view wholly outside the tiles gets one coverage note with the file's bounds; it drops nothing")
    func outsideCoverage() throws {
        var s = scene(CameraPosition(target: Coordinate(latitude: 51.5, longitude: -0.127), zoom: 10), [])
        s.basemap = .vectorTiles(path: nil, style: nil)
        let notes = try s.makeMap().notes()
        #expect(notes.map(\.kind) == [.outsideCoverage])
        #expect(notes.first?.message.hasPrefix("the bundled Helsinki tiles: the view lies outside the tiles' coverage (latitude 60.1642 to 60.1791, longitude 24.9352 to 24.9534, from the file's metadata), so the world map is drawn there") == true)
        #expect(notes.first?.isDrop == false)
        s.camera.target = Coordinate(latitude: 60.1716, longitude: 24.9443)
        #expect(try s.makeMap().notes() == [])
    }
}
