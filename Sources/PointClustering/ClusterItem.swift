/// One item to cluster: the caller's ID, a position in degrees and an optional weight.
public struct ClusterItem: Sendable, Hashable {
    /// The caller's ID for the item; unique within an index.
    public var id: Int
    /// Longitude in degrees; values outside −180…180 wrap around.
    public var longitude: Double
    /// Latitude in degrees; clamped to ±85.0511 for clustering (returned as given).
    public var latitude: Double
    /// Weight of the item for cluster centroids (a cluster sits at the weighted mean of its
    /// items in Mercator space) and ``ClusterMarker/weight`` sums. Default 1; must be finite and > 0.
    public var weight: Double

    /// An item at (`longitude`, `latitude`) with the given `weight` (default 1).
    public init(id: Int, longitude: Double, latitude: Double, weight: Double = 1) {
        self.id = id
        self.longitude = longitude
        self.latitude = latitude
        self.weight = weight
    }
}
