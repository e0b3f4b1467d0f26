import GoogleMapsCompat

/// The library's cluster: a position and the items it stands for. Algorithms return clusters of one
/// item too; the renderer draws those (and any below its ``GMUDefaultClusterRenderer/minimumClusterSize``)
/// as their items' own markers.
@MainActor
public protocol GMUCluster: AnyObject {
    /// Where the cluster's marker goes, degrees.
    var position: CLLocationCoordinate2D { get }
    /// How many items the cluster holds.
    var count: UInt { get }
    /// The items it holds (a cluster's items are reachable, issue 24).
    var items: [GMUClusterItem] { get }
}

/// The library's plain cluster: a position and a list of items, filled by an algorithm.
@MainActor
public final class GMUStaticCluster: GMUCluster {
    /// Where the cluster's marker goes, degrees.
    public let position: CLLocationCoordinate2D
    /// The items added so far, in order.
    public private(set) var items: [GMUClusterItem] = []

    /// An empty cluster at `position`.
    public init(position: CLLocationCoordinate2D) {
        self.position = position
    }

    /// The number of items.
    public var count: UInt { UInt(items.count) }

    /// Adds `item` (again if it is already there, as the library).
    public func addItem(_ item: GMUClusterItem) {
        items.append(item)
    }

    /// Removes the first occurrence of `item` (by identity); nothing if it is not there.
    public func removeItem(_ item: GMUClusterItem) {
        if let at = items.firstIndex(where: { $0 === item }) { items.remove(at: at) }
    }
}
