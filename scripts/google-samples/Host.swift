// The host that runs Google's sample view controllers (prepared by prepare.py) as iOS would show
// them: each one is a UIWindow's root view controller; the host taps, long-presses and drags where a
// person would, runs the clock and the main queue, prints what it sees and writes a PNG per step.
// This file is the project's own; the samples are not in the project.
//
//     GoogleSamplesHost IMAGES OUT            every sample, headless
//     GoogleSamplesHost IMAGES --window NAME  one sample in a real window (SDL)

import Foundation
import GoogleMapsCompat
import InfoWindowSDL

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 || (arguments.count == 3 && arguments[1] == "--window") else {
    FileHandle.standardError.write(Data("usage: GoogleSamplesHost IMAGES OUT | GoogleSamplesHost IMAGES --window NAME\n".utf8))
    exit(2)
}
UIImage.searchPaths.append(arguments[0])

let samples: [(name: String, make: () -> UIViewController)] = [
    ("MarkerInfoWindow", { MarkerInfoWindowViewController() }),
    ("MarkerEvents", { MarkerEventsViewController() }),
    ("MarkerLayer", { MarkerLayerViewController() }),
    ("Markers", { MarkersViewController() }),
    ("CustomMarkers", { CustomMarkersViewController() }),
    ("AnimatedUIViewMarker", { AnimatedUIViewMarkerViewController() }),
]

if arguments.count == 3 {
    guard let sample = samples.first(where: { $0.name == arguments[2] }) else {
        FileHandle.standardError.write(Data("GoogleSamplesHost: no sample \(arguments[2]); one of \(samples.map(\.name))\n".utf8))
        exit(2)
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
    window.rootViewController = sample.make()
    do {
        try MapWindow(window: window, title: sample.name).run()
    } catch {
        FileHandle.standardError.write(Data("GoogleSamplesHost: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}

let out = arguments[1]
try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
var failures = 0

/// Prints a check and counts it when it does not hold.
@MainActor func check(_ condition: Bool, _ what: String) {
    print("  \(condition ? "ok  " : "FAIL") \(what)")
    if !condition { failures += 1 }
}

@MainActor func save(_ window: UIWindow, _ name: String) {
    let path = "\(out)/\(name).png"
    do { try window.snapshot().write(toPNG: path) } catch { print("  FAIL writing \(path): \(error)"); failures += 1 }
}

@MainActor func show(_ make: () -> UIViewController) -> (UIWindow, UIViewController, GMSMapView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
    let controller = make()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller, window.maps[0])
}

@MainActor func pin(_ marker: GMSMarker, _ map: GMSMapView) -> CGPoint {
    let frame = map.iconFrame(of: marker) ?? .zero
    return map.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
}

/// A delegate that stands between the map and the sample's own delegate, recording the order of the
/// camera and drag calls the sample does not implement, and passing every call on.
@MainActor final class Witness: GMSMapViewDelegate {
    weak var inner: GMSMapViewDelegate?
    var events: [String] = []
    init(_ inner: GMSMapViewDelegate?) { self.inner = inner }
    func mapView(_ m: GMSMapView, didTap marker: GMSMarker) -> Bool {
        events.append("didTap"); return inner?.mapView(m, didTap: marker) ?? false
    }
    func mapView(_ m: GMSMapView, markerInfoWindow marker: GMSMarker) -> UIView? { inner?.mapView(m, markerInfoWindow: marker) }
    func mapView(_ m: GMSMapView, markerInfoContents marker: GMSMarker) -> UIView? { inner?.mapView(m, markerInfoContents: marker) }
    func mapView(_ m: GMSMapView, didCloseInfoWindowOf marker: GMSMarker) {
        events.append("didClose"); inner?.mapView(m, didCloseInfoWindowOf: marker)
    }
    func mapView(_ m: GMSMapView, didLongPressInfoWindowOf marker: GMSMarker) {
        events.append("didLongPressInfoWindow"); inner?.mapView(m, didLongPressInfoWindowOf: marker)
    }
    func mapView(_ m: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) {
        events.append("didTapAt"); inner?.mapView(m, didTapAt: coordinate)
    }
    func mapView(_ m: GMSMapView, willMove gesture: Bool) { events.append("willMove(\(gesture))") }
    func mapView(_ m: GMSMapView, idleAt position: GMSCameraPosition) { events.append("idle") }
    func mapView(_ m: GMSMapView, didBeginDragging marker: GMSMarker) { events.append("beginDrag") }
    func mapView(_ m: GMSMapView, didEndDragging marker: GMSMarker) { events.append("endDrag") }
}

print("MarkerInfoWindowViewController")
do {
    let (window, controller, map) = show(samples[0].make)
    let markers = map.markers
    check(markers.count == 3, "three markers")
    window.tap(at: pin(markers[0], map))
    check(map.selectedMarker === markers[0] && map.infoWindowFrame != nil, "Sydney's window (the aeroplane) is open")
    await window.run(for: 0.5)
    save(window, "info-window-1-sydney")
    window.tap(at: CGPoint(x: 30, y: 650))
    check(map.selectedMarker == nil, "a tap on the map closes it")
    _ = await window.run(until: { controller.presentedViewController?.isVisible == true }, timeout: 10)
    check(controller.presentedViewController is UIAlertController, "the toast is presented")
    save(window, "info-window-2-toast")
    let gone = await window.run(until: { controller.presentedViewController == nil }, timeout: 10)
    check(gone, "the toast goes away by itself (asyncAfter 2 s)")
    window.tap(at: pin(markers[2], map))
    await window.run(for: 0.5)
    check(map.selectedMarker === markers[2], "Brisbane's contents window is open")
    save(window, "info-window-3-brisbane")
}

print("MarkerEventsViewController")
do {
    let (window, controller, map) = show(samples[1].make)
    let witness = Witness(map.delegate)
    map.delegate = witness
    let melbourne = map.markers[1]
    window.tap(at: pin(melbourne, map))
    check(map.selectedMarker === melbourne, "Melbourne opens its window (didTap returned false)")
    await window.run(for: 1.5)
    check(map.isAnimatingCamera, "the camera is still moving after 1.5 s (a 3 s transaction)")
    save(window, "events-1-moving")
    _ = await window.run(until: { !map.isAnimatingCamera }, timeout: 10)
    check(abs(map.camera.zoom - 8) < 1e-6 && abs(map.camera.bearing - 50) < 1e-6 && map.camera.viewingAngle == 60,
          "it ends at zoom 8, bearing 50, tilt 60")
    await window.run(for: 0.1)
    check(witness.events.first == "didTap" && witness.events.contains("willMove(false)") && witness.events.last == "idle",
          "events in order: \(witness.events.joined(separator: " "))")
    save(window, "events-2-arrived")
    withExtendedLifetime(controller) {}
}

print("MarkerLayerViewController")
do {
    let (window, _, map) = show(samples[2].make)
    check(map.isMyLocationEnabled, "isMyLocationEnabled is accepted")
    let plane = map.markers[0], boat = map.markers[1]
    let firstLeg = plane.position
    let drawn = map.iconFrame(of: plane)
    save(window, "layer-1")
    await window.run(for: 2)
    save(window, "layer-2")
    check(map.iconFrame(of: plane) != drawn, "the plane is drawn on its way (the drawn position animates)")
    _ = await window.run(until: { plane.position != firstLeg }, timeout: 20)
    check(plane.position != firstLeg, "at the airport the completion block sends it to the next one")
    window.tap(at: pin(boat, map))
    check(boat.opacity == 0.5, "a tapped marker fades to 0.5")
}

print("MarkersViewController")
do {
    let (window, controller, map) = show(samples[3].make)
    let witness = Witness(map.delegate)
    map.delegate = witness
    check(map.markers.count == 1 && map.selectedMarker == nil,
          "only Australia is on the map; selecting Sydney, not on the map, changed nothing (R7)")
    (controller as? MarkersViewController)?.tapAdd()
    check(map.markers.count == 3, "tapAdd adds Sydney and Melbourne")
    await window.run(for: 0.4)
    save(window, "markers-1")
    let australia = map.markers[0]
    let before = australia.position
    let p = pin(australia, map)
    window.handle(PointerEvent(.down, at: p, time: window.currentTime))
    window.advance(by: 0.6)
    window.handle(PointerEvent(.move, at: CGPoint(x: p.x + 60, y: p.y + 40), time: window.currentTime))
    window.handle(PointerEvent(.up, at: CGPoint(x: p.x + 60, y: p.y + 40), time: window.currentTime))
    check(australia.position != before && witness.events.contains("beginDrag") && witness.events.contains("endDrag"),
          "the draggable Australia marker was dragged")
    save(window, "markers-2-dragged")
}

print("CustomMarkersViewController")
do {
    let (window, controller, map) = show(samples[4].make)
    check(map.markers.count == 2, "two custom-icon markers")
    (controller as? CustomMarkersViewController)?.tapAdd()
    let added = await window.run(until: { map.markers.count == 12 }, timeout: 15)
    check(added, "ten markers arrive a quarter of a second apart (asyncAfter)")
    await window.run(for: 0.4)
    save(window, "custom-1")
    (controller as? CustomMarkersViewController)?.tapClear()
    check(map.markers.count == 2, "tapClear leaves the two defaults")
}

print("AnimatedUIViewMarkerViewController")
do {
    let (window, _, map) = show(samples[5].make)
    let sydney = map.markers[0]
    save(window, "animated-1")
    var frames: Set<Int> = []
    for _ in 0..<6 {
        await window.run(for: 0.2)
        _ = window.snapshot()
        frames.insert(map.renderStatistics.iconViewRenders)
    }
    check(frames.count > 3, "the glowing icon view is drawn again while it pulses")
    window.tap(at: pin(sydney, map))
    check(map.selectedMarker === sydney && sydney.tracksInfoWindowChanges, "its window opens, tracked")
    await window.run(for: 0.5)
    save(window, "animated-2-window")
    _ = await window.run(until: { !sydney.tracksInfoWindowChanges }, timeout: 10)
    check(!sydney.tracksInfoWindowChanges, "after the two colour animations tracking is off again")
}

print(failures == 0 ? "all checks passed" : "\(failures) check(s) failed")
exit(failures == 0 ? 0 : 1)
