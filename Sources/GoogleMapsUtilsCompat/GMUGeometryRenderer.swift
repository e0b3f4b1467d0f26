import Foundation
import GoogleMapsCompat

/// Draws parsed GeoJSON features or KML placemarks on a map (the utility library's `GMUGeometryRenderer`):
/// a point as a marker, a line as a polyline, an area as a polygon with its holes, a collection as each
/// of its parts.
///
/// Styles as the library applies them: a container's own ``GMUGeometryContainer/style``, else for a
/// placemark the style its `styleUrl` names (directly, or through a style map's "normal" pair). A line
/// takes the style's stroke colour and width; an area its fill colour when `hasFill` and no fill at all
/// without it (KML's `<fill>0</fill>`; the library keeps the SDK's default fill, D190), its stroke
/// colour and width when `hasStroke`. A point's marker has a title and snippet for its info window (D189): a
/// placemark's style title or name and its description; a feature's style title, else its property
/// `title` or `name`, and its property `snippet` or `description`. Lines and areas are tappable and carry
/// the title and snippet too: their window at the tap point when the map's `opensOverlayInfoWindows` is on
/// (SPEC R33). An icon named by a style is read from a file path or `file://` URL (D190). A KML ground
/// overlay is a `GMSGroundOverlay` of its picture, read from the KML file's folder only (a missing, remote
/// or outside picture: a warning, nothing drawn; D181).
@MainActor
public final class GMUGeometryRenderer {
    private weak var map: GMSMapView?
    private let containers: [GMUGeometryContainer]
    private let styles: [String: GMUStyle]
    private let styleMaps: [String: GMUStyleMap]
    /// The markers and shapes ``render()`` put on the map, in order (the library's testing accessor).
    public private(set) var mapOverlays: [GMSOverlay] = []

    /// A renderer of `geometries` on `map`, without shared styles (GeoJSON).
    public convenience init(map: GMSMapView, geometries: [GMUGeometryContainer]) {
        self.init(map: map, geometries: geometries, styles: nil, styleMaps: nil)
    }

    /// A renderer of `geometries` with KML's shared `styles`.
    public convenience init(map: GMSMapView, geometries: [GMUGeometryContainer], styles: [GMUStyle]?) {
        self.init(map: map, geometries: geometries, styles: styles, styleMaps: nil)
    }

    /// A renderer of `geometries` with KML's shared `styles` and `styleMaps`.
    public init(map: GMSMapView, geometries: [GMUGeometryContainer], styles: [GMUStyle]?, styleMaps: [GMUStyleMap]?) {
        self.map = map
        containers = geometries
        self.styles = Dictionary((styles ?? []).map { ($0.styleID, $0) }, uniquingKeysWith: { _, last in last })
        self.styleMaps = Dictionary((styleMaps ?? []).map { ($0.styleMapId, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Puts the geometries on the map (again after ``clear()``; a second call adds a second copy, as the
    /// library's does).
    public func render() {
        for container in containers {
            var style = container.style
            if style == nil, let placemark = container as? GMUPlacemark, let url = placemark.styleUrl {
                style = styles[url] ?? styleMaps[url]?.pairs.first { $0.key == "normal" }.flatMap { styles[$0.styleUrl] }
            }
            draw(container.geometry, of: container, style: style)
        }
    }

    /// Removes everything ``render()`` put on the map.
    public func clear() {
        for overlay in mapOverlays { overlay.map = nil }
        mapOverlays = []
    }

    private func draw(_ geometry: GMUGeometry, of container: GMUGeometryContainer, style: GMUStyle?) {
        let text = Self.text(of: container, style: style)
        switch geometry {
        case let point as GMUPoint:
            let marker = GMSMarker(position: point.coordinate)
            marker.title = text.title
            marker.snippet = text.snippet
            if let style {
                if style.heading != 0 { marker.rotation = Double(style.heading) }
                marker.groundAnchor = style.anchor
                if let url = style.iconUrl, let icon = Self.icon(url) { marker.icon = icon }
            }
            add(marker)
        case let line as GMULineString:
            let polyline = GMSPolyline(path: line.path)
            if let style {
                if style.width > 0 { polyline.strokeWidth = style.width }
                if let color = style.strokeColor { polyline.strokeColor = color }
            }
            (polyline.title, polyline.snippet) = (text.title, text.snippet)
            polyline.isTappable = true
            add(polyline)
        case let area as GMUPolygon:
            guard let outline = area.paths.first else { return }
            let polygon = GMSPolygon(path: outline)
            if area.paths.count > 1 { polygon.holes = Array(area.paths.dropFirst()) }
            if let style {
                if !style.hasFill {
                    polygon.fillColor = nil
                } else if let fill = style.fillColor {
                    polygon.fillColor = fill
                }
                if style.hasStroke {
                    if let stroke = style.strokeColor { polygon.strokeColor = stroke }
                    if style.width > 0 { polygon.strokeWidth = style.width }
                }
            }
            (polygon.title, polygon.snippet) = (text.title, text.snippet)
            polygon.isTappable = true
            add(polygon)
        case let overlay as GMUGroundOverlay:
            if let ground = Self.groundOverlay(overlay, title: text.title, snippet: text.snippet) { add(ground) }
        case let collection as GMUGeometryCollection:
            for part in collection.geometries { draw(part, of: container, style: style) }
        default:
            break
        }
    }

    private func add(_ overlay: GMSOverlay) {
        overlay.map = map
        mapOverlays.append(overlay)
    }

    /// The title and snippet shown for a container (D189).
    static func text(of container: GMUGeometryContainer, style: GMUStyle?) -> (title: String?, snippet: String?) {
        if let placemark = container as? GMUPlacemark {
            return (style?.title ?? placemark.title, placemark.snippet)
        }
        let properties = (container as? GMUFeature)?.properties ?? [:]
        let title = style?.title ?? properties["title"] as? String ?? properties["name"] as? String
        return (title, properties["snippet"] as? String ?? properties["description"] as? String)
    }

    /// The icon at `url` (a file path or `file://` URL) at its own size (the style's `scale` is not applied); nil, with a warning, for anything else (D190).
    static func icon(_ url: String) -> UIImage? {
        let path = url.hasPrefix("file://") ? URL(string: url)?.path ?? url : url
        guard !url.contains("://") || url.hasPrefix("file://"), let image = UIImage(contentsOfFile: path) else {
            Diagnostics.warn("GMUGeometryRenderer: the icon \(url.quotedForMessage) cannot be read (only local files are; there is no network); the default marker is drawn")
            return nil
        }
        return image
    }
}
