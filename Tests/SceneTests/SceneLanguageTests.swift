import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowTiles
@testable import InfoWindowMap
@testable import InfoWindowScene

/// A scene's `language`: the labels' language where the tiles carry it (D98).
@MainActor
@Suite("Scenes: language")
struct SceneLanguageTests {
    @Test("D98 a scene's language reaches the map as a BCP 47 tag; none keeps the local names")
    func language() throws {
        let fixture = SceneFixture()
        let swedish = try fixture.load(sceneJSON(#""language": "SV""#))
        #expect(swedish.labelLanguage == "sv")
        #expect(try swedish.makeMap().mapView.labelLanguage == "sv")
        #expect(try fixture.load(sceneJSON(#""language": "zh_hant""#)).labelLanguage == "zh-Hant")
        #expect(try fixture.load(sceneJSON()).labelLanguage == nil)
    }

    @Test("D98 a language that is not a language code is a scene error naming the field", arguments: [
        #""language": "swedish""#, #""language": 3"#, #""language": """#,
    ])
    func errors(_ extra: String) {
        let fixture = SceneFixture()
        do {
            _ = try fixture.load(sceneJSON(extra))
            Issue.record("accepted \(extra)")
        } catch {
            #expect(error.description.contains("language: expected"), "\(error.description)")
        }
    }
}
