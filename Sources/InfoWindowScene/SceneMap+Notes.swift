import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// What the picture leaves out, said (D71–D73).
extension SceneMap {
    /// How far apart, in metres, a camera centre and every marker must be before a swapped centre is
    /// suspected: 1,000 km.
    static let farCenterDistance = 1_000_000.0

    /// The deepest zoom the world map's data is drawn at without being scaled up: its tiles end at zoom 8
    /// and are 512 pixels wide, the detail of zoom 9 (D99).
    public static let worldDetailZoom = 9.0

    /// What the picture of this map leaves out or shows other than asked, each with its fix, in this
    /// order: the world map alone drawn deeper than its data (D99); the view outside the basemap's tiles (D71); the selected marker outside the picture, or its
    /// window cut by an edge (D73); several windows with no free place (D93); markers outside the picture; GeoJSON features skipped (F4) and
    /// properties that could not be used (D77); GeoJSON points written `[latitude, longitude]`; a camera
    /// centre written longitude first (D72). Empty when the picture shows
    /// everything. Reads the world map's water to tell sea from land.
    public func notes() -> [SceneNote] {
        var notes: [SceneNote] = []
        let view = CGRect(origin: .zero, size: mapView.frame.size)
        let projection = mapView.projection
        if mapView.mapType != .none, let world = VectorTileSource.worldFile?.path,
           (mapView.basemap as? VectorTileSource)?.path == world, mapView.camera.zoom > Self.worldDetailZoom {
            let zoom = Self.describe(zoom: mapView.camera.zoom)
            notes.append(SceneNote(.worldOnly, "the world map alone is drawn at zoom \(zoom): Natural Earth's coasts, rivers, borders and places, detailed to zoom \(Int(Self.worldDetailZoom)), with no streets; for streets draw a city's vector tiles over it (infowindow render --tiles FILE; make them from an OpenStreetMap extract with infowindow tiles EXTRACT.osm.pbf -o CITY.mbtiles)"))
        }
        if let coverage = mapView.basemap?.coverage,
           !coverage.intersects(CoordinateBounds(region: projection.visibleRegion())) {
            notes.append(SceneNote(.outsideCoverage, "\(basemapName): the view lies outside the tiles' coverage (\(Self.describe(coverage)), from the file's metadata), so the world map is drawn there; to see the tiles' streets, centre the camera inside, e.g. at \(Self.describe(Self.center(of: coverage)))"))
        }
        // A clustered layer's markers reach past the view on purpose (D177): they are not the scene's.
        let markers = mapView.markers.filter { clusterLayer?.owns($0) != true }
        let outside = markers.filter { marker in
            guard let frame = mapView.iconFrame(of: marker) else { return true }
            return !frame.intersects(view)
        }
        if let selected = mapView.selectedMarker {
            let name = Self.name(of: selected)
            let window = mapView.infoWindowFrame
            if outside.contains(where: { $0 === selected }), window.map({ !$0.intersects(view) }) ?? true {
                notes.append(SceneNote(.selectedOutside, "the selected marker \(name) (\(Self.describe(selected.position))) is outside the picture, and so is its window; centre the camera on it or zoom out"))
            } else if let window, !view.contains(window.insetBy(dx: 0.5, dy: 0.5)) {
                notes.append(windowNote(window, in: view, marker: name, projection: projection))
            }
        }
        if !unplacedWindows.isEmpty {
            let names = unplacedWindows.map(\.quotedForMessage).joined(separator: ", ")
            let noun = unplacedWindows.count == 1 ? "window of \(names) has" : "windows of \(names) have"
            notes.append(SceneNote(.windowsUnplaced, "the \(noun) no place free of the other windows, the pins and the picture's edge, and cover something or leave the picture; make the picture larger, zoom in, or open fewer windows"))
        }
        if !outside.isEmpty {
            let first = outside[0]
            notes.append(SceneNote(.markersOutside, "\(outside.count) of \(markers.count) markers \(outside.count == 1 ? "is" : "are") outside the picture (the first: \(Self.name(of: first)) at \(Self.describe(first.position))); zoom out or move the camera"))
        }
        if let summary = geoJSONSummary, summary.skipped > 0, let file = scene.geoJSON {
            // The sentence `infowindow serve`'s SceneRenderer also says (F4).
            let noun = summary.skipped == 1 ? "feature that is not a Point" : "features that are not Points"
            notes.append(SceneNote(.skippedFeatures, "\(file): skipped \(summary.skipped) \(noun), the first is \(summary.firstSkipped ?? "?")"))
        }
        if let selected = mapView.selectedMarker, let count = clusterLayer?.count(of: selected), count > 1 {
            notes.append(SceneNote(.selectedClustered, "the selected point \((scene.selectedMarker ?? "").quotedForMessage) is in a cluster of \(count) points at zoom \(Self.describe(zoom: mapView.camera.zoom)), so the cluster's window is open; zoom in to show the point alone"))
        }
        if let points = clusterLayer?.points {
            notes += Scene.clusterWarnings(points).map { SceneNote(.skippedFeatures, $0) }
        }
        if let summary = geoJSONSummary {
            notes += summary.warnings.map { SceneNote(.geoJSONProperty, $0) }
            if summary.warningCount > summary.warnings.count, let file = scene.geoJSON {
                notes.append(SceneNote(.geoJSONProperty, "\(file): \(summary.warningCount - summary.warnings.count) more such problems with properties"))
            }
        }
        let world = try? VectorTileSource.world()
        if let world, let summary = geoJSONSummary, let file = scene.geoJSON, !summary.sample.isEmpty {
            let swapped = summary.sample.filter { Self.looksSwapped($0, world: world) }.count
            if swapped * 2 > summary.sample.count {
                notes.append(SceneNote(.swappedPoints, "\(file): \(swapped) of \(summary.sample.count) points look written [latitude, longitude]: as written they lie over the sea (or in Antarctica), swapped they lie on land; GeoJSON coordinates are [longitude, latitude], so swap each pair"))
            }
        }
        if let world, !markers.isEmpty, outside.count == markers.count {
            let target = mapView.camera.target
            let nearest = markers.map { SphericalGeometry.distance(from: target, to: $0.position) }.min() ?? 0
            let turned = Coordinate(latitude: target.longitude, longitude: target.latitude)
            if nearest > Self.farCenterDistance, abs(target.longitude) <= 90,
               markers.map({ SphericalGeometry.distance(from: turned, to: $0.position) }).min() ?? .infinity < nearest / 4,
               world.isWater(at: turned) != true {
                notes.append(SceneNote(.swappedCenter, "the camera centre \(Self.describe(target)) is \(Int(nearest / 1000)) km from the nearest marker; it looks written longitude first: did you mean \(Self.describe(turned)) (latitude, longitude)?"))
            }
        }
        return notes
    }

    /// The note for a window cut by the picture's edge: which edges, by how much, and the centre that
    /// shows it whole (the camera moved as B3's auto-pan would, with 8 points of margin).
    private func windowNote(_ window: CGRect, in view: CGRect, marker: String, projection: Projection) -> SceneNote {
        let margin: CGFloat = 8
        var edges: [String] = []
        if window.minY < view.minY { edges.append("top") }
        if window.maxY > view.maxY { edges.append("bottom") }
        if window.minX < view.minX { edges.append("left") }
        if window.maxX > view.maxX { edges.append("right") }
        guard window.width + 2 * margin <= view.width, window.height + 2 * margin <= view.height else {
            return SceneNote(.windowClipped, "the window of \(marker) (\(Int(window.width.rounded()))×\(Int(window.height.rounded())) points) is larger than the picture and is cut at its \(edges.joined(separator: " and ")) edge; make the picture larger (size) or the window's text shorter")
        }
        var dx: CGFloat = 0, dy: CGFloat = 0
        if window.minX < view.minX + margin { dx = window.minX - view.minX - margin }
        if window.maxX > view.maxX - margin { dx = window.maxX - view.maxX + margin }
        if window.minY < view.minY + margin { dy = window.minY - view.minY - margin }
        if window.maxY > view.maxY - margin { dy = window.maxY - view.maxY + margin }
        let center = projection.coordinate(for: CGPoint(x: view.midX + dx, y: view.midY + dy))
        return SceneNote(.windowClipped, "the window of \(marker) is cut by the picture's \(edges.joined(separator: " and ")) edge; centre the camera at \(Self.describe(center)) to show it whole, or make the picture larger")
    }

    /// Over the sea or in Antarctica as written, and (with latitude and longitude exchanged) on land
    /// elsewhere.
    static func looksSwapped(_ position: Coordinate, world: VectorTileSource) -> Bool {
        guard abs(position.longitude) <= 90 else { return false }
        func implausible(_ c: Coordinate) -> Bool? {
            if c.latitude < -60 { return true }
            return world.isWater(at: c)
        }
        let turned = Coordinate(latitude: position.longitude, longitude: position.latitude)
        return implausible(position) == true && implausible(turned) == false
    }

    /// The basemap file as the user named it.
    private var basemapName: String {
        switch scene.basemap {
        case .mbtiles(let path): return path
        case .vectorTiles(let path?, _): return path
        case .vectorTiles(nil, _): return "the bundled Helsinki tiles"
        case .default, .none: return "the basemap"
        }
    }

    /// A zoom as people write it: `15`, `15.5`.
    static func describe(zoom: Double) -> String {
        zoom.rounded() == zoom ? String(Int(zoom)) : String(format: "%g", (zoom * 100).rounded() / 100)
    }

    static func name(of marker: Marker) -> String {
        if let id = marker.userData as? String { return id.quotedForMessage }
        if let title = marker.title { return title.quotedForMessage }
        return "(no id or title)"
    }

    static func center(of bounds: CoordinateBounds) -> Coordinate {
        let sw = bounds.southWest, ne = bounds.northEast
        var east = ne.longitude
        if east < sw.longitude { east += 360 }
        return Coordinate(latitude: (sw.latitude + ne.latitude) / 2,
                          longitude: Coordinate.wrapLongitude((sw.longitude + east) / 2))
    }

    static func describe(_ c: Coordinate) -> String {
        "\(round4(c.latitude)),\(round4(c.longitude))"
    }

    static func describe(_ b: CoordinateBounds) -> String {
        "latitude \(round4(b.southWest.latitude)) to \(round4(b.northEast.latitude)), longitude \(round4(b.southWest.longitude)) to \(round4(b.northEast.longitude))"
    }

    private static func round4(_ v: Double) -> String {
        let r = (v * 10_000).rounded() / 10_000
        return r == r.rounded() ? String(Int(r)) : "\(r)"
    }
}
