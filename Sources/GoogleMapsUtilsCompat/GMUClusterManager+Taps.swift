import Foundation
import GoogleMapsCompat
import PointClustering

/// A fanned-out pile: the cluster and the markers standing for its items around it.
struct Fan {
    let cluster: GMUCluster
    let markers: [GMSMarker]
}

extension GMUClusterManager {
    /// A tap on `marker`: its cluster or item to the manager's delegate; a pile that cannot separate fans
    /// out (D162). True when consumed (the app's map delegate then does not hear it).
    func handleTap(on marker: GMSMarker) -> Bool {
        if let cluster = marker.userData as? GMUCluster {
            if delegate?.clusterManager(self, didTap: cluster) == true { return true }
            if spiderfiesCoincidentItems, cannotSeparate(cluster) {
                spiderfy(cluster, replacing: marker)
                return true
            }
            return false
        }
        let item = (marker.userData as? GMUClusterItem) ?? (itemsByID[ObjectIdentifier(marker)] != nil ? marker : nil)
        if let item, delegate?.clusterManager(self, didTap: item) == true { return true }
        return false
    }

    /// Whether zooming in would not split `cluster`: its items share one position, or the camera is at
    /// (or the cluster splits only beyond) the deepest zoom clusters are drawn at.
    func cannotSeparate(_ cluster: GMUCluster) -> Bool {
        guard let map, cluster.count >= 2, cluster.count <= UInt(maximumSpiderfyCount) else { return false }
        let deepest = (renderer as? GMUDefaultClusterRenderer).map { Int($0.maximumClusterZoom) } ?? 20
        if discreteZoom(Float(map.camera.zoom)) >= deepest { return true }
        if let indexed = cluster as? HierarchicalCluster, let split = indexed.expansionZoom, split > deepest { return true }
        let items = cluster.items
        guard let first = items.first.map({ UnitPoint($0.position) }) else { return false }
        return items.allSatisfy { UnitPoint($0.position).distanceSquared(to: first) < 1e-18 }
    }

    /// Fans `cluster`'s items out around its marker (PointClustering's `Spiderfy` layout): stand-in
    /// markers (`userData` the item) replace the cluster's marker until the next ``cluster()`` or a map tap.
    func spiderfy(_ cluster: GMUCluster, replacing marker: GMSMarker) {
        guard let map else { return }
        collapseFan()
        let centre = map.projection.point(for: cluster.position)
        let items = cluster.items
        let offsets = Spiderfy.offsets(count: items.count)
        var markers: [GMSMarker] = []
        for (item, offset) in zip(items, offsets) {
            let leg = GMSMarker(position: map.projection.coordinate(for: CGPoint(x: centre.x + offset.x, y: centre.y + offset.y)))
            leg.title = item.title
            leg.snippet = item.snippet
            leg.userData = item
            if let own = item as? GMSMarker {
                leg.icon = own.icon
                leg.iconView = own.iconView
            }
            leg.map = map
            markers.append(leg)
        }
        marker.opacity = 0.3
        fan = Fan(cluster: cluster, markers: markers)
    }

    /// Folds an open fan back into its cluster.
    func collapseFan() {
        guard let fan else { return }
        self.fan = nil
        for leg in fan.markers { map?.remove(leg, reason: .clustered) }
        if let renderer = renderer as? GMUDefaultClusterRenderer {
            renderer.markers.filter { ($0.userData as? GMUCluster) === fan.cluster }.forEach { $0.opacity = 1 }
        }
    }

    /// The markers of the open fan (empty when none is open).
    public var fannedMarkers: [GMSMarker] { fan?.markers ?? [] }

    /// Shows `item` from code: moves the camera to its position at the smallest zoom (not below the
    /// current one) where it is drawn alone, clusters, and opens its marker's window (`selectedMarker`).
    /// Returns the marker, or nil when the manager does not hold the item (D163).
    @discardableResult
    public func select(_ item: GMUClusterItem) -> GMSMarker? {
        guard let map, itemsByID[ObjectIdentifier(item)] != nil else { return nil }
        let current = discreteZoom(Float(map.camera.zoom))
        var zoom = current
        while zoom < 22, isClustered(item, atZoom: zoom) { zoom += 1 }
        var camera = map.camera
        camera.target = item.position
        camera.zoom = max(map.camera.zoom, Double(zoom))
        map.camera = camera
        cluster()
        guard let marker = marker(for: item) else { return nil }
        map.selectedMarker = marker
        return marker
    }

    /// Whether `item` is drawn in a cluster at whole zoom `zoom` by this manager's algorithm and renderer.
    private func isClustered(_ item: GMUClusterItem, atZoom zoom: Int) -> Bool {
        let found: GMUCluster?
        if let hierarchical = algorithm as? HierarchicalClusterAlgorithm {
            found = hierarchical.cluster(containing: item, atZoom: Float(zoom))
        } else {
            found = algorithm.clusters(atZoom: Float(zoom)).first { $0.items.contains { $0 === item } }
        }
        guard let found else { return false }
        if let renderer = renderer as? GMUDefaultClusterRenderer { return renderer.shouldRenderAsCluster(found, atZoom: Float(zoom)) }
        return found.count > 1
    }
}
