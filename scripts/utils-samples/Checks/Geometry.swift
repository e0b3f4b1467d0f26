// The utility library's GeoJSON and KML samples (issue 24): what they show, checked headless, and a PNG
// each. The project's own code; the samples are Google's and are not in the project.

import Foundation
import GoogleMapsCompat
import GoogleMapsUtilsCompat

/// GeoJSONViewController: GeoJSON_sample.json (the letters of "Google" as six polygons over Australia).
@MainActor func checkGeoJSON() async {
    let controller = GeoJSONViewController()
    let (window, map) = show(controller)
    await window.run(for: 0.1)
    let polygons = map.shapes.compactMap { $0 as? GMSPolygon }
    check(polygons.count == 6, "the six letters are polygons on the map (\(polygons.count))")
    check(map.markers.isEmpty, "no points, no markers (\(map.markers.count))")
    save(window, "geojson-1-australia")
    withExtendedLifetime(controller) {}
}

/// KMLViewController: KML_Sample.kml (four polygons around the Googleplex, each with its style's line width
/// and see-through fill colour).
@MainActor func checkKML() async {
    let controller = KMLViewController()
    let (window, map) = show(controller)
    await window.run(for: 0.1)
    let polygons = map.shapes.compactMap { $0 as? GMSPolygon }
    check(polygons.count == 4, "the four placemarks are polygons on the map (\(polygons.count))")
    let styled = polygons.filter { $0.strokeWidth == 1.5 && abs(($0.fillColor?.alpha ?? 0) - 125.0 / 255) < 1e-9 }
    check(styled.count == 4, "each takes its KML style's line width 1.5 and see-through fill (\(styled.count) of \(polygons.count))")
    check(Set(polygons.compactMap(\.fillColor)).count == 4, "four styles, four fill colours")
    check(Set(polygons.compactMap(\.title)).count == 4, "each has its placemark's name as title")
    save(window, "kml-1-googleplex")
    withExtendedLifetime(controller) {}
}
