import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// What draws the ground under the markers: the map itself. Set one as ``MapView/basemap``.
///
/// Two kinds of source come with InfoWindowKit, and they are the only kinds there are (the class is
/// public so that `basemap` can hold either, but it is not open: drawing goes through the library's
/// internal, C-backed canvas, which is not API):
/// - ``VectorTileSource``: Mapbox Vector Tiles drawn with a style — the bundled world map (the default,
///   ``VectorTileSource/world(style:)``: Natural Earth's ocean, land, lakes, rivers, borders and places),
///   the bundled street map of central Helsinki, or an `.mbtiles` or `.pmtiles` file of your own.
/// - ``MBTilesSource``: raster PNG/JPEG tiles from an offline `.mbtiles` file.
///
/// A source draws for whatever camera the map has (zoom, bearing, tilt) within its ``coverage``, and
/// credits its data with ``attribution``, drawn small in the bottom-right corner of the map.
public class TileSource {
    /// The credit line drawn in the map's bottom-right corner, e.g. "© Natural Earth"; nil or empty
    /// draws none.
    public var attribution: String? { nil }

    /// Where the source has data: the bounds its file declares (MBTiles `bounds`, the PMTiles header), or
    /// nil for the whole world. A map draws the world map under a source that does not cover the whole
    /// world and draws the source only inside its coverage (R31).
    public var coverage: CoordinateBounds? { nil }

    init() {}

    /// Draws the ground for one frame into `canvas` (already scaled to points and clipped to the view).
    package func drawGround(_ frame: GroundFrame, in canvas: Canvas) {}

    /// True when the source keeps to ``GroundFrame/coverageClip`` itself (a vector source clips each band
    /// of its ground, VT15); otherwise the map clips the canvas for it.
    package var clipsToCoverageItself: Bool { false }

    /// True when the source places labels and wants the frame's icon boxes (``GroundFrame/iconObstacles``).
    package var labelsAvoidIcons: Bool { false }

    /// The attribution as it is drawn, laid out once per text and scale.
    package var attributionBadge: AttributionBadge?
}

/// Everything a source needs to draw one frame.
package struct GroundFrame {
    /// The camera's projection for the view.
    let projection: Projection
    /// The view's bounds in points.
    let bounds: CGRect
    /// Pixels per point.
    let scale: CGFloat
    /// View rectangles that labels keep clear of: the open info window and the attribution.
    package let obstacles: [CGRect]
    /// The drawn marker icons' bounding boxes: label text keeps clear of them, dots need not (BM11).
    package var iconObstacles: [CGRect] = []
    /// The part of the view the source may draw in, a convex polygon of view points: its coverage as the
    /// camera sees it; nil for the whole view.
    package var coverageClip: [CGPoint]?

    /// A value of the given parts.
    package init(projection: Projection, bounds: CGRect, scale: CGFloat, obstacles: [CGRect], iconObstacles: [CGRect] = [],
                 coverageClip: [CGPoint]? = nil) {
        self.projection = projection
        self.bounds = bounds
        self.scale = scale
        self.obstacles = obstacles
        self.iconObstacles = iconObstacles
        self.coverageClip = coverageClip
    }
}
