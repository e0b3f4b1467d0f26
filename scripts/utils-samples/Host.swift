// The host that runs the Maps SDK Utility Library's sample view controllers (prepared by
// scripts/google-samples/prepare.py from the lists in scripts/utils-samples/lists) as iOS would show them:
// each is a UIWindow's root view controller; the host taps where a person would, runs the clock, prints
// what it sees and writes a PNG per step. The project's own code; the samples are not in the project.
//
//     UtilsSamplesHost OUT

import Foundation
import GoogleMapsCompat
import GoogleMapsUtilsCompat

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: UtilsSamplesHost OUT\n".utf8))
    exit(2)
}
let out = arguments[0]
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
    print("  wrote \(path)")
}

@MainActor func show(_ controller: UIViewController) -> (UIWindow, GMSMapView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, window.maps[0])
}

print("ClusteringViewController")
await checkClustering()
print("HeatmapViewController")
await checkHeatmap()
print("GeoJSONViewController")
await checkGeoJSON()
print("KMLViewController")
await checkKML()
print(failures == 0 ? "all checks passed" : "\(failures) check(s) failed")
exit(failures == 0 ? 0 : 1)
