import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// What draws the ground under the markers: the map itself. Set one as ``MapView/basemap``.
///
/// Two sources come with InfoWindowKit, and they are the only kinds there are (the class is public so
/// that `basemap` can hold either, but it is not open: drawing goes through the library's internal,
/// C-backed canvas, which is not API):
/// - ``VectorBasemap``, the default: a world map drawn from Natural Earth data bundled with the
///   package — ocean, land, lakes, rivers, country borders and place names. No network, no files.
/// - ``MBTilesSource``: raster PNG/JPEG tiles from an offline `.mbtiles` file.
///
/// A source draws for whatever camera the map has (zoom, bearing, tilt) and credits its data with
/// ``attribution``, drawn small in the bottom-right corner of the map.
public class TileSource {
    /// The credit line drawn in the map's bottom-right corner, e.g. "© Natural Earth"; nil or empty
    /// draws none.
    public var attribution: String? { nil }

    init() {}

    /// Draws the ground for one frame into `canvas` (already scaled to points and clipped to the view).
    package func drawGround(_ frame: GroundFrame, in canvas: Canvas) {}

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
    let obstacles: [CGRect]
    /// The drawn marker icons' bounding boxes: label text keeps clear of them, dots need not (BM11).
    package var iconObstacles: [CGRect] = []

    /// A value of the given parts.
    package init(projection: Projection, bounds: CGRect, scale: CGFloat, obstacles: [CGRect], iconObstacles: [CGRect] = []) {
        self.projection = projection
        self.bounds = bounds
        self.scale = scale
        self.obstacles = obstacles
        self.iconObstacles = iconObstacles
    }
}
