import Foundation
import Testing
import GoogleMapsCompat
import TestSupport

/// Shows `controller` in a 390 × 600 window, as an app's launch does.
@MainActor
func launch(_ controller: UIViewController, navigation: Bool = false) -> UIWindow {
    TestResources.install(TestResources.packageRoot.appendingPathComponent("Examples/InfoWindowSample/Images").path)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    window.rootViewController = navigation ? UINavigationController(rootViewController: controller) : controller
    window.makeKeyAndVisible()
    return window
}

/// Where `marker`'s icon is drawn, in window coordinates.
@MainActor
func pinPoint(_ marker: GMSMarker, in window: UIWindow) throws -> CGPoint {
    let map = try #require(window.maps.first)
    let frame = try #require(map.iconFrame(of: marker))
    return map.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
}

/// The middle of the open info window, in window coordinates.
@MainActor
func windowPoint(in window: UIWindow) throws -> CGPoint {
    let map = try #require(window.maps.first)
    let frame = try #require(map.infoWindowFrame)
    return map.convert(CGPoint(x: frame.midX, y: frame.midY - 6), to: nil)
}

@MainActor
@Suite("Sample-style screens: iOS code written as Google's samples are, run through a UIWindow")
struct SampleStyleTests {
    @Test("toasts: closing a window presents an alert that goes away by itself; a long press on a window too (golden)")
    func toasts() async throws {
        let screen = PortugalToastViewController()
        let window = launch(screen)
        window.tap(at: try pinPoint(screen.lisbon, in: window))
        let map = try #require(window.maps.first)
        #expect(map.selectedMarker === screen.lisbon)
        window.tap(at: CGPoint(x: 20, y: 580))
        #expect(screen.toasts == ["closed Lisbon"] && screen.presentedViewController is UIAlertController)
        #expect(await window.run(until: { screen.presentedViewController?.isVisible == true }, timeout: 30))
        goldens.assert(window.snapshot(), named: "sample-style-toast")
        #expect(await window.run(until: { screen.presentedViewController == nil }, timeout: 30), "the toast went away")
        window.tap(at: try pinPoint(screen.porto, in: window))
        window.longPress(at: try windowPoint(in: window))
        #expect(screen.toasts.last == "long pressed Porto")
        #expect(await window.run(until: { screen.presentedViewController == nil }, timeout: 30))
        let alerts = warnings { window.tap(at: CGPoint(x: 20, y: 580)) }
        #expect(alerts.isEmpty && screen.toasts.last == "closed Porto")
    }

    @Test("camera events in order: a CATransaction flight of 2 s, willMove once, didChange, idle, the completion")
    func flyover() async throws {
        let screen = FlyoverEventsViewController()
        let window = launch(screen)
        window.tap(at: try pinPoint(screen.bergen, in: window))
        #expect(screen.mapView.selectedMarker === screen.bergen)
        for _ in 0..<130 { window.advance(by: 1.0 / 60) }
        #expect(screen.events.prefix(3) == ["didTap Bergen", "willMove false", "didChange"])
        #expect(screen.events.suffix(3) == ["didChange", "idle", "arrived"], "the completion comes after the frame's events: \(screen.events)")
        #expect(screen.events.filter { $0.hasPrefix("willMove") }.count == 1, "\(screen.events)")
        let camera = screen.mapView.camera
        #expect(abs(camera.zoom - 9) < 1e-9 && abs(camera.bearing - 30) < 1e-9 && camera.viewingAngle == 45)
        window.tap(at: try pinPoint(screen.bergen, in: window))
        #expect(screen.mapView.selectedMarker === screen.bergen, "a second tap returns true: the window stays")
    }

    @Test("a ferry sails leg after leg: model value at once, drawn position on the way, rotation its heading; a tap fades it")
    func ferry() throws {
        let screen = FerryRouteViewController()
        let window = launch(screen)
        let cursor = try #require(screen.ferry.userData as? FerryRouteViewController.RouteCursor)
        #expect(screen.legs == 1 && cursor.index == 1)
        #expect(screen.ferry.position == cursor.path.coordinate(at: 1), "the model value is the leg's end at once")
        let start = try #require(screen.mapView.iconFrame(of: screen.ferry))
        window.advance(by: 0.5)
        let moving = try #require(screen.mapView.iconFrame(of: screen.ferry))
        #expect(moving.midX > start.midX, "drawn on its way east")
        let legTime = GMSGeometryDistance(cursor.path.coordinate(at: 0), cursor.path.coordinate(at: 1)) / 2000
        window.advance(by: legTime)
        #expect(screen.legs == 2 && cursor.index == 2)
        #expect(abs(screen.ferry.rotation - GMSGeometryHeading(cursor.path.coordinate(at: 1), cursor.path.coordinate(at: 2))) < 1e-9)
        window.tap(at: try pinPoint(screen.ferry, in: window))
        #expect(screen.ferry.opacity == 0.4)
        window.tap(at: CGPoint(x: 10, y: 590))
        #expect(screen.ferry.opacity == 1)
        #expect(screen.mapView.isMyLocationEnabled)
    }

    @Test("markers: a window open from loadView, Australia pops in and drags, the bar button toggles Perth (through the navigation bar)")
    func harbour() throws {
        let screen = HarbourMarkersViewController()
        let window = launch(screen, navigation: true)
        #expect(screen.mapView.selectedMarker === screen.sydney)
        #expect(screen.navigationController != nil && screen.mapView.frame.minY == UINavigationBar.height)
        let popped = screen.mapView.iconFrame(of: screen.australia)
        window.advance(by: 0.4)
        let settled = try #require(screen.mapView.iconFrame(of: screen.australia))
        #expect((popped?.width ?? 0) < settled.width, "it grew in")
        let p = try pinPoint(screen.australia, in: window)
        window.handle(PointerEvent(.down, at: p, time: window.currentTime))
        window.advance(by: 0.6)
        window.handle(PointerEvent(.move, at: CGPoint(x: p.x + 40, y: p.y + 30), time: window.currentTime))
        window.handle(PointerEvent(.up, at: CGPoint(x: p.x + 40, y: p.y + 30), time: window.currentTime))
        #expect(screen.drags == ["begin", "drag", "end"])
        let bar = try #require(screen.navigationController?.navigationBar)
        let add = try #require(bar.subviews.last as? UIButton)
        window.tap(at: add.convert(CGPoint(x: add.bounds.midX, y: add.bounds.midY), to: nil))
        #expect(screen.perth.map === screen.mapView)
        window.tap(at: add.convert(CGPoint(x: add.bounds.midX, y: add.bounds.midY), to: nil))
        #expect(screen.perth.map == nil)
        goldens.assert(window.snapshot(), named: "sample-style-harbour")
    }

    @Test("scattered pins arrive one by one from DispatchQueue.main.asyncAfter, all inside the visible region; clear keeps the default")
    func scatter() async throws {
        let screen = ScatterMarkersViewController()
        let window = launch(screen)
        let region = GMSCoordinateBounds(region: screen.mapView.projection.visibleRegion())
        screen.scatter()
        #expect(screen.dropped == 0)
        #expect(await window.run(until: { screen.dropped == 10 }, timeout: 30))
        let markers = screen.mapView.markers
        #expect(markers.count == 11 && markers.dropFirst().allSatisfy { region.contains($0.position) })
        screen.clearAll()
        #expect(screen.mapView.markers.count == 1)
    }

    @Test("a pulsing icon view redraws while it pulses; the tracked window's pixels step through the flash and stop after (golden)")
    func pulsing() throws {
        let screen = PulsingIconViewController()
        let window = launch(screen)
        let marker = try #require(screen.paris)
        let icon = try #require(screen.mapView.iconFrame(of: marker))
        var iconPixels: Set<String> = []
        for _ in 0..<8 {
            window.advance(by: 0.12)
            let image = window.snapshot()
            iconPixels.insert(String(describing: image.color(atPixelX: Int(icon.midX) + 12, y: Int(icon.midY))))
        }
        #expect(iconPixels.count > 3, "the glow pulses: \(iconPixels.count) different pixels")
        window.tap(at: try pinPoint(marker, in: window))
        #expect(marker.tracksInfoWindowChanges)
        let renders = screen.mapView.renderStatistics.infoWindowRenders
        var windowPixels: [String] = []
        for _ in 0..<12 {
            window.advance(by: 0.1)
            let image = window.snapshot()
            let p = try windowPoint(in: window)
            windowPixels.append(String(describing: image.color(atPixelX: Int(p.x) - 14, y: Int(p.y) - 14)))
        }
        #expect(!marker.tracksInfoWindowChanges, "tracking off after the flash")
        #expect(Set(windowPixels.prefix(9)).count > 4, "the window's pixels step while tracked: \(windowPixels)")
        #expect(screen.mapView.renderStatistics.infoWindowRenders - renders >= 8)
        let after = screen.mapView.renderStatistics.infoWindowRenders
        window.advance(by: 0.5)
        _ = window.snapshot()
        #expect(screen.mapView.renderStatistics.infoWindowRenders == after, "no redraws once tracking stops")
        goldens.assert(window.snapshot(), named: "sample-style-pulsing", tolerance: GoldenTolerance(channelTolerance: 40, allowedDifferingPixels: 400))
    }
}

/// The warnings `body` gives.
@MainActor
func warnings(_ body: () throws -> Void) rethrows -> [String] {
    let sink = WarningSink()
    try Diagnostics.$sink.withValue(sink) { try body() }
    return sink.messages
}
