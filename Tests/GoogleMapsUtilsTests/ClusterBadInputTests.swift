import Foundation
import Testing
import GoogleMapsUtilsCompat
import TestSupport

/// Bad input for clustering (issue 24): a million items at one point, items removed while a render
/// calls back, positions that are not numbers (D165, D166).
@MainActor
@Suite("Clustering: bad input (D165, D166)")
struct ClusterBadInputTests {
    @Test("D166 a million items at one point are one cluster; a tap on it neither fans out nor hangs")
    func millionAtOnePoint() throws {
        let map = ClusterFixtures.map(zoom: 12)
        let manager = GMUClusterManager(map: map)
        let items = (0..<1_000_000).map { _ in Place(-33.8, 151.2) }
        manager.add(items)
        manager.cluster()
        let renderer = try #require(manager.renderer as? GMUDefaultClusterRenderer)
        #expect(renderer.markers.count == 1)
        let cluster = try #require(renderer.markers.first?.userData as? GMUCluster)
        #expect(cluster.count == 1_000_000)
        map.tap(at: map.projection.point(for: cluster.position))
        #expect(manager.fannedMarkers.isEmpty)
        #expect(manager.cluster(containing: items[123_456])?.count == 1_000_000)
    }

    @Test("D165 items removed (and clustering asked again) during a render callback: no crash, the map ends as the manager")
    func removedDuringRender() throws {
        final class Remover: GMUClusterRendererDelegate {
            weak var manager: GMUClusterManager?
            var victims: [GMSMarker] = []
            var calls = 0
            func renderer(_ renderer: GMUClusterRenderer, willRenderMarker marker: GMSMarker) {
                calls += 1
                guard let manager, let victim = victims.popLast() else { return }
                manager.remove(victim)
                manager.cluster()
            }
        }
        let map = ClusterFixtures.map(zoom: 17)
        let renderer = GMUDefaultClusterRenderer(mapView: map, clusterIconGenerator: GMUDefaultClusterIconGenerator())
        let remover = Remover()
        renderer.delegate = remover
        let manager = GMUClusterManager(map: map, algorithm: HierarchicalClusterAlgorithm(), renderer: renderer)
        remover.manager = manager
        let items = ClusterFixtures.markers(60, extent: 0.002)
        remover.victims = Array(items.prefix(10))
        manager.add(items)
        manager.cluster()
        #expect(remover.calls > 0)
        let held = Set(manager.items.map(ObjectIdentifier.init))
        #expect(held.count == 50)
        let drawn = map.markers.reduce(into: Set<ObjectIdentifier>()) { set, marker in
            if let cluster = marker.userData as? GMUCluster { cluster.items.forEach { set.insert(ObjectIdentifier($0)) } } else { set.insert(ObjectIdentifier(marker)) }
        }
        #expect(drawn == held)
    }

    @Test("D166 items whose position is not a number are left out, never drawn, never a crash")
    func nonFinite() {
        let map = ClusterFixtures.map(zoom: 10)
        let manager = GMUClusterManager(map: map)
        manager.add([Place(.nan, 151), Place(-33.8, .infinity), Place(-33.8, 151.2)])
        manager.cluster()
        #expect(map.markers.count == 1)
        let algorithms: [GMUClusterAlgorithm] = [GMUNonHierarchicalDistanceBasedAlgorithm(), GMUGridBasedClusterAlgorithm(),
                                                 GMUSimpleClusterAlgorithm(), HierarchicalClusterAlgorithm()]
        for algorithm in algorithms {
            algorithm.add([Place(.nan, 151), Place(-33.8, -.infinity), Place(-33.8, 151.2)])
            let clusters = algorithm.clusters(atZoom: 5)
            #expect(clusters.count == 1 && clusters.first?.count == 1, "\(type(of: algorithm))")
        }
    }
}
