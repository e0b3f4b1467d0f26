import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// SPEC "Beyond the SDK": B1 tap locations, B3 auto-pan, B4 accessibility. (B2, snapshots, is proven by
/// the rendering tests.)
@MainActor
@Suite("Beyond the SDK (B1, B3, B4)")
struct BeyondTests {
    /// A custom window 200×100 with two tagged "buttons" and an untagged label.
    private func buttons() -> (View, View, View) {
        let window = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let ok = View(frame: CGRect(x: 10, y: 60, width: 80, height: 30))
        ok.tag = 1
        let inner = Label(frame: CGRect(x: 5, y: 5, width: 70, height: 20))
        inner.text = "OK"
        ok.addSubview(inner)
        let cancel = View(frame: CGRect(x: 110, y: 60, width: 80, height: 30))
        cancel.tag = 2
        let title = Label(frame: CGRect(x: 10, y: 10, width: 180, height: 30))
        title.text = "Pick one"
        window.addSubview(title)
        window.addSubview(ok)
        window.addSubview(cancel)
        return (window, ok, cancel)
    }

    @Test("B1 D20 a tap in a custom window reports the point in window coordinates and the tagged subview hit")
    func tapLocation() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 350))
        let (window, ok, cancel) = buttons()
        f.recorder.windowView = { _ in window }
        f.map.selectedMarker = a
        let frame = try #require(f.map.infoWindowFrame)
        f.map.tap(at: CGPoint(x: frame.minX + 20, y: frame.minY + 70))
        var location = try #require(f.recorder.lastTapLocation)
        #expect(location.point == CGPoint(x: 20, y: 70))
        #expect(location.taggedView === ok, "the untagged label inside OK reports OK")
        #expect(location.tag == 1)
        f.map.tap(at: CGPoint(x: frame.minX + 150, y: frame.minY + 75))
        location = try #require(f.recorder.lastTapLocation)
        #expect(location.taggedView === cancel)
        f.map.tap(at: CGPoint(x: frame.minX + 100, y: frame.minY + 20))
        location = try #require(f.recorder.lastTapLocation)
        #expect(location.taggedView == nil && location.tag == 0)
        #expect(f.recorder.log.filter { $0 == "didTapInfoWindow(A)" }.count == 3)
    }

    @Test("B1 in custom contents the point is in window coordinates and subviews are found inside the frame")
    func tapLocationInContents() throws {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 350))
        let (contents, ok, _) = buttons()
        f.recorder.contentsView = { _ in contents }
        f.map.selectedMarker = a
        let frame = try #require(f.map.infoWindowFrame)
        let rect = try #require(f.map.selection.shown?.layout.contentRect)
        f.map.tap(at: CGPoint(x: frame.minX + rect.minX + 20, y: frame.minY + rect.minY + 70))
        let location = try #require(f.recorder.lastTapLocation)
        #expect(location.point == CGPoint(x: rect.minX + 20, y: rect.minY + 70))
        #expect(location.taggedView === ok)
    }

    @Test("B3 D21 keepsInfoWindowVisible pans just enough to show the window whole, with padding")
    func autoPan() throws {
        let f = MapFixture()
        f.map.keepsInfoWindowVisible = true
        f.map.centersOnMarkerTap = false
        let a = f.marker("A", at: CGPoint(x: 390, y: 60), snippet: "Some text to make the window wide enough")
        f.map.selectedMarker = a
        f.map.advance(to: 5)
        let frame = try #require(f.map.infoWindowFrame)
        let area = f.map.bounds.insetBy(dx: 16, dy: 16)
        #expect(area.contains(frame), "window \(frame) inside \(area)")
        // Just enough: it touches the padded edges it was pushed from.
        #expect(abs(frame.maxX - area.maxX) < 0.01)
        #expect(abs(frame.minY - area.minY) < 0.01)
    }

    @Test("B3 auto-pan is off by default and does nothing for a window already visible")
    func autoPanDefaults() throws {
        let f = MapFixture()
        #expect(f.map.keepsInfoWindowVisible == false)
        let a = f.marker("A", at: CGPoint(x: 390, y: 60))
        f.map.selectedMarker = a
        f.map.advance(to: 5)
        #expect(try #require(f.map.infoWindowFrame).maxX > 400, "the SDK leaves it cut off")
        f.map.keepsInfoWindowVisible = true
        let b = f.marker("B", at: CGPoint(x: 200, y: 300))
        let camera = f.map.camera
        f.map.selectedMarker = b
        f.map.advance(to: 10)
        #expect(f.map.camera == camera)
    }

    @Test("B3 D21 auto-pan respects the map padding and combines with centring on tap")
    func autoPanWithPadding() throws {
        let f = MapFixture()
        f.map.keepsInfoWindowVisible = true
        f.map.padding = EdgeInsets(top: 150, left: 0, bottom: 0, right: 0)
        let a = f.marker("A", at: CGPoint(x: 200, y: 300), snippet: String(repeating: "tall text ", count: 30))
        f.tap(a)
        f.map.advance(to: 5)
        let frame = try #require(f.map.infoWindowFrame)
        #expect(frame.minY >= 150 + 16 - 0.01)
    }

    @Test("B4 the default window exposes title and snippet; the marker's label is its title")
    func accessibilityDefault() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300), title: "London", snippet: "Population: 8,174,100")
        #expect(a.accessibilityLabel == "London")
        a.accessibilityLabel = "Pin for London"
        #expect(a.accessibilityLabel == "Pin for London")
        #expect(f.map.infoWindowAccessibilityLabel == nil)
        f.map.selectedMarker = a
        #expect(f.map.infoWindowAccessibilityLabel == "London, Population: 8,174,100")
    }

    @Test("B4 a custom window exposes its labels' text, or its own accessibility label")
    func accessibilityCustom() {
        let f = MapFixture()
        let a = f.marker("A", at: CGPoint(x: 200, y: 300))
        let (window, ok, _) = buttons()
        f.recorder.windowView = { _ in window }
        f.map.selectedMarker = a
        #expect(f.map.infoWindowAccessibilityLabel == "Pick one, OK")
        ok.accessibilityLabel = "Confirm"
        #expect(f.map.infoWindowAccessibilityLabel == "Pick one, Confirm")
        window.accessibilityLabel = "A choice"
        #expect(f.map.infoWindowAccessibilityLabel == "A choice")
    }
}
