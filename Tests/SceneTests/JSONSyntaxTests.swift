import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The JSON reader: every syntax error names the line and column, in words a user can act on (F5).
@Suite("JSON syntax errors (F5)")
struct JSONSyntaxTests {
    /// The message reading `text` gives, or nil when it parses.
    private func syntaxError(_ text: String) -> String? {
        do {
            _ = try JSONReader.document(Array(text.utf8), name: "scene.json")
            return nil
        } catch {
            #expect(error.kind == .syntax)
            return error.description
        }
    }

    private func syntaxError(bytes: [UInt8]) -> String? {
        do {
            _ = try JSONReader.document(bytes, name: "scene.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("F5 a missing comma is reported at the line and column where it is missing")
    func missingComma() {
        let text = "{\n  \"version\": 1,\n  \"camera\": {\"target\": {\"latitude\": 51.5 \"longitude\": 0}, \"zoom\": 3}\n}\n"
        #expect(syntaxError(text) == "scene.json:3:42: expected ',' or '}' after the value, found '\"'")
    }

    @Test("F5 trailing commas are refused in objects and arrays")
    func trailingCommas() {
        #expect(syntaxError("{\"a\": 1,\n}") == "scene.json:2:1: a comma before '}' is not allowed in JSON; remove it")
        #expect(syntaxError("[1, 2, ]") == "scene.json:1:8: a comma before ']' is not allowed in JSON; remove it")
    }

    @Test("F5 NaN and Infinity are refused with a message that says so")
    func nonFinite() {
        #expect(syntaxError("{\"zoom\": NaN}") == "scene.json:1:10: NaN is not valid JSON; write a finite number")
        #expect(syntaxError("[Infinity]") == "scene.json:1:2: Infinity is not valid JSON; write a finite number")
        #expect(syntaxError("[-Infinity]") == "scene.json:1:2: -Infinity and NaN are not valid JSON; write a finite number")
        #expect(syntaxError("[nan]") == "scene.json:1:2: nan is not valid JSON; write a finite number")
    }

    @Test("F5 the usual slips get a hint: comments, single quotes, curly quotes, capitals")
    func slips() {
        #expect(syntaxError("{ // note\n}") == "scene.json:1:3: expected a key in double quotes, found '/'; comments are not allowed in JSON")
        #expect(syntaxError("{'a': 1}") == "scene.json:1:2: expected a key in double quotes, found '''; strings need double quotes")
        #expect(syntaxError("{\u{201C}a\u{201D}: 1}") == "scene.json:1:2: expected a key in double quotes, found '\u{201C}' (U+201C); strings need straight double quotes (\")")
        #expect(syntaxError("[True]") == "scene.json:1:2: JSON's true is written in lowercase, not True")
        #expect(syntaxError("[london]") == "scene.json:1:2: unexpected word 'london'; text must be in double quotes")
    }

    @Test("F5 a string left open is reported where its line ends")
    func openString() {
        #expect(syntaxError("{\"title\": \"London\n}") == "scene.json:1:18: a line break inside a string; close the string with '\"' or write \\n")
        #expect(syntaxError("[\"abc") == "scene.json:1:6: the file ends inside a string; a closing '\"' is missing")
    }

    @Test("F5 an empty file, a cut-off file and text after the value")
    func ends() {
        #expect(syntaxError("") == "scene.json:1:1: expected a value, found the end of the file")
        #expect(syntaxError("{\"a\": [1, 2") == "scene.json:1:12: expected ',' or ']' after the value, found the end of the file")
        #expect(syntaxError("{} {}") == "scene.json:1:4: expected the end of the file after the JSON value, found '{'")
    }

    @Test("F5 numbers follow the JSON grammar")
    func numbers() {
        #expect(syntaxError("[012]") == "scene.json:1:2: a number cannot start with 0 followed by more digits")
        #expect(syntaxError("[.5]") == "scene.json:1:2: a number needs a digit before the decimal point (write 0.5, not .5)")
        #expect(syntaxError("[+1]") == "scene.json:1:2: a number cannot start with '+'; leave the sign out")
        #expect(syntaxError("[1.]") == "scene.json:1:4: expected a digit after the decimal point, found ']'")
        #expect(syntaxError("[1e]") == "scene.json:1:4: expected a digit in the exponent, found ']'")
        #expect(syntaxError("[-]") == "scene.json:1:3: expected a digit after '-', found ']'")
    }

    @Test("F5 escapes, control characters and surrogates inside strings")
    func strings() {
        #expect(syntaxError("[\"a\\x\"]") == "scene.json:1:4: \\x is not a JSON escape; write \\\\ for a backslash")
        #expect(syntaxError("[\"a\tb\"]") == "scene.json:1:4: a control character (U+0009) inside a string; write it as \\u0009")
        #expect(syntaxError("[\"\\uD83D\"]") == "scene.json:1:3: \\uD83D is half of a UTF-16 surrogate pair; write the character itself")
        #expect(syntaxError("[\"\\uDE00\"]") == "scene.json:1:3: \\uDE00 is half of a UTF-16 surrogate pair without its first half")
        #expect(syntaxError("[\"\\u12G4\"]") == "scene.json:1:7: expected 4 hexadecimal digits after \\u, found 'G'")
    }

    @Test("F5 invalid UTF-8 is refused where it starts")
    func invalidUTF8() {
        let bytes = Array("[\"ab".utf8) + [0xFF] + Array("\"]".utf8)
        #expect(syntaxError(bytes: bytes) == "scene.json:1:5: the text is not valid UTF-8 here (byte 0xFF); save the file as UTF-8")
        let overlong = Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8)
        #expect(syntaxError(bytes: overlong) == "scene.json:1:3: the text is not valid UTF-8 here (byte 0xC0); save the file as UTF-8")
        #expect(syntaxError(bytes: [0x5B, 0xFE, 0x5D]) == "scene.json:1:2: expected a value, found the byte 0xFE")
    }

    @Test("F5 nesting deeper than 128 levels is refused; 128 levels are read")
    func depth() {
        let deep = String(repeating: "[", count: 129) + String(repeating: "]", count: 129)
        #expect(syntaxError(deep) == "scene.json:1:129: arrays and objects are nested more than 128 levels deep")
        let ok = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        #expect(syntaxError(ok) == nil)
    }

    @Test("F5 a key given twice is refused at its second appearance")
    func duplicateKey() {
        #expect(syntaxError("{\"title\": \"a\",\n \"title\": \"b\"}") == "scene.json:2:2: the key \"title\" appears twice in this object")
        let many = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(syntaxError("{\(many), \"k3\": 0}")?.hasSuffix("the key \"k3\" appears twice in this object") == true)
    }

    @Test("F5 columns count characters, not bytes; CRLF is one line break; a byte-order mark is skipped")
    func positions() {
        #expect(syntaxError("{\"title\": \"台北\" x}") == "scene.json:1:16: expected ',' or '}' after the value, found 'x'")
        #expect(syntaxError("{\r\n\"a\": 1\r\n x}") == "scene.json:3:2: expected ',' or '}' after the value, found 'x'")
        #expect(syntaxError(bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == nil)
    }

    @Test("values are read exactly: escapes, surrogate pairs, numbers as written, nesting")
    func values() throws {
        let value = try JSONReader.document(Array(#"{"s": "a\n\u00e9\ud83d\ude00\/", "n": [-0.5e3, 91.2, 12345678901234567890], "t": true, "f": false, "z": null, "o": {}}"#.utf8), name: "x")
        #expect(value == .object([
            JSONMember(key: "s", value: .string("a\né😀/")),
            JSONMember(key: "n", value: .array([.number("-0.5e3"), .number("91.2"), .number("12345678901234567890")])),
            JSONMember(key: "t", value: .bool(true)),
            JSONMember(key: "f", value: .bool(false)),
            JSONMember(key: "z", value: .null),
            JSONMember(key: "o", value: .object([])),
        ]))
    }
}
