import Foundation
import Testing
import GoogleMapsUtilsCompat
import TestSupport

/// SPEC R36: clustering never loses an open window silently; and D157/D158 (what keeps a marker).
@MainActor
@Suite("Clustering and info windows (R36, D157, D158)")
struct ClusterWindowRulesTests {
    /// Ten items packed near Sydney and one 0.3° away: apart at zoom 10, together at zoom 4.
    private func scene(_ algorithm: GMUClusterAlgorithm) -> (GMSMapView, GMUClusterManager, GMSMarker, RecordingMapDelegate) {
        let map = ClusterFixtures.map(zoom: 10)
        let renderer = GMUDefaultClusterRenderer(mapView: map, clusterIconGenerator: GMUDefaultClusterIconGenerator())
        let manager = GMUClusterManager(map: map, algorithm: algorithm, renderer: renderer)
        let recorder = RecordingMapDelegate()
        manager.setMapDelegate(recorder)
        manager.add(ClusterFixtures.markers(10, extent: 0.01))
        let lone = GMSMarker(position: CLLocationCoordinate2D(latitude: -33.8, longitude: 151.5))
        lone.title = "Lone"
        manager.add(lone)
        manager.cluster()
        return (map, manager, lone, recorder)
    }

    @Test("R36 D169 an item's open window survives re-clustering while the item (its own marker) is drawn alone (both algorithms)",
          arguments: [true, false])
    func windowSurvives(hierarchical: Bool) throws {
        let (map, manager, lone, recorder) = scene(hierarchical ? HierarchicalClusterAlgorithm() : GMUNonHierarchicalDistanceBasedAlgorithm())
        let marker = try #require(manager.marker(for: lone))
        #expect(marker === lone)
        map.selectedMarker = marker
        #expect(map.selectedMarker === lone)
        for zoom in [11.0, 12.5, 9.0, 10.0] {
            ClusterFixtures.setZoom(map, zoom)
            manager.cluster()
            #expect(map.selectedMarker === lone, "zoom \(zoom)")
            #expect(manager.marker(for: lone) === lone)
        }
        #expect(recorder.closes.isEmpty)
    }

    @Test("R36 R23 the window closes with .clustered when its item goes into a cluster (both algorithms)",
          arguments: [true, false])
    func windowClosesClustered(hierarchical: Bool) throws {
        let (map, manager, lone, recorder) = scene(hierarchical ? HierarchicalClusterAlgorithm() : GMUNonHierarchicalDistanceBasedAlgorithm())
        let marker = try #require(manager.marker(for: lone))
        map.selectedMarker = marker
        ClusterFixtures.setZoom(map, 4)
        manager.cluster()
        #expect(map.selectedMarker == nil)
        #expect(manager.marker(for: lone) == nil)
        #expect(recorder.closes.count == 1)
        #expect(recorder.closes.first?.0 === lone)
        #expect(recorder.closes.first?.1 == .clustered)
        #expect(recorder.plainCloses == 1)
        #expect(manager.cluster(containing: lone)?.items.contains { $0 === lone } == true)
    }

    @Test("R36 R23 an item removed from the manager closes its window with .markerRemoved, not .clustered")
    func removedItemCloses() throws {
        let (map, manager, lone, recorder) = scene(HierarchicalClusterAlgorithm())
        let marker = try #require(manager.marker(for: lone))
        map.selectedMarker = marker
        manager.remove(lone)
        manager.cluster()
        #expect(map.selectedMarker == nil)
        #expect(recorder.closes.map(\.1) == [.markerRemoved])
        #expect(lone.map == nil)
    }

    @Test("R36 D158 a lone item's open window stays while it is panned out of the clusters asked for")
    func windowSurvivesPan() throws {
        let (map, manager, lone, recorder) = scene(HierarchicalClusterAlgorithm())
        let marker = try #require(manager.marker(for: lone))
        map.selectedMarker = marker
        ClusterFixtures.setZoom(map, 10, target: CLLocationCoordinate2D(latitude: -20, longitude: 170))
        manager.cluster()
        #expect(map.selectedMarker === lone)
        #expect(recorder.closes.isEmpty)
    }

    @Test("R36 D157 a cluster's window stays open while the same cluster is drawn, and closes .clustered when it splits")
    func clusterWindow() throws {
        let (map, manager, _, recorder) = scene(HierarchicalClusterAlgorithm())
        let renderer = try #require(manager.renderer as? GMUDefaultClusterRenderer)
        let clusterMarker = try #require(renderer.markers.first { $0.userData is GMUCluster })
        clusterMarker.title = "Ten places"
        map.selectedMarker = clusterMarker
        manager.cluster()
        #expect(map.selectedMarker === clusterMarker)
        ClusterFixtures.setZoom(map, 17)
        manager.cluster()
        #expect(map.selectedMarker == nil)
        #expect(recorder.closes.map(\.1) == [.clustered])
    }
}
