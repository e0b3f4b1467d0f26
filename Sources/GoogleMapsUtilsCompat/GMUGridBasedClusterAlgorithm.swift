import Foundation
import GoogleMapsCompat

/// The library's grid algorithm: at each zoom the world is cut into square cells of ``gridSize``
/// screen points and each cell's items form one cluster, at the mean of their projected positions.
@MainActor
public final class GMUGridBasedClusterAlgorithm: GMUClusterAlgorithm {
    /// The cell size in screen points (256-point tiles). Default 100; may change at any time.
    public var gridSize: UInt = 100

    private var items: [GMUClusterItem] = []

    /// An algorithm with 100-point cells.
    public init() {}

    /// Adds `items`; one whose position is not finite is skipped (D166).
    public func add(_ items: [GMUClusterItem]) { self.items += items.filter(\.position.isFinite) }

    /// Removes `item` (by identity).
    public func remove(_ item: GMUClusterItem) { items.removeAll { $0 === item } }

    /// Removes every item.
    public func clearItems() { items.removeAll() }

    /// One cluster per occupied cell at the whole zoom below `zoom`, in the order cells were first met.
    public func clusters(atZoom zoom: Float) -> [GMUCluster] {
        let cells = worldPoints(atZoom: discreteZoom(zoom)) / Double(max(gridSize, 1))
        var order: [Int64] = []
        var groups: [Int64: (items: [GMUClusterItem], x: Double, y: Double)] = [:]
        for item in items {
            let p = UnitPoint(item.position)
            let key = Int64(min(p.x * cells, cells - 1)) << 32 | Int64(min(p.y * cells, cells - 1))
            if groups[key] == nil { order.append(key) }
            groups[key, default: ([], 0, 0)].items.append(item)
            groups[key]?.x += p.x
            groups[key]?.y += p.y
        }
        return order.compactMap { key -> GMUCluster? in
            guard let group = groups[key] else { return nil }
            let n = Double(group.items.count)
            let cluster = GMUStaticCluster(position: UnitPoint(x: group.x / n, y: group.y / n).coordinate)
            group.items.forEach(cluster.addItem)
            return cluster
        }
    }
}
