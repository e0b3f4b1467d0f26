import Testing
import PointClustering
import InfoWindowCore

@Suite("Randomized invariants")
struct InvariantTests {
    @Test("Every item is in exactly one marker at every zoom; counts and weights add up", arguments: [1, 2, 3] as [UInt64])
    func partition(seed: UInt64) throws {
        let items = hotSpotItems(count: 3000, seed: seed)
        let index = try PointClusterIndex(items: items)
        let allIDs = items.map(\.id).sorted()
        let totalWeight = items.reduce(0) { $0 + $1.weight }
        var sawClusters = false
        for zoom in 0...18 {
            let markers = index.clusters(in: .world, zoom: Double(zoom))
            let ids = markers.flatMap { index.itemIDs(of: $0) }.sorted()
            #expect(ids == allIDs, "zoom \(zoom)")
            #expect(markers.reduce(0) { $0 + $1.count } == items.count)
            #expect(abs(markers.reduce(0) { $0 + $1.weight } - totalWeight) < 1e-6)
            for marker in markers {
                #expect(index.itemIDs(of: marker).count == marker.count)
                if let cluster = marker.clusterID {
                    sawClusters = true
                    #expect(zoom <= 16)
                    #expect(index.zoomRange(of: cluster)?.contains(zoom) == true)
                }
            }
        }
        #expect(sawClusters)
        #expect(index.markerCount(in: .world, zoom: 17) == items.count)
    }

    @Test("Children sum to their cluster, lie within the radius of the seed, and appear at the expansion zoom")
    func children() throws {
        let options = ClusterOptions()
        let index = try PointClusterIndex(items: hotSpotItems(count: 2000, seed: 9), options: options)
        var checked = 0
        for zoom in 0...16 {
            let shown = Set(index.clusters(in: .world, zoom: Double(zoom)).compactMap(\.clusterID))
            for cluster in shown {
                let children = try #require(index.children(of: cluster))
                let marker = try #require(index.cluster(cluster))
                #expect(children.count >= 2)
                #expect(children.reduce(0) { $0 + $1.count } == marker.count)
                let expansion = try #require(index.expansionZoom(of: cluster))
                let range = try #require(index.zoomRange(of: cluster))
                #expect(expansion == range.upperBound + 1)
                // At the expansion zoom the cluster is gone and every child is drawn.
                let next = index.clusters(in: .world, zoom: Double(expansion))
                #expect(!next.contains { $0.clusterID == cluster })
                for child in children {
                    #expect(next.contains(child))
                    if let childID = child.clusterID { #expect(index.parentCluster(of: childID) == cluster) }
                }
                // Each child was taken by the seed (first child) within the radius at zoom range.upperBound.
                let seed = children[0]
                let unit = 1 / (256 * Double(1 << range.upperBound))
                for child in children.dropFirst() {
                    let dx = WebMercator.x(longitude: child.longitude) - WebMercator.x(longitude: seed.longitude)
                    let dy = WebMercator.y(latitude: child.latitude) - WebMercator.y(latitude: seed.latitude)
                    #expect((dx * dx + dy * dy).squareRoot() <= options.radius * unit * (1 + 1e-9))
                }
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test("cluster(containing:atZoom:) agrees with the markers drawn")
    func containing() throws {
        let items = hotSpotItems(count: 1500, seed: 5)
        let index = try PointClusterIndex(items: items)
        for zoom in stride(from: 0, through: 17, by: 3) {
            for marker in index.clusters(in: .world, zoom: Double(zoom)) {
                for id in index.itemIDs(of: marker) {
                    #expect(index.cluster(containing: id, atZoom: Double(zoom) + 0.5) == marker.clusterID)
                }
            }
        }
    }

    @Test("Leaves page through a cluster without gaps or repeats")
    func leavesPaging() throws {
        let index = try PointClusterIndex(items: hotSpotItems(count: 2000, seed: 4))
        let biggest = try #require(index.clusters(in: .world, zoom: 2).max { $0.count < $1.count })
        let id = try #require(biggest.clusterID)
        let all = try #require(index.leaves(of: id, limit: .max)).compactMap(\.itemID)
        #expect(all.count == biggest.count)
        var paged: [Int] = []
        var offset = 0
        while let page = index.leaves(of: id, limit: 37, offset: offset), !page.isEmpty {
            paged += page.compactMap(\.itemID)
            offset += 37
        }
        #expect(paged == all)
        #expect(Set(all).count == all.count)
    }

    @Test("Two threads build exactly what one thread builds")
    func parallelEqualsSerial() throws {
        let items = hotSpotItems(count: 70_000, seed: 12)
        let parallel = try PointClusterIndex(items: items, options: ClusterOptions(usesParallelism: true))
        let serial = try PointClusterIndex(items: items, options: ClusterOptions(usesParallelism: false))
        for zoom in [0, 3, 6, 9, 12, 15, 17] {
            let a = parallel.clusters(in: .world, zoom: Double(zoom))
            let b = serial.clusters(in: .world, zoom: Double(zoom))
            #expect(a == b, "zoom \(zoom)")
        }
    }

    @Test("Input order does not change the clustering")
    func orderIndependent() throws {
        let items = hotSpotItems(count: 2000, seed: 21)
        var shuffled = items
        var random = SeededRandom(seed: 99)
        for i in stride(from: shuffled.count - 1, to: 0, by: -1) { shuffled.swapAt(i, random.below(i + 1)) }
        let a = try PointClusterIndex(items: items)
        let b = try PointClusterIndex(items: shuffled)
        #expect(a.snapshot() == b.snapshot())
    }
}
