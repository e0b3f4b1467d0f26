import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowViews
import InfoWindowMap
internal import PointClustering

/// A scene's clustered layer on a map (D175–D177): before each frame it asks the points' index for the
/// clusters and lone points of the frame's zoom around the view — a query, never clustering again —
/// and keeps one marker for each: a cluster's shows its count (the Utility Library's default icon), a lone point's
/// is a pin with the point's title and snippet. Markers stand for the same cluster or point from frame
/// to frame, so an open window stays open while what it belongs to is drawn, and closes with
/// `.clustered` when a zoom folds it into a cluster or splits its cluster (R36).
@MainActor
public final class SceneClusterLayer: MapFramePreparer {
    /// The layer's options, as the scene gives them.
    public let style: SceneClusters
    /// The points and their index.
    public let points: ClusteredPoints
    /// Whether markers appearing at a deeper zoom move out from the cluster they were in (D179).
    /// Default true; only a map on a host's clock animates.
    public var animatesClusters = true
    /// How long a cluster animation takes, seconds. Default 0.3.
    public var animationDuration: TimeInterval = 0.3

    private weak var map: MapView?
    private enum Key: Hashable {
        case point(Int)
        case cluster(Int64)
    }
    private var drawn: [Key: Marker] = [:]
    private var keys: [ObjectIdentifier: Key] = [:]
    private var icons: [String: Image] = [:]
    /// The level last drawn and the Web Mercator area last asked for (the view grown by a quarter of its size on each side).
    private var drawnLevel: Int?
    private var askedArea: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
    private var askedSize: CGSize = .zero

    /// The layer of `points` drawn as `style` says on `map`: from now on, before every frame.
    init(style: SceneClusters, points: ClusteredPoints, map: MapView) {
        self.style = style
        self.points = points
        self.map = map
        map.addFramePreparer(self)
    }

    /// The markers the layer has on the map now, clusters and lone points, in the map's order (the
    /// order they were added, bottom to top) — the same on every run, where the layer's own dictionary's
    /// order changes with each process's hash seed.
    public var markers: [Marker] {
        guard let map else { return Array(drawn.values) }
        return map.markers.filter { keys[ObjectIdentifier($0)] != nil }
    }

    /// Whether `marker` is one of the layer's.
    public func owns(_ marker: Marker) -> Bool { keys[ObjectIdentifier(marker)] != nil }

    /// The number of points in the cluster `marker` draws; 1 for a lone point's marker, nil for a
    /// marker that is not the layer's.
    public func count(of marker: Marker) -> Int? {
        switch keys[ObjectIdentifier(marker)] {
        case .point?: return 1
        case .cluster(let raw)?: return points.index.cluster(ClusterID(rawValue: raw))?.count
        case nil: return nil
        }
    }

    /// The zoom level whose clusters the camera's zoom shows: ⌊zoom⌋, except past
    /// ``SceneClusters/maximumClusterZoom`` when more than ``SceneClusters/maximumLonePoints`` points
    /// would be drawn alone in `area` (D175).
    private func level(for zoom: Double, area: ClusterBounds) -> Int {
        let index = points.index
        let level = index.level(forZoom: zoom)
        guard level > style.maximumClusterZoom else { return level }
        return index.markerCount(in: area, zoom: Double(level)) > SceneClusters.maximumLonePoints ? style.maximumClusterZoom : level
    }

    private static func bounds(_ area: (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> ClusterBounds {
        guard area.maxX - area.minX < 1 else { return .world }
        return ClusterBounds(west: area.minX * 360 - 180, south: WebMercator.latitude(y: min(1, area.maxY)),
                             east: area.maxX * 360 - 180, north: WebMercator.latitude(y: max(0, area.minY)))
    }

    /// Brings the markers up to date for the map's camera and size (before each frame): asks the index
    /// only when the zoom level changed or the view left the area asked for last.
    package func prepareFrame(of map: MapView) {
        update(map, force: false)
    }

    private func update(_ map: MapView, force: Bool) {
        let projection = map.projection
        let view = projection.worldBounds(of: map.bounds)
        let zoom = map.camera.zoom
        let wantedLevel = points.index.level(forZoom: zoom)
        if !force, let asked = askedArea, let drawnLevel, askedSize == map.bounds.size,
           wantedLevel == drawnLevel || (drawnLevel == style.maximumClusterZoom && wantedLevel > drawnLevel),
           view.minX >= asked.minX, view.maxX <= asked.maxX, view.minY >= asked.minY, view.maxY <= asked.maxY {
            return
        }
        let growX = (view.maxX - view.minX) / 4, growY = (view.maxY - view.minY) / 4
        let area = (minX: view.minX - growX, minY: view.minY - growY, maxX: view.maxX + growX, maxY: view.maxY + growY)
        let bounds = Self.bounds(area)
        let level = level(for: zoom, area: bounds)
        let previous = drawnLevel
        askedArea = area
        askedSize = map.bounds.size
        drawnLevel = level
        // In the index's order (by grid cell, the same on every run), so overlapping markers are added,
        // and so drawn, in the same order every time (B2).
        var order: [(Key, ClusterMarker)] = []
        for found in points.index.clusters(in: bounds, zoom: Double(level)) {
            switch found.kind {
            case .item(let id): order.append((.point(id), found))
            case .cluster(let id): order.append((.cluster(id.rawValue), found))
            }
        }
        var wanted: [Key: ClusterMarker] = [:]
        wanted.reserveCapacity(order.count)
        for (key, found) in order { wanted[key] = found }
        for (key, marker) in drawn where wanted[key] == nil {
            if map.selectedMarker === marker, stillDrawn(key, level: level) { continue }
            drawn[key] = nil
            keys[ObjectIdentifier(marker)] = nil
            map.remove(marker, reason: .clustered)
        }
        let animates = animatesClusters && previous.map { level > $0 } == true
        var moves: [(Marker, Coordinate)] = []
        for (key, found) in order where drawn[key] == nil {
            let marker = makeMarker(key, found)
            if animates, let origin = origin(of: key, level: previous ?? level) {
                moves.append((marker, marker.position))
                marker.position = origin
            }
            marker.map = map
        }
        guard !moves.isEmpty else { return }
        // One transaction moves every new marker out of its cluster (D179).
        Transaction.begin()
        Transaction.setAnimationDuration(animationDuration)
        for (marker, target) in moves { marker.position = target }
        Transaction.commit()
    }

    /// Whether the open window's marker may stay: its point is still alone, or its cluster still drawn,
    /// at `level` — only outside the area asked for.
    private func stillDrawn(_ key: Key, level: Int) -> Bool {
        switch key {
        case .point(let id): return points.index.cluster(containing: id, atZoom: Double(level)) == nil
        case .cluster(let raw): return points.index.zoomRange(of: ClusterID(rawValue: raw))?.contains(level) == true
        }
    }

    /// Where a marker new at a deeper level starts: the drawn cluster it was in at `level` (D179).
    private func origin(of key: Key, level: Int) -> Coordinate? {
        let index = points.index
        let parent: ClusterID?
        switch key {
        case .point(let id): parent = index.cluster(containing: id, atZoom: Double(level))
        case .cluster(let raw):
            var up = index.parentCluster(of: ClusterID(rawValue: raw))
            while let id = up, let range = index.zoomRange(of: id), range.lowerBound > level { up = index.parentCluster(of: id) }
            parent = up
        }
        guard let parent, let marker = drawn[.cluster(parent.rawValue)] else { return nil }
        return marker.position
    }

    private func makeMarker(_ key: Key, _ found: ClusterMarker) -> Marker {
        let position = Coordinate(latitude: found.latitude, longitude: found.longitude)
        let marker: Marker
        switch key {
        case .point(let id):
            if let spec = points.styled[id] {
                marker = spec.makeMarker()
            } else {
                marker = Marker(position: position)
                marker.title = points.titles[id]
                marker.snippet = points.snippets[id]
                if let id = points.ids[id] { marker.userData = id }
            }
            if marker.zIndex == 0 { marker.zIndex = -2 }
            if let pinColor = style.pinColor, marker.icon == nil { marker.icon = Marker.markerImage(with: pinColor) }
        case .cluster:
            marker = Marker(position: position)
            marker.icon = icon(forCount: found.count)
            marker.groundAnchor = CGPoint(x: 0.5, y: 0.5)
            marker.infoWindowAnchor = CGPoint(x: 0.5, y: 0)
            marker.zIndex = -1
            marker.title = style.title(forCount: found.count)
            // Its snippet is written when its window is about to open (``fillSnippet(of:)``): a level
            // change makes hundreds of cluster markers, and few ever open.
        }
        drawn[key] = marker
        keys[ObjectIdentifier(marker)] = key
        return marker
    }

    /// Writes a cluster marker's snippet (its first three titled points, and how many more) before its
    /// window opens.
    private func fillSnippet(of marker: Marker) {
        guard marker.snippet == nil, case .cluster(let raw)? = keys[ObjectIdentifier(marker)],
              let count = points.index.cluster(ClusterID(rawValue: raw))?.count else { return }
        marker.snippet = snippet(of: ClusterID(rawValue: raw), count: count)
    }

    /// A cluster's window text under its title: its first three titled points, and how many more.
    private func snippet(of id: ClusterID, count: Int) -> String? {
        let titled = (points.index.leaves(of: id, limit: 3) ?? []).compactMap { $0.itemID.flatMap { points.titles[$0] } }
        guard !titled.isEmpty else { return nil }
        let more = count - titled.count
        return titled.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    }

    private func icon(forCount count: Int) -> Image {
        let bucket = ClusterIconPainter.bucketIndex(forCount: count, buckets: style.buckets)
        let text = ClusterIconPainter.text(forCount: count, buckets: style.buckets)
        let key = "\(bucket)|\(text)"
        if let cached = icons[key] { return cached }
        let colors = style.colors.isEmpty ? ClusterIconPainter.defaultColors : style.colors
        let image = ClusterIconPainter.draw(text: text, font: style.font, textColor: style.textColor,
                                            fill: colors[min(bucket, colors.count - 1)])
        icons[key] = image
        return image
    }

    // MARK: Selection and taps

    /// Opens the window of the point named `query` (its id, else its title, F3) — or, when the point
    /// is in a cluster at the camera, its cluster's window (D176). Returns the marker whose window
    /// opened and the number of points it draws; nil when no point has that name.
    func select(_ query: String) -> (marker: Marker, count: Int)? {
        guard let map, let point = points.point(named: query) else { return nil }
        update(map, force: drawnLevel == nil)
        let level = drawnLevel ?? 0
        let key: Key
        let found: ClusterMarker?
        if let cluster = points.index.cluster(containing: point, atZoom: Double(level)) {
            key = .cluster(cluster.rawValue)
            found = points.index.cluster(cluster)
        } else {
            key = .point(point)
            found = points.index.item(point)
        }
        guard let found else { return nil }
        let marker = drawn[key] ?? {
            let made = makeMarker(key, found)
            made.map = map
            return made
        }()
        fillSnippet(of: marker)
        map.selectedMarker = marker
        return (marker, found.count)
    }

    /// A tap on one of the layer's cluster markers zooms the camera in to where the cluster splits,
    /// centred on it (animated); true when it did. A cluster that no zoom splits (its points share one
    /// position) is not handled, so its window opens.
    func tapped(_ marker: Marker, on map: MapView) -> Bool {
        fillSnippet(of: marker)
        guard case .cluster(let raw)? = keys[ObjectIdentifier(marker)],
              let zoom = points.index.expansionZoom(of: ClusterID(rawValue: raw)),
              Double(zoom) <= CameraPosition.maximumZoom, zoom <= style.maximumClusterZoom + 1 else { return false }
        var camera = map.camera
        camera.target = marker.position
        camera.zoom = max(Double(zoom), camera.zoom.rounded(.down) + 1)
        map.animate(to: camera)
        return true
    }
}
