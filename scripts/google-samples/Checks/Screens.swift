// Google's samples of map screens laid out with Auto Layout (issue 22): what each shows, checked
// headless, and a PNG per step. The project's own code; the samples are Google's and are not in the project.

import Foundation
import GoogleMapsCompat

/// The screen samples, in the order the host runs them.
@MainActor let screenSamples: [Sample] = [
    Sample(name: "BasicMap", make: { BasicMapViewController() }, check: checkBasicMap),
    Sample(name: "DoubleMap", make: { DoubleMapViewController() }, check: checkDoubleMap),
    Sample(name: "GestureControl", make: { GestureControlViewController() }, check: checkGestureControl),
]

/// BasicMapViewController: the status label sits where its constraints put it (the top 30 points, the
/// map's width); it says "Rendering" while tiles are drawn and fades out when they are done.
@MainActor func checkBasicMap() async {
    let (window, _, map) = show({ BasicMapViewController() })
    guard let label = map.subviews.compactMap({ $0 as? UILabel }).first else { check(false, "the status label"); return }
    _ = window.snapshot()
    await window.run(for: 0.1)
    check(label.frame == CGRect(x: 0, y: 0, width: map.bounds.width, height: 30), "the label's constrained frame: \(label.frame)")
    check(label.text == "Rendering" && label.alpha == 0, "tiles were rendered (the label said so) and it faded: \(label.text ?? "") \(label.alpha)")
    check(abs(map.camera.target.latitude - 47.6089945) < 1e-9 && map.camera.zoom == 14, "Seattle at zoom 14")
    save(window, "basic-map")
}

/// DoubleMapViewController: two maps, each half the screen; moving the top one moves the bottom one to the
/// same target (its zoom kept); the bottom one does not scroll.
@MainActor func checkDoubleMap() async {
    let (window, _, _) = show({ DoubleMapViewController() })
    await window.run(for: 0.1)
    let maps = window.maps.sorted { $0.frame.minY < $1.frame.minY }
    guard maps.count == 2 else { check(false, "two maps: \(maps.count)"); return }
    let (top, bottom) = (maps[0], maps[1])
    check(top.frame == CGRect(x: 0, y: 0, width: 390, height: 350) && bottom.frame == CGRect(x: 0, y: 350, width: 390, height: 350),
          "each map half the screen: \(top.frame) \(bottom.frame)")
    // A finger drags the top map (window points), then the bottom one.
    func drag(from start: CGPoint, by delta: CGPoint) async {
        window.handle(PointerEvent(.down, at: start, time: window.currentTime))
        for step in 1...6 {
            window.advance(by: 0.02)
            let point = CGPoint(x: start.x + delta.x * CGFloat(step) / 6, y: start.y + delta.y * CGFloat(step) / 6)
            window.handle(PointerEvent(.move, at: point, time: window.currentTime))
        }
        window.handle(PointerEvent(.up, at: CGPoint(x: start.x + delta.x, y: start.y + delta.y), time: window.currentTime))
        await window.run(for: 1.5)
    }
    await drag(from: CGPoint(x: 200, y: 200), by: CGPoint(x: 120, y: -80))
    check(top.camera.target != GMSCameraPosition(latitude: 37.7847, longitude: -122.41, zoom: 5).target, "a drag moved the top map")
    check(bottom.camera.target == top.camera.target && bottom.camera.zoom == 5,
          "the bottom map follows the top one's target (didChange): \(bottom.camera.target) \(top.camera.target)")
    let before = bottom.camera
    await drag(from: CGPoint(x: 200, y: 500), by: CGPoint(x: 100, y: 50))
    check(bottom.camera == before, "scrollGestures off: a drag leaves the bottom map")
    save(window, "double-map")
}

/// GestureControlViewController: a bar under the safe area's top with a label and a switch placed by
/// their constraints; switching zoom gestures off (the switch, then the method its `#selector` named)
/// makes the wheel leave the zoom.
@MainActor func checkGestureControl() async {
    let (window, controller, map) = show({ GestureControlViewController() })
    await window.run(for: 0.1)
    guard let gestures = controller as? GestureControlViewController,
          let zoomSwitch = allViews(controller.view).compactMap({ $0 as? UISwitch }).first,
          let label = allViews(controller.view).compactMap({ $0 as? UILabel }).first(where: { $0.text == "Zoom gestures" }),
          let holder = label.superview else { check(false, "the switch, the label and their bar"); return }
    let top = controller.view.safeAreaLayoutGuide.layoutFrame.minY
    check(holder.frame.minY == top && holder.frame.height == 60 && holder.frame.width == controller.view.bounds.width,
          "the bar sits under the safe area's top, 60 pt high, full width: \(holder.frame)")
    check(label.frame.minX == 16 && abs(label.frame.midY - 30) <= 0.5, "the label 16 pt from the left, centred (frames on whole points): \(label.frame)")
    check(zoomSwitch.frame.size == CGSize(width: 51, height: 31) && zoomSwitch.frame.maxX == holder.bounds.width - 16
          && abs(zoomSwitch.frame.midY - 30) <= 0.5, "the switch 16 pt from the right, centred (on whole points): \(zoomSwitch.frame)")
    check(zoomSwitch.isOn && map.settings.zoomGestures, "zoom gestures on")
    save(window, "gesture-control-1")
    let center = CGPoint(x: 195, y: 400)
    let zoom = map.camera.zoom
    map.handle(PointerEvent(.scroll(dx: 0, dy: 1), at: center, time: window.currentTime))
    await window.run(for: 0.5)
    check(map.camera.zoom > zoom, "the wheel zooms: \(map.camera.zoom)")
    window.tap(at: zoomSwitch.convert(CGPoint(x: 25, y: 15), to: nil))
    gestures.toggleZoom()
    check(!zoomSwitch.isOn && !map.settings.zoomGestures, "the switch turned zoom gestures off")
    let after = map.camera.zoom
    map.handle(PointerEvent(.scroll(dx: 0, dy: 1), at: center, time: window.currentTime))
    await window.run(for: 0.5)
    check(map.camera.zoom == after, "the wheel leaves the zoom")
    save(window, "gesture-control-2-off")
}

/// `view` and every view under it, depth first.
@MainActor func allViews(_ view: UIView) -> [UIView] {
    [view] + view.subviews.flatMap { allViews($0) }
}
