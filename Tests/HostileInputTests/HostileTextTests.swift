import Foundation
import Testing
import TestSupport
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Hostile text in titles, snippets and labels: a megabyte of it, control characters, invisible and
/// bidirectional-control characters, emoji sequences, markup. Each ends in a correct rendering.
@MainActor
@Suite("Hostile input: text")
struct HostileTextTests {
    /// About 1 MB of text of each shape a user might paste (or an attacker might send).
    enum Megabyte: String, CaseIterable, Sendable {
        case words, oneWord, newlines, chinese, arabic, combiningMarks, emojiFamilies, bidiControls

        var text: String {
            let size = 1 << 20
            func fill(_ unit: String) -> String { String(repeating: unit, count: size / unit.utf8.count) }
            switch self {
            case .words: return fill("Lorem ipsum dolor sit amet, ")
            case .oneWord: return fill("x")
            case .newlines: return fill("x\n")
            case .chinese: return fill("台北市信義區")
            case .arabic: return fill("مرحبا بالعالم ")
            case .combiningMarks: return "e" + fill("\u{301}")
            case .emojiFamilies: return fill("👨‍👩‍👧‍👦")
            case .bidiControls: return fill("\u{202E}abc\u{2066}\u{2067}")
            }
        }
    }

    @Test("R14 a 1 MB snippet opens a window within the limits, cut and ending with \"…\"")
    func megabyteSnippet() throws {
        let snippet = Megabyte.words.text
        #expect(snippet.utf8.count > 1_000_000)
        let fixture = HostileMap(title: "A megabyte", snippet: snippet)
        let map = fixture.open()
        #expect(map.selectedMarker === fixture.marker)
        let frame = try #require(map.infoWindowFrame)
        #expect(frame.width <= fixture.windowLimit.width && frame.height <= fixture.windowLimit.height)
        let layout = try #require(map.selection.shown?.layout.snippet)
        #expect(layout.isTruncated)
        // The text handed to Pango is cut far before its end and ends with the ellipsis (D10).
        let (shown, cut) = TextLayout.sanitize(snippet, font: map.infoWindowStyle.snippetFont,
                                               width: 260, maxHeight: frame.height, maxLines: 0)
        #expect(cut && shown.hasSuffix("…") && shown.unicodeScalars.count < 10_000)
        goldens.assert(map.snapshot(), named: "hostile-1mb-snippet")
    }

    @Test("R14 a 1 MB title and snippet of any script or shape stay within the limits, truncated",
          arguments: Megabyte.allCases)
    func megabyteShapes(_ kind: Megabyte) throws {
        let text = kind.text
        for size in [CGSize(width: 360, height: 260), CGSize(width: 1024, height: 900)] {
            let fixture = HostileMap(title: text, snippet: text, size: size, scale: 2)
            let map = fixture.open()
            #expect(map.selectedMarker === fixture.marker, "\(kind)")
            let frame = try #require(map.infoWindowFrame)
            #expect(frame.width <= fixture.windowLimit.width && frame.height <= fixture.windowLimit.height,
                    "\(kind) at \(size): \(frame.size), limit \(fixture.windowLimit)")
            #expect(map.selection.shown?.layout.isTruncated == true, "\(kind)")
            let image = map.snapshot()
            #expect(image.pixelWidth == Int(size.width) * 2)
        }
    }

    @Test("R14 D11 a 1 MB label in a custom window and in custom contents is clipped to the window's limits")
    func megabyteLabel() throws {
        let fixture = HostileMap(title: "Custom")
        let label = Label()
        label.text = Megabyte.words.text
        label.numberOfLines = 0
        fixture.views.window = label
        var frame = try #require(fixture.open().infoWindowFrame)
        #expect(frame.width <= 500 && frame.height <= 500)
        fixture.map.selectedMarker = nil
        fixture.views.window = nil
        fixture.views.contents = label
        frame = try #require(fixture.open().infoWindowFrame)
        #expect(frame.width <= min(500, fixture.map.frame.width - 32) && frame.height <= fixture.windowLimit.height)
        _ = fixture.map.snapshot()
    }

    @Test("D10 control characters are dropped: a title and snippet full of them draw exactly as without them")
    func controlCharacters() {
        let controls = (0x00...0x1F).filter { $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }.map { Character(Unicode.Scalar(UInt8($0))) }
            + ["\u{7F}", "\u{80}", "\u{9B}", "\u{9F}"]
        let dirty = "Lon" + String(controls) + "don\u{1B}[31m"
        let hostile = HostileMap(title: dirty, snippet: "\u{0}Popu\u{7}lation\u{8}").open()
        let clean = HostileMap(title: "London[31m", snippet: "Population").open()
        #expect(hostile.infoWindowFrame == clean.infoWindowFrame)
        #expect(ImageComparison(hostile.snapshot(), clean.snapshot(), tolerance: .exact).matches)
    }

    @Test("R4 D10 D22 a title and snippet of only control, zero-width or bidi-control characters are blank: no window")
    func invisibleOnly() {
        for invisible in ["\u{0}\u{7}\u{1B}", "\u{200B}", "\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}",
                          "\u{202E}\u{202C}", "\u{2066}\u{2067}\u{2068}\u{2069}", " \u{3000}\u{200B}\n\t", "\u{AD}\u{34F}\u{FE0F}"] {
            let fixture = HostileMap(title: invisible, snippet: invisible)
            let map = fixture.open()
            #expect(map.selectedMarker == nil, "\(invisible.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(map.infoWindowFrame == nil)
            if let icon = map.iconFrame(of: fixture.marker) {
                map.tap(at: CGPoint(x: icon.midX, y: icon.midY))
            }
            #expect(map.selectedMarker == nil)
        }
        // One visible character among them is content.
        let fixture = HostileMap(title: "\u{200B}x\u{200B}")
        #expect(fixture.open().selectedMarker === fixture.marker)
    }

    @Test("Zero-width characters take no room: a\u{200B}b, a\u{200C}b, a\u{2060}b and a\u{FEFF}b draw as ab")
    func zeroWidth() {
        let plain = HostileMap(title: "Tab", snippet: "ab cd").open()
        for invisible in ["\u{200B}", "\u{200C}", "\u{2060}", "\u{FEFF}"] {
            let map = HostileMap(title: "T" + invisible + "ab", snippet: "a" + invisible + "b c" + invisible + "d").open()
            #expect(map.infoWindowFrame == plain.infoWindowFrame, "U+\(String(invisible.unicodeScalars.first!.value, radix: 16))")
            #expect(ImageComparison(map.snapshot(), plain.snapshot(), tolerance: GoldenTolerance(channelTolerance: 24, allowedDifferingPixels: 0)).matches,
                    "U+\(String(invisible.unicodeScalars.first!.value, radix: 16))")
        }
    }

    @Test("D23 a bidi override reverses only its own text: U+202E in the title draws it reversed and leaves the snippet alone")
    func bidiOverride() {
        let overridden = HostileMap(title: "\u{202E}Hello", snippet: "world").open()
        let reversed = HostileMap(title: "olleH", snippet: "world").open()
        // The same glyphs in the same order: the same window, the title as wide (Pango may place the
        // overridden run a fraction of a point differently, so pixels are not compared).
        #expect(overridden.infoWindowFrame == reversed.infoWindowFrame)
        let overriddenTitle = overridden.selection.shown?.layout.title?.size.width ?? 0
        let reversedTitle = reversed.selection.shown?.layout.title?.size.width ?? 0
        #expect(abs(overriddenTitle - reversedTitle) < 0.5 && reversedTitle > 20)
        // The paragraph's direction is the Unicode Bidirectional Algorithm's (P2–P3): the override
        // character is not a strong letter and an isolate's contents do not count.
        #expect(overridden.selection.shown?.layout.title?.isRightToLeft == false)
        for (text, rightToLeft) in [("\u{202B}abc", false), ("\u{2067}שלום\u{2069} abc", false), ("\u{202D}שלום", true),
                                    ("\u{2066}abc\u{2069} שלום", true), ("\u{202E}", false)] {
            let layout = TextLayout(runs: [.init(text: text, font: .systemFont(ofSize: 15), color: nil)], width: 260)
            #expect(layout.isRightToLeft == rightToLeft, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // Unclosed isolates and embeddings in the title do not reach the snippet: it is laid out left to
        // right, exactly as it is alone.
        let isolated = HostileMap(title: "\u{2067}\u{202B}abc", snippet: "world").open()
        let alone = HostileMap(title: nil, snippet: "world").open()
        #expect(isolated.selection.shown?.layout.snippet?.isRightToLeft == false)
        #expect(isolated.selection.shown?.layout.snippet?.size == alone.selection.shown?.layout.snippet?.size)
    }

    @Test("Bidi controls, zero-width characters and mixed scripts draw as Unicode says (golden)")
    func bidiGolden() {
        let map = HostileMap(title: "\u{202E}Hello, world\u{202C} — ok",
                             snippet: "a\u{200B}b\u{200D}c \u{2067}עברית 123\u{2069} then \u{2066}LTR\u{2069} مرحبا\nfile\u{202E}gnp.exe").open()
        goldens.assert(map.snapshot(), named: "hostile-bidi")
    }

    @Test("Emoji sequences draw as one colour picture each: ZWJ families, flags, skin tones, keycaps")
    func emoji() throws {
        let font = Font.systemFont(ofSize: 15)
        let one = textWidth("👨", font: font)
        #expect(one > 10)
        for sequence in ["👨‍👩‍👧‍👦", "🇹🇼", "🇬🇧", "👍🏿", "👋🏽", "1️⃣", "🏳️‍🌈", "👩🏾‍💻"] {
            let width = textWidth(sequence, font: font)
            #expect(width > one * 0.8 && width < one * 1.25, "\(sequence) is \(width) pt wide, one emoji is \(one)")
        }
        let fixture = HostileMap(title: "Family 👨‍👩‍👧‍👦 flags 🇹🇼🇬🇧🇺🇦",
                                 snippet: "Skin tones 👍🏻👍🏿 👋🏽 keycap 1️⃣ rainbow 🏳️‍🌈 coder 👩🏾‍💻 ☕ ❤️", scale: 2)
        let map = fixture.open()
        let image = map.snapshot()
        // In colour: the bubble (above the pin, which is red) holds saturated pixels only if the
        // emoji are drawn from a colour font.
        let bubble = try #require(map.infoWindowFrame)
        var colourful = 0
        for y in Int(bubble.minY * 2)..<Int((bubble.maxY - 12) * 2) {
            for x in Int(bubble.minX * 2)..<Int(bubble.maxX * 2) {
                guard let c = image.color(atPixelX: x, y: y) else { continue }
                if max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue) > 0.4 { colourful += 1 }
            }
        }
        #expect(colourful > 500, "\(colourful) colourful pixels in the window")
        goldens.assert(image, named: "hostile-emoji")
    }

    @Test("<, > and & are drawn literally, never read as markup, in the default window and in a label")
    func markup() {
        let font = Font.boldSystemFont(ofSize: 15)
        #expect(textWidth("<b>x</b>", font: font) > textWidth("x", font: font) * 5)
        #expect(textWidth("&amp;", font: font) > textWidth("&", font: font) * 3)
        #expect(textWidth("&#x41;", font: font) > textWidth("A", font: font) * 3)
        let fixture = HostileMap(title: "<b>Bold?</b> &amp; <i>",
                                 snippet: "1 < 2 && 3 > 2 &lt;span foreground=\"red\"&gt; <span foreground=\"red\">red?</span>")
        goldens.assert(fixture.open().snapshot(), named: "hostile-markup")
        let label = Label(frame: CGRect(x: 0, y: 0, width: 220, height: 40))
        label.text = "<u>&lt;</u> & <big>"
        label.numberOfLines = 2
        let custom = HostileMap(title: "x")
        custom.views.window = label
        let labelMap = custom.open()
        #expect(labelMap.infoWindowFrame?.size == CGSize(width: 220, height: 40))
        #expect(labelMap.infoWindowAccessibilityLabel == "<u>&lt;</u> & <big>")
    }
}
