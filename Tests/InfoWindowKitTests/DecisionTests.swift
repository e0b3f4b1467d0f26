import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// docs/decisions.md: behaviour the SPEC leaves open, each decision proven here or named in another test.
@MainActor
@Suite("Decisions (docs/decisions.md)")
struct DecisionTests {
    @Test("D9 a whitespace-only title with a snippet shows the snippet alone")
    func blankTitle() throws {
        let f = MapFixture()
        let m = f.marker("M", at: CGPoint(x: 200, y: 300), title: .some("   "), snippet: "Only me")
        f.map.selectedMarker = m
        let layout = try #require(f.map.selection.shown?.layout)
        #expect(layout.title == nil)
        #expect(layout.snippet != nil)
        #expect(f.map.infoWindowAccessibilityLabel == "Only me")
    }

    @Test("D10 control characters are dropped, tabs become spaces, markup stays literal")
    func controlCharacters() {
        let font = Font.systemFont(ofSize: 13)
        let (clean, cut) = TextLayout.sanitize("a\u{0}b\u{7}c\td\u{1B}[31me\u{85}f\u{7F}", font: font, width: 260, maxHeight: 400, maxLines: 0)
        #expect(clean == "abc d[31me\u{2028}f")
        #expect(!cut)
        let layout = TextLayout(runs: [.init(text: "x\u{0}y", font: font, color: nil)], width: 260)
        let reference = TextLayout(runs: [.init(text: "xy", font: font, color: nil)], width: 260)
        #expect(layout.size == reference.size)
    }

    @Test("D10 text far longer than can show is cut before layout and still ends with an ellipsis")
    func precut() {
        let font = Font.systemFont(ofSize: 13)
        let huge = String(repeating: "word ", count: 200_000)
        let (clean, cut) = TextLayout.sanitize(huge, font: font, width: 260, maxHeight: 400, maxLines: 0)
        #expect(cut)
        #expect(clean.hasSuffix("\u{2026}"))
        #expect(clean.unicodeScalars.count < 50_000)
        let layout = TextLayout(runs: [.init(text: huge, font: font, color: nil)], width: 260, maxHeight: 400)
        #expect(layout.isTruncated)
        #expect(layout.size.height <= 400)
    }

    @Test("D11 custom contents are clipped so the whole window fits 500×500 and the map")
    func contentsLimit() throws {
        let f = MapFixture(size: CGSize(width: 300, height: 1000))
        let m = f.marker("M", at: CGPoint(x: 150, y: 900))
        f.recorder.contentsView = { _ in View(frame: CGRect(x: 0, y: 0, width: 900, height: 900)) }
        f.map.selectedMarker = m
        let frame = try #require(f.map.infoWindowFrame)
        #expect(frame.width <= 300 - 32 + 0.001)
        #expect(frame.height <= 500 + 0.001)
    }

    @Test("D11 a custom view with an empty frame is sized by sizeThatFits")
    func emptyFrameView() throws {
        let f = MapFixture()
        let m = f.marker("M", at: CGPoint(x: 200, y: 350))
        let label = Label()
        label.text = "Sized by its text"
        f.recorder.windowView = { _ in label }
        f.map.selectedMarker = m
        let frame = try #require(f.map.infoWindowFrame)
        #expect(frame.width > 50 && frame.height > 10)
        #expect(frame.size == label.sizeThatFits(CGSize(width: 500, height: 500)))
    }

    @Test("D12 window sizes are whole points")
    func wholePoints() throws {
        let f = MapFixture()
        for (i, title) in ["i", "Il1", "London", "A longer title with several words", "倫敦"].enumerated() {
            let m = f.marker("M\(i)", at: CGPoint(x: 200, y: 350), title: .some(title), snippet: i % 2 == 0 ? "snippet \(i)" : nil)
            f.map.selectedMarker = m
            let size = try #require(f.map.infoWindowFrame).size
            #expect(size.width == size.width.rounded() && size.height == size.height.rounded())
        }
    }

    @Test("D13 a new scale renders the open window again at that scale, without a close")
    func scaleChange() throws {
        let f = MapFixture()
        let m = f.marker("M", at: CGPoint(x: 200, y: 350))
        f.map.selectedMarker = m
        _ = f.map.snapshot()
        let renders = f.map.renderStatistics.infoWindowRenders
        let frame = try #require(f.map.infoWindowFrame)
        f.map.scale = 3
        _ = f.map.snapshot()
        #expect(f.map.renderStatistics.infoWindowRenders == renders + 1)
        #expect(f.map.selection.shown?.rendered?.scale == 3)
        #expect(try #require(f.map.infoWindowFrame) == frame)
        #expect(!f.recorder.log.contains { $0.hasPrefix("didClose") })
    }

    @Test("D13 R14 rotating the device lays the window out again with its opening content")
    func relayoutOnResize() throws {
        let f = MapFixture(size: CGSize(width: 390, height: 844))
        let m = f.marker("M", at: CGPoint(x: 195, y: 800), title: "Title",
                         snippet: String(repeating: "A snippet that is long. ", count: 60))
        f.map.selectedMarker = m
        let tall = try #require(f.map.infoWindowFrame)
        m.snippet = "changed after opening"
        f.map.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        let wide = try #require(f.map.infoWindowFrame)
        #expect(wide.height <= 0.6 * 390 + 0.001, "fits the new height limit")
        #expect(wide.height < tall.height)
        #expect(f.map.selection.shown?.layout.isTruncated == true, "still the long opening text, not the new snippet")
    }

    @Test("D16 inside a delegate method selectedMarker reads the state of the event in progress")
    func selectedDuringEvents() {
        final class Reader: MapViewDelegate {
            var seen: [String] = []
            func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool {
                seen.append("didTap: \(mapView.selectedMarker?.title ?? "nil")")
                return false
            }
            func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? {
                seen.append("markerInfoWindow: \(mapView.selectedMarker?.title ?? "nil")")
                return nil
            }
            func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker) {
                seen.append("didClose: \(mapView.selectedMarker?.title ?? "nil")")
            }
            func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate) {
                seen.append("didTapAt: \(mapView.selectedMarker?.title ?? "nil")")
            }
        }
        let f = MapFixture()
        let reader = Reader()
        f.map.delegate = reader
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        let b = f.marker("B", at: CGPoint(x: 300, y: 300))
        f.map.selectedMarker = a
        f.tap(b)
        f.map.tap(at: f.emptyPoint)
        #expect(reader.seen == ["markerInfoWindow: nil", "didTap: A", "didClose: nil", "markerInfoWindow: nil",
                                "didTapAt: B", "didClose: nil"])
    }

    @Test("D17 D21 a vetoed tap does not move the camera; an unvetoed one centres even without a window")
    func centringWithoutWindow() {
        let f = MapFixture()
        let e = f.marker("E", at: CGPoint(x: 300, y: 100), title: .some(nil))
        f.tap(e)
        f.map.advance(to: 1)
        #expect(f.map.selectedMarker == nil)
        #expect(close(f.map.projection.point(for: e.position), CGPoint(x: 200, y: 200), 1e-6))
    }

    @Test("D18 a long press on a marker is a map long press at its coordinate and keeps the window")
    func longPressMarker() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        let b = f.marker("B", at: CGPoint(x: 300, y: 300))
        f.map.selectedMarker = a
        _ = f.recorder.take()
        f.map.longPress(at: f.tapPoint(of: b))
        #expect(f.recorder.take() == ["didLongPressAt"])
        #expect(f.map.selectedMarker === a)
        f.map.longPress(at: f.emptyPoint)
        #expect(f.recorder.take() == ["didLongPressAt"])
        #expect(f.map.selectedMarker === a)
    }

    @Test("D19 a press stops a running camera animation")
    func pressStopsAnimation() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 320, y: 100))
        f.tap(a)
        f.map.advance(to: 0.1)
        #expect(f.map.isAnimatingCamera)
        f.map.handle(PointerEvent(.down, at: f.emptyPoint, time: 0.12))
        #expect(!f.map.isAnimatingCamera)
        let camera = f.map.camera
        f.map.advance(to: 1)
        #expect(f.map.camera == camera)
        f.map.handle(PointerEvent(.cancel, at: f.emptyPoint, time: 1.1))
        #expect(f.recorder.log.filter { $0 == "didTapAt" }.isEmpty, "a cancelled press is no tap")
    }

    @Test("ImageView content modes place the image as UIKit does")
    func contentModes() {
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.image = solidImage(CGSize(width: 20, height: 20))
        view.contentMode = .scaleToFill
        #expect(view.imageRect == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.contentMode = .scaleAspectFit
        #expect(view.imageRect == CGRect(x: 25, y: 0, width: 50, height: 50))
        view.contentMode = .scaleAspectFill
        #expect(view.imageRect == CGRect(x: 0, y: -25, width: 100, height: 100))
        view.contentMode = .center
        #expect(view.imageRect == CGRect(x: 40, y: 15, width: 20, height: 20))
        #expect(ImageView(image: solidImage(CGSize(width: 7, height: 9))).frame.size == CGSize(width: 7, height: 9))
    }

    @Test("Hebrew and Arabic paragraphs run right to left; Latin and Chinese left to right")
    func directions() {
        let font = Font.systemFont(ofSize: 13)
        func rtl(_ s: String) -> Bool { TextLayout(runs: [.init(text: s, font: font, color: nil)], width: 260).isRightToLeft }
        #expect(rtl("שלום עולם"))
        #expect(rtl("مرحبا بالعالم"))
        #expect(!rtl("Hello"))
        #expect(!rtl("倫敦"))
    }

    @Test("Labels wrap when numberOfLines is 0 and truncate to their line count otherwise")
    func labelLines() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 80, height: 200))
        label.text = "one two three four five six seven eight nine ten"
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 80, height: 1000))
        label.numberOfLines = 1
        let single = label.sizeThatFits(CGSize(width: 80, height: 1000))
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 80, height: 1000))
        #expect(wrapped.height > two.height && two.height > single.height)
        #expect(single.width <= 80 && wrapped.width <= 80)
    }
}

/// Where a label's text lands for each alignment.
@MainActor
@Suite("Label alignment")
struct LabelAlignmentTests {
    /// The first and last columns holding ink in a label drawn black on transparent.
    private func inkColumns(_ alignment: TextAlignment, text: String = "Centre me") -> (first: Int, last: Int) {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = text
        label.textAlignment = alignment
        let image = label.snapshot()
        var first = Int.max, last = -1
        for x in 0..<image.pixelWidth {
            for y in 0..<image.pixelHeight where (image.color(atPixelX: x, y: y)?.alpha ?? 0) > 0.5 {
                first = min(first, x)
                last = max(last, x)
                break
            }
        }
        return (first, last)
    }

    @Test("a centred label's text has equal margins, a right-aligned one ends at the right edge")
    func alignments() {
        let left = inkColumns(.left), center = inkColumns(.center), right = inkColumns(.right)
        #expect(left.first < 3)
        #expect(abs(center.first - (199 - center.last)) <= 2, "centre: \(center)")
        #expect(right.last > 195 && right.first > center.first)
        #expect(center.last - center.first == left.last - left.first, "the same text, moved")
    }

    @Test("a right-to-left label with natural alignment sits at the right edge")
    func naturalRTL() {
        let rtl = inkColumns(.natural, text: "שלום עולם")
        #expect(rtl.last > 195)
    }
}
