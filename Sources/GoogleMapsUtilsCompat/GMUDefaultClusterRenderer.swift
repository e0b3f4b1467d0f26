import Foundation
import GoogleMapsCompat

/// The library's default renderer: a cluster of at least ``minimumClusterSize`` items at a zoom up to
/// ``maximumClusterZoom`` is one marker with its generator's icon (`userData` the cluster); any other
/// cluster's items are drawn alone — an item that is a `GMSMarker` as itself, another as a marker with its
/// title and snippet (`userData` the item).
///
/// Markers are kept across renders while what they stand for is drawn the same way, so an item's open
/// info window survives re-clustering while the item stays alone, and closes with `.clustered` when the
/// item goes into a cluster (SPEC R36). A cluster's marker is kept while the same cluster is drawn
/// (D157). Re-entrant renders (a delegate call that clusters again) run after the current one (D165).
@MainActor
open class GMUDefaultClusterRenderer: GMUClusterRenderer {
    /// The map drawn on (weak, as the library).
    public private(set) weak var mapView: GMSMapView?
    /// Makes cluster icons.
    public let clusterIconGenerator: GMUClusterIconGenerator
    /// Whether markers that appear when the zoom changes move out from (or into) their cluster. Default true.
    public var animatesClusters = true
    /// The least count drawn as a cluster; smaller clusters are drawn as their items. Default 4.
    public var minimumClusterSize: UInt = 4
    /// The deepest zoom at which clusters are drawn; deeper, every item is drawn alone. Default 20.
    public var maximumClusterZoom: UInt = 20
    /// How long cluster animations take, seconds. Default 0.5.
    public var animationDuration: Double = 0.5
    /// The z-index of cluster markers (item markers of the app's keep theirs). Default 1.
    public var zIndex: Int32 = 1
    /// Hears markers being made (weak).
    public weak var delegate: GMUClusterRendererDelegate?

    /// The markers on the map now, by what they stand for.
    var drawn: [RenderKey: GMSMarker] = [:]
    /// The last clusters rendered, for ``update()``.
    private(set) var lastClusters: [GMUCluster] = []
    private var lastZoom: Float?
    private var isRendering = false
    private var pendingRender: [GMUCluster]?
    /// Answers for items the renderer cannot see: whether the manager still holds one, and the cluster
    /// it is in at a zoom (set by the manager).
    weak var manager: GMUClusterManager?

    /// A renderer drawing on `mapView` with icons from `clusterIconGenerator`.
    public init(mapView: GMSMapView, clusterIconGenerator: GMUClusterIconGenerator) {
        self.mapView = mapView
        self.clusterIconGenerator = clusterIconGenerator
    }

    /// Whether `cluster` is drawn as one marker at `zoom`: at least ``minimumClusterSize`` items and
    /// `zoom` ≤ ``maximumClusterZoom``. Override to decide otherwise.
    open func shouldRenderAsCluster(_ cluster: GMUCluster, atZoom zoom: Float) -> Bool {
        cluster.count >= minimumClusterSize && zoom <= Float(maximumClusterZoom)
    }

    /// The markers on the map now (clusters and items), in no set order.
    public var markers: [GMSMarker] { Array(drawn.values) }

    /// The marker drawing `item` alone now, or nil when it is in a cluster or not drawn.
    public func marker(for item: GMUClusterItem) -> GMSMarker? { drawn[.item(ObjectIdentifier(item))] }

    /// Draws the last clusters again.
    public func update() { renderClusters(lastClusters) }

    /// Takes every marker off the map (an open window on one closes with `.markerRemoved`).
    public func clear() {
        for marker in drawn.values { if let map = mapView { map.remove(marker, reason: .markerRemoved) } }
        drawn.removeAll()
        lastClusters = []
    }

    /// Draws `clusters`: markers kept where their cluster or item is drawn the same way, others removed or made.
    public func renderClusters(_ clusters: [GMUCluster]) {
        guard !isRendering else {
            pendingRender = clusters
            return
        }
        isRendering = true
        defer { isRendering = false }
        var next: [GMUCluster]? = clusters
        while let batch = next {
            pendingRender = nil
            render(batch)
            next = pendingRender
        }
    }

    private func render(_ clusters: [GMUCluster]) {
        guard let mapView else { return }
        let zoom = Float(mapView.camera.zoom)
        var wanted: [(key: RenderKey, object: AnyObject, position: CLLocationCoordinate2D, size: UInt?)] = []
        var clustered: [GMUCluster] = []
        for cluster in clusters {
            if shouldRenderAsCluster(cluster, atZoom: zoom) {
                wanted.append((RenderKey(cluster), cluster, cluster.position, cluster.count))
                clustered.append(cluster)
            } else {
                for item in cluster.items { wanted.append((.item(ObjectIdentifier(item)), item, item.position, nil)) }
            }
        }
        let keys = Set(wanted.map(\.key))
        let origins = animatesClusters && lastZoom.map { zoom > $0 } == true ? clusterOrigins() : [:]
        for (key, marker) in drawn where !keys.contains(key) {
            // Only an open window hears the reason, so only its marker pays for finding it.
            guard mapView.selectedMarker === marker else {
                drawn[key] = nil
                marker.map = nil
                continue
            }
            if !closesWindow(of: marker, key: key, clustered: clustered, zoom: zoom) { continue }
            drawn[key] = nil
            mapView.remove(marker, reason: isClustered(key, in: clustered, zoom: zoom) ? .clustered : .markerRemoved)
        }
        lastClusters = clusters
        lastZoom = zoom
        for entry in wanted where drawn[entry.key] == nil {
            let marker = makeMarker(for: entry.object, size: entry.size)
            drawn[entry.key] = marker
            delegate?.renderer(self, willRenderMarker: marker)
            if let origin = origin(of: entry.key, object: entry.object, in: origins) {
                marker.position = origin
                marker.map = mapView
                CATransaction.begin()
                CATransaction.setAnimationDuration(animationDuration)
                marker.position = entry.position
                CATransaction.commit()
            } else {
                marker.position = entry.position
                marker.map = mapView
            }
            delegate?.renderer(self, didRenderMarker: marker)
        }
    }

    private func makeMarker(for object: AnyObject, size: UInt?) -> GMSMarker {
        if let given = delegate?.renderer(self, markerFor: object) {
            if given.userData == nil { given.userData = object }
            return given
        }
        if let marker = object as? GMSMarker { return marker }
        let marker = GMSMarker()
        marker.userData = object
        if let size {
            marker.icon = clusterIconGenerator.icon(forSize: size)
            marker.groundAnchor = CGPoint(x: 0.5, y: 0.5)
            marker.zIndex = zIndex
        } else if let item = object as? GMUClusterItem {
            marker.title = item.title
            marker.snippet = item.snippet
        }
        return marker
    }

    /// Where each item of the last clusters drawn as clusters was, for markers growing out of them
    /// (only while those clusters hold at most 10 000 items in all, D164).
    private func clusterOrigins() -> [RenderKey: CLLocationCoordinate2D] {
        guard let zoom = lastZoom else { return [:] }
        let shown = lastClusters.filter { shouldRenderAsCluster($0, atZoom: zoom) }
        guard shown.reduce(0, { $0 + $1.count }) <= 10_000 else { return [:] }
        var origins: [RenderKey: CLLocationCoordinate2D] = [:]
        for cluster in shown {
            for item in cluster.items { origins[.item(ObjectIdentifier(item))] = cluster.position }
        }
        return origins
    }

    /// Where a new marker starts: the drawn cluster its item (a cluster's first item) was in, if any.
    private func origin(of key: RenderKey, object: AnyObject, in origins: [RenderKey: CLLocationCoordinate2D]) -> CLLocationCoordinate2D? {
        guard !origins.isEmpty else { return nil }
        if case .item = key { return origins[key] }
        guard let first = (object as? GMUCluster)?.items.first else { return nil }
        return origins[.item(ObjectIdentifier(first))]
    }

    /// Whether what `key` stands for went into one of `clustered` (or, out of sight, into a cluster the
    /// manager knows of).
    private func isClustered(_ key: RenderKey, in clustered: [GMUCluster], zoom: Float) -> Bool {
        guard case .item(let id) = key else { return true }
        if clustered.contains(where: { $0.items.contains { ObjectIdentifier($0) == id } }) { return true }
        guard let manager, let item = manager.item(withID: id), let cluster = manager.cluster(containing: item) else { return false }
        return shouldRenderAsCluster(cluster, atZoom: zoom)
    }

    /// Whether the open window's marker goes: yes for a cluster, a clustered item or an item the manager
    /// dropped; an item merely outside the clusters asked for (a view query) stays drawn (D158).
    private func closesWindow(of marker: GMSMarker, key: RenderKey, clustered: [GMUCluster], zoom: Float) -> Bool {
        guard case .item(let id) = key, let manager else { return true }
        guard manager.item(withID: id) != nil else { return true }
        return isClustered(key, in: clustered, zoom: zoom)
    }
}

/// What a renderer's marker stands for: an item (by identity) or a cluster (by its index ID, or by
/// position and count for the library's algorithms, whose clusters are new objects at each call).
enum RenderKey: Hashable {
    case item(ObjectIdentifier)
    case indexed(Int64)
    case plain(latitude: Double, longitude: Double, count: UInt)

    @MainActor
    init(_ cluster: GMUCluster) {
        if let indexed = cluster as? HierarchicalCluster {
            self = .indexed(indexed.id.rawValue)
        } else {
            self = .plain(latitude: cluster.position.latitude, longitude: cluster.position.longitude, count: cluster.count)
        }
    }
}
