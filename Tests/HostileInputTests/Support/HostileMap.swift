import Foundation
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// A small plain map (no basemap, no grid) with one marker near the bottom centre, for drawing
/// hostile text in windows.
@MainActor
struct HostileMap {
    let map: MapView
    let marker: Marker
    let views = ViewSource()

    init(title: String?, snippet: String? = nil, size: CGSize = CGSize(width: 360, height: 260), scale: CGFloat = 1) {
        map = MapView(frame: CGRect(origin: .zero, size: size),
                      camera: CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 12))
        map.basemap = nil
        map.showsGraticule = false
        map.scale = scale
        map.delegate = views
        marker = Marker(position: map.projection.coordinate(for: CGPoint(x: size.width / 2, y: size.height - 24)))
        marker.title = title
        marker.snippet = snippet
        marker.map = map
    }

    /// Opens the marker's window and returns the map.
    @discardableResult
    func open() -> MapView {
        map.selectedMarker = marker
        return map
    }

    /// The largest window R14 allows on this map: content width min(260, width − 32) plus the padding,
    /// height min(500, 60 % of the map height).
    var windowLimit: CGSize {
        let style = map.infoWindowStyle
        let width = min(style.maximumContentWidth, map.frame.width - 2 * style.mapMargin) + style.padding.left + style.padding.right
        let height = min(style.maximumHeight, style.maximumHeightFraction * map.frame.height)
        return CGSize(width: width, height: height)
    }
}

/// A delegate returning the custom window or contents a test sets.
@MainActor
final class ViewSource: MapViewDelegate {
    var window: View?
    var contents: View?
    func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? { window }
    func mapView(_ mapView: MapView, markerInfoContents marker: Marker) -> View? { contents }
}

/// The width in points of `text` laid out on one line in `font`.
@MainActor
func textWidth(_ text: String, font: Font = .systemFont(ofSize: 15)) -> CGFloat {
    TextLayout(runs: [.init(text: text, font: font, color: nil)], width: nil).size.width
}
