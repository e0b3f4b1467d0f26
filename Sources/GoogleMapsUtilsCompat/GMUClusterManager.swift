import Foundation
import GoogleMapsCompat

/// The library's cluster manager delegate: taps on clusters and on items. Return true to take over
/// (nothing else happens); false lets the map's delegate and the map's own handling go on.
@MainActor
public protocol GMUClusterManagerDelegate: AnyObject {
    /// A cluster's marker was tapped. Default false.
    func clusterManager(_ clusterManager: GMUClusterManager, didTap cluster: GMUCluster) -> Bool
    /// An item's marker was tapped. Default false.
    func clusterManager(_ clusterManager: GMUClusterManager, didTap clusterItem: GMUClusterItem) -> Bool
}

extension GMUClusterManagerDelegate {
    /// Not taken over.
    public func clusterManager(_ clusterManager: GMUClusterManager, didTap cluster: GMUCluster) -> Bool { false }
    /// Not taken over.
    public func clusterManager(_ clusterManager: GMUClusterManager, didTap clusterItem: GMUClusterItem) -> Bool { false }
}

/// The library's cluster manager: holds items in an algorithm, clusters them for the camera's zoom and
/// has a renderer draw the result; clusters again when the camera settles at another whole zoom (or,
/// for an algorithm that answers per view, outside the area last asked for).
///
/// It becomes the map's delegate and passes every delegate call on to the app's (``setMapDelegate(_:)``),
/// taking only marker taps on its own markers to its own delegate first.
@MainActor
public final class GMUClusterManager {
    /// The map clustered on (weak).
    public private(set) weak var map: GMSMapView?
    /// The algorithm grouping the items.
    public let algorithm: GMUClusterAlgorithm
    /// The renderer drawing the clusters.
    public let renderer: GMUClusterRenderer
    /// Hears taps on clusters and items (weak).
    public private(set) weak var delegate: GMUClusterManagerDelegate?
    /// The app's map delegate, told everything the manager does not consume (weak).
    public private(set) weak var mapDelegate: GMSMapViewDelegate?
    /// Whether a tap on a cluster whose items cannot separate by zooming (all at one position, or beyond
    /// the deepest cluster zoom) fans them out around it (spiderfy). Default true (D162).
    public var spiderfiesCoincidentItems = true
    /// The most items a fan shows (D162); a larger pile is not fanned. Default 64.
    public var maximumSpiderfyCount = 64

    let relay = MapDelegateRelay()
    var itemsByID: [ObjectIdentifier: GMUClusterItem] = [:]
    var clusteredZoom: Int?
    var clusteredArea: GMSCoordinateBounds?
    var fan: Fan?

    /// A manager clustering on `map` with `algorithm`, drawn by `renderer`. It becomes `map.delegate`.
    public init(map: GMSMapView, algorithm: GMUClusterAlgorithm, renderer: GMUClusterRenderer) {
        self.map = map
        self.algorithm = algorithm
        self.renderer = renderer
        relay.manager = self
        map.delegate = relay
        (renderer as? GMUDefaultClusterRenderer)?.manager = self
    }

    /// A manager with our hierarchical algorithm and the default renderer and icons (D155).
    public convenience init(map: GMSMapView) {
        self.init(map: map, algorithm: HierarchicalClusterAlgorithm(),
                  renderer: GMUDefaultClusterRenderer(mapView: map, clusterIconGenerator: GMUDefaultClusterIconGenerator()))
    }

    /// Sets the app's map delegate (which hears every call the manager does not consume).
    public func setMapDelegate(_ mapDelegate: GMSMapViewDelegate?) {
        self.mapDelegate = mapDelegate
    }

    /// Sets the manager's delegate and, optionally, the app's map delegate.
    public func setDelegate(_ delegate: GMUClusterManagerDelegate?, mapDelegate: GMSMapViewDelegate?) {
        self.delegate = delegate
        self.mapDelegate = mapDelegate
    }

    /// Adds one item (drawn at the next ``cluster()``).
    public func add(_ item: GMUClusterItem) { add([item]) }

    /// Adds items (drawn at the next ``cluster()``); one already added is skipped.
    public func add(_ items: [GMUClusterItem]) {
        var fresh: [GMUClusterItem] = []
        fresh.reserveCapacity(items.count)
        for item in items where itemsByID.updateValue(item, forKey: ObjectIdentifier(item)) == nil { fresh.append(item) }
        algorithm.add(fresh)
    }

    /// Removes an item (gone from the map at the next ``cluster()``; its open window then closes with
    /// `.markerRemoved`).
    public func remove(_ item: GMUClusterItem) {
        guard itemsByID.removeValue(forKey: ObjectIdentifier(item)) != nil else { return }
        algorithm.remove(item)
    }

    /// Removes every item (the map empties at the next ``cluster()``).
    public func clearItems() {
        itemsByID.removeAll()
        algorithm.clearItems()
    }

    /// The items held, in no set order.
    public var items: [GMUClusterItem] { Array(itemsByID.values) }

    /// Clusters the items for the camera's zoom and draws them.
    public func cluster() {
        guard let map else { return }
        collapseFan()
        let zoom = Float(map.camera.zoom)
        let area = queryArea(of: map)
        clusteredZoom = discreteZoom(zoom)
        clusteredArea = area
        renderer.renderClusters(algorithm.clusters(atZoom: zoom, in: area))
    }

    /// The marker drawing `item` alone now, or nil when it is in a cluster (or not drawn by a default renderer).
    public func marker(for item: GMUClusterItem) -> GMSMarker? {
        (renderer as? GMUDefaultClusterRenderer)?.marker(for: item)
    }

    /// The cluster holding `item` at the camera's zoom, or nil when it is alone there (or not held).
    public func cluster(containing item: GMUClusterItem) -> GMUCluster? {
        guard let map, itemsByID[ObjectIdentifier(item)] != nil else { return nil }
        let zoom = Float(map.camera.zoom)
        if let hierarchical = algorithm as? HierarchicalClusterAlgorithm {
            return hierarchical.cluster(containing: item, atZoom: zoom)
        }
        return algorithm.clusters(atZoom: zoom).first { cluster in cluster.count > 1 && cluster.items.contains { $0 === item } }
    }

    func item(withID id: ObjectIdentifier) -> GMUClusterItem? { itemsByID[id] }

    /// The view's bounds grown by half a view on each side: what a view-answering algorithm is asked for.
    func queryArea(of map: GMSMapView) -> GMSCoordinateBounds {
        let size = map.bounds.size
        let projection = map.projection
        let sw = projection.coordinate(for: CGPoint(x: -size.width / 2, y: size.height * 1.5))
        let ne = projection.coordinate(for: CGPoint(x: size.width * 1.5, y: -size.height / 2))
        // A view not laid out yet (zero size) or wider than half the world asks for the whole world.
        if size.width <= 0 || size.height <= 0 || size.width * 2 >= worldPoints(atZoom: discreteZoom(Float(map.camera.zoom))) {
            return GMSCoordinateBounds(southWest: CLLocationCoordinate2D(latitude: -90, longitude: -180),
                                       northEast: CLLocationCoordinate2D(latitude: 90, longitude: 180))
        }
        return GMSCoordinateBounds(southWest: CLLocationCoordinate2D(latitude: max(sw.latitude, -90), longitude: sw.longitude),
                                   northEast: CLLocationCoordinate2D(latitude: min(ne.latitude, 90), longitude: ne.longitude))
    }

    /// Clusters again when the camera settled at another whole zoom or left the area last asked for.
    func cameraSettled() {
        guard let map, clusteredZoom != nil else { return }
        let zoom = discreteZoom(Float(map.camera.zoom))
        let viewCorners = map.projection.visibleRegion()
        let inside = clusteredArea.map { $0.contains(viewCorners.nearLeft) && $0.contains(viewCorners.farRight) } ?? false
        if zoom != clusteredZoom || (!inside && !(algorithm is GMUNonHierarchicalDistanceBasedAlgorithm)
                                     && !(algorithm is GMUGridBasedClusterAlgorithm) && !(algorithm is GMUSimpleClusterAlgorithm)) {
            cluster()
        }
    }
}
