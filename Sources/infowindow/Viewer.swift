import Foundation
import InfoWindowKit
import InfoWindowSDL

/// `infowindow view` on screen: a ``MapWindow`` showing the session's current scene. The number keys
/// switch scenes (the window takes each scene's size), R makes the shown scene afresh; with a trace,
/// the state lines of ``ViewerTrace`` are printed after each frame.
@MainActor
final class Viewer {
    let session: ViewerSession
    let window: MapWindow
    private var trace: ViewerTrace?
    private let console: Console

    /// Opens the window on the session's first scene. Throws when no display can be opened.
    init(session: ViewerSession, tracing: Bool, console: Console) throws(MapWindowError) {
        self.session = session
        self.console = console
        window = try MapWindow(mapView: session.page.map.mapView, title: session.title)
        trace = tracing ? ViewerTrace() : nil
        let window = self.window
        session.output.message = { [unowned window] text in window.show(message: text) }
        if tracing { session.output.trace = { line in console.out(line) } }
    }

    /// Runs until the window is closed (Ctrl+Q, Ctrl+W or the close button).
    func run() {
        window.onKey = { [unowned self] key in self.key(key) }
        window.onUpdate = { [unowned self] in self.update() }
        session.output.trace?("scene \(session.current + 1) \(session.page.label)")
        window.run()
    }

    private func key(_ name: String) {
        let digit = name.hasPrefix("Keypad ") ? String(name.dropFirst("Keypad ".count)) : name
        if let number = Int(digit), number >= 1 {
            guard session.show(number - 1) else { return }
            present()
        } else if name == "R" {
            do {
                try session.reset()
                present()
            } catch {
                window.show(message: error.message)
            }
        }
    }

    /// Puts the session's current page on screen at its scene's size.
    private func present() {
        let page = session.page
        window.resize(to: page.scene.size)
        window.mapView = page.map.mapView
        window.title = session.title
        trace?.reset()
        session.output.trace?("scene \(session.current + 1) \(page.label)")
    }

    private func update() {
        guard var trace else { return }
        let lines = trace.lines(for: window.mapView, isSettled: !window.isPointerDown, message: window.message)
        for line in lines { console.out(line) }
        self.trace = trace
    }
}
