import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowTiles

/// The gstyle fuzzer's checks (``GoogleStyleFuzzHarness``) on its seeds — the example styles whole,
/// cut short and every prefix of one, Static Maps lines — and on hostile styles: never a crash, a
/// hang or a message without its place (issue 21, D55).
@MainActor
@Suite("Hostile input: Google map styles")
struct GoogleStyleFuzzSeedTests {
    @Test("D55 the fuzzer's checks pass on the example styles, whole, cut short and byte by byte")
    func seeds() throws {
        defer { GoogleStyleFuzzHarness.release() }
        for name in ["retro", "grayscale", "night"] {
            let bytes = [UInt8](try #require(FileManager.default.contents(atPath: repositoryRoot + "/Scenes/styles/\(name).json")))
            for length in stride(from: 0, through: bytes.count, by: name == "night" ? 1 : max(1, bytes.count / 50)) {
                try GoogleStyleFuzzHarness.run(Array(bytes.prefix(length)))
            }
        }
    }

    @Test("D55 Static Maps lines, good and bad, pass the fuzzer's checks", arguments: [
        "feature:road.local|element:geometry|color:0x00ff00|visibility:simplified\nelement:labels|invert_lightness:true",
        "feature:road|color:0xGG0000", "|||", "", "feature:|element:", "color:0x", "weight:1e308", "gamma:nan",
        "lightness:-0|saturation:+5", String(repeating: "hue:0x000000|", count: 300),
        String(repeating: "visibility:off\n", count: 1200),
    ])
    func staticLines(_ text: String) throws {
        defer { GoogleStyleFuzzHarness.release() }
        try GoogleStyleFuzzHarness.run(Array(text.utf8))
    }

    @Test("D55 hostile styling JSON: deep nesting, huge numbers, wrong kinds, 1000 rules", arguments: [
        String(repeating: "[", count: 5000), "[" + String(repeating: "{\"stylers\": [{\"lightness\": 1}]},", count: 999) + "{\"stylers\": []}]",
        "[{\"stylers\": [{\"weight\": 1e400}]}]", "[{\"stylers\": [{\"gamma\": \"-0\"}]}]", "[null]", "[[]]",
        "[{\"featureType\": \"road\", \"featureType\": \"water\", \"stylers\": []}]", "[{\"stylers\": [{}]}]",
        "[{\"stylers\": [{\"color\": \"#ffffff\", \"visibility\": \"off\", \"weight\": 0}]}]",
        "  [{\"elementType\": \"labels.text\", \"stylers\": [{\"invert_lightness\": \"TRUE\"}]}]",
    ])
    func hostileJSON(_ text: String) throws {
        defer { GoogleStyleFuzzHarness.release() }
        try GoogleStyleFuzzHarness.run(Array(text.utf8))
    }
}
