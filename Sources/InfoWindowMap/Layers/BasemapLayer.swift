import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles

/// The ground (R31's bottom): the map's basemap source, drawn over the world map when it covers less
/// than the world, each within its coverage; without a source, the faint graticule over the background
/// colour (BM1).
///
/// **Decided** (docs/basemap.md, BM12): a source whose file declares bounds smaller than the world (the
/// bundled Helsinki streets, a city's tiles) is drawn only inside them, over the bundled world map drawn in
/// the same style (a vector source's, else the default), so a view that reaches past a city's edge shows
/// the world there, never a blank. ``MapView/drawsWorldUnderBasemap`` turns the world map off. A source
/// that covers the whole view is drawn alone.
@MainActor
final class BasemapLayer: MapLayer {
    /// What draws the ground; nil for none (``MapView/basemap``). Until it is first read or set, the
    /// bundled world map, opened only then (a map made and given another basemap never opens it).
    var source: TileSource? {
        get {
            if isDefault {
                isDefault = false
                stored = BasemapLayer.openWorld(style: nil, under: nil)
            }
            return stored
        }
        set {
            isDefault = false
            if newValue !== stored { underlay = nil; underlayFailed = false }
            stored = newValue
        }
    }
    private var stored: TileSource?
    private var isDefault: Bool
    /// Whether the world map is drawn under a source that covers less than the world.
    var drawsWorldUnderneath = true
    /// Whether the graticule is drawn when there is no source (``MapView/showsGraticule``).
    var showsGraticule = true
    /// The map's background colour, under the graticule.
    var background: Color?
    /// The Google map style its vector sources are drawn in (``MapView/googleStyle``).
    var googleStyle: GoogleMapStyle?
    /// The language its vector sources label in (``MapView/labelLanguage``).
    var labelLanguage: String?
    /// What kind of map is drawn: `.none` draws no ground at all (``MapView/mapType``).
    var mapType: MapType = .normal
    /// Whether vector sources draw their buildings (``MapView/showsBuildings``).
    var showsBuildings = true
    /// Kept for ``MapView/showsTraffic`` and ``MapView/showsIndoor``: nothing to draw offline (D54).
    var showsTraffic = false
    var showsIndoor = true
    /// The world map drawn under ``source``, made the first time it is needed.
    private var underlay: TileSource?
    private var underlayFailed = false

    /// A layer with `source` (nil: no basemap).
    init(source: TileSource?) {
        stored = source
        isDefault = false
    }

    /// A layer whose source is the bundled world map, opened when first needed.
    init(defaultWorld: ()) {
        isDefault = true
    }

    /// The bundled world map in `style`, or nil with a warning when the package's resources are missing.
    static func openWorld(style: MapStyle?, under source: TileSource?) -> TileSource? {
        do {
            return try VectorTileSource.world(style: style)
        } catch {
            let place = source.map { " under \($0.attribution ?? "the basemap")" } ?? ""
            Diagnostics.warn("the world map cannot be drawn\(place): \(error)")
            return nil
        }
    }

    var slot: LayerSlot { .basemap }

    var placesLabels: Bool { mapType != .none && sources().contains { $0.labelsAvoidIcons } }

    /// The sources drawn, bottom to top.
    func sources() -> [TileSource] {
        guard let source else { return [] }
        guard drawsWorldUnderneath, source.coverage != nil else { return [source] }
        if underlay == nil, !underlayFailed {
            underlay = Self.openWorld(style: (source as? VectorTileSource)?.style, under: source)
            underlayFailed = underlay == nil
        }
        return [underlay, source].compactMap { $0 }
    }

    func draw(_ frame: LayerFrame, in canvas: Canvas) {
        guard mapType != .none else { return }
        let list = sources()
        for case let vector as VectorTileSource in list {
            // The map's look goes to its sources when they draw (cheap when unchanged: two comparisons).
            if vector.googleStyle != googleStyle { vector.googleStyle = googleStyle }
            if vector.drawsBuildings != showsBuildings { vector.drawsBuildings = showsBuildings }
            if vector.labelLanguage != labelLanguage { vector.labelLanguage = labelLanguage }
        }
        guard let top = list.last else {
            if showsGraticule { drawGraticule(projection: frame.projection, bounds: frame.bounds, background: background, in: canvas) }
            return
        }
        let clip = CoverageClip.of(top.coverage, projection: frame.projection, size: frame.bounds.size)
        // What lies under a source that fills the view is never seen: it is not drawn.
        let drawn = clip == .full ? [top] : list
        for source in drawn {
            var ground = GroundFrame(projection: frame.projection, bounds: frame.bounds, scale: frame.scale, obstacles: frame.obstacles,
                                     iconObstacles: source.labelsAvoidIcons ? frame.iconObstacles : [])
            let sourceClip = source === top ? clip : CoverageClip.of(source.coverage, projection: frame.projection, size: frame.bounds.size)
            canvas.save()
            switch sourceClip {
            case .empty:
                canvas.restore()
                continue
            case .polygon(let polygon):
                if source.clipsToCoverageItself { ground.coverageClip = polygon } else { canvas.clip(to: Path(polygon: polygon)) }
            case .full:
                break
            }
            source.drawGround(ground, in: canvas)
            canvas.restore()
        }
    }
}
