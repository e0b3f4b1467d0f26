import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// SPEC "Content and layout", R13–R20.
@MainActor
@Suite("Content and layout (R13–R20)")
struct ContentLayoutTests {
    private func open(_ title: String?, _ snippet: String?, size: CGSize = CGSize(width: 400, height: 600)) -> (MapFixture, InfoWindowLayout) {
        let f = MapFixture(size: size)
        let m = f.marker("M", at: CGPoint(x: size.width / 2, y: size.height - 20), title: .some(title), snippet: snippet)
        f.map.selectedMarker = m
        return (f, f.map.selection.shown!.layout)
    }

    @Test("R13 Latin text wider than the window wraps at spaces")
    func latinWraps() throws {
        let (_, layout) = open("Title", "The quick brown fox jumps over the lazy dog and keeps running far beyond the window")
        let snippet = try #require(layout.snippet)
        #expect(snippet.lineCount >= 2)
        #expect(snippet.size.width <= 260)
        #expect(!snippet.isTruncated)
    }

    @Test("R13 Chinese text wraps between ideographs")
    func cjkWraps() throws {
        let text = "資訊視窗可讓您在使用者輕觸標記時向使用者顯示資訊。資訊視窗會依據裝置螢幕方向顯示在相關標記的正上方"
        let (_, layout) = open("倫敦", text)
        let snippet = try #require(layout.snippet)
        #expect(snippet.lineCount >= 3)
        #expect(snippet.size.width <= 260 && snippet.size.width > 200, "ideographs fill the line")
    }

    @Test("R13 a long unbroken word is broken where it must be")
    func longWordBreaks() throws {
        let (_, layout) = open("Word", String(repeating: "x", count: 120))
        let snippet = try #require(layout.snippet)
        #expect(snippet.lineCount >= 2)
        #expect(snippet.size.width <= 260)
    }

    @Test("R13 a newline in a title or snippet is a line break kept as written")
    func newlines() throws {
        let (_, layout) = open("One\nTwo", "a\nb\r\nc")
        #expect(try #require(layout.title).lineCount == 2)
        #expect(try #require(layout.snippet).lineCount == 3)
    }

    @Test("R14 very long content is truncated with an ellipsis and never exceeds the limits")
    func truncation() throws {
        let long = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 200)
        for size in [CGSize(width: 400, height: 600), CGSize(width: 1200, height: 1200), CGSize(width: 200, height: 300)] {
            let (f, layout) = open("Title", long, size: size)
            let frame = try #require(f.map.infoWindowFrame)
            let style = f.map.infoWindowStyle
            let maxContent = min(260, size.width - 32)
            #expect(layout.contentRect.width <= maxContent + 0.001)
            #expect(frame.width <= maxContent + style.padding.left + style.padding.right + 1)
            #expect(frame.height <= min(500, 0.6 * size.height) + 0.001)
            #expect(layout.isTruncated)
            #expect(try #require(layout.snippet).isTruncated)
        }
    }

    @Test("R14 many short lines are truncated too, with a newline-heavy snippet")
    func truncationManyLines() throws {
        let lines = (1...400).map { "line \($0)" }.joined(separator: "\n")
        let (f, layout) = open("Lines", lines)
        #expect(try #require(f.map.infoWindowFrame).height <= 360.001)
        #expect(layout.isTruncated)
    }

    @Test("R14 a huge title leaves room for the snippet and both stay within the height limit")
    func hugeTitle() throws {
        let title = String(repeating: "Title words ", count: 300)
        let (f, layout) = open(title, "snippet")
        #expect(try #require(layout.title).isTruncated)
        #expect(layout.snippet != nil)
        #expect(try #require(f.map.infoWindowFrame).height <= 360.001)
    }

    @Test("R15 a custom window view replaces the whole window and is clipped to 500×500")
    func customWindow() throws {
        let f = MapFixture(size: CGSize(width: 1200, height: 1200))
        let a = f.marker("A", at: CGPoint(x: 600, y: 1100))
        let big = View(frame: CGRect(x: 0, y: 0, width: 700, height: 640))
        big.backgroundColor = .blue
        f.recorder.windowView = { _ in big }
        f.tap(a)
        let layout = try #require(f.map.selection.shown?.layout)
        #expect(!layout.hasChrome)
        let frame = try #require(f.map.infoWindowFrame)
        #expect(frame.size == CGSize(width: 500, height: 500))
        #expect(f.recorder.log.contains("markerInfoContents(A)") == false, "contents are not asked when a window came back")
        // No tail: the view's bottom centre sits on the anchor.
        let tip = try #require(f.map.infoWindowTip(of: a, projection: f.map.projection))
        #expect(abs(frame.midX - tip.x) < 1e-9 && abs(frame.maxY - tip.y) < 1e-9)
    }

    @Test("R15 the same view may serve several markers, as window for one and contents for another; never attached")
    func sharedView() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300))
        let b = f.marker("B", at: CGPoint(x: 300, y: 300))
        let shared = Label(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        shared.text = "Shared"
        f.recorder.windowView = { m in m === a ? shared : nil }
        f.recorder.contentsView = { m in m === b ? shared : nil }
        f.tap(a)
        #expect(f.map.selection.shown?.layout.hasChrome == false)
        #expect(shared.superview == nil)
        f.tap(b)
        #expect(f.map.selection.shown?.layout.hasChrome == true)
        #expect(shared.superview == nil)
        f.tap(a)
        #expect(f.map.selection.shown?.layout.hasChrome == false)
        #expect(f.map.selectedMarker === a)
    }

    @Test("R16 custom contents sit inside the default frame; both nil gives the default window")
    func customContents() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 350))
        let contents = View(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        f.recorder.contentsView = { _ in contents }
        f.tap(a)
        #expect(f.recorder.take() == ["didTap(A)", "markerInfoWindow(A)", "markerInfoContents(A)"])
        let layout = try #require(f.map.selection.shown?.layout)
        let style = f.map.infoWindowStyle
        #expect(layout.hasChrome)
        #expect(layout.contentRect.size == contents.frame.size)
        #expect(layout.frameSize.width == 120 + style.padding.left + style.padding.right)
        #expect(layout.frameSize.height == 60 + style.padding.top + style.padding.bottom + style.tailSize.height)
        f.recorder.contentsView = nil
        f.tap(a)
        #expect(f.map.selection.shown?.layout.title != nil)
    }

    @Test("R17 an open window is a snapshot: later changes to title, snippet or a custom view do not show")
    func snapshotRule() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 100, y: 300), title: "Title")
        f.map.selectedMarker = a
        let frame = try #require(f.map.infoWindowFrame)
        let renders = f.map.renderStatistics.infoWindowRenders
        a.title = "A different and much longer title"
        a.snippet = "and a snippet"
        f.map.advance(to: 1)
        _ = f.map.snapshot()
        #expect(try #require(f.map.infoWindowFrame).size == frame.size)
        #expect(f.map.renderStatistics.infoWindowRenders == renders)

        let b = f.marker("B", at: CGPoint(x: 300, y: 300))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "before"
        f.recorder.windowView = { _ in label }
        f.map.selectedMarker = b
        let customRenders = f.map.renderStatistics.infoWindowRenders
        label.text = "after"
        label.frame.size.width = 150
        f.map.advance(to: 2)
        _ = f.map.snapshot()
        #expect(f.map.renderStatistics.infoWindowRenders == customRenders)
        #expect(try #require(f.map.infoWindowFrame).width == 100)
    }

    @Test("R18 with tracksInfoWindowChanges each change shows at the next frame, and only when something changed")
    func tracking() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300), title: "Title")
        a.tracksInfoWindowChanges = true
        f.map.selectedMarker = a
        let renders = f.map.renderStatistics.infoWindowRenders
        for t in 1...100 { f.map.advance(to: Double(t) / 60) }
        #expect(f.map.renderStatistics.infoWindowRenders == renders, "nothing changed, nothing rendered")
        let before = try #require(f.map.infoWindowFrame).width
        a.snippet = "A snippet that makes the window wider than the title did"
        #expect(try #require(f.map.infoWindowFrame).width == before, "not before the next frame")
        f.map.advance(to: 3)
        #expect(f.map.renderStatistics.infoWindowRenders == renders + 1)
        #expect(try #require(f.map.infoWindowFrame).width > before)
        f.map.advance(to: 4)
        #expect(f.map.renderStatistics.infoWindowRenders == renders + 1)
    }

    @Test("R18 a tracked custom view is re-rendered when it changes")
    func trackingCustomView() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        a.tracksInfoWindowChanges = true
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Loading…"
        f.recorder.windowView = { _ in label }
        f.map.selectedMarker = a
        let renders = f.map.renderStatistics.infoWindowRenders
        f.map.advance(to: 1)
        #expect(f.map.renderStatistics.infoWindowRenders == renders)
        label.text = "Loaded"
        f.map.advance(to: 2)
        #expect(f.map.renderStatistics.infoWindowRenders == renders + 1)
        #expect(f.recorder.log.filter { $0 == "markerInfoWindow(A)" }.count == 1, "the delegate is not asked again")
    }

    @Test("R18 turning tracking from false to true redraws at the next frame")
    func trackingTurnedOn() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300), title: "Title")
        f.map.selectedMarker = a
        a.title = "Changed while not tracked"
        let renders = f.map.renderStatistics.infoWindowRenders
        f.map.advance(to: 1)
        #expect(f.map.renderStatistics.infoWindowRenders == renders)
        a.tracksInfoWindowChanges = true
        f.map.advance(to: 2)
        #expect(f.map.renderStatistics.infoWindowRenders == renders + 1)
        a.tracksInfoWindowChanges = false
        a.tracksInfoWindowChanges = true
        f.map.advance(to: 3)
        #expect(f.map.renderStatistics.infoWindowRenders == renders + 2, "guaranteed even with no change")
    }

    @Test("R18 D14 a tracked window whose title and snippet are cleared closes")
    func trackingEmptied() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300), title: "Title")
        a.tracksInfoWindowChanges = true
        f.map.selectedMarker = a
        _ = f.recorder.take()
        a.title = nil
        f.map.advance(to: 1)
        #expect(f.map.selectedMarker == nil)
        #expect(f.recorder.take() == ["didClose(A)", "reason(A, programmatic)"])
    }

    @Test("R19 icon replaces the pin, iconView replaces both; groundAnchor puts the icon on the position")
    func icons() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        var frame = try #require(f.map.iconFrame(of: a))
        #expect(frame.size == CGSize(width: 27, height: 43))
        #expect(close(CGPoint(x: frame.midX, y: frame.maxY), CGPoint(x: 200, y: 300), 1e-6), "default anchor (0.5, 1)")
        a.icon = solidImage(CGSize(width: 30, height: 20))
        frame = try #require(f.map.iconFrame(of: a))
        #expect(frame.size == CGSize(width: 30, height: 20))
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        a.iconView = view
        frame = try #require(f.map.iconFrame(of: a))
        #expect(frame.size == CGSize(width: 50, height: 10))
        a.groundAnchor = CGPoint(x: 0, y: 0)
        frame = try #require(f.map.iconFrame(of: a))
        #expect(close(frame.origin, CGPoint(x: 200, y: 300), 1e-6))
    }

    @Test("R19 an iconView is re-rendered while tracksViewChanges is true, and frozen when false")
    func iconViewTracking() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        a.iconView = view
        #expect(a.tracksViewChanges)
        _ = f.map.snapshot()
        let first = f.map.renderStatistics.iconViewRenders
        #expect(first == 1)
        _ = f.map.snapshot()
        #expect(f.map.renderStatistics.iconViewRenders == 1, "unchanged views are not drawn again")
        view.backgroundColor = .green
        _ = f.map.snapshot()
        #expect(f.map.renderStatistics.iconViewRenders == 2)
        a.tracksViewChanges = false
        view.backgroundColor = .blue
        _ = f.map.snapshot()
        #expect(f.map.renderStatistics.iconViewRenders == 2)
    }

    @Test("R20 groundAnchor (0.5, 0.75), infoWindowAnchor (0.5, 0.25) and a 62×88 icon put the tip 44 pt above the position")
    func anchorFormula() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        a.icon = solidImage(CGSize(width: 62, height: 88))
        a.groundAnchor = CGPoint(x: 0.5, y: 0.75)
        a.infoWindowAnchor = CGPoint(x: 0.5, y: 0.25)
        f.map.selectedMarker = a
        let frame = try #require(f.map.infoWindowFrame)
        #expect(abs(frame.midX - 200) < 1e-9)
        #expect(abs(frame.maxY - (300 - 44)) < 1e-9)
    }

    @Test("R20 the tip follows p + ((a − g)·size) for any anchors, including outside 0…1",
          arguments: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0.25, y: 0.6), CGPoint(x: -0.5, y: 1.5)])
    func anchorGeneral(anchor: CGPoint) throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        a.icon = solidImage(CGSize(width: 40, height: 60))
        a.groundAnchor = CGPoint(x: 0.3, y: 0.9)
        a.infoWindowAnchor = anchor
        f.map.selectedMarker = a
        let frame = try #require(f.map.infoWindowFrame)
        let expected = CGPoint(x: 200 + (anchor.x - 0.3) * 40, y: 300 + (anchor.y - 0.9) * 60)
        #expect(close(CGPoint(x: frame.midX, y: frame.maxY), expected, 1e-9))
    }

    @Test("R20 the tip is on the anchor of the icon as drawn: rotated and flat markers")
    func anchorRotated() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        a.icon = solidImage(CGSize(width: 40, height: 60))
        a.rotation = 90
        f.map.selectedMarker = a
        var frame = try #require(f.map.infoWindowFrame)
        // Default anchors: the top centre (20, 0) is 60 pt above the bottom centre; turned 90° clockwise it
        // lies 60 pt to the right.
        #expect(close(CGPoint(x: frame.midX, y: frame.maxY), CGPoint(x: 260, y: 300), 1e-9))
        a.isFlat = true
        var camera = f.map.camera
        camera.bearing = 90
        f.map.camera = camera
        frame = try #require(f.map.infoWindowFrame)
        // Flat: rotation 90 is relative to north; with the map turned so east is up, the icon's top points
        // east → straight up on screen.
        let p = f.map.projection.point(for: a.position)
        #expect(close(CGPoint(x: frame.midX, y: frame.maxY), CGPoint(x: p.x, y: p.y - 60), 1e-6))
    }

    @Test("R20 D1 NaN or infinite anchors are ignored with a warning and the old value kept")
    func badAnchors() {
        let a = Marker()
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink) {
            a.infoWindowAnchor = CGPoint(x: 0.2, y: 0.3)
            a.infoWindowAnchor = CGPoint(x: CGFloat.nan, y: 0)
            a.infoWindowAnchor = CGPoint(x: 0, y: CGFloat.infinity)
            a.groundAnchor = CGPoint(x: -CGFloat.infinity, y: 0)
        }
        #expect(a.infoWindowAnchor == CGPoint(x: 0.2, y: 0.3))
        #expect(a.groundAnchor == Marker.defaultGroundAnchor)
        #expect(sink.messages.count == 3)
        #expect(sink.messages.allSatisfy { $0.contains("not finite") })
    }
}
