import Foundation
import GoogleMapsCompat
import PointClustering

/// Our algorithm, the default where the app does not choose one: clusters for every zoom built once,
/// hierarchically (PointClustering's `PointClusterIndex`, as supercluster), so a zoom change or a pan
/// only queries the index; items added or removed later update it without a full rebuild where they can.
///
/// Items whose position is not finite are not clustered (never drawn). Clusters it returns are
/// ``HierarchicalCluster``s: their items are read from the index when asked, so a cluster of a million
/// items costs nothing until its `items` are read.
@MainActor
public final class HierarchicalClusterAlgorithm: GMUClusterAlgorithm {
    /// The cluster distance in screen points (256-point tiles). Default 60 (PointClustering's radius,
    /// D156); may change at any time (D160): the next query rebuilds the index. Clamped to 1…100 000.
    public var clusterDistancePoints: UInt = 60 {
        didSet { if clusterDistancePoints != oldValue { index = nil } }
    }
    /// The deepest zoom that still has clusters; above it every item is drawn alone. Default 20, the
    /// default renderer's `maximumClusterZoom`. Clamped to 0…23; a change rebuilds at the next query.
    public var maximumClusterZoom: UInt = 20 {
        didSet { if maximumClusterZoom != oldValue { index = nil } }
    }

    private var itemsByID: [Int: GMUClusterItem] = [:]
    private var ids: [ObjectIdentifier: Int] = [:]
    private var nextID = 0
    private var pendingInserts: [ClusterItem] = []
    private var pendingRemovals: [Int] = []
    private(set) var index: PointClusterIndex?

    /// An algorithm with no items.
    public init() {}

    /// The number of items it clusters.
    public var count: Int { itemsByID.count }

    /// Adds `items`; an item already added (the same object) or with a non-finite position is skipped.
    public func add(_ items: [GMUClusterItem]) {
        for item in items {
            let key = ObjectIdentifier(item)
            let p = item.position
            guard ids[key] == nil, p.latitude.isFinite, p.longitude.isFinite else { continue }
            let id = nextID
            nextID += 1
            ids[key] = id
            itemsByID[id] = item
            if index != nil { pendingInserts.append(ClusterItem(id: id, longitude: p.longitude, latitude: p.latitude)) }
        }
    }

    /// Removes `item` (by identity); nothing if it is not there.
    public func remove(_ item: GMUClusterItem) {
        guard let id = ids.removeValue(forKey: ObjectIdentifier(item)) else { return }
        itemsByID[id] = nil
        guard index != nil else { return }
        if let at = pendingInserts.firstIndex(where: { $0.id == id }) {
            pendingInserts.remove(at: at)
        } else {
            pendingRemovals.append(id)
        }
    }

    /// Removes every item.
    public func clearItems() {
        itemsByID.removeAll()
        ids.removeAll()
        pendingInserts.removeAll()
        pendingRemovals.removeAll()
        index = nil
    }

    /// Every cluster and lone item at `zoom`, the whole world.
    public func clusters(atZoom zoom: Float) -> [GMUCluster] {
        clusters(atZoom: zoom, in: GMSCoordinateBounds(southWest: CLLocationCoordinate2D(latitude: -90, longitude: -180),
                                                       northEast: CLLocationCoordinate2D(latitude: 90, longitude: 180)))
    }

    /// The clusters and lone items at `zoom` in `bounds`: a query of the index, O(rows · log m + k).
    public func clusters(atZoom zoom: Float, in bounds: GMSCoordinateBounds) -> [GMUCluster] {
        guard let index = currentIndex(), bounds.isValid else { return [] }
        let sw = bounds.southWest, ne = bounds.northEast
        var east = ne.longitude
        if east < sw.longitude { east += 360 }
        let area = ClusterBounds(west: sw.longitude, south: sw.latitude, east: east, north: ne.latitude)
        return index.clusters(in: area, zoom: Double(zoom.isNaN ? 0 : zoom)).compactMap { marker(for: $0, in: index) }
    }

    /// The smallest whole zoom at which `item` is drawn alone (not in a cluster), or nil if it is not here.
    public func unclusteredZoom(of item: GMUClusterItem) -> Int? {
        guard let id = ids[ObjectIdentifier(item)], let index = currentIndex() else { return nil }
        var zoom = 0
        while zoom <= Int(maximumClusterZoom), index.cluster(containing: id, atZoom: Double(zoom)) != nil { zoom += 1 }
        return zoom
    }

    /// The cluster holding `item` at `zoom`, or nil when it is drawn alone there (or is not here).
    public func cluster(containing item: GMUClusterItem, atZoom zoom: Float) -> GMUCluster? {
        guard let id = ids[ObjectIdentifier(item)], let index = currentIndex(),
              let cid = index.cluster(containing: id, atZoom: Double(zoom)), let m = index.cluster(cid) else { return nil }
        return marker(for: m, in: index)
    }

    private func marker(for marker: ClusterMarker, in index: PointClusterIndex) -> GMUCluster? {
        let position = CLLocationCoordinate2D(latitude: marker.latitude, longitude: marker.longitude)
        switch marker.kind {
        case .item(let id):
            guard let item = itemsByID[id] else { return nil }
            let cluster = GMUStaticCluster(position: item.position)
            cluster.addItem(item)
            return cluster
        case .cluster(let id):
            return HierarchicalCluster(id: id, position: position, count: UInt(marker.count), index: index, items: itemsByID)
        }
    }

    /// The index with every pending change applied (built when there is none).
    func currentIndex() -> PointClusterIndex? {
        if var index {
            if pendingInserts.isEmpty && pendingRemovals.isEmpty { return index }
            do {
                try index.update(inserting: pendingInserts, removing: pendingRemovals)
                pendingInserts.removeAll()
                pendingRemovals.removeAll()
                self.index = index
                return index
            } catch {
                self.index = nil
            }
        }
        pendingInserts.removeAll()
        pendingRemovals.removeAll()
        let sorted = itemsByID.keys.sorted()
        var longitudes: [Double] = [], latitudes: [Double] = []
        longitudes.reserveCapacity(sorted.count)
        latitudes.reserveCapacity(sorted.count)
        for id in sorted {
            let p = itemsByID[id]?.position ?? CLLocationCoordinate2D(latitude: 0, longitude: 0)
            longitudes.append(p.longitude)
            latitudes.append(p.latitude)
        }
        let options = ClusterOptions(radius: Double(min(max(clusterDistancePoints, 1), 100_000)),
                                     maxZoom: Int(min(maximumClusterZoom, UInt(ClusterOptions.highestMaxZoom))))
        index = try? PointClusterIndex(ids: sorted, longitudes: longitudes, latitudes: latitudes, options: options)
        return index
    }
}

/// A cluster of ``HierarchicalClusterAlgorithm``: its ID in the index, and its items read on demand.
@MainActor
public final class HierarchicalCluster: GMUCluster {
    /// The cluster's ID in the index that made it (stable while its items do not change).
    public let id: ClusterID
    /// The weighted centre of its items, degrees.
    public let position: CLLocationCoordinate2D
    /// How many items it holds.
    public let count: UInt
    private let index: PointClusterIndex
    private let lookup: [Int: GMUClusterItem]

    init(id: ClusterID, position: CLLocationCoordinate2D, count: UInt, index: PointClusterIndex, items: [Int: GMUClusterItem]) {
        self.id = id
        self.position = position
        self.count = count
        self.index = index
        self.lookup = items
    }

    /// The items, read from the index at first use (O(count)); items removed since are left out.
    public private(set) lazy var items: [GMUClusterItem] = {
        (index.leaves(of: id, limit: Int(count)) ?? []).compactMap { $0.itemID.flatMap { lookup[$0] } }
    }()

    /// The whole zoom at which this cluster splits into smaller ones, or nil if the index changed since.
    public var expansionZoom: Int? { index.expansionZoom(of: id) }
}
