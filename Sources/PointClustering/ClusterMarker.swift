/// One thing to draw: an item alone or a cluster of items.
public struct ClusterMarker: Sendable, Hashable {
    /// What the marker stands for.
    public enum Kind: Sendable, Hashable {
        /// A single item, with the caller's ID.
        case item(id: Int)
        /// A cluster of ``ClusterMarker/count`` items.
        case cluster(ClusterID)
    }

    /// An item or a cluster.
    public var kind: Kind
    /// Longitude in degrees: an item's as given, a cluster's weighted centroid in −180…180.
    public var longitude: Double
    /// Latitude in degrees: an item's as given, a cluster's weighted centroid.
    public var latitude: Double
    /// Number of items (1 for an item).
    public var count: Int
    /// Sum of the items' weights.
    public var weight: Double

    /// A marker from its parts (for adapters and tests; indexes make their own).
    public init(kind: Kind, longitude: Double, latitude: Double, count: Int, weight: Double) {
        self.kind = kind
        self.longitude = longitude
        self.latitude = latitude
        self.count = count
        self.weight = weight
    }

    /// The cluster's ID, or nil for a single item.
    public var clusterID: ClusterID? {
        if case let .cluster(id) = kind { return id }
        return nil
    }

    /// The item's ID, or nil for a cluster.
    public var itemID: Int? {
        if case let .item(id) = kind { return id }
        return nil
    }
}
