import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// A scene made real: a configured ``MapView`` with the scene's markers on it, the selected marker's
/// window open, and the delegate that supplies the scene's custom windows (kept alive here, as the
/// map holds its delegate weakly).
@MainActor
public final class SceneMap {
    /// The scene this map was made from.
    public let scene: Scene
    /// The map: size, scale, camera, style and markers from the scene.
    public let mapView: MapView
    /// Returns the custom windows and contents the scene declares; it is ``mapView``'s delegate.
    public let windows: SceneWindowDelegate
    /// What was read from the scene's GeoJSON file; nil when it names none.
    public let geoJSONSummary: GeoJSONSummary?
    /// The scene's clustered layer on the map (``Scene/clusters``); nil when it has none.
    public internal(set) var clusterLayer: SceneClusterLayer?
    /// The names of ``Scene/selectedMarkers`` whose windows found no place free of other windows, pins
    /// and the picture's edge, and stand above their markers all the same (D91); empty otherwise.
    public internal(set) var unplacedWindows: [String] = []

    init(scene: Scene, mapView: MapView, windows: SceneWindowDelegate, geoJSONSummary: GeoJSONSummary?) {
        self.scene = scene
        self.mapView = mapView
        self.windows = windows
        self.geoJSONSummary = geoJSONSummary
    }

    /// The first marker whose scene id is `id` (markers carry it in ``Marker/userData``).
    public func marker(withID id: String) -> Marker? {
        mapView.markers.first { ($0.userData as? String) == id }
    }

    /// Draws the map, as ``MapView/snapshot()``.
    public func snapshot() -> Image {
        mapView.snapshot()
    }
}

extension Scene {
    /// Builds the map: a ``MapView`` of ``size`` and ``scale`` looking through ``camera``, with the
    /// GeoJSON markers (read now, one feature at a time) then the scene's own, and the window of
    /// ``selectedMarker`` open. `selectionField` names where the selection came from in error messages
    /// (`"selected"`, or a tool's `--select`).
    ///
    /// The ``basemap`` becomes the map's: the built-in vector map, none, the MBTiles file or the vector
    /// tiles and style opened now (a file that cannot be used is an ``SceneError/Kind/invalidBasemap``
    /// error naming it).
    @MainActor public func makeMap(selectionField: String = "selected") throws(SceneError) -> SceneMap {
        try checkPixels(file: name, field: "size")
        let map = MapView(frame: CGRect(origin: .zero, size: size), camera: camera)
        switch basemap {
        case .default:
            break
        case .none:
            map.basemap = nil
        case .mbtiles(let path):
            do {
                map.basemap = try MBTilesSource(path: path)
            } catch {
                throw SceneError(kind: .invalidBasemap, file: name, field: "basemap", message: error.description)
            }
        case .vectorTiles(let path, let style):
            map.basemap = try SceneBasemap.makeVectorSource(path: path, style: style, scene: name)
        }
        map.googleStyle = mapStyle
        map.labelLanguage = labelLanguage
        map.scale = scale
        map.backgroundColor = backgroundColor
        map.showsGraticule = showsGraticule
        map.infoWindowStyle = infoWindowStyle
        let windows = SceneWindowDelegate()
        map.delegate = windows
        for shape in shapes { shape.add(to: map) }
        var matcher = SelectionMatcher(query: selectedMarker)
        var listMatchers = selectedMarkers.map { SelectionMatcher(query: $0) }
        var summary: GeoJSONSummary?
        if let geoJSON {
            var sample: [Coordinate] = []
            summary = try GeoJSONReader(contentsOfFile: geoJSON, options: loadOptions).forEachPoint { spec in
                let marker = spec.makeMarker()
                marker.map = map
                matcher.consider(marker, id: spec.id, title: spec.title)
                for i in listMatchers.indices { listMatchers[i].consider(marker, id: spec.id, title: spec.title) }
                if sample.count < GeoJSONSummary.sampleLimit { sample.append(spec.position) }
            }
            summary?.sample = sample
        }
        for spec in markers {
            let marker = spec.makeMarker()
            marker.map = map
            windows.register(marker, window: spec.infoWindow, contents: spec.infoContents)
            matcher.consider(marker, id: spec.id, title: spec.title)
            for i in listMatchers.indices { listMatchers[i].consider(marker, id: spec.id, title: spec.title) }
        }
        var clusterLayer: SceneClusterLayer?
        if let clusters {
            let points = try ClusteredPoints.load(clusters, options: loadOptions)
            clusterLayer = SceneClusterLayer(style: clusters, points: points, map: map)
            windows.clusterLayer = clusterLayer
        }
        if !selectedMarkers.isEmpty {
            let unplaced = try openSelectedWindows(on: map, matchers: listMatchers, selectionField: selectionField)
            let made = SceneMap(scene: self, mapView: map, windows: windows, geoJSONSummary: summary)
            made.unplacedWindows = unplaced
            made.clusterLayer = clusterLayer
            return made
        } else if let query = selectedMarker {
            if matcher.match == nil, let clusterLayer {
                // D176: a point of the clustered layer, or the cluster it is in at the camera.
                guard clusterLayer.select(query) != nil else {
                    throw SceneError(kind: .noSuchMarker, file: name, field: selectionField,
                                     message: matcher.failureMessage + "; nor has any of the \(clusterLayer.points.count) points of \(clusterLayer.points.path)")
                }
                let made = SceneMap(scene: self, mapView: map, windows: windows, geoJSONSummary: summary)
                made.clusterLayer = clusterLayer
                return made
            }
            guard let chosen = matcher.match else {
                throw SceneError(kind: .noSuchMarker, file: name, field: selectionField, message: matcher.failureMessage)
            }
            map.selectedMarker = chosen
            guard map.selectedMarker === chosen else {
                throw SceneError(kind: .invalidValue, file: name, field: selectionField,
                                 message: "the marker \(query.quotedForMessage) has no title, snippet or custom window, so it has no window to open")
            }
        }
        let made = SceneMap(scene: self, mapView: map, windows: windows, geoJSONSummary: summary)
        made.clusterLayer = clusterLayer
        return made
    }

    /// One sentence for each thing a clustered layer's file left out: features that are not Points
    /// (skipped, D174) and property values that could not be used (D77).
    package static func clusterWarnings(_ points: ClusteredPoints) -> [String] {
        var warnings: [String] = []
        let summary = points.summary
        if summary.skipped > 0 {
            let noun = summary.skipped == 1 ? "feature that is not a Point" : "features that are not Points"
            warnings.append("\(points.path): clusters: skipped \(summary.skipped) \(noun), the first is \(summary.firstSkipped ?? "?")")
        }
        warnings += summary.warnings
        return warnings
    }
}

/// The delegate of a scene's map: returns a fresh view for each marker that declares `info_window`
/// (R15) or `info_contents` (R16), and nil for the others.
@MainActor
public final class SceneWindowDelegate: MapViewDelegate {
    private struct Entry {
        weak var marker: Marker?
        var window: SceneWindow?
        var contents: SceneWindow?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The scene's clustered layer, whose cluster markers zoom in when tapped (D177).
    public weak var clusterLayer: SceneClusterLayer?

    /// A delegate with no custom windows yet.
    public init() {}

    /// Declares `marker`'s custom window and contents (nil for none).
    public func register(_ marker: Marker, window: SceneWindow?, contents: SceneWindow?) {
        guard window != nil || contents != nil else { return }
        entries[ObjectIdentifier(marker)] = Entry(marker: marker, window: window, contents: contents)
    }

    private func entry(for marker: Marker) -> Entry? {
        guard let entry = entries[ObjectIdentifier(marker)], entry.marker === marker else { return nil }
        return entry
    }

    /// A tap on a cluster of the scene's clustered layer zooms in to where it splits and is taken (true);
    /// any other tap goes on as usual (false).
    public func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool {
        clusterLayer?.tapped(marker, on: mapView) ?? false
    }

    /// The marker's declared window, built afresh; nil when it declares none.
    public func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? {
        entry(for: marker)?.window?.makeView()
    }

    /// The marker's declared contents, built afresh; nil when it declares none.
    public func mapView(_ mapView: MapView, markerInfoContents marker: Marker) -> View? {
        entry(for: marker)?.contents?.makeView()
    }
}
