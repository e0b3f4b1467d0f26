// Google's six marker samples (issue 16): what each shows, checked headless, and a PNG per step.
// The project's own code; the samples are Google's and are not in the project.

import Foundation
import GoogleMapsCompat

/// The marker samples, in the order the host runs them.
@MainActor let markerSamples: [Sample] = [
    Sample(name: "MarkerInfoWindow", make: { MarkerInfoWindowViewController() }, check: checkMarkerInfoWindow),
    Sample(name: "MarkerEvents", make: { MarkerEventsViewController() }, check: checkMarkerEvents),
    Sample(name: "MarkerLayer", make: { MarkerLayerViewController() }, check: checkMarkerLayer),
    Sample(name: "Markers", make: { MarkersViewController() }, check: checkMarkers),
    Sample(name: "CustomMarkers", make: { CustomMarkersViewController() }, check: checkCustomMarkers),
    Sample(name: "AnimatedUIViewMarker", make: { AnimatedUIViewMarkerViewController() }, check: checkAnimatedUIViewMarker),
]

/// MarkerInfoWindowViewController: what it shows, checked.
@MainActor func checkMarkerInfoWindow() async {
    let (window, controller, map) = show({ MarkerInfoWindowViewController() })
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

/// MarkerEventsViewController: what it shows, checked.
@MainActor func checkMarkerEvents() async {
    let (window, controller, map) = show({ MarkerEventsViewController() })
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

/// MarkerLayerViewController: what it shows, checked.
@MainActor func checkMarkerLayer() async {
    let (window, _, map) = show({ MarkerLayerViewController() })
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

/// MarkersViewController: what it shows, checked.
@MainActor func checkMarkers() async {
    let (window, controller, map) = show({ MarkersViewController() })
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

/// CustomMarkersViewController: what it shows, checked.
@MainActor func checkCustomMarkers() async {
    let (window, controller, map) = show({ CustomMarkersViewController() })
    check(map.markers.count == 2, "two custom-icon markers")
    (controller as? CustomMarkersViewController)?.tapAdd()
    let added = await window.run(until: { map.markers.count == 12 }, timeout: 15)
    check(added, "ten markers arrive a quarter of a second apart (asyncAfter)")
    await window.run(for: 0.4)
    save(window, "custom-1")
    (controller as? CustomMarkersViewController)?.tapClear()
    check(map.markers.count == 2, "tapClear leaves the two defaults")
}

/// AnimatedUIViewMarkerViewController: what it shows, checked.
@MainActor func checkAnimatedUIViewMarker() async {
    let (window, _, map) = show({ AnimatedUIViewMarkerViewController() })
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
