import Foundation
import Testing
import GoogleMapsUtilsCompat
import TestSupport

/// R36 under random zooming and panning: with a window open on an item, after every re-clustering the
/// window is open exactly while the item is drawn alone, and every close says `.clustered`.
@MainActor
@Suite("Clustering with a window open, random walks (R36, D158)")
struct ClusterWindowModelTests {
    @Test("R36 D158 20 seeds × 40 random zooms and pans: the window is open iff its item is drawn alone; closes say .clustered",
          arguments: [true, false])
    func randomWalks(hierarchical: Bool) throws {
        var opened = 0, closedClustered = 0
        for seed in 0..<20 {
            var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 3)
            let map = ClusterFixtures.map(zoom: 10)
            let renderer = GMUDefaultClusterRenderer(mapView: map, clusterIconGenerator: GMUDefaultClusterIconGenerator())
            renderer.animatesClusters = false
            let algorithm: GMUClusterAlgorithm = hierarchical ? HierarchicalClusterAlgorithm() : GMUNonHierarchicalDistanceBasedAlgorithm()
            let manager = GMUClusterManager(map: map, algorithm: algorithm, renderer: renderer)
            let recorder = RecordingMapDelegate()
            manager.setMapDelegate(recorder)
            let items = ClusterFixtures.markers(150, extent: 0.1, seed: UInt64(seed))
            manager.add(items)
            manager.cluster()
            let item = items[Int.random(in: 0..<items.count, using: &random)]
            for step in 0..<40 {
                if map.selectedMarker == nil, Bool.random(using: &random) {
                    let marker = try #require(manager.select(item), "seed \(seed) step \(step): select")
                    #expect(map.selectedMarker === marker)
                    opened += 1
                }
                let wasOpen = map.selectedMarker === item
                let closes = recorder.closes.count
                var camera = map.camera
                camera.zoom = Double(Int.random(in: 4...19, using: &random))
                camera.target = CLLocationCoordinate2D(latitude: -33.8 + Double.random(in: -0.1...0.1, using: &random),
                                                       longitude: 151.2 + Double.random(in: -0.1...0.1, using: &random))
                map.camera = camera
                manager.cluster()
                let alone = manager.marker(for: item) != nil
                if wasOpen {
                    #expect((map.selectedMarker === item) == alone, "seed \(seed) step \(step) zoom \(camera.zoom)")
                    if !alone {
                        #expect(recorder.closes.count == closes + 1 && recorder.closes.last?.1 == .clustered,
                                "seed \(seed) step \(step)")
                        #expect(manager.cluster(containing: item) != nil, "seed \(seed) step \(step): it is in a cluster")
                        closedClustered += 1
                    } else {
                        #expect(recorder.closes.count == closes, "seed \(seed) step \(step): no close while alone")
                    }
                }
            }
        }
        // The walks did exercise both outcomes.
        #expect(opened > 20 && closedClustered > 5)
    }
}
