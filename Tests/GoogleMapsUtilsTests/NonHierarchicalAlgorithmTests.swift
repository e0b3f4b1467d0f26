import Foundation
import Testing
import GoogleMapsUtilsCompat

/// `GMUNonHierarchicalDistanceBasedAlgorithm` groups as the library's own code does (D168): the
/// distance on either side, at the zoom given, and a tie going to the later cluster. Checked against the
/// library's published code, compiled and run, by `scripts/measure/library-clustering` (D139).
@MainActor
@Suite("The library's non-hierarchical algorithm groups as the library (D168)")
struct NonHierarchicalAlgorithmTests {
    /// A place on the equator `points` screen points east of 0° at `zoom` (256 · 2^zoom points a world).
    private func place(_ points: Double, zoom: Double) -> Place {
        Place(0, points / (256 * pow(2, zoom)) * 360)
    }

    private func groups(_ clusters: [GMUCluster], of places: [Place]) -> [[Int]] {
        clusters.map { cluster in
            cluster.items.compactMap { item in places.firstIndex { $0 === item } }.sorted()
        }.sorted { $0.first ?? 0 < $1.first ?? 0 }
    }

    @Test("D168 items up to clusterDistancePoints away on either side join the first item's cluster, at the zoom given")
    func distanceEitherSide() {
        let algorithm = GMUNonHierarchicalDistanceBasedAlgorithm(clusterDistancePoints: 100)
        let places = [place(0, zoom: 10), place(99, zoom: 10), place(-99, zoom: 10), place(250, zoom: 10)]
        algorithm.add(places)
        #expect(groups(algorithm.clusters(atZoom: 10), of: places) == [[0, 1, 2], [3]])
        // One zoom deeper every distance doubles in points: 99 → 198, so each is alone.
        #expect(groups(algorithm.clusters(atZoom: 11), of: places) == [[0], [1], [2], [3]])
        // Half a zoom deeper (×1.41): 99 → 140 points, out of reach; the library uses the zoom as given.
        #expect(groups(algorithm.clusters(atZoom: 10.5), of: places) == [[0], [1], [2], [3]])
        // A later item nearer to a clustered one takes it: 101 is 2 points from 99.
        let moving = GMUNonHierarchicalDistanceBasedAlgorithm(clusterDistancePoints: 100)
        let more = [place(0, zoom: 10), place(99, zoom: 10), place(101, zoom: 10)]
        moving.add(more)
        #expect(groups(moving.clusters(atZoom: 10), of: more) == [[0], [1, 2]])
    }

    @Test("D168 an item as near to a later cluster as to its own moves to the later one, as in the library")
    func tieGoesToTheLaterCluster() {
        let algorithm = GMUNonHierarchicalDistanceBasedAlgorithm(clusterDistancePoints: 100)
        // A at 0, B at 150 (out of A's reach, so it starts its own cluster), C at 75: as near to both.
        let places = [place(0, zoom: 10), place(150, zoom: 10), place(75, zoom: 10)]
        algorithm.add(places)
        #expect(groups(algorithm.clusters(atZoom: 10), of: places) == [[0], [1, 2]])
    }
}
