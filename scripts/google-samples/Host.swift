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
// The sample app's bundle: resources the script copied next to the host (UIImage(named:) looks there too).
UIImage.searchPaths.append(Bundle.main.bundlePath)

/// A sample: its name (the file's name without `ViewController`), how to make it, and its checks.
struct Sample {
    let name: String
    let make: @MainActor () -> UIViewController
    let check: @MainActor () async -> Void
}

/// Every sample, area by area (Checks/*.swift, one list each; lists/*.txt name their files).
let samples: [Sample] = markerSamples + styleSamples + overlaySamples + viewportSamples + viewportAutoLayoutSamples
    + locationSamples + screenSamples


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

for sample in samples {
    print("\(sample.name)ViewController")
    await sample.check()
}

print(failures == 0 ? "all checks passed" : "\(failures) check(s) failed")
exit(failures == 0 ? 0 : 1)
