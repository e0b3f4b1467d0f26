// Google's shape samples (issue 21): what each shows, checked headless, and a PNG per step.
// The project's own code; the samples are Google's and are not in the project.

import Foundation
import GoogleMapsCompat

/// The shape samples, in the order the host runs them.
@MainActor let overlaySamples: [Sample] = [
    Sample(name: "Polylines", make: { PolylinesViewController() }, check: checkPolylines),
    Sample(name: "Polygons", make: { PolygonsViewController() }, check: checkPolygons),
    Sample(name: "GradientPolylines", make: { GradientPolylinesViewController() }, check: checkGradientPolylines),
    Sample(name: "GroundOverlay", make: { GroundOverlayViewController() }, check: checkGroundOverlay),
    Sample(name: "MapTypes", make: { MapTypesViewController() }, check: checkMapTypes),
    Sample(name: "TileLayer", make: { TileLayerViewController() }, check: checkTileLayer),
]

/// How many sampled pixels (every 3rd) of `rect` (points) satisfy `test`.
@MainActor func countPixels(_ image: UIImage, in rect: CGRect, _ test: (UIColor) -> Bool) -> Int {
    var n = 0
    let scale = image.scale
    for y in stride(from: Int(rect.minY * scale), to: Int(rect.maxY * scale), by: 3) {
        for x in stride(from: Int(rect.minX * scale), to: Int(rect.maxX * scale), by: 3) {
            if let c = image.color(atPixelX: x, y: y), test(c) { n += 1 }
        }
    }
    return n
}

/// Where `coordinate` is drawn, in the window.
@MainActor func windowPoint(_ coordinate: CLLocationCoordinate2D, _ map: GMSMapView) -> CGPoint {
    map.convert(map.projection.point(for: coordinate), to: nil)
}

/// PolylinesViewController: thirty geodesic polylines whose gradient spans march along every 0.1 s.
@MainActor func checkPolylines() async {
    let (window, _, map) = show({ PolylinesViewController() })
    let lines = map.shapes.compactMap { $0 as? GMSPolyline }
    check(lines.count == 30 && lines.allSatisfy { $0.geodesic && $0.strokeWidth == 8 }, "30 geodesic polylines 8 pt wide")
    check(lines.allSatisfy { ($0.spans?.count ?? 0) > 0 }, "each has style spans (GMSStyleSpansOffset)")
    let before = lines[0].spans
    await window.run(for: 0.35)
    check(lines[0].spans != before, "the spans move on (asyncAfter every 0.1 s)")
    let image = window.snapshot()
    let area = CGRect(x: 0, y: 0, width: 390, height: 700)
    let green = countPixels(image, in: area) { $0.green > 0.6 && $0.red < 0.4 && $0.blue < 0.4 }
    let red = countPixels(image, in: area) { $0.red > 0.6 && $0.green < 0.4 && $0.blue < 0.4 }
    check(green > 100 && red > 100, "green and red gradients are drawn: \(green) green, \(red) red sampled pixels")
    save(window, "polylines-1")
}

/// PolygonsViewController: New York with a hole and North Carolina; a tap recolours the tapped one.
@MainActor func checkPolygons() async {
    let (window, _, map) = show({ PolygonsViewController() })
    let polygons = map.shapes.compactMap { $0 as? GMSPolygon }
    check(polygons.count == 2 && polygons[0].holes?.count == 1, "two polygons, New York with a hole")
    guard polygons.count == 2 else { return }
    save(window, "polygons-1")
    let newYork = polygons[0], carolina = polygons[1]
    let nyColor = newYork.fillColor, ncColor = carolina.fillColor
    window.tap(at: windowPoint(CLLocationCoordinate2D(latitude: 43.3, longitude: -74.6), map))
    check(newYork.fillColor == nyColor, "a tap in the hole reaches no polygon (the fill is unchanged)")
    window.tap(at: windowPoint(CLLocationCoordinate2D(latitude: 42.3, longitude: -77.5), map))
    check(newYork.fillColor != nyColor && carolina.fillColor == ncColor,
          "a tap on New York reaches the delegate's didTap overlay: its fill changes, Carolina's not")
    window.tap(at: windowPoint(CLLocationCoordinate2D(latitude: 35.5, longitude: -79.0), map))
    check(carolina.fillColor != ncColor, "a tap on North Carolina recolours it")
    save(window, "polygons-2-tapped")
}

/// GradientPolylinesViewController: a hiking track (track.json) coloured by elevation, tilted 40°.
@MainActor func checkGradientPolylines() async {
    let (window, _, map) = show({ GradientPolylinesViewController() })
    let lines = map.shapes.compactMap { $0 as? GMSPolyline }
    check(lines.count == 1, "the track (track.json from the app bundle) is one polyline")
    guard let line = lines.first, let path = line.path else { return }
    check(path.count() > 100 && line.spans?.count == Int(path.count()),
          "a gradient span per point: \(line.spans?.count ?? 0) spans, \(path.count()) points")
    check(map.camera.viewingAngle == 40 && map.camera.bearing == 328, "the camera is tilted 40° at bearing 328")
    let image = window.snapshot()
    let saturated = countPixels(image, in: CGRect(x: 0, y: 0, width: 390, height: 700)) {
        max($0.red, $0.green, $0.blue) - min($0.red, $0.green, $0.blue) > 0.6
    }
    check(saturated > 200, "the coloured track is drawn: \(saturated) saturated sampled pixels")
    save(window, "gradient-polylines-1")
}

/// The distance from `p` to the nearest edge of the polygon `corners`.
func distance(_ p: CGPoint, toOutlineOf corners: [CGPoint]) -> Double {
    var best = Double.infinity
    for i in corners.indices {
        let a = corners[i], b = corners[(i + 1) % corners.count]
        let dx = b.x - a.x, dy = b.y - a.y
        let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / max(dx * dx + dy * dy, 1e-12)))
        best = min(best, hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
    }
    return best
}

/// Whether `p` lies inside the polygon `corners`.
func inside(_ p: CGPoint, _ corners: [CGPoint]) -> Bool {
    var result = false
    var j = corners.count - 1
    for i in corners.indices {
        let a = corners[i], b = corners[j]
        if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { result.toggle() }
        j = i
    }
    return result
}

/// GroundOverlayViewController: Newark in 1922 (a JPEG) on its bounds, the camera tilted 45°; a tap
/// changes its opacity.
@MainActor func checkGroundOverlay() async {
    let (window, _, map) = show({ GroundOverlayViewController() })
    guard let overlay = map.shapes.compactMap({ $0 as? GMSGroundOverlay }).first, let bounds = overlay.bounds else {
        check(false, "a ground overlay with bounds"); return
    }
    check(overlay.icon != nil, "the picture (newark_nj_1922.jpg from the app bundle) is read")
    let with = window.snapshot()
    save(window, "ground-overlay-1")
    overlay.map = nil
    let without = window.snapshot()
    overlay.map = map
    let sw = bounds.southWest, ne = bounds.northEast
    let corners = [sw, CLLocationCoordinate2D(latitude: sw.latitude, longitude: ne.longitude), ne,
                   CLLocationCoordinate2D(latitude: ne.latitude, longitude: sw.longitude)].map { windowPoint($0, map) }
    var changedInside = 0, pixelsInside = 0, changedOutside = 0
    for y in stride(from: 0, to: 700, by: 3) {
        for x in stride(from: 0, to: 390, by: 3) {
            let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
            let changed = with.color(atPixelX: x * Int(with.scale), y: y * Int(with.scale))
                != without.color(atPixelX: x * Int(with.scale), y: y * Int(with.scale))
            // A 2 pt band along the edges counts as either (antialiasing).
            let edge = distance(p, toOutlineOf: corners)
            if inside(p, corners) {
                guard edge > 2 else { continue }
                pixelsInside += 1
                if changed { changedInside += 1 }
            } else if changed && edge > 2 {
                changedOutside += 1
            }
        }
    }
    check(pixelsInside > 1000 && Double(changedInside) > 0.9 * Double(pixelsInside) && changedOutside == 0,
          "the overlay covers its bounds and nothing else: \(changedInside)/\(pixelsInside) pixels inside changed, \(changedOutside) outside")
    let centre = windowPoint(GMSGeometryInterpolate(sw, ne, 0.5), map)
    window.tap(at: centre)
    check(overlay.opacity >= 0.5 && overlay.opacity < 1, "a tap reaches the delegate: opacity now \(overlay.opacity)")
    save(window, "ground-overlay-2-tapped")
}

/// MapTypesViewController: a segmented control in the title switches the map type.
@MainActor func checkMapTypes() async {
    let (window, controller, map) = show({ MapTypesViewController() })
    guard let types = controller as? MapTypesViewController,
          let control = controller.navigationItem.titleView as? UISegmentedControl else {
        check(false, "the title view is a segmented control"); return
    }
    check(control.numberOfSegments == 4 && control.titleForSegment(at: 1) == "Satellite",
          "four segments titled by the sample's descriptions")
    check(map.mapType == .normal, "the normal map first")
    save(window, "map-types-1-normal")
    for (index, type) in [(1, GMSMapViewType.satellite), (2, .hybrid), (3, .terrain), (0, .normal)] {
        control.selectedSegmentIndex = index
        types.changeMapType(control)
        check(map.mapType == type, "segment \(index) sets \(type) (drawn as the normal map offline, D53)")
    }
}

/// Stand-in tiles for TileLayer's floors (the host's own pictures, not Google's): floor 1 red, 2 green,
/// 3 blue, translucent in a dark frame, written under `mirror` as the sample's https URLs name them, at
/// zoom 17…20 around the sample's camera.
@MainActor func writeFloorTiles(to mirror: URL) throws {
    let folder = mirror.appendingPathComponent("www.gstatic.com/io2010maps/tiles/9")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let colours: [UInt32] = [0x8080_1010, 0x8010_8010, 0x8010_1080]   // premultiplied, alpha 0.5
    for (floor, colour) in colours.enumerated() {
        var pixels = [UInt32](repeating: colour, count: 256 * 256)
        for i in 0..<256 {
            for j in 0..<3 {
                pixels[j * 256 + i] = 0xFF20_2020; pixels[(255 - j) * 256 + i] = 0xFF20_2020
                pixels[i * 256 + j] = 0xFF20_2020; pixels[i * 256 + 255 - j] = 0xFF20_2020
            }
        }
        guard let tile = pixels.withUnsafeBytes({ UIImage(premultipliedARGB: $0, width: 256, height: 256, bytesPerRow: 1024) }) else { continue }
        let first = folder.appendingPathComponent("floor\(floor + 1).png")
        try tile.write(toPNG: first.path)
        for zoom in 17...20 {
            let n = Double(1 << zoom)
            let cx = Int((-122.403874 + 180) / 360 * n)
            let lat = 37.78318 * Double.pi / 180
            let cy = Int((1 - log(tan(lat) + 1 / cos(lat)) / Double.pi) / 2 * n)
            for x in cx - 4...cx + 4 {
                for y in cy - 6...cy + 6 {
                    let name = folder.appendingPathComponent("L\(floor + 1)_\(zoom)_\(x)_\(y).png")
                    try? FileManager.default.removeItem(at: name)
                    try FileManager.default.linkItem(at: first, to: name)
                }
            }
        }
    }
}

/// TileLayerViewController: a GMSURLTileLayer of a building's floors (Google's https tiles) over San
/// Francisco at zoom 18; the segmented control switches floors, each switch a new layer. Without network
/// its URLs draw nothing, said once; with the host's stand-in tiles in `GMSURLTileLayer.offlineMirror`
/// (D134) the floor's tiles are drawn over the map and switch with the control.
@MainActor func checkTileLayer() async {
    let offline = WarningSink()
    Diagnostics.$sink.withValue(offline) {
        let (window, _, map) = show({ TileLayerViewController() })
        _ = window.snapshot()
        _ = window.snapshot()
        check(map.tileLayers.count == 1, "one URL tile layer on the map")
    }
    let said = offline.messages.filter { $0.contains("https://www.gstatic.com/io2010maps/tiles/9/L1_") }
    check(said.count == 1, "no network: the https tiles draw nothing, said once (\(said.first ?? "nothing said"))")

    let mirror = FileManager.default.temporaryDirectory.appendingPathComponent("tile-layer-mirror-\(getpid())")
    defer {
        GMSURLTileLayer.offlineMirror = nil
        try? FileManager.default.removeItem(at: mirror)
    }
    do { try writeFloorTiles(to: mirror) } catch { check(false, "stand-in tiles written: \(error)"); return }
    GMSURLTileLayer.offlineMirror = mirror
    let (window, controller, map) = show({ TileLayerViewController() })
    guard let sample = controller as? TileLayerViewController,
          let control = controller.navigationItem.titleView as? UISegmentedControl else {
        check(false, "the title view is a segmented control"); return
    }
    check(control.numberOfSegments == 3 && control.titleForSegment(at: 2) == "3", "three floors, 1 2 3")
    let area = CGRect(x: 20, y: 120, width: 350, height: 500)
    func tint(_ image: UIImage) -> (red: Int, green: Int, blue: Int) {
        (countPixels(image, in: area) { $0.red > $0.green + 0.2 && $0.red > $0.blue + 0.2 },
         countPixels(image, in: area) { $0.green > $0.red + 0.2 && $0.green > $0.blue + 0.2 },
         countPixels(image, in: area) { $0.blue > $0.red + 0.2 && $0.blue > $0.green + 0.2 })
    }
    // A window's frames fade new tiles in on its clock (D131): the first frame asks, later ones show.
    _ = window.snapshot()
    await window.run(for: 0.5)
    let first = tint(window.snapshot())
    check(first.red > 1000 && first.green < first.red / 10, "floor 1's tiles are drawn over the map (red): \(first)")
    save(window, "tile-layer-1-floor1")
    let before = map.tileLayers.first
    control.selectedSegmentIndex = 1
    sample.changeFloor()
    check(map.tileLayers.count == 1 && map.tileLayers.first !== before, "floor 2: the old layer removed, a new one on the map")
    _ = window.snapshot()
    await window.run(for: 0.5)
    let second = tint(window.snapshot())
    check(second.green > 1000 && second.red < second.green / 10, "floor 2's tiles replace floor 1's (green): \(second)")
    save(window, "tile-layer-2-floor2")
    control.selectedSegmentIndex = 2
    sample.changeFloor()
    _ = window.snapshot()
    await window.run(for: 0.5)
    let third = tint(window.snapshot())
    check(third.blue > 1000 && third.green < third.blue / 10, "floor 3 (blue): \(third)")
    save(window, "tile-layer-3-floor3")
}
