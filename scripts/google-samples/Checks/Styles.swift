// Google's map-style samples (issue 21): what each shows, checked headless, and a PNG per step. The
// styles are Google's own files from the samples' Resources folder, read by GMSMapStyle.
// The project's own code; the samples are Google's and are not in the project.

import Foundation
import GoogleMapsCompat

/// The map-style samples, in the order the host runs them.
@MainActor let styleSamples: [Sample] = [
    Sample(name: "StyledMap", make: { StyledMapViewController() }, check: checkStyledMap),
    Sample(name: "TrafficMap", make: { TrafficMapViewController() }, check: checkTrafficMap),
]

/// The mean colour of the map's part of a snapshot (every 4th pixel), 0…1 a channel.
@MainActor func meanColor(_ image: UIImage, in rect: CGRect) -> (red: Double, green: Double, blue: Double) {
    var r = 0.0, g = 0.0, b = 0.0, n = 0.0
    let scale = image.scale
    for y in stride(from: Int(rect.minY * scale), to: Int(rect.maxY * scale), by: 4) {
        for x in stride(from: Int(rect.minX * scale), to: Int(rect.maxX * scale), by: 4) {
            guard let c = image.color(atPixelX: x, y: y) else { continue }
            r += c.red; g += c.green; b += c.blue; n += 1
        }
    }
    return (r / max(n, 1), g / max(n, 1), b / max(n, 1))
}

@MainActor func luminance(_ c: (red: Double, green: Double, blue: Double)) -> Double {
    0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
}

/// StyledMapViewController: retro at first, then each style of its menu.
@MainActor func checkStyledMap() async {
    let (window, controller, map) = show({ StyledMapViewController() })
    guard let styled = controller as? StyledMapViewController else { check(false, "the controller"); return }
    let area = CGRect(origin: map.convert(CGPoint.zero, to: nil), size: map.bounds.size).insetBy(dx: 10, dy: 10)
    check(controller.navigationItem.title == "Retro", "the title says Retro")
    check(map.mapStyle != nil, "the retro style (mapstyle-retro.json from the app bundle) is read and set")
    await window.run(for: 0.1)
    let retro = meanColor(window.snapshot(), in: area)
    check(retro.red > retro.green && retro.green > retro.blue && luminance(retro) > 0.6,
          "retro is sepia: mean colour \(retro)")
    save(window, "styled-1-retro")
    styled.updateUI(style: .grayscale)
    let grey = meanColor(window.snapshot(), in: area)
    check(max(grey.red, grey.green, grey.blue) - min(grey.red, grey.green, grey.blue) < 0.03 && luminance(grey) > 0.6,
          "grayscale (mapstyle-silver.json) is a light grey: mean colour \(grey)")
    save(window, "styled-2-grayscale")
    styled.updateUI(style: .night)
    let night = meanColor(window.snapshot(), in: area)
    check(luminance(night) < 0.2, "night is dark: mean luminance \(luminance(night))")
    save(window, "styled-3-night")
    styled.updateUI(style: .clean)
    let clean = map.mapStyle?.style.rules
    check(clean?.count == 2 && clean?.first?.featureType == .poiBusiness, "the clean style (JSON in the code) has its two rules")
    styled.updateUI(style: .normal)
    check(map.mapStyle == nil, "normal takes the style off")
    let normal = meanColor(window.snapshot(), in: area)
    let warmth = normal.red - normal.blue, retroWarmth = retro.red - retro.blue
    check(luminance(normal) > 0.6 && warmth < retroWarmth - 0.02, "the normal map is neither dark nor as warm as retro: \(normal)")
    save(window, "styled-4-normal")
    do {
        _ = try GMSMapStyle(jsonString: ##"[{"featureType": "road.lokal", "stylers": [{"color": "#ff0000"}]}]"##)
        check(false, "a style with an unknown feature type throws")
    } catch {
        check("\(error)".contains("[0].featureType") && "\(error)".contains("road.local"),
              "a style with an unknown feature type throws, naming the entry: \(error)")
    }
}

/// TrafficMapViewController: traffic on is accepted; there is no traffic offline, so the map is drawn as
/// without it.
@MainActor func checkTrafficMap() async {
    let (window, _, map) = show({ TrafficMapViewController() })
    check(map.isTrafficEnabled, "isTrafficEnabled reads back true")
    let with = window.snapshot()
    map.isTrafficEnabled = false
    let without = window.snapshot()
    var same = true
    for y in stride(from: 0, to: without.pixelHeight, by: 7) {
        for x in stride(from: 0, to: without.pixelWidth, by: 7) where with.color(atPixelX: x, y: y) != without.color(atPixelX: x, y: y) {
            same = false
        }
    }
    check(same, "the map looks the same with traffic on (no traffic data offline; D54)")
    map.isTrafficEnabled = true
    save(window, "traffic-1")
}
