import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

@MainActor
@Suite("R25 one view tree per window: hit-testing front to back, the map one view among others")
struct ViewTreeTests {
    /// A window 400 × 300 whose root view holds a map filling it.
    private func windowWithMap() -> (Window, MapView, View) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let root = View(frame: window.bounds)
        let map = plainMap()
        root.addSubview(map)
        window.addSubview(root)
        return (window, map, root)
    }

    @Test("R25 a tap on the map through the tree reaches the marker: R21's events, the window opens")
    func tapReachesMap() throws {
        let (window, map, _) = windowWithMap()
        let log = EventLog()
        map.delegate = log
        let a = addMarker("A", 0, 0, to: map)
        window.tap(at: try pinPoint(of: a, on: map))
        #expect(map.selectedMarker === a)
        #expect(log.take().first == "didTap(A)")
    }

    @Test("R25 a view above the map takes the touch; hidden, alpha < 0.01 and non-interactive views let it through")
    func viewsAboveTheMap() throws {
        let (window, map, root) = windowWithMap()
        let a = addMarker("A", 0, 0, to: map)
        let p = try pinPoint(of: a, on: map)
        let cover = View(frame: CGRect(x: p.x - 30, y: p.y - 30, width: 60, height: 60))
        root.addSubview(cover)
        window.tap(at: p)
        #expect(map.selectedMarker == nil, "an interactive view above the map keeps the tap")
        #expect(window.hitTest(p) === cover)
        for letThrough in [{ cover.isHidden = true }, { cover.alpha = 0.005 }, { cover.isUserInteractionEnabled = false }] {
            cover.isHidden = false
            cover.alpha = 1
            cover.isUserInteractionEnabled = true
            map.selectedMarker = nil
            letThrough()
            #expect(window.hitTest(p) === map)
            window.tap(at: p)
            #expect(map.selectedMarker === a)
        }
        cover.isHidden = false
        cover.alpha = 0.01
        cover.isUserInteractionEnabled = true
        #expect(window.hitTest(p) === cover, "alpha 0.01 is still hit, as in UIKit")
    }

    @Test("R25 subviews of the map view itself (mapView.addSubview) draw above the map, its markers and its window, and take touches first")
    func subviewsOfTheMap() throws {
        let (window, map, _) = windowWithMap()
        let a = addMarker("A", 0, 0, to: map)
        let p = try pinPoint(of: a, on: map)
        let bare = window.snapshot()
        let badge = View(frame: CGRect(x: p.x - 20, y: p.y - 20, width: 40, height: 40))
        badge.backgroundColor = Color(red: 1, green: 0, blue: 1)
        map.addSubview(badge)
        let covered = window.snapshot()
        #expect(bare.color(atPixelX: Int(p.x), y: Int(p.y)) != Color(red: 1, green: 0, blue: 1), "the pin is under it")
        #expect(covered.color(atPixelX: Int(p.x), y: Int(p.y)) == Color(red: 1, green: 0, blue: 1), "drawn above the marker")
        #expect(window.hitTest(p) === badge)
        window.tap(at: p)
        #expect(map.selectedMarker == nil, "the map's subview keeps the tap")
        badge.isUserInteractionEnabled = false
        window.tap(at: p)
        #expect(map.selectedMarker === a, "a non-interactive subview lets it through to the marker")
        let window2 = try #require(map.infoWindowFrame, "A's window is open")
        badge.frame = CGRect(x: window2.midX - 10, y: window2.midY - 10, width: 20, height: 20)
        let over = window.snapshot()
        #expect(over.color(atPixelX: Int(window2.midX), y: Int(window2.midY)) == Color(red: 1, green: 0, blue: 1), "drawn above the info window")
    }

    @Test("R25 labels and image views let touches through by default (isUserInteractionEnabled false), as in UIKit")
    func labelsLetTouchesThrough() throws {
        let (window, map, root) = windowWithMap()
        let label = Label(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        label.text = "Over the map"
        let image = ImageView(frame: CGRect(x: 10, y: 60, width: 40, height: 40))
        root.addSubview(label)
        root.addSubview(image)
        #expect(!label.isUserInteractionEnabled && !image.isUserInteractionEnabled && View().isUserInteractionEnabled)
        #expect(window.hitTest(CGPoint(x: 20, y: 20)) === map)
        #expect(window.hitTest(CGPoint(x: 20, y: 70)) === map)
        label.isUserInteractionEnabled = true
        #expect(window.hitTest(CGPoint(x: 20, y: 20)) === label)
    }

    @Test("R25 a non-interactive parent hides its interactive subviews from touches")
    func nonInteractiveParent() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(child)
        #expect(parent.hitTest(CGPoint(x: 15, y: 15)) === child)
        parent.isUserInteractionEnabled = false
        #expect(parent.hitTest(CGPoint(x: 15, y: 15)) == nil)
    }

    @Test("R25 the map applies R24 inside its own frame: a map placed at (50, 40) gets points in its coordinates")
    func mapOffsetInTree() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        let map = plainMap()
        map.frame = CGRect(x: 50, y: 40, width: 400, height: 300)
        window.addSubview(map)
        let a = addMarker("A", 0, 0, to: map)
        let local = try pinPoint(of: a, on: map)
        window.tap(at: CGPoint(x: local.x + 50, y: local.y + 40))
        #expect(map.selectedMarker === a)
        let frame = try #require(map.infoWindowFrame)
        window.tap(at: CGPoint(x: frame.midX + 50, y: frame.midY + 40 - 4))
        #expect(map.selectedMarker === a, "a tap on the window keeps it open (R9)")
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(map.selectedMarker === a, "a tap outside the map is not the map's")
        window.tap(at: CGPoint(x: 60, y: 50))
        #expect(map.selectedMarker == nil, "a tap on the map away from markers closes the window (R8)")
    }

    @Test("R25 a press that starts on the map is the map's until it lifts: a drag pans, R24's slop")
    func pressBelongsToItsView() throws {
        let (window, map, root) = windowWithMap()
        let before = map.camera.target
        let overlay = View(frame: CGRect(x: 300, y: 0, width: 100, height: 300))
        root.addSubview(overlay)
        window.handle(PointerEvent(.down, at: CGPoint(x: 100, y: 150), time: 0))
        window.handle(PointerEvent(.move, at: CGPoint(x: 200, y: 150), time: 0.1))
        window.handle(PointerEvent(.move, at: CGPoint(x: 350, y: 150), time: 0.2))
        window.handle(PointerEvent(.up, at: CGPoint(x: 350, y: 150), time: 0.3))
        #expect(map.camera.target.longitude < before.longitude - 1, "the whole drag panned, over the overlay too")
    }

    @Test("R25 converting points between views of one tree, with a bounds origin")
    func convertPoints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = View(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let b = View(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(root.convert(CGPoint(x: 16, y: 26), to: b) == CGPoint(x: 1, y: 1))
        #expect(b.convert(CGPoint(x: 16, y: 26), from: root) == CGPoint(x: 1, y: 1))
        a.bounds = CGRect(x: 5, y: 5, width: 200, height: 200)
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 20), "b's frame origin is a's bounds origin")
        #expect(root.hitTest(CGPoint(x: 11, y: 21)) === b)
    }

    @Test("R25 setting bounds keeps the centre; center moves the frame")
    func boundsAndCenter() {
        let v = View(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        v.bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(v.frame == CGRect(x: -10, y: 0, width: 80, height: 40))
        v.center = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 60, y: 80, width: 80, height: 40))
        let warned = warnings { v.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1) }
        #expect(warned.count == 1 && v.frame.width == 80)
    }

    @Test("R25 a view added to itself or into its own subtree changes nothing and warns")
    func addToItself() {
        let a = View(), b = View()
        a.addSubview(b)
        let warned = warnings {
            a.addSubview(a)
            b.addSubview(a)
        }
        #expect(warned.count == 2 && warned.allSatisfy { $0.contains("cannot be added to itself") })
        #expect(a.subviews.count == 1 && a.superview == nil && b.subviews.isEmpty)
    }

    @Test("R25 a map is a view: it has a superview, a window, and the window finds it")
    func mapIsAView() {
        let (window, map, root) = windowWithMap()
        #expect(map.superview === root && map.window === window && window.maps.first === map)
        #expect((map as View).hitTest(CGPoint(x: 5, y: 5)) === map)
    }
}
