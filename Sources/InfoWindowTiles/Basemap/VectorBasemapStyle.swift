import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The colours and line widths of the vector basemap: a light, quiet style in the manner of today's
/// web maps, so markers and windows stand out. Widths are in points and grow with the zoom.
struct VectorBasemapStyle {
    var ocean = Color(hex: "#aad3df")!
    var land = Color(hex: "#f2efe9")!
    var lake = Color(hex: "#aad3df")!
    var coastline = Color(hex: "#8fbfd0")!
    var river = Color(hex: "#9ccbdc")!
    var border = Color(hex: "#9e94b0")!
    var placeText = Color(hex: "#3a3a3a")!
    var minorPlaceText = Color(hex: "#555555")!
    var halo = Color(white: 1, alpha: 0.9)
    var dot = Color(hex: "#6b6b6b")!
    var dotRing = Color.white

    var majorFont = Font.systemFont(ofSize: 12)
    var minorFont = Font.systemFont(ofSize: 11)
    var haloWidth: CGFloat = 2
    var dotRadius: CGFloat = 2.5
    /// Empty space kept around every label, points.
    var labelSpacing: CGFloat = 4
    /// The most labels one frame places.
    var maximumLabels = 80

    /// Below this zoom the coast is the edge of the land fill alone (stroking it costs more than the
    /// rest of the map there, and shows little).
    var coastlineMinimumZoom = 6.0

    func coastlineWidth(zoom: Double) -> CGFloat { CGFloat(min(max(0.5 + (zoom - 4) * 0.1, 0.5), 1.0)) }
    func riverWidth(zoom: Double) -> CGFloat { CGFloat(min(max(0.6 + (zoom - 4) * 0.3, 0.6), 3.0)) }
    func borderWidth(zoom: Double) -> CGFloat { CGFloat(min(max(0.6 + (zoom - 3) * 0.1, 0.6), 1.2)) }
    /// Borders fade in from 50% at zoom 2 to full strength at zoom 5, so the whole world is not a mesh.
    func borderColor(zoom: Double) -> Color { border.withAlphaComponent(min(max(0.5 + (zoom - 2) / 6, 0.5), 1)) }
}
