import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles

/// The ground: the map's basemap source drawn under everything else (R31), or, without one, the faint
/// graticule over the background colour (BM1).
@MainActor
final class BasemapLayer: MapLayer {
    /// What draws the ground; nil for none (``MapView/basemap``).
    var source: TileSource?
    /// Whether the graticule is drawn when there is no source (``MapView/showsGraticule``).
    var showsGraticule = true
    /// The map's background colour, under the graticule.
    var background: Color?

    init(source: TileSource?) {
        self.source = source
    }

    var slot: LayerSlot { .basemap }

    var placesLabels: Bool { source?.labelsAvoidIcons ?? false }

    func draw(_ frame: LayerFrame, in canvas: Canvas) {
        guard let source else {
            if showsGraticule { drawGraticule(projection: frame.projection, bounds: frame.bounds, background: background, in: canvas) }
            return
        }
        let ground = GroundFrame(projection: frame.projection, bounds: frame.bounds, scale: frame.scale,
                                 obstacles: frame.obstacles, iconObstacles: source.labelsAvoidIcons ? frame.iconObstacles : [])
        source.drawGround(ground, in: canvas)
    }
}
