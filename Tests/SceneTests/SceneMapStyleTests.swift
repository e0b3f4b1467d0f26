import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowTiles
@testable import InfoWindowMap
@testable import InfoWindowScene

/// A scene's `map_style`: Google's styling JSON in the scene or in a file beside it (issue 21, D55).
@MainActor
@Suite("Scenes: map_style")
struct SceneMapStyleTests {
    @Test("D55 map_style written in the scene or as a file reaches the map")
    func inlineAndFile() throws {
        let fixture = SceneFixture()
        let inline = try fixture.load(sceneJSON(##""map_style": [{"elementType": "geometry", "stylers": [{"color": "#1d2433"}]}]"##))
        #expect(inline.mapStyle?.rules.count == 1)
        #expect(try inline.makeMap().mapView.googleStyle == inline.mapStyle)
        fixture.write("styles/night.json", ##"[{"featureType": "water", "stylers": [{"lightness": -50}]}, {"stylers": [{"saturation": -100}]}]"##)
        let file = try fixture.load(sceneJSON(#""map_style": "styles/night.json""#))
        #expect(file.mapStyle?.rules.map(\.featureType) == [.water, .all])
        #expect(try fixture.load(sceneJSON()).mapStyle == nil)
    }

    @Test("D55 a bad map_style is a scene error naming the field, the entry and the fix", arguments: [
        (##""map_style": [{"stylers": [{"color": "#GG0000"}]}]"##, "map_style: [0].stylers[0].color: expected a colour \"#RRGGBB\""),
        (#""map_style": "missing.json""#, "map_style: no such file"),
        (#""map_style": 3"#, "map_style: expected an array of Google style rules"),
        (#""map_styles": []"#, "map_styles"),
    ])
    func errors(_ extra: String, _ expected: String) {
        let fixture = SceneFixture()
        do {
            _ = try fixture.load(sceneJSON(extra))
            Issue.record("accepted \(extra)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }
}
