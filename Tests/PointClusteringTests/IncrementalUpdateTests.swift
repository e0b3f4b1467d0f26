import Testing
import PointClustering

@Suite("Incremental updates equal a rebuild")
struct IncrementalUpdateTests {
    /// Options that apply every batch incrementally (no rebuild fallback).
    let incremental = ClusterOptions(incrementalBatchLimit: .max)

    /// Applies random batches to an index and to a plain item list, comparing with a rebuild after each.
    @Test("Random adds and removes", arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomBatches(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var items = hotSpotItems(count: 1500, seed: seed)
        var index = try PointClusterIndex(items: items, options: incremental)
        var nextID = 100_000
        for round in 0..<6 {
            let removeCount = [0, 1, 7, 60][random.below(4)]
            var removing: [Int] = []
            for _ in 0..<removeCount where !items.isEmpty {
                removing.append(items.remove(at: random.below(items.count)).id)
            }
            let addCount = [0, 1, 5, 80][random.below(4)]
            var adding = hotSpotItems(count: addCount, seed: seed * 1000 + UInt64(round), firstID: nextID)
            nextID += addCount
            // Some additions land exactly on existing items.
            if let twin = items.first, !adding.isEmpty {
                adding[0].longitude = twin.longitude
                adding[0].latitude = twin.latitude
            }
            try index.update(inserting: adding, removing: removing)
            items += adding
            let rebuilt = try PointClusterIndex(items: items)
            #expect(index.count == items.count)
            #expect(index.snapshot() == rebuilt.snapshot(), "seed \(seed) round \(round)")
        }
    }

    @Test("Removing every item one by one, then adding them back")
    func drainAndRefill() throws {
        let items = hotSpotItems(count: 300, seed: 77)
        var index = try PointClusterIndex(items: items)
        for (k, item) in items.enumerated() {
            try index.remove(itemIDs: [item.id])
            if k % 50 == 0 {
                #expect(index.snapshot() == (try PointClusterIndex(items: Array(items[(k + 1)...]))).snapshot())
            }
        }
        #expect(index.count == 0)
        #expect(index.clusters(in: .world, zoom: 0).isEmpty)
        try index.insert(items)
        #expect(index.snapshot() == (try PointClusterIndex(items: items)).snapshot())
    }

    @Test("Moving an item (remove and insert one ID) equals a rebuild; untouched clusters keep IDs")
    func moveKeepsOtherIDs() throws {
        var items = hotSpotItems(count: 2000, seed: 31)
        // A far-away pair whose cluster the move must not disturb.
        items.append(ClusterItem(id: 900_001, longitude: -100, latitude: -70))
        items.append(ClusterItem(id: 900_002, longitude: -100.001, latitude: -70))
        var index = try PointClusterIndex(items: items)
        let farCluster = try #require(index.cluster(containing: 900_001, atZoom: 16))
        let moved = items[5]
        let before = try #require(index.cluster(containing: moved.id, atZoom: 3))
        var to = moved
        to.longitude = 120
        to.latitude = -30
        try index.update(inserting: [to], removing: [moved.id])
        items[5] = to
        #expect(index.snapshot() == (try PointClusterIndex(items: items)).snapshot())
        #expect(index.cluster(containing: 900_001, atZoom: 16) == farCluster)
        #expect(index.cluster(farCluster)?.count == 2)
        #expect(index.cluster(before) == nil, "the cluster the item left changed, so its old ID is stale")
    }

    @Test("Bad updates throw and change nothing")
    func rejected() throws {
        let items = hotSpotItems(count: 200, seed: 8)
        var index = try PointClusterIndex(items: items)
        let before = index.snapshot()
        #expect(throws: PointClusteringError.unknownItemID(id: -5)) { try index.remove(itemIDs: [-5]) }
        #expect(throws: PointClusteringError.duplicateItemID(index: 0, id: items[0].id)) {
            try index.insert([ClusterItem(id: items[0].id, longitude: 0, latitude: 0)])
        }
        #expect(throws: PointClusteringError.invalidWeight(index: 1, weight: 0)) {
            try index.insert([ClusterItem(id: -1, longitude: 0, latitude: 0), ClusterItem(id: -2, longitude: 0, latitude: 0, weight: 0)])
        }
        #expect(index.snapshot() == before)
    }

    @Test("Many updates trigger a compacting rebuild that starts a new ID generation")
    func compaction() throws {
        var items = hotSpotItems(count: 3000, seed: 41)
        var index = try PointClusterIndex(items: items, options: incremental)
        let oldID = try #require(index.clusters(in: .world, zoom: 0).first?.clusterID)
        var random = SeededRandom(seed: 41)
        var nextID = 50_000
        for round in 0..<40 {
            let victims = (0..<100).map { _ in items.remove(at: random.below(items.count)).id }
            let fresh = hotSpotItems(count: 100, seed: UInt64(nextID), firstID: nextID)
            nextID += 100
            try index.update(inserting: fresh, removing: victims)
            items += fresh
            if round == 0 { #expect(generation(index) == oldID.rawValue >> 32, "the first rounds are incremental") }
        }
        #expect(index.snapshot() == (try PointClusterIndex(items: items)).snapshot())
        #expect(index.cluster(oldID) == nil)
        let newID = try #require(index.clusters(in: .world, zoom: 0).first?.clusterID)
        #expect(newID.rawValue >> 32 != oldID.rawValue >> 32, "a rebuild happened and bumped the generation")
    }

    @Test("A batch over the incremental limit rebuilds: same result, new ID generation")
    func largeBatchRebuilds() throws {
        var items = hotSpotItems(count: 1000, seed: 51)
        var index = try PointClusterIndex(items: items, options: ClusterOptions(incrementalBatchLimit: 10))
        let first = generation(index)
        let small = hotSpotItems(count: 10, seed: 52, firstID: 10_000)
        try index.insert(small)
        items += small
        #expect(generation(index) == first, "ten changes stay incremental")
        let large = hotSpotItems(count: 11, seed: 53, firstID: 20_000)
        try index.insert(large)
        items += large
        #expect(index.snapshot() == (try PointClusterIndex(items: items)).snapshot())
        #expect(generation(index) == first + 1)
    }

    /// The ID generation of an index, read from one of its cluster IDs.
    func generation(_ index: PointClusterIndex) -> Int64 {
        (index.clusters(in: .world, zoom: 0).first { $0.clusterID != nil }?.clusterID?.rawValue ?? -1 << 32) >> 32
    }

    @Test("Other options and awkward data: pass-through groups, tiny radius, grid-aligned ties, poles, piles",
          arguments: [ClusterOptions(minPoints: 3, incrementalBatchLimit: .max),
                      ClusterOptions(radius: 250, minZoom: 3, maxZoom: 12, minPoints: 5, incrementalBatchLimit: .max),
                      ClusterOptions(radius: 1, maxZoom: 23, incrementalBatchLimit: .max)])
    func awkward(options: ClusterOptions) throws {
        var random = SeededRandom(seed: UInt64(options.minPoints * 1000 + options.maxZoom))
        func make(_ n: Int, _ first: Int) -> [ClusterItem] {
            (0..<n).map { k in
                switch random.below(3) {
                case 0: // on a 0.05° lattice: exact ties and repeated points
                    return ClusterItem(id: first + k, longitude: Double(random.below(30)) * 0.05, latitude: Double(random.below(30)) * 0.05)
                case 1: // world edges and poles
                    return ClusterItem(id: first + k, longitude: [-180, 180, 179.9999][random.below(3)],
                                       latitude: [90, -90, 85.0511][random.below(3)] - random.unit() * 0.001)
                default:
                    return ClusterItem(id: first + k, longitude: random.unit() * 2, latitude: random.unit() * 2, weight: 1 + random.unit())
                }
            }
        }
        var items = make(600, 0)
        var index = try PointClusterIndex(items: items, options: options)
        for round in 0..<8 {
            var removing: [Int] = []
            for _ in 0..<[1, 4, 30][round % 3] { removing.append(items.remove(at: random.below(items.count)).id) }
            let adding = make([2, 25, 1][round % 3], 10_000 * (round + 1))
            try index.update(inserting: adding, removing: removing)
            items += adding
            #expect(index.snapshot() == (try PointClusterIndex(items: items, options: options)).snapshot(), "round \(round)")
        }
    }
}
