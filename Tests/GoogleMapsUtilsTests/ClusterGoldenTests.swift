import Foundation
import Testing
import GoogleMapsUtilsCompat
import TestSupport

private let goldens = GoldenImages(target: #filePath)

/// Golden images of clusters (issue 24): three zooms with the default icons and with custom ones, and an
/// item's window open among clusters.
@MainActor
@Suite("Clustering: golden images")
struct ClusterGoldenTests {
    private func manager(on map: GMSMapView, generator: GMUClusterIconGenerator) -> GMUClusterManager {
        let renderer = GMUDefaultClusterRenderer(mapView: map, clusterIconGenerator: generator)
        renderer.animatesClusters = false
        let manager = GMUClusterManager(map: map, algorithm: HierarchicalClusterAlgorithm(), renderer: renderer)
        manager.add(ClusterFixtures.markers(2000, extent: 0.3, concentrated: true))
        return manager
    }

    @Test("golden: clusters at zooms 9, 11 and 13 with the default icons", arguments: [9.0, 11.0, 13.0])
    func defaultIcons(zoom: Double) {
        let map = ClusterFixtures.map(zoom: zoom)
        manager(on: map, generator: GMUDefaultClusterIconGenerator()).cluster()
        goldens.assert(map.snapshot(), named: "clusters-default-z\(Int(zoom))")
    }

    @Test("golden: clusters at zooms 9, 11 and 13 with custom colours, black text and a larger font", arguments: [9.0, 11.0, 13.0])
    func customIcons(zoom: Double) {
        let map = ClusterFixtures.map(zoom: zoom)
        let generator = GMUDefaultClusterIconGenerator(buckets: [5, 25, 100].map { NSNumber(value: $0) },
                                                       backgroundColors: [UIColor(red: 0.6, green: 0.9, blue: 0.6, alpha: 1),
                                                                          UIColor(red: 0.95, green: 0.85, blue: 0.4, alpha: 1),
                                                                          UIColor(red: 0.95, green: 0.6, blue: 0.8, alpha: 1)])
        generator.iconTextColor = UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
        generator.iconFont = UIFont.boldSystemFont(ofSize: 17)
        manager(on: map, generator: generator).cluster()
        goldens.assert(map.snapshot(), named: "clusters-custom-z\(Int(zoom))")
    }

    @Test("golden: R36 an item's window open among clusters")
    func windowAmongClusters() throws {
        let map = ClusterFixtures.map(zoom: 11, longitude: 151.38)
        let manager = manager(on: map, generator: GMUDefaultClusterIconGenerator())
        let cafe = GMSMarker(position: CLLocationCoordinate2D(latitude: -33.84, longitude: 151.50))
        cafe.title = "Harbour café"
        cafe.snippet = "Open until 22:00"
        manager.add(cafe)
        manager.cluster()
        let marker = try #require(manager.marker(for: cafe))
        map.selectedMarker = marker
        #expect(map.markers.contains { $0.userData is GMUCluster })
        goldens.assert(map.snapshot(), named: "window-among-clusters")
    }
}
