import Foundation
import Glibc
import Testing
@testable import InfoWindowFormats

/// A handler that records element names and text, for reader-level tests.
final class RecordingHandler: XMLStreamHandler {
    var starts: [String] = []
    var texts: [String: String] = [:]
    var warnings: [FormatWarning] = []
    func startElement(_ element: XMLStartElement) throws { starts.append(element.name.localName) }
    func endElement(_ name: XMLName, text: String, line: Int, column: Int) throws {
        texts[name.localName, default: ""] += text
    }
    func warning(_ warning: FormatWarning) { warnings.append(warning) }
}

@Suite("XML reader: hostile documents")
struct XMLSecurityTests {
    func read(_ text: String, limits: XMLLimits = .standard) throws -> RecordingHandler {
        let handler = RecordingHandler()
        try XMLStreamReader(limits: limits, formatName: "GPX").read(bytes: TestFiles.bytes(text), name: "test.gpx", handler: handler)
        return handler
    }

    @Test("A billion-laughs document is refused at its first entity declaration, before any expansion")
    func billionLaughs() throws {
        var doctype = "<!DOCTYPE lolz [<!ENTITY lol \"lol\">"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            doctype += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
        }
        doctype += "]>"
        let document = "<?xml version=\"1.0\"?>\n" + doctype + "\n<gpx><name>&lol9;</name></gpx>"
        let handler = RecordingHandler()
        let error = try #require(throws: FormatError.self) {
            try XMLStreamReader(formatName: "GPX").read(bytes: TestFiles.bytes(document), name: "lolz.gpx", handler: handler)
        }
        #expect(error.kind == .refused)
        #expect(error.description.hasPrefix("lolz.gpx:2:"))
        #expect(error.message.contains("\"&lol;\""))
        #expect(error.fix.contains("remove the <!ENTITY"))
        #expect(handler.starts.isEmpty)
    }

    @Test("A parameter entity (the usual XXE carrier in a DTD) is refused too")
    func parameterEntity() throws {
        let document = "<!DOCTYPE gpx [<!ENTITY % remote SYSTEM \"http://127.0.0.1:9/evil.dtd\"> %remote;]><gpx/>"
        let error = try #require(throws: FormatError.self) { try read(document) }
        #expect(error.kind == .refused)
        #expect(error.message.contains("\"%remote;\""))
        #expect(error.message.contains("external"))
    }

    @Test("10⁵ levels of nesting give a depth error, not a stack overflow")
    func deepNesting() throws {
        let document = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        let error = try #require(throws: FormatError.self) { try read(document) }
        #expect(error.kind == .limit)
        #expect(error.message == "elements are nested more than 128 levels deep")
        #expect(error.line == 1 && error.column == 3 * 129)
    }

    @Test("With the depth limit raised to 10⁶, 10⁵ levels parse without recursion (no stack overflow)")
    func deepNestingAllowed() throws {
        let document = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        let limits = XMLLimits(maxDepth: 1_000_000, maxTextBytes: 1 << 20, maxMarkupBytes: 1 << 20)
        let handler = try read(document, limits: limits)
        #expect(handler.starts.count == 100_000)
    }

    @Test("An element's text is capped: 9 MiB of text is an error at the limit")
    func textCap() throws {
        let document = "<gpx><name>" + String(repeating: "x", count: 9 << 20) + "</name></gpx>"
        let error = try #require(throws: FormatError.self) { try read(document) }
        #expect(error.kind == .limit)
        #expect(error.message == "the text of <name> is longer than 8 MiB")
    }

    @Test("A start tag larger than the markup limit is refused while it is still being read")
    func markupCap() throws {
        let document = "<gpx><wpt lat=\"" + String(repeating: "1", count: 3 << 20) + "\" lon=\"0\"/></gpx>"
        let error = try #require(throws: FormatError.self) { try read(document) }
        #expect(error.kind == .limit)
        #expect(error.message.contains("longer than 1 MiB"))
    }

    @Test("An undeclared entity is a syntax error that names the fix")
    func undeclaredEntity() throws {
        let error = try #require(throws: FormatError.self) { try read("<gpx><name>Fish &chips;</name></gpx>") }
        #expect(error.kind == .malformed)
        #expect(error.fix.contains("&amp;"))
        #expect(error.line == 1)
    }

    @Test("Predefined entities, character references and CDATA are decoded in text and attributes")
    func predefinedEntities() throws {
        let handler = try read("<gpx a=\"x &amp; y &#38; &lt;\"><name>A &amp; B &#233;<![CDATA[ <c> ]]></name></gpx>")
        #expect(handler.texts["name"] == "A & B é <c> ")
    }

    @Test("A DOCTYPE with an external DTD but no entities is read, and the DTD is never fetched")
    func externalDTDIgnored() throws {
        let handler = try read("<!DOCTYPE gpx SYSTEM \"http://127.0.0.1:9/gpx.dtd\"><gpx><name>ok</name></gpx>")
        #expect(handler.texts["name"] == "ok")
    }
}
