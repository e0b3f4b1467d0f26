import Foundation
import GoogleMapsCompat
import PointClustering

/// The library's default algorithm: at each zoom, items within ``clusterDistancePoints`` of an earlier
/// unclustered item on either axis join its cluster (a square of twice that width on screen, at the zoom
/// given, fractional or not, as the library's code computes it), each item going to the nearest such
/// cluster — on a tie the later one, as the library's; the cluster sits at the first item's position. Re-clusters every item at each
/// call (kept for compatibility; ``HierarchicalClusterAlgorithm`` answers from an index built once).
///
/// Our own code over a quad tree of item numbers, with the items' projected points kept in arrays:
/// O(n · k) for n items and k neighbours in a box (docs/clustering.md has the figures).
@MainActor
public final class GMUNonHierarchicalDistanceBasedAlgorithm: GMUClusterAlgorithm {
    /// The cluster distance in screen points (256-point tiles). Default 100, as the library; may change at
    /// any time (the next ``clusters(atZoom:)`` uses it). A value that is not finite or below 0 is taken as 0.
    public var clusterDistancePoints: UInt

    private var items: [GMUClusterItem] = []
    private var points: [UnitPoint] = []
    private var tree = PointQuadTree<Int32>(bounds: QuadTreeBounds(minX: 0, minY: 0, maxX: 1, maxY: 1))

    /// An algorithm with the library's 100-point cluster distance.
    public convenience init() {
        self.init(clusterDistancePoints: 100)
    }

    /// An algorithm whose clusters span `clusterDistancePoints` screen points.
    public init(clusterDistancePoints: UInt) {
        self.clusterDistancePoints = clusterDistancePoints
    }

    /// Adds `items`.
    public func add(_ items: [GMUClusterItem]) {
        for item in items {
            let point = UnitPoint(item.position)
            guard tree.add(Int32(self.items.count), x: point.x, y: point.y) else { continue }
            self.items.append(item)
            points.append(point)
        }
    }

    /// Removes `item` (by identity): O(n), the numbers after it are renumbered.
    public func remove(_ item: GMUClusterItem) {
        guard let at = items.firstIndex(where: { $0 === item }) else { return }
        items.remove(at: at)
        points.remove(at: at)
        rebuildTree()
    }

    /// Removes every item.
    public func clearItems() {
        items.removeAll()
        points.removeAll()
        tree.clear()
    }

    /// The clusters at `zoom` (the manager passes a whole zoom).
    public func clusters(atZoom zoom: Float) -> [GMUCluster] {
        let n = items.count
        // The library's radius: the distance in points on either side, at 256 · 2^zoom points a world.
        let level = zoom.isFinite ? Double(min(max(zoom, 0), 30)) : (zoom > 0 ? 30 : 0)
        let half = Double(clusterDistancePoints) / (256 * pow(2, level))
        var owner = [Int32](repeating: -1, count: n)
        var distance = [Double](repeating: .infinity, count: n)
        var seeds: [Int32] = []
        for i in 0..<n where owner[i] < 0 {
            let seed = Int32(i)
            let centre = points[i]
            owner[i] = Int32(seeds.count)
            distance[i] = 0
            let clusterNumber = Int32(seeds.count)
            seeds.append(seed)
            let box = QuadTreeBounds(minX: centre.x - half, minY: centre.y - half, maxX: centre.x + half, maxY: centre.y + half)
            tree.search(in: box) { j, x, y in
                let d = (x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y)
                // Not farther than the cluster it is in: an item already clustered moves, on a tie too,
                // as in the library (which keeps it only when its cluster is strictly nearer).
                if d <= distance[Int(j)] {
                    owner[Int(j)] = clusterNumber
                    distance[Int(j)] = d
                }
            }
        }
        let clusters = seeds.map { GMUStaticCluster(position: items[Int($0)].position) }
        for i in 0..<n { clusters[Int(owner[i])].addItem(items[i]) }
        return clusters.filter { $0.count > 0 }
    }

    private func rebuildTree() {
        tree.clear()
        for (i, p) in points.enumerated() { _ = tree.add(Int32(i), x: p.x, y: p.y) }
    }
}
