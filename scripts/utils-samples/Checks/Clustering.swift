// The utility library's clustering sample (issue 24): what it shows, checked headless, and a PNG per step.
// The project's own code; the sample is Google's and is not in the project.

import Foundation
import GoogleMapsCompat
import GoogleMapsUtilsCompat

/// What the markers on `map` stand for: clusters (with their counts) and lone items.
@MainActor func census(_ map: GMSMapView) -> (clusters: Int, inClusters: Int, alone: Int) {
    var clusters = 0, inClusters = 0, alone = 0
    for marker in map.markers {
        if let cluster = marker.userData as? GMUCluster {
            clusters += 1
            inClusters += Int(cluster.count)
        } else {
            alone += 1
        }
    }
    return (clusters, inClusters, alone)
}

/// ClusteringViewController: 10,000 random items around Sydney, the library's own algorithm; a tap on a
/// cluster centres and zooms in one level (the sample's didTap), and the manager clusters again.
@MainActor func checkClustering() async {
    let controller = ClusteringViewController()
    let (window, map) = show(controller)
    await window.run(for: 0.2)
    let first = census(map)
    check(first.clusters > 0, "clusters drawn at zoom 10: \(first.clusters) clusters, \(first.alone) items alone")
    check(first.inClusters + first.alone <= 10_000 && first.inClusters > 5_000, "most of the 10,000 items are in clusters (\(first.inClusters))")
    check(map.markers.count < 1_000, "far fewer markers than items (\(map.markers.count))")
    save(window, "clustering-1-zoom10")
    guard let biggest = map.markers.max(by: { (($0.userData as? GMUCluster)?.count ?? 0) < (($1.userData as? GMUCluster)?.count ?? 0) }) else {
        check(false, "a cluster to tap")
        return
    }
    let point = map.convert(map.projection.point(for: biggest.position), to: nil)
    window.tap(at: point)
    _ = await window.run(until: { !map.isAnimatingCamera }, timeout: 5)
    await window.run(for: 0.6)
    check(abs(map.camera.zoom - 11) < 1e-6, "the tap zoomed in one level (zoom \(map.camera.zoom))")
    let second = census(map)
    check((second.clusters, second.alone) != (first.clusters, first.alone),
          "the manager clustered again at zoom 11: \(second.clusters) clusters, \(second.alone) alone")
    save(window, "clustering-2-zoom11")
    withExtendedLifetime(controller) {}
}
