import GoogleMapsCompat

/// The library's clustering algorithm: keeps items and groups them for a zoom.
@MainActor
public protocol GMUClusterAlgorithm: AnyObject {
    /// Adds `items`.
    func add(_ items: [GMUClusterItem])
    /// Removes `item` (by identity); nothing if it is not there.
    func remove(_ item: GMUClusterItem)
    /// Removes every item.
    func clearItems()
    /// The clusters at `zoom`, covering every item (clusters of one item included).
    func clusters(atZoom zoom: Float) -> [GMUCluster]
    /// The clusters at `zoom` that may be seen in `bounds` (an extension of ours: an index answers for
    /// a view without listing the world). Default: every cluster, as ``clusters(atZoom:)``.
    func clusters(atZoom zoom: Float, in bounds: GMSCoordinateBounds) -> [GMUCluster]
}

extension GMUClusterAlgorithm {
    /// Every cluster at `zoom`: the library's algorithms know no view.
    public func clusters(atZoom zoom: Float, in bounds: GMSCoordinateBounds) -> [GMUCluster] {
        clusters(atZoom: zoom)
    }
}

/// The library's simplest algorithm: no clustering, every item a cluster of its own.
@MainActor
public final class GMUSimpleClusterAlgorithm: GMUClusterAlgorithm {
    private var items: [GMUClusterItem] = []

    /// An algorithm with no items.
    public init() {}

    /// Adds `items`; one whose position is not finite is skipped (D166).
    public func add(_ items: [GMUClusterItem]) { self.items += items.filter(\.position.isFinite) }

    /// Removes `item` (by identity).
    public func remove(_ item: GMUClusterItem) { items.removeAll { $0 === item } }

    /// Removes every item.
    public func clearItems() { items.removeAll() }

    /// One cluster per item, at the item's position, whatever the zoom.
    public func clusters(atZoom zoom: Float) -> [GMUCluster] {
        items.map { item in
            let cluster = GMUStaticCluster(position: item.position)
            cluster.addItem(item)
            return cluster
        }
    }
}
