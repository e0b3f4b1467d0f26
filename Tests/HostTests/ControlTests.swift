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
@Suite("Controls: buttons on a window's tree and inside an open info window (D24)")
struct ControlTests {
    /// A button titled `title` that counts its taps.
    private func button(_ title: String, counter: @escaping @MainActor () -> Void) -> Button {
        let button = Button(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 36)
        button.addAction(Action { _ in counter() }, for: .touchUpInside)
        return button
    }

    @Test("a button on the tree: a tap runs its action; held, it is drawn pressed; lifted outside, nothing runs")
    func buttonInTree() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        var taps = 0
        let b = button("Add markers") { taps += 1 }
        window.addSubview(b)
        let normal = window.snapshot()
        window.handle(PointerEvent(.down, at: CGPoint(x: 50, y: 28), time: 0))
        #expect(b.isHighlighted && b.state == .highlighted)
        let pressed = window.snapshot()
        #expect(pressed.color(atPixelX: 70, y: 28) != normal.color(atPixelX: 70, y: 28) || normal.color(atPixelX: 40, y: 28) != pressed.color(atPixelX: 40, y: 28))
        window.handle(PointerEvent(.up, at: CGPoint(x: 50, y: 28), time: 0.1))
        #expect(taps == 1 && !b.isHighlighted)
        window.handle(PointerEvent(.down, at: CGPoint(x: 50, y: 28), time: 0.2))
        window.handle(PointerEvent(.move, at: CGPoint(x: 199, y: 99), time: 0.3))
        window.handle(PointerEvent(.up, at: CGPoint(x: 400, y: 300), time: 0.4))
        #expect(taps == 1, "lifted far outside: touchUpOutside, no action")
        b.isEnabled = false
        window.tap(at: CGPoint(x: 50, y: 28))
        #expect(taps == 1 && b.state == .disabled)
        goldens.assert(pressed, named: "button-pressed")
        goldens.assert(normal, named: "button-normal")
    }

    @Test("primaryAction, setTitle per state, setImage, the title a label reads out")
    func buttonAPI() {
        var ran = 0
        let b = Button(type: .system, primaryAction: Action(title: "Go") { _ in ran += 1 })
        #expect(b.currentTitle == "Go" && b.accessibilityText == "Go")
        b.setTitle("Going", for: .highlighted)
        #expect(b.title(for: .highlighted) == "Going" && b.currentTitle == "Go")
        b.sendActions(for: .primaryActionTriggered)
        #expect(ran == 1)
        let custom = Button(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(custom.buttonType == .custom && custom.currentTitleColor == .white)
        #expect(b.sizeThatFits(.zero).height >= 30)
    }

    /// A map whose marker A opens a custom window with a button (tag 7) and a label (tag 3).
    private func mapWithButtonWindow(tracked: Bool = false) throws -> (MapView, EventLog, Button, () -> Int) {
        let map = plainMap()
        let log = EventLog()
        var taps = 0
        let card = View(frame: CGRect(x: 0, y: 0, width: 160, height: 80))
        card.backgroundColor = .white
        let label = Label(frame: CGRect(x: 8, y: 4, width: 144, height: 24))
        label.text = "Opera House"
        label.tag = 3
        let book = Button(type: .system)
        book.setTitle("Book", for: .normal)
        book.frame = CGRect(x: 8, y: 36, width: 80, height: 36)
        book.tag = 7
        book.addAction(Action { _ in taps += 1 }, for: .primaryActionTriggered)
        card.addSubview(label)
        card.addSubview(book)
        log.markerInfoWindow = { _ in card }
        map.delegate = log
        let a = addMarker("A", 0, 0, to: map)
        a.tracksInfoWindowChanges = tracked
        map.selectedMarker = a
        return (map, log, book, { taps })
    }

    @Test("D24 a tap on a button in an open window runs its action and nothing else: no didTapInfoWindowOf")
    func buttonInWindow() throws {
        let (map, log, _, taps) = try mapWithButtonWindow()
        let frame = try #require(map.infoWindowFrame)
        map.tap(at: CGPoint(x: frame.minX + 40, y: frame.minY + 54))
        #expect(taps() == 1 && log.take().isEmpty)
        map.tap(at: CGPoint(x: frame.minX + 40, y: frame.minY + 14))
        #expect(taps() == 1 && log.take() == ["didTapInfoWindow(A)", "didTapInfoWindowAt(3)"], "a label is a window tap (B1)")
        #expect(map.selectedMarker != nil)
    }

    @Test("D24 a disabled button is a plain window tap; a long press on a button is a window long press, and cancels it")
    func disabledAndLongPress() throws {
        let (map, log, book, taps) = try mapWithButtonWindow()
        let frame = try #require(map.infoWindowFrame)
        let point = CGPoint(x: frame.minX + 40, y: frame.minY + 54)
        map.longPress(at: point)
        #expect(taps() == 0 && log.take() == ["didLongPressInfoWindow"] && !book.isHighlighted)
        book.isEnabled = false
        map.tap(at: point)
        #expect(taps() == 0 && log.take() == ["didTapInfoWindow(A)", "didTapInfoWindowAt(7)"])
    }

    @Test("D24 a held button in an untracked window is drawn pressed, then normal again (the window is redrawn for it)")
    func pressedInWindow() throws {
        let (map, _, book, taps) = try mapWithButtonWindow()
        let frame = try #require(map.infoWindowFrame)
        let point = CGPoint(x: frame.minX + 40, y: frame.minY + 54)
        let normal = map.snapshot()
        map.handle(PointerEvent(.down, at: point, time: map.currentTime))
        #expect(book.isHighlighted)
        let held = map.snapshot()
        var differing = 0
        for x in stride(from: Int(frame.minX) + 10, to: Int(frame.minX) + 90, by: 1) {
            if held.color(atPixelX: x, y: Int(point.y)) != normal.color(atPixelX: x, y: Int(point.y)) { differing += 1 }
        }
        #expect(differing > 5, "the title fades while held")
        map.handle(PointerEvent(.up, at: point, time: map.currentTime))
        #expect(taps() == 1 && !book.isHighlighted)
        let after = map.snapshot()
        #expect(after.color(atPixelX: Int(frame.minX) + 30, y: Int(point.y)) == normal.color(atPixelX: Int(frame.minX) + 30, y: Int(point.y)))
        goldens.assert(held, named: "window-button-held")
    }

    @Test("D24 a pan that starts on a button cancels it and pans")
    func panFromButton() throws {
        let (map, _, book, taps) = try mapWithButtonWindow()
        let frame = try #require(map.infoWindowFrame)
        let point = CGPoint(x: frame.minX + 40, y: frame.minY + 54)
        let camera = map.camera
        map.handle(PointerEvent(.down, at: point, time: 0))
        map.handle(PointerEvent(.move, at: CGPoint(x: point.x + 50, y: point.y), time: 0.1))
        #expect(!book.isHighlighted)
        map.handle(PointerEvent(.up, at: CGPoint(x: point.x + 50, y: point.y), time: 0.2))
        #expect(taps() == 0 && map.camera.target != camera.target)
    }
}
