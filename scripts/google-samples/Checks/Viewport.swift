// Google's camera and viewport samples (issue 21): what each shows, checked headless, and a PNG per step.
// The host calls the methods the samples wire to buttons and timers with `#selector` (taken out).
// The project's own code; the samples are Google's and are not in the project.

import Foundation
import GoogleMapsCompat

/// The viewport samples, in the order the host runs them.
@MainActor let viewportSamples: [Sample] = [
    Sample(name: "FitBounds", make: { FitBoundsViewController() }, check: checkFitBounds),
    Sample(name: "Camera", make: { CameraViewController() }, check: checkCamera),
    Sample(name: "VisibleRegion", make: { VisibleRegionViewController() }, check: checkVisibleRegion),
    Sample(name: "MapLayer", make: { MapLayerViewController() }, check: checkMapLayer),
]

/// Whether `a` and `b` are within `tolerance` degrees of each other.
func near(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D, _ tolerance: Double = 1e-6) -> Bool {
    abs(a.latitude - b.latitude) <= tolerance && abs(a.longitude - b.longitude) <= tolerance
}

/// FitBoundsViewController: "Fit Bounds" shows every marker, 50 pt from the edges; a long press adds one.
@MainActor func checkFitBounds() async {
    let (window, controller, map) = show({ FitBoundsViewController() })
    guard let fit = controller as? FitBoundsViewController else { check(false, "the controller"); return }
    check(map.markers.count == 2, "two markers around Sydney")
    save(window, "fit-bounds-1")
    fit.fitBounds()
    let room = map.bounds.insetBy(dx: 49.5, dy: 49.5)
    check(map.markers.allSatisfy { room.contains(map.projection.point(for: $0.position)) },
          "after Fit Bounds every marker is inside the view less 50 pt")
    save(window, "fit-bounds-2-fitted")
    window.longPress(at: CGPoint(x: 40, y: 650))
    check(map.markers.count == 3, "a long press adds a marker (didLongPressAt)")
    fit.fitBounds()
    check(map.markers.allSatisfy { room.contains(map.projection.point(for: $0.position)) },
          "Fit Bounds again shows all three")
    await window.run(for: 0.4)
    save(window, "fit-bounds-3-three")
}

/// CameraViewController: every tick zooms out by 0.1 (to 17.5) and turns and tilts by 10°.
@MainActor func checkCamera() async {
    let (window, controller, map) = show({ CameraViewController() })
    guard let camera = controller as? CameraViewController else { check(false, "the controller"); return }
    check(!map.settings.zoomGestures && !map.settings.scrollGestures, "the gestures are off")
    let start = map.camera
    // The sample's timer, every 1/30 s, for 2 s of the map's clock.
    for tick in 1...60 {
        camera.moveCamera()
        window.advance(to: window.currentTime + 1.0 / 30)
        if tick == 15 { save(window, "camera-1-turning") }
    }
    _ = await window.run(until: { !map.isAnimatingCamera }, timeout: 5)
    check(map.camera.zoom < start.zoom - 0.5 && map.camera.zoom >= 17.5, "it zooms out, not below 17.5: \(map.camera.zoom)")
    check(map.camera.viewingAngle == 60 && map.camera.bearing > 45,
          "it tilts to the 60° limit and keeps turning (a move re-aimed every tick keeps its speed, D116): \(map.camera)")
    save(window, "camera-2")
    window.sendMemoryWarning()
    check(true, "didReceiveMemoryWarning is delivered (the sample stops its timer)")
}

/// VisibleRegionViewController: 140 pt of padding at the bottom, under a red bar that autoresizes into
/// place; the visible region is the padded area's corners; "Toggle Overlay" animates both away.
@MainActor func checkVisibleRegion() async {
    let (window, controller, map) = show({ VisibleRegionViewController() })
    guard let visible = controller as? VisibleRegionViewController, let bar = map.subviews.first else {
        check(false, "the controller and its bar"); return
    }
    check(bar.frame == CGRect(x: 0, y: 560, width: 390, height: 140),
          "the bar autoresizes to the bottom 140 pt (flexibleTopMargin, flexibleWidth): \(bar.frame)")
    let projection = map.projection
    let target = projection.point(for: map.camera.target)
    check(abs(target.x - 195) < 1e-6 && abs(target.y - 280) < 1e-6, "the camera target is the centre above the padding: \(target)")
    let region = projection.visibleRegion()
    check(near(region.nearLeft, projection.coordinate(for: CGPoint(x: 0, y: 560)))
          && near(region.farRight, projection.coordinate(for: CGPoint(x: 390, y: 0))),
          "the visible region's corners are the padded area's (near edge at y 560)")
    save(window, "visible-region-1-padded")
    visible.didTapToggleOverlay()
    _ = await window.run(until: { !window.isAnimating }, timeout: 5)
    check(map.padding == .zero && bar.frame.height == 0, "Toggle Overlay takes the padding and the bar away")
    let open = map.projection.visibleRegion()
    check(near(open.nearLeft, map.projection.coordinate(for: CGPoint(x: 0, y: 700))), "then the region reaches the bottom edge")
    save(window, "visible-region-2-open")
}

/// MapLayerViewController: there is no location here, so "Fly to My Location" does nothing; the same
/// flight is then made with the sample's own animation method and a keyframe zoom on `mapView.layer`.
@MainActor func checkMapLayer() async {
    let (window, controller, map) = show({ MapLayerViewController() })
    guard let layer = controller as? MapLayerViewController else { check(false, "the controller"); return }
    let start = map.camera
    layer.tapMyLocation()
    await window.run(for: 0.1)
    check(map.camera == start, "no location: the button changes nothing")
    save(window, "map-layer-1")
    let sydney = CLLocationCoordinate2D.sydney
    _ = window.snapshot()
    map.layer.cameraLatitude = sydney.latitude
    map.layer.cameraLongitude = sydney.longitude
    layer.addMapViewAnimation(key: kGMSLayerCameraLatitudeKey, toValue: sydney.latitude)
    layer.addMapViewAnimation(key: kGMSLayerCameraLongitudeKey, toValue: sydney.longitude)
    let zoom = CAKeyframeAnimation(keyPath: kGMSLayerCameraZoomLevelKey)
    zoom.duration = 2
    zoom.values = [Float(start.zoom), kGMSMinZoomLevel, Float(start.zoom)]
    map.layer.add(zoom, forKey: kGMSLayerCameraZoomLevelKey)
    check(map.isAnimatingCamera && near(map.camera.target, start.target, 1e-3), "the flight starts from where the camera was drawn")
    await window.run(for: 1)
    check(map.camera.zoom < start.zoom - 1, "half-way it has flown out: zoom \(map.camera.zoom)")
    save(window, "map-layer-2-halfway")
    _ = await window.run(until: { !map.isAnimatingCamera }, timeout: 5)
    check(near(map.camera.target, sydney, 1e-6) && abs(map.camera.zoom - start.zoom) < 1e-6,
          "it lands on Sydney at the old zoom: \(map.camera)")
    save(window, "map-layer-3-sydney")
}
