import Foundation
import Testing
@testable import InfoWindowServe

/// The server's own JSON string writer (S15): what it writes, Foundation reads back unchanged.
@Suite("Serve: JSON text")
struct JSONTextTests {
    @Test("S15 strings with quotes, backslashes, controls, bidi and emoji read back as written")
    func strings() throws {
        for text in ["", "plain", "quote \" and \\ backslash", "tab\tnew\nline\r\u{0}\u{1F}\u{7F}", "\u{2028}\u{202E}é東京🗼", "/slash/"] {
            let data = Data(("[" + JSONText.string(text) + "]").utf8)
            let back = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
            #expect(back == [text])
        }
        #expect(JSONText.string("a\u{1}b") == "\"a\\u0001b\"")
    }
}
