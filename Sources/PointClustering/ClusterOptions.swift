/// How a ``PointClusterIndex`` groups points.
///
/// Distances are in screen points of a map whose world is `256 · 2^zoom` points wide (the Google
/// Maps convention of 256-point tiles), so the same radius means the same distance on screen at
/// every zoom.
public struct ClusterOptions: Sendable, Hashable {
    /// Cluster radius in screen points at 256-point tiles. Default 60.
    ///
    /// Points within this distance of a cluster's first point (its seed) join it. 60 points lies
    /// between supercluster's 40 pixels (on Mapbox's 512-pixel tiles, which is also 40 screen
    /// pixels) and the Maps SDK Utility Library's 100-point distance-based default, and is about
    /// one cluster icon across. Must be finite and within 1…100 000.
    public var radius: Double
    /// The lowest zoom that has its own clustering. Default 0. Views below it show this level.
    public var minZoom: Int
    /// The highest zoom that has clusters. Default 16. At zooms above it every item is drawn
    /// alone. Must satisfy 0 ≤ minZoom ≤ maxZoom ≤ 23.
    public var maxZoom: Int
    /// The least number of items a cluster holds. Default 2; groups with fewer items stay as they
    /// are (each member drawn alone). Must be ≥ 1 (1 behaves like 2: one item is never a cluster).
    public var minPoints: Int
    /// The most item changes one ``PointClusterIndex/update(inserting:removing:)`` applies
    /// incrementally; larger batches rebuild (same result, new cluster-ID generation). Default
    /// nil: max(32, n / 2000) for n items, about where a rebuild becomes cheaper.
    public var incrementalBatchLimit: Int?
    /// Whether building may use a second thread for the steps that do not depend on order
    /// (projection, cell keys, gathering). Default false: the gain is small and unsteady on the
    /// busy 2-core build machine (a million items, medians: 1.30 s against 1.10 s serial in one
    /// sitting, 0.98/1.10 s and 0.88/0.99 s in two others; the clustering sweep itself is
    /// sequential), and in an app the other core is usually the one drawing frames. The index is
    /// identical either way (tested).
    public var usesParallelism: Bool

    /// Options with the documented defaults unless given.
    public init(radius: Double = 60, minZoom: Int = 0, maxZoom: Int = 16, minPoints: Int = 2,
                usesParallelism: Bool = false, incrementalBatchLimit: Int? = nil) {
        self.radius = radius
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.minPoints = minPoints
        self.usesParallelism = usesParallelism
        self.incrementalBatchLimit = incrementalBatchLimit
    }

    /// The highest zoom at which ``PointClusterIndex`` can hold clusters.
    public static let highestMaxZoom = 23

    func validate() throws(PointClusteringError) {
        guard radius.isFinite, radius >= 1, radius <= 100_000 else {
            throw .invalidOption(name: "radius", value: "\(radius)", expected: "a finite number of points within 1…100000")
        }
        guard minZoom >= 0, minZoom <= maxZoom, maxZoom <= Self.highestMaxZoom else {
            throw .invalidOption(name: "minZoom/maxZoom", value: "\(minZoom)/\(maxZoom)",
                                 expected: "0 ≤ minZoom ≤ maxZoom ≤ \(Self.highestMaxZoom)")
        }
        guard minPoints >= 1 else {
            throw .invalidOption(name: "minPoints", value: "\(minPoints)", expected: "an integer ≥ 1")
        }
    }
}
