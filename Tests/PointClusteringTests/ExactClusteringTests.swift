import Testing
import PointClustering

@Suite("Exact small cases")
struct ExactClusteringTests {
    @Test("Two items 0.1° apart on the equator cluster up to zoom 9 and split at 10")
    func twoItems() throws {
        // 0.1° is 0.1/360 · 256 · 2^z points: 36.4 at z9 (≤ 60, cluster), 72.8 at z10 (apart).
        let index = try PointClusterIndex(items: [ClusterItem(id: 1, longitude: 0, latitude: 0),
                                                  ClusterItem(id: 2, longitude: 0.1, latitude: 0)])
        for zoom in 0...9 {
            let markers = index.clusters(in: .world, zoom: Double(zoom))
            #expect(markers.count == 1, "zoom \(zoom)")
            #expect(markers.first?.count == 2)
            #expect(abs((markers.first?.longitude ?? 0) - 0.05) < 1e-9)
            #expect(markers.first?.latitude == 0)
        }
        for zoom in 10...20 {
            let ids = index.clusters(in: .world, zoom: Double(zoom)).compactMap(\.itemID).sorted()
            #expect(ids == [1, 2], "zoom \(zoom)")
        }
        let cluster = try #require(index.clusters(in: .world, zoom: 3).first?.clusterID)
        #expect(index.expansionZoom(of: cluster) == 10)
        #expect(index.zoomRange(of: cluster) == 0...9)
        #expect(index.children(of: cluster)?.compactMap(\.itemID) == [1, 2])
        #expect(index.cluster(containing: 2, atZoom: 9.99) == cluster)
        #expect(index.cluster(containing: 2, atZoom: 10) == nil)
        #expect(index.cluster(containing: 3, atZoom: 0) == nil)
    }

    @Test("Greedy order: the western seed takes its neighbour, the third item joins one zoom out")
    func threeInARow() throws {
        // At zoom 5 the items are 0, 40 and 80 points apart: A seeds and takes B (40 ≤ 60) but
        // not C (80). At zoom 4 the pair's centroid (10 points east of A) and C (40) are 30 apart.
        let step = degrees(points: 40, zoom: 5)
        let index = try PointClusterIndex(items: [ClusterItem(id: 30, longitude: 2 * step, latitude: 0),
                                                  ClusterItem(id: 10, longitude: 0, latitude: 0),
                                                  ClusterItem(id: 20, longitude: step, latitude: 0)])
        let z5 = index.clusters(in: .world, zoom: 5)
        #expect(z5.count == 2)
        let pair = try #require(z5.first { $0.clusterID != nil })
        let pairID = try #require(pair.clusterID)
        #expect(index.itemIDs(of: pair) == [10, 20])
        #expect(abs(pair.longitude - step / 2) < 1e-9)
        #expect(z5.contains { $0.itemID == 30 })
        #expect(index.expansionZoom(of: pairID) == 6)
        #expect(index.clusters(in: .world, zoom: 6).count == 3)

        let z4 = index.clusters(in: .world, zoom: 4)
        #expect(z4.count == 1)
        let all = try #require(z4.first?.clusterID)
        #expect(index.expansionZoom(of: all) == 5)
        #expect(index.parentCluster(of: pairID) == all)
        #expect(index.children(of: all)?.map(\.count) == [2, 1])
        #expect(index.leaves(of: all, limit: 2, offset: 1)?.compactMap(\.itemID) == [20, 30])
        #expect(index.cluster(containing: 30, atZoom: 4) == all)
        #expect(index.cluster(containing: 30, atZoom: 5) == nil)
        #expect(index.cluster(containing: 10, atZoom: 5) == pairID)
    }

    @Test("A cluster sits at its items' weighted centroid in Mercator space")
    func weightedCentroid() throws {
        let index = try PointClusterIndex(items: [ClusterItem(id: 1, longitude: 10, latitude: 0, weight: 1),
                                                  ClusterItem(id: 2, longitude: 10.4, latitude: 0, weight: 3)])
        let marker = try #require(index.clusters(in: .world, zoom: 0).first)
        #expect(abs(marker.longitude - 10.3) < 1e-9)
        #expect(marker.weight == 4)
        #expect(marker.count == 2)
    }

    @Test("minPoints: groups with fewer items stay single")
    func minPoints() throws {
        let items = [ClusterItem(id: 1, longitude: 5, latitude: 5), ClusterItem(id: 2, longitude: 5.01, latitude: 5)]
        let strict = try PointClusterIndex(items: items, options: ClusterOptions(minPoints: 3))
        #expect(strict.clusters(in: .world, zoom: 0).allSatisfy { $0.clusterID == nil })
        #expect(strict.markerCount(in: .world, zoom: 0) == 2)
        let loose = try PointClusterIndex(items: items, options: ClusterOptions(minPoints: 2))
        #expect(loose.markerCount(in: .world, zoom: 0) == 1)
    }

    @Test("Radius and maxZoom options move the split zoom")
    func options() throws {
        let items = [ClusterItem(id: 1, longitude: 0, latitude: 0), ClusterItem(id: 2, longitude: 0.1, latitude: 0)]
        // With radius 120 the pair stays together one zoom longer (72.8 ≤ 120 at z10, 145.6 at z11).
        let wide = try PointClusterIndex(items: items, options: ClusterOptions(radius: 120))
        let wideCluster = try #require(wide.clusters(in: .world, zoom: 0).first?.clusterID)
        #expect(wide.expansionZoom(of: wideCluster) == 11)
        // maxZoom 6 caps clustering: at zoom 7 every item is alone.
        let capped = try PointClusterIndex(items: [items[0], ClusterItem(id: 2, longitude: 0.0001, latitude: 0)],
                                           options: ClusterOptions(maxZoom: 6))
        #expect(capped.markerCount(in: .world, zoom: 6) == 1)
        #expect(capped.markerCount(in: .world, zoom: 7) == 2)
    }

    @Test("Extreme options: maxZoom 23 at radius 1, and a single-zoom index")
    func extremeOptions() throws {
        // 0.0000001° apart is 0.60 points at zoom 23 (≤ 1: still one cluster); 0.00001° would split at 18.
        let items = [ClusterItem(id: 1, longitude: 30, latitude: 30), ClusterItem(id: 2, longitude: 30.0000001, latitude: 30),
                     ClusterItem(id: 3, longitude: -30, latitude: -30)]
        let deep = try PointClusterIndex(items: items, options: ClusterOptions(radius: 1, maxZoom: 23))
        #expect(deep.markerCount(in: .world, zoom: 23) == 2)
        #expect(deep.markerCount(in: .world, zoom: 24) == 3)
        let pair = try #require(deep.cluster(containing: 1, atZoom: 0))
        #expect(deep.expansionZoom(of: pair) == 24)
        let single = try PointClusterIndex(items: items, options: ClusterOptions(minZoom: 5, maxZoom: 5))
        #expect(single.markerCount(in: .world, zoom: 0) == 2)
        #expect(single.markerCount(in: .world, zoom: 6) == 3)
        let singlePair = try #require(single.cluster(containing: 2, atZoom: 5))
        #expect(single.zoomRange(of: singlePair) == 5...5)
    }
}
