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
@Suite("Alerts: drawn over the whole tree, actions dismiss then run their handler")
struct AlertTests {
    /// A window 390 × 600: a map with two markers under three labels, shown by a root controller.
    private func screen() -> (Window, ViewController, MapView) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let root = ViewController()
        let container = View(frame: window.bounds)
        let map = MapView(frame: container.bounds, camera: CameraPosition(latitude: -33.87, longitude: 151.21, zoom: 9))
        map.basemap = nil
        container.addSubview(map)
        for (i, text) in ["Sydney", "Parramatta", "Bondi"].enumerated() {
            let label = Label(frame: CGRect(x: 16, y: 16 + CGFloat(i) * 28, width: 200, height: 24))
            label.text = text
            label.font = .boldSystemFont(ofSize: 15)
            container.addSubview(label)
        }
        root.view = container
        window.rootViewController = root
        window.makeKeyAndVisible()
        addMarker("Sydney", -33.87, 151.21, to: map)
        addMarker("Bondi", -33.89, 151.27, to: map)
        return (window, root, map)
    }

    @Test("an alert with a title, a message and two actions is drawn over the map and the labels (golden)")
    func alertGolden() {
        let (window, root, _) = screen()
        let alert = AlertController(title: "Remove marker?", message: "Bondi will no longer be shown on the map.",
                                    preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Remove", style: .destructive))
        root.present(alert, animated: false)
        goldens.assert(window.snapshot(), named: "alert-over-map")
    }

    @Test("an action sheet: the actions at the bottom, the cancel action in its own panel (golden)")
    func sheetGolden() {
        let (window, root, _) = screen()
        let sheet = AlertController(title: "Bondi", message: "What would you like to do?", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Directions", style: .default))
        sheet.addAction(AlertAction(title: "Share", style: .default))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: false)
        goldens.assert(window.snapshot(), named: "action-sheet-over-map")
    }

    @Test("D31 tapping an action fades the alert out, then runs the handler once; the tree is as before")
    func tapAction() throws {
        let (window, root, _) = screen()
        let before = window.snapshot()
        var handled: [String] = []
        let alert = AlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default) { handled.append($0.title ?? "") })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        window.advance(by: 0.3)
        let button = try #require(alert.actions[0].button)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        window.tap(at: center)
        #expect(handled.isEmpty && alert.isBeingDismissed, "the handler waits for the dismissal")
        window.advance(by: 0.25)
        #expect(handled == ["OK"] && root.presentedViewController == nil)
        window.tap(at: center)
        #expect(handled == ["OK"])
        let after = window.snapshot()
        #expect(before.color(atPixelX: 195, y: 300) == after.color(atPixelX: 195, y: 300))
    }

    @Test("D31 while an alert shows, touches outside its panel go nowhere (the map below does not hear them)")
    func modal() throws {
        let (window, root, map) = screen()
        let log = EventLog()
        map.delegate = log
        root.present(AlertController(title: "Busy", message: nil, preferredStyle: .alert), animated: false)
        window.tap(at: CGPoint(x: 20, y: 580))
        #expect(log.events.isEmpty)
    }

    @Test("a second cancel action is refused with a warning; disabled actions cannot be tapped")
    func badActions() throws {
        let (window, root, _) = screen()
        let alert = AlertController(title: "A", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let warned = warnings { alert.addAction(AlertAction(title: "Also cancel", style: .cancel)) }
        #expect(warned.count == 1 && alert.actions.count == 1)
        var ran = false
        let off = AlertAction(title: "Off", style: .default) { _ in ran = true }
        off.isEnabled = false
        alert.addAction(off)
        root.present(alert, animated: false)
        let button = try #require(off.button)
        window.tap(at: button.convert(CGPoint(x: 5, y: 5), to: nil))
        window.advance(by: 1)
        #expect(!ran && root.presentedViewController === alert)
    }

    @Test("the samples' toast: an alert without actions presented animated, dismissed two seconds later by asyncAfter")
    func toast() async {
        let (window, root, _) = screen()
        let toast = AlertController(title: nil, message: "Info window for marker Sydney closed.", preferredStyle: .alert)
        root.present(toast, animated: true) {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { toast.dismiss(animated: true) }
        }
        let begun = ContinuousClock.now
        #expect(await window.run(until: { toast.isVisible }, timeout: 30))
        #expect(root.presentedViewController === toast)
        let shown = window.snapshot()
        #expect(await window.run(until: { root.presentedViewController == nil }, timeout: 30))
        #expect(begun.duration(to: .now) >= .milliseconds(600), "it stays until the asyncAfter deadline")
        #expect(toast.viewIfLoaded?.superview == nil)
        #expect(shown.color(atPixelX: 195, y: 300) != window.snapshot().color(atPixelX: 195, y: 300), "the toast was drawn, then gone")
    }
}
