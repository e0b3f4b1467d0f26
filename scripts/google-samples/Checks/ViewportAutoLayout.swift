// Google's viewport samples that lay out with Auto Layout (issue 21): what each shows, checked headless,
// and a PNG per step. The project's own code; the samples are Google's and are not in the project.

import Foundation
import GoogleMapsCompat

/// The Auto Layout viewport samples, in the order the host runs them.
@MainActor let viewportAutoLayoutSamples: [Sample] = [
    Sample(name: "MapZoom", make: { MapZoomViewController() }, check: checkMapZoom),
    Sample(name: "SnapshotReady", make: { SnapshotReadyViewController() }, check: checkSnapshotReady),
    Sample(name: "FrameRate", make: { FrameRateViewController() }, check: checkFrameRate),
]

/// MapZoomViewController: the play button cycles the zoom range; the camera keeps inside it (D110).
@MainActor func checkMapZoom() async {
    let (window, controller, map) = show({ MapZoomViewController() })
    guard let zoom = controller as? MapZoomViewController,
          let label = map.subviews.compactMap({ $0 as? UITextView }).first else { check(false, "the controller and its text"); return }
    check(label.text == "Default (0.00 - 22.00)" && map.camera.zoom == 6, "the default range: \(label.text ?? "")")
    check(label.frame.width == map.bounds.width && label.frame.height == 30, "the range bar spans the top: \(label.frame)")
    zoom.didTapNext()
    check(map.camera.zoom == 18 && label.text == "Zoomed in (18.00 - 22.00)", "zoomed in: the camera moves up to 18")
    save(window, "map-zoom-1-zoomed-in")
    zoom.didTapNext()
    check(map.camera.zoom == 8 && map.maxZoom == 8, "zoomed out: the camera moves down to 8")
    zoom.didTapNext()
    check(map.camera.zoom == 10 && map.minZoom == 10 && map.maxZoom == 11.5, "the small range 10–11.5")
    map.zoom(by: 3, about: CGPoint(x: 195, y: 350))
    check(map.camera.zoom == 11.5, "a pinch stops at the limit: \(map.camera.zoom)")
    save(window, "map-zoom-2-small-range")
}

/// SnapshotReadyViewController: "Snapshot Ready" shows after each settled frame (D114); waiting for one
/// puts a red-bordered picture of the map over it.
@MainActor func checkSnapshotReady() async {
    let (window, controller, map) = show({ SnapshotReadyViewController() })
    guard let ready = controller as? SnapshotReadyViewController,
          let status = map.subviews.compactMap({ $0 as? UILabel }).first else { check(false, "the controller and its label"); return }
    _ = window.snapshot()
    await window.run(for: 0.1)
    check(status.text == "Snapshot Ready" && status.alpha > 0.5, "the first settled frame says so")
    save(window, "snapshot-ready-1")
    ready.didTapWait()
    map.camera = GMSCameraPosition(latitude: -37.81969, longitude: 144.966085, zoom: 6)
    let pictured = await window.run(until: {
        _ = window.snapshot()
        return map.subviews.contains { ($0 as? UIImageView)?.layer.borderWidth == 10 }
    }, timeout: 5)
    check(pictured, "after the camera settles the picture of the map is put over it, bordered red")
    save(window, "snapshot-ready-2-picture")
    let gone = await window.run(until: { !map.subviews.contains { $0 is UIImageView } }, timeout: 5)
    check(gone, "the picture fades and goes after two seconds")
}

/// FrameRateViewController: the play button cycles the frame rate; the window paces by it (D113).
@MainActor func checkFrameRate() async {
    let (window, controller, map) = show({ FrameRateViewController() })
    guard let rate = controller as? FrameRateViewController,
          let text = map.subviews.compactMap({ $0 as? UITextView }).first else { check(false, "the controller and its text"); return }
    check(text.text == "Preferred frame rate: Maximum" && window.framesPerSecond() == 60, "maximum at first, 60 frames a second")
    rate.changeFrameRate()
    check(text.text == "Preferred frame rate: PowerSave" && window.framesPerSecond() == 15, "power save: 15")
    rate.changeFrameRate()
    check(map.preferredFrameRate == .conservative && window.framesPerSecond() == 30, "conservative: 30")
    save(window, "frame-rate-1")
}
