import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The shortcuts taken for speed (docs/performance.md) must give what the general path gives: the same
/// pixels, the same text, images that never change once returned.
@MainActor
@Suite("Fast paths give the general path's result")
struct FastPathTests {
    /// The premultiplied ARGB words of a bitmap, row by row.
    static func words(_ bitmap: Bitmap) -> [UInt32] {
        bitmap.flush()
        var result: [UInt32] = []
        result.reserveCapacity(bitmap.width * bitmap.height)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width { result.append(bitmap.pixelWord(x: x, y: y)) }
        }
        return result
    }

    /// The largest difference of one channel between two equally sized bitmaps.
    static func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        var largest = 0
        for (p, q) in zip(words(a), words(b)) where p != q {
            for shift in stride(from: 0, through: 24, by: 8) {
                largest = max(largest, abs(Int((p >> UInt32(shift)) & 0xff) - Int((q >> UInt32(shift)) & 0xff)))
            }
        }
        return largest
    }

    static func canvas(_ width: Int, _ height: Int, scale: CGFloat = 1) throws -> Canvas {
        Canvas(bitmap: try #require(Bitmap(width: width, height: height)), scale: scale)
    }

    @Test("P1 shadow slices copied into fresh pixels equal Cairo's drawing of them, at scale 1, 2 and 3")
    func shadowCopy() throws {
        for scale in [1.0, 2.0, 3.0] {
            for size in [CGSize(width: 180, height: 64), CGSize(width: 37, height: 30), CGSize(width: 300, height: 220)] {
                let side = Int((size.width + 40) * scale), tall = Int((size.height + 40) * scale)
                var drawn: [Canvas] = []
                let templates = ShadowCache()
                for copying in [true, false] {
                    let c = try Self.canvas(side, tall, scale: scale)
                    c.translate(13, 15)
                    Shadow.draw(roundedRect: CGRect(origin: .zero, size: size), radius: 8, blur: 5,
                                color: Color(white: 0, alpha: 0.28), in: c, ontoClearPixels: copying, cache: templates)
                    drawn.append(c)
                }
                #expect(Self.words(drawn[0].finish()) == Self.words(drawn[1].finish()), "scale \(scale), \(size)")
                #expect(Self.words(drawn[0].finish()).contains { $0 != 0 }, "the shadow drew something")
            }
        }
    }

    @Test("P2 icons composited straight into the pixels equal Cairo's drawing of them, over other drawing")
    func iconComposite() throws {
        let house = View(frame: CGRect(x: 0, y: 0, width: 21, height: 17))
        house.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.6)
        house.cornerRadius = 5
        let icons = [PinShape.bitmap(color: PinShape.defaultColor, scale: 1), house.snapshot(scale: 1).bitmap(forScale: 1)]
        var drawn: [Canvas] = []
        for direct in [true, false] {
            let c = try Self.canvas(120, 90)
            c.paint(Color(red: 0.93, green: 0.92, blue: 0.9))
            c.fill(CGRect(x: 30, y: 20, width: 50, height: 40), color: Color(red: 0, green: 0.5, blue: 0, alpha: 0.5))
            if direct { c.beginDirectDrawing() }
            for (i, icon) in icons.enumerated() {
                for (x, y) in [(10, 10), (40, 30), (-8, 70), (105, -5)] {
                    if direct {
                        c.composite(icon, atPixelX: x + 7 * i, y: y + 5 * i)
                    } else {
                        c.draw(icon, in: CGRect(x: x + 7 * i, y: y + 5 * i, width: icon.width, height: icon.height), smooth: false)
                    }
                }
            }
            if direct { c.endDirectDrawing() }
            drawn.append(c)
        }
        #expect(Self.words(drawn[0].finish()) == Self.words(drawn[1].finish()))
    }

    @Test("P3 the hairline drawn as two opaque fills stays within 10/255 of the stroked hairline")
    func hairline() throws {
        let style = InfoWindowStyle()
        for title in ["London", "A much longer title that wraps onto two lines in the window", "倫敦"] {
            let layout = InfoWindowLayout(content: .standard(title: title, snippet: "Population: 8,174,100"),
                                          style: style, mapSize: CGSize(width: 600, height: 500))
            var drawn: [Canvas] = []
            for opaque in [true, false] {
                let c = try Self.canvas(Int(layout.frameSize.width) + 26, Int(layout.frameSize.height) + 26)
                c.paint(Color(red: 0.55, green: 0.3, blue: 0.2))
                c.translate(13, 13)
                InfoWindowRenderer.drawBubble(layout, style: style, in: c, opaqueFills: opaque)
                drawn.append(c)
            }
            #expect(Self.largestDifference(drawn[0].finish(), drawn[1].finish()) <= 10, "\(title)")
        }
    }

    @Test("P7 grid lines stroked one by one in the ink made opaque stay within 5/255 of one translucent stroke")
    func graticuleInk() throws {
        let background = try #require(MapView(frame: .zero, camera: CameraPosition(latitude: 0, longitude: 0, zoom: 0)).backgroundColor)
        let ink = Color(white: 0, alpha: 0.08)
        // Converging and crossing slanted lines, as a tilted, turned grid draws them.
        var lines: [[CGPoint]] = []
        for i in 0..<30 {
            lines.append([CGPoint(x: 200 + Double(i) * 9, y: -20), CGPoint(x: -100 + Double(i) * 31, y: 420)])
            lines.append([CGPoint(x: -50, y: 10 + Double(i * i) * 0.4), CGPoint(x: 650, y: 60 + Double(i) * 11.3)])
        }
        var drawn: [Canvas] = []
        for opaque in [true, false] {
            let c = try Self.canvas(600, 400)
            c.paint(background)
            if opaque {
                c.stroke(polylines: lines, color: ink.composited(over: background), lineWidth: 1, separately: true)
            } else {
                c.stroke(polylines: lines, color: ink, lineWidth: 1)
            }
            drawn.append(c)
        }
        // Only where two lines share a pixel: one path counts their coverages once (c1 + c2), two
        // strokes blend twice (1 − (1 − c1)(1 − c2)); at most a quarter of the ink's 8 %, 5 levels.
        #expect(Self.largestDifference(drawn[0].finish(), drawn[1].finish()) <= 5)
    }

    /// Paragraphs that exercise line breaking, scripts, directions and clusters.
    static let texts: [String] = [
        String(repeating: "The harbour market opens at dawn, and the fishing boats unload along the quay. ", count: 80),
        String(repeating: "港口市場每天清晨開市，漁船在東碼頭卸下漁獲，遊客可以在這裡品嚐新鮮的海鮮料理。", count: 60),
        (0..<120).map { $0 % 2 == 0 ? "Take the Red Line to Xinbeitou. " : "搭乘捷運淡水信義線到新北投站，" }.joined(),
        String(repeating: "مرحبا بكم في لندن، المدينة الكبيرة. Welcome 123. ", count: 90),
        (1...600).map { "line \($0)" }.joined(separator: "\n"),
        String(repeating: "Supercalifragilisticexpialidocious", count: 150),
        String(repeating: "e\u{301}a\u{308}👩‍👩‍👧 café naïve ", count: 200),
    ]

    @Test("P4 a long paragraph laid out from a prefix equals the layout of the whole text, pixel for pixel")
    func prefixLayout() throws {
        var prefixed = 0
        for text in Self.texts {
            for (width, height, lines) in [(260.0, 430.0, 0), (120.0, 90.0, 0), (300.0, nil as CGFloat?, 3)] as [(CGFloat, CGFloat?, Int)] {
                let font = Font.systemFont(ofSize: 13)
                let run = TextLayout.Run(text: text, font: font, color: nil)
                let fast = TextLayout(runs: [run], width: width, maxHeight: height, maxLines: lines)
                let whole = TextLayout(runs: [run], width: width, maxHeight: height, maxLines: lines, fromPrefix: false)
                if fast.laidOutFromPrefix { prefixed += 1 }
                #expect(!whole.laidOutFromPrefix)
                #expect(fast.size == whole.size && fast.lineCount == whole.lineCount, "\(text.prefix(20)) in \(width)")
                #expect(fast.isTruncated && whole.isTruncated)
                var drawn: [Canvas] = []
                for layout in [fast, whole] {
                    let c = try Self.canvas(Int(width) + 20, Int(whole.size.height) + 20)
                    c.draw(layout, at: CGPoint(x: 10, y: 10), color: .black)
                    drawn.append(c)
                }
                #expect(Self.words(drawn[0].finish()) == Self.words(drawn[1].finish()), "\(text.prefix(20)) in \(width)")
            }
        }
        #expect(prefixed >= 15, "the prefix was used for most of these (\(prefixed) of \(Self.texts.count * 3))")
    }

    @Test("P5 a snapshot the caller keeps never changes; frames drawn into a reused buffer equal fresh ones")
    func frameBuffer() throws {
        for background in [Color(red: 0.93, green: 0.92, blue: 0.9), Color(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.4)] {
            func make() -> (MapView, Marker) {
                let map = MapView(frame: CGRect(x: 0, y: 0, width: 320, height: 240),
                                  camera: CameraPosition(latitude: 51.5, longitude: -0.12, zoom: 12))
                map.basemap = nil
                map.backgroundColor = background
                let marker = Marker(position: map.projection.coordinate(for: CGPoint(x: 160, y: 200)))
                marker.title = "Kept"
                marker.map = map
                map.selectedMarker = marker
                return (map, marker)
            }
            let (map, _) = make()
            let kept = map.snapshot()
            let keptPixels = kept.pngData()
            map.pan(by: CGPoint(x: 40, y: -30))
            _ = map.snapshot()
            #expect(kept.pngData() == keptPixels, "the kept image is untouched by the next frame")

            // Nothing holds the last frame now (a weak reference does not count): the next one reuses
            // its pixels.
            weak let buffer = map.frameBuffer
            #expect(buffer != nil)
            map.pan(by: CGPoint(x: -15, y: 25))
            let reused = map.snapshot()
            guard case .bitmap(let reusedBitmap) = reused.content else { Issue.record("not a bitmap"); return }
            #expect(reusedBitmap === buffer)

            let (fresh, _) = make()
            fresh.pan(by: CGPoint(x: 40, y: -30))
            fresh.pan(by: CGPoint(x: -15, y: 25))
            #expect(reused.pngData() == fresh.snapshot().pngData(), "background \(background)")
        }
    }

    @Test("P6 R18 a tracked snippet change keeps the title's layout and draws what a fresh opening draws")
    func trackedTitleKept() throws {
        func open(snippet: String) -> MapView {
            let map = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                              camera: CameraPosition(latitude: 0, longitude: 0, zoom: 3))
            map.basemap = nil
            let marker = Marker(position: map.projection.coordinate(for: CGPoint(x: 200, y: 250)))
            marker.title = "Jardin du Luxembourg"
            marker.snippet = snippet
            marker.tracksInfoWindowChanges = true
            marker.map = map
            map.selectedMarker = marker
            return map
        }
        let map = open(snippet: "Open daily 7:30–20:30")
        let before = try #require(map.selection.shown?.layout.title)
        map.selectedMarker?.snippet = "Closed today"
        map.advance(to: 1)
        let after = try #require(map.selection.shown?.layout.title)
        #expect(before === after)
        let updated = try #require(map.renderedWindow()?.bitmap)
        let reference = try #require(open(snippet: "Closed today").renderedWindow()?.bitmap)
        #expect(Self.words(updated) == Self.words(reference))

        map.selectedMarker?.title = "Palais du Luxembourg"
        map.advance(to: 2)
        #expect(try #require(map.selection.shown?.layout.title) !== after, "a new title is laid out again")
    }
}
