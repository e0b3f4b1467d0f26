import Foundation
import GoogleMapsCompat

/// The Helsinki walk played headless, as a person would use it: the host is a UIWindow; taps and drags
/// go through its view tree; its clock and the main queue run in real time between steps (the toast's
/// two seconds are real seconds). Writes a PNG of the whole window after each step.
@MainActor
final class WalkTour {
    /// The window, the navigation controller in it, and the walk screen.
    let window: UIWindow
    let screen: HelsinkiWalkViewController

    init(size: CGSize = CGSize(width: 390, height: 700)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        screen = HelsinkiWalkViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
    }

    /// Where `marker` is drawn, in the window.
    func point(of marker: GMSMarker) throws(SampleTourError) -> CGPoint {
        guard let icon = screen.mapView.iconFrame(of: marker) else {
            throw SampleTourError("marker \(marker.title ?? "?") is not on screen")
        }
        return screen.mapView.convert(CGPoint(x: icon.midX, y: icon.midY), to: nil)
    }

    /// The middle of `view`, in the window.
    func point(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// The button titled `title` in the presented alert.
    func alertButton(_ title: String) throws(SampleTourError) -> UIButton {
        guard let alert = screen.presentedViewController as? UIAlertController,
              let action = alert.actions.first(where: { $0.title == title }),
              let button = Self.buttons(in: alert.view).first(where: { $0.currentTitle == title && action.title == title }) else {
            throw SampleTourError("no alert with a \"\(title)\" button is shown")
        }
        return button
    }

    private static func buttons(in view: UIView) -> [UIButton] {
        (view as? UIButton).map { [$0] } ?? view.subviews.flatMap { buttons(in: $0) }
    }

    /// Plays the walk; `announce` hears each step; with `directory`, writes `N-step.png` after each.
    func run(writingTo directory: String?, announce: (String) -> Void = { _ in }) async throws(SampleTourError) -> [String] {
        if let directory {
            do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
            catch { throw SampleTourError("cannot create the output folder \(directory); give a folder you can write to") }
        }
        var written: [String] = []
        var number = 0
        func shot(_ name: String) throws(SampleTourError) {
            defer { number += 1 }
            guard let directory else { return }
            let path = (directory as NSString).appendingPathComponent("walk-\(number)-\(name).png")
            do { try window.snapshot().write(toPNG: path) } catch { throw SampleTourError("cannot write \(path): \(error)") }
            written.append(path)
        }
        announce("start: the tram sets off, the cathedral glows")
        await window.run(for: 1)
        try shot("start")
        announce("drag You towards the cathedral")
        let you = try point(of: screen.you)
        window.handle(PointerEvent(.down, at: you, time: window.currentTime))
        window.advance(by: 0.6)
        for step in 1...6 {
            window.handle(PointerEvent(.move, at: CGPoint(x: you.x + Double(step) * 15, y: you.y + Double(step) * 5),
                                       time: window.currentTime + 0.02 * Double(step)))
        }
        window.handle(PointerEvent(.up, at: CGPoint(x: you.x + 90, y: you.y + 30), time: window.currentTime + 0.2))
        await window.run(for: 0.3)
        try shot("dragged")
        announce("tap Café Kappeli: its window opens and its line fades in")
        window.tap(at: try point(of: screen.cafe))
        await window.run(for: 1)
        try shot("cafe")
        announce("tap Book a table in the window")
        guard screen.mapView.selectedMarker === screen.cafe, let card = screen.cafeCard else {
            throw SampleTourError("the café's window did not open")
        }
        guard let content = screen.mapView.infoWindowContentFrame else { throw SampleTourError("the café's window is off screen") }
        let button = card.bookButton.frame
        window.tap(at: screen.mapView.convert(CGPoint(x: content.minX + button.midX, y: content.minY + button.midY), to: nil))
        _ = await window.run(until: { self.screen.presentedViewController?.isVisible == true }, timeout: 10)
        try shot("booking-sheet")
        announce("tap 2 people")
        window.tap(at: point(of: try alertButton("2 people")))
        _ = await window.run(until: { self.screen.presentedViewController == nil }, timeout: 10)
        announce("tap the map: the window closes, a toast says so")
        window.tap(at: CGPoint(x: 30, y: window.bounds.height - 40))
        _ = await window.run(until: { self.screen.presentedViewController?.isVisible == true }, timeout: 10)
        try shot("toast")
        announce("wait: the toast goes after two seconds")
        _ = await window.run(until: { self.screen.presentedViewController == nil }, timeout: 10)
        announce("tap +: five pins drop in")
        screen.dropPins()
        _ = await window.run(until: { self.screen.mapView.markers.count >= 12 }, timeout: 10)
        await window.run(for: 0.5)
        try shot("pins")
        return written
    }
}
