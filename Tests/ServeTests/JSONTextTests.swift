import Foundation
import Testing
@testable import InfoWindowServe

/// The server's own JSON writer (S3): what it writes, Foundation reads back unchanged.
@Suite("Serve: JSON text")
struct JSONTextTests {
    @Test("S3 strings with quotes, backslashes, controls, bidi and emoji read back as written")
    func strings() throws {
        for text in ["", "plain", "quote \" and \\ backslash", "tab\tnew\nline\r\u{0}\u{1F}\u{7F}", "\u{2028}\u{202E}é東京🗼", "/slash/"] {
            let data = Data(("[" + JSONText.string(text) + "]").utf8)
            let back = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
            #expect(back == [text])
        }
        #expect(JSONText.string("a\u{1}b") == "\"a\\u0001b\"")
    }

    @Test("S3 numbers are written in their shortest exact form, integers without a point")
    func numbers() {
        #expect(JSONText.number(10) == "10" && JSONText.number(-0.127) == "-0.127" && JSONText.number(51.5) == "51.5")
        #expect(JSONText.number(1e-7) == "1e-07" && JSONText.number(0.1 + 0.2) == "0.30000000000000004")
        for value in [0.1, -33.8568, 151.2153, 1e300, Double.leastNonzeroMagnitude, 89.999999999999] {
            #expect(Double(JSONText.number(value)) == value)
        }
    }
}
