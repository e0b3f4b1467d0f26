import PointClustering

/// Seeded generator for reproducible random data (SplitMix64).
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// Items in a few dense hot spots (so every zoom has real clusters) plus a uniform scatter.
func hotSpotItems(count: Int, seed: UInt64, firstID: Int = 0) -> [ClusterItem] {
    var random = SeededRandom(seed: seed)
    let spots = (0..<5).map { _ in (random.unit() * 300 - 150, random.unit() * 120 - 60) }
    return (0..<count).map { i in
        if i % 4 == 0 {
            return ClusterItem(id: firstID + i, longitude: random.unit() * 360 - 180, latitude: random.unit() * 170 - 85)
        }
        let spot = spots[random.below(spots.count)]
        let spread = [0.01, 0.3, 3][random.below(3)]
        return ClusterItem(id: firstID + i, longitude: spot.0 + (random.unit() - 0.5) * spread,
                           latitude: spot.1 + (random.unit() - 0.5) * spread,
                           weight: 1 + Double(random.below(3)))
    }
}

/// A marker described without cluster IDs: which items it holds and its exact numbers.
struct MarkerShape: Hashable, CustomStringConvertible {
    var items: [Int]
    var isCluster: Bool
    var count: Int
    var longitude: UInt64
    var latitude: UInt64
    var weight: UInt64
    var description: String { "\(isCluster ? "cluster" : "item") \(items.prefix(6))… n=\(count)" }
}

extension PointClusterIndex {
    /// The item IDs of a marker (all leaves of a cluster).
    func itemIDs(of marker: ClusterMarker) -> [Int] {
        switch marker.kind {
        case let .item(id): return [id]
        case let .cluster(id): return (leaves(of: id, limit: .max) ?? []).compactMap(\.itemID).sorted()
        }
    }

    func shape(_ marker: ClusterMarker) -> MarkerShape {
        MarkerShape(items: itemIDs(of: marker), isCluster: marker.clusterID != nil, count: marker.count,
                    longitude: marker.longitude.bitPattern, latitude: marker.latitude.bitPattern,
                    weight: marker.weight.bitPattern)
    }

    /// Every zoom's world view, in returned order, without cluster IDs.
    func snapshot() -> [[MarkerShape]] {
        (options.minZoom...(options.maxZoom + 1)).map { zoom in
            clusters(in: .world, zoom: Double(zoom)).map(shape)
        }
    }
}

/// Degrees of longitude spanning `points` screen points at `zoom` (256-point tiles).
func degrees(points: Double, zoom: Int) -> Double {
    points / (256 * Double(1 << zoom)) * 360
}
