import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowMap
@testable import InfoWindowScene

/// A scene's `selected` list: several windows on one picture (D90, D91), drawn as `/staticmap`'s
/// `selected=a,b,c` draws them.
@MainActor
@Suite("Scenes: several windows open (D90, D91)")
struct SceneOpenWindowsTests {
    private let markers = #""markers": [{"id": "a", "title": "Alpha", "position": {"latitude": 51.5, "longitude": -0.13}}, "#
        + #"{"id": "b", "title": "Bravo", "position": {"latitude": 51.5, "longitude": -0.12}}, "#
        + #"{"id": "c", "position": {"latitude": 51.51, "longitude": -0.12}}]"#

    @Test("D90 \"selected\" takes a list: two or more names open together, one name is the one window")
    func d90SceneList() throws {
        let scene = try decode(sceneJSON(markers + #", "selected": ["b", "a"]"#))
        #expect(scene.selectedMarkers == ["b", "a"] && scene.selectedMarker == nil)
        let one = try decode(sceneJSON(markers + #", "selected": ["a"]"#))
        #expect(one.selectedMarker == "a" && one.selectedMarkers.isEmpty)
        var made = scene
        made.basemap = .none
        let map = try made.makeMap()
        #expect(map.mapView.placedWindowFrames.count == 2)
        #expect(map.mapView.selectedMarker == nil)
    }

    @Test("D90 a scene's list of 11, a name twice, an empty list, or a marker with no window is an error naming selected")
    func d90SceneListErrors() {
        let eleven = (1...11).map { "\"m\($0)\"" }.joined(separator: ", ")
        #expect(decodeError(sceneJSON(markers + ", \"selected\": [\(eleven)]"))?.field == "selected")
        #expect(decodeError(sceneJSON(markers + #", "selected": ["a", "a"]"#))?.message.contains("twice") == true)
        #expect(decodeError(sceneJSON(markers + #", "selected": []"#))?.field == "selected")
        #expect(decodeError(sceneJSON(markers + #", "selected": [1]"#))?.field == "selected[0]")
        do {
            var scene = try decode(sceneJSON(markers + #", "selected": ["a", "c"]"#))
            scene.basemap = .none
            _ = try scene.makeMap()
            Issue.record("c has no window, yet the scene was made")
        } catch {
            #expect(error.field == "selected" && error.message.contains("\"c\""))
        }
    }

    @Test("D93 a window with no free place is a note with its fix, which --strict makes an error")
    func d93Note() throws {
        let crowded = #""size": [120, 80], "markers": [{"id": "a", "title": "A long title for a small picture", "position": {"latitude": 51.5, "longitude": -0.128}}, "#
            + #"{"id": "b", "title": "Another long title", "position": {"latitude": 51.5, "longitude": -0.126}}], "selected": ["a", "b"]"#
        var scene = try decode(sceneJSON(crowded))
        scene.basemap = .none
        let map = try scene.makeMap()
        #expect(!map.unplacedWindows.isEmpty)
        let note = try #require(map.notes().first { $0.kind == .windowsUnplaced })
        #expect(note.isDrop && note.message.contains("make the picture larger"))
        var roomy = try decode(sceneJSON(markers + #", "selected": ["a", "b"]"#))
        roomy.basemap = .none
        #expect(try roomy.makeMap().notes().allSatisfy { $0.kind != .windowsUnplaced })
    }
}
