/// A hierarchical point-clustering index for map markers: every zoom's clusters, built once.
///
/// Items are clustered greedily for each zoom from `maxZoom` up to `minZoom`, each zoom
/// clustering the previous (deeper) zoom's clusters and items, so the work shrinks with each
/// level. Each level is kept as a list sorted by grid cell (see `LevelGrid`), which serves both
/// the next level's clustering sweep and view queries.
///
/// - Build: O(n · L) time for n items and L = maxZoom − minZoom + 2 levels (a radix sort and a
///   linear sweep per level; in practice the deep levels dominate and higher levels shrink
///   geometrically). Memory O(n · L): 5 bytes per node per level it is drawn at, ~70 bytes per
///   node (item or cluster) and 12 per item — 174 MB for a million uniformly spread items
///   (1.68 million nodes, 9.1 million level entries).
/// - View query: O(r · log m + k) for a view spanning r cell rows of a level of m nodes and k
///   markers returned (r ≈ view height / cluster radius + 2, e.g. 8 for 800 points at radius 60).
/// - Update: see ``update(inserting:removing:)``.
///
/// The index is a value: copies share storage until one of them is updated.
public struct PointClusterIndex: Sendable {
    /// The options the index was built with.
    public let options: ClusterOptions
    var nodes = NodeStore()
    /// `levels[ℓ − minZoom]`: the nodes drawn at level ℓ, sorted by `grids[ℓ − minZoom]` cell key,
    /// ties by item ID at the item level and otherwise by the position, in level ℓ + 1, of the
    /// node's anchor (a new cluster's seed, or the node itself).
    var levels: [[Int32]] = []
    /// `takenFromAbove[ℓ − minZoom][i]`: whether level ℓ's i-th node was taken by a seed in the
    /// cell row above when zoom ℓ − 1 was clustered (empty for minZoom).
    var takenFromAbove: [[Bool]] = []
    var grids: [LevelGrid] = []
    /// Item IDs in ascending order and their node numbers.
    var lookupIDs: [Int] = []
    var lookupNodes: [Int32] = []
    /// Bumped by every full rebuild so that older cluster IDs are recognised as stale.
    var generation: UInt32 = 0
    /// The number of items in the index.
    public internal(set) var count: Int = 0

    /// The level that holds the items themselves (drawn at zooms above maxZoom).
    var leafLevel: Int { options.maxZoom + 1 }

    /// Builds an index of `items` (O(n · L), see the type's documentation).
    ///
    /// - Throws: ``PointClusteringError`` naming the first item with a non-finite coordinate or
    ///   invalid weight, a repeated item ID, or an option out of range.
    public init(items: [ClusterItem], options: ClusterOptions = ClusterOptions()) throws(PointClusteringError) {
        try self.init(ids: items.map(\.id), longitudes: items.map(\.longitude),
                      latitudes: items.map(\.latitude), weights: items.map(\.weight), options: options)
    }

    /// Builds an index from columns: `ids[i]`, `longitudes[i]`, `latitudes[i]` and optionally
    /// `weights[i]` (all 1 if nil) describe item i. Avoids building ``ClusterItem`` values for
    /// large data sets.
    ///
    /// - Throws: ``PointClusteringError`` as ``init(items:options:)``, or when columns differ in length.
    public init(ids: [Int], longitudes: [Double], latitudes: [Double], weights: [Double]? = nil,
                options: ClusterOptions = ClusterOptions()) throws(PointClusteringError) {
        try options.validate()
        self.options = options
        let n = longitudes.count
        guard latitudes.count == n else { throw .mismatchedColumns(name: "latitudes", count: latitudes.count, expected: n) }
        guard ids.count == n else { throw .mismatchedColumns(name: "ids", count: ids.count, expected: n) }
        if let weights, weights.count != n {
            throw .mismatchedColumns(name: "weights", count: weights.count, expected: n)
        }
        guard n <= Self.maxItems else { throw .tooManyItems(count: n) }
        for i in 0..<n where !(longitudes[i].isFinite && latitudes[i].isFinite) {
            throw .nonFiniteCoordinate(index: i, longitude: longitudes[i], latitude: latitudes[i])
        }
        if let weights {
            for i in 0..<n where !(weights[i].isFinite && weights[i] > 0) {
                throw .invalidWeight(index: i, weight: weights[i])
            }
        }
        grids = (options.minZoom...leafLevel).map { LevelGrid(level: $0, radius: options.radius) }
        var builder = IndexBuilder(options: options, grids: grids)
        try builder.build(ids: ids, longitudes: longitudes, latitudes: latitudes, weights: weights, into: &self)
    }

    /// The most items an index holds.
    public static let maxItems = 1 << 28

    /// The grid of level ℓ.
    @inline(__always)
    func grid(_ level: Int) -> LevelGrid { grids[level - options.minZoom] }

    /// The level drawn at a (fractional) zoom: ⌊zoom⌋ clamped to minZoom…maxZoom + 1; NaN and
    /// −∞ give minZoom, +∞ gives maxZoom + 1.
    public func level(forZoom zoom: Double) -> Int {
        guard !zoom.isNaN else { return options.minZoom }
        let clamped = min(max(zoom.rounded(.down), Double(options.minZoom)), Double(leafLevel))
        return Int(clamped)
    }

    /// The node of an item ID, or nil.
    func node(ofItem id: Int) -> Int32? {
        let at = lookupPosition(id)
        return at < lookupIDs.count && lookupIDs[at] == id ? lookupNodes[at] : nil
    }

    /// First position in the ID table whose ID is ≥ `id`.
    func lookupPosition(_ id: Int) -> Int {
        var low = 0, high = lookupIDs.count
        while low < high {
            let mid = (low + high) / 2
            if lookupIDs[mid] < id { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether the index holds an item with this ID. O(log n).
    public func contains(itemID: Int) -> Bool { node(ofItem: itemID) != nil }
}
