import Foundation
import GoogleMapsCompat
import InfoWindowCore
import InfoWindowFormats

/// Reads a KML file's placemarks, styles and style maps (the utility library's `GMUKMLParser`), with the
/// package's KML reader on libxml2 (streamed; external entities never resolved, entity expansion refused).
/// Draw them with ``GMUGeometryRenderer``.
///
/// ``parse()`` never throws, as the library's: a file it cannot read leaves the lists empty, sets
/// ``error`` and prints the error as a warning — the file, the line, what is wrong and the fix (D188).
/// ``parseOrThrow()`` throws it instead. What the reader worked around (a bad coordinate dropped, an
/// unknown colour) is printed as warnings too.
@MainActor
public final class GMUKMLParser {
    /// The placemarks with a geometry, in file order.
    public private(set) var placemarks: [GMUGeometryContainer] = []
    /// The shared `<Style>`s, their ``GMUStyle/styleID`` `#` and the id.
    public private(set) var styles: [GMUStyle] = []
    /// The `<StyleMap>`s.
    public private(set) var styleMaps: [GMUStyleMap] = []
    /// Why the last ``parse()`` failed; nil after a good one.
    public private(set) var error: GMUParseError?

    private let source: GeometrySource

    /// A parser of the file at `url` (a file URL).
    public init(url: URL) {
        source = GeometrySource(url: url)
    }

    /// A parser of KML held in memory (named "KML data" in errors).
    public init(data: Data) {
        source = GeometrySource(data: data)
    }

    /// Reads the file; on failure the lists are empty and ``error`` says why (also printed as a warning).
    public func parse() {
        do {
            try parseOrThrow()
        } catch {
            Diagnostics.warn("GMUKMLParser: \(error)")
        }
    }

    /// Reads the file, or throws a ``GMUParseError`` (and leaves the lists empty).
    public func parseOrThrow() throws(GMUParseError) {
        placemarks = []
        styles = []
        styleMaps = []
        error = nil
        let document: KMLDocument
        do {
            switch source {
            case .file(let path): document = try KMLDocument.load(fileAt: path)
            case .bytes(let bytes): document = try KMLDocument.parse(bytes: bytes, name: "KML data")
            }
        } catch let failure as FormatError {
            error = GMUParseError(failure)
            throw GMUParseError(failure)
        } catch {
            let failure = GMUParseError(file: "KML", description: "KML: \(error)")
            self.error = failure
            throw failure
        }
        for warning in document.warnings { Diagnostics.warn("GMUKMLParser: \(warning)") }
        styles = document.styles.values.sorted { ($0.id ?? "") < ($1.id ?? "") }.map { Self.style($0, id: "#" + ($0.id ?? "")) }
        styleMaps = document.styleMaps.values.sorted { $0.id < $1.id }.map { map in
            var pairs: [GMUPair] = []
            if let url = map.normal?.styleURL { pairs.append(GMUPair(key: "normal", styleUrl: url)) }
            if let url = map.highlight?.styleURL { pairs.append(GMUPair(key: "highlight", styleUrl: url)) }
            return GMUStyleMap(id: "#" + map.id, pairs: pairs)
        }
        for placemark in document.placemarks {
            guard let geometry = placemark.geometry.map(Self.geometry) else { continue }
            // An inline style applies over the shared one (KML's rule), so the placemark carries the result.
            let inline = placemark.style.flatMap { _ in document.style(for: placemark) }.map { Self.style($0, id: "") }
            placemarks.append(GMUPlacemark(geometry: geometry, title: placemark.name, snippet: placemark.description,
                                           style: inline, styleUrl: placemark.styleURL))
        }
    }

    static func geometry(_ geometry: KMLGeometry) -> GMUGeometry {
        func path(_ points: [GeoPoint]) -> GMSPath {
            GMSPath(coordinates: points.map { CLLocationCoordinate2D(latitude: $0.latitude, longitude: $0.longitude) })
        }
        switch geometry {
        case .point(let p): return GMUPoint(coordinate: CLLocationCoordinate2D(latitude: p.latitude, longitude: p.longitude))
        case .lineString(let points), .linearRing(let points): return GMULineString(path: path(points))
        case .polygon(let outer, let inner): return GMUPolygon(paths: [path(outer)] + inner.map(path))
        case .multi(let parts): return GMUGeometryCollection(geometries: parts.map(Self.geometry))
        case .track(let samples): return GMULineString(path: path(samples.map(\.coordinate)))
        }
    }

    static func color(_ color: KMLColor?) -> UIColor? {
        color.map { UIColor(red: Double($0.red) / 255, green: Double($0.green) / 255, blue: Double($0.blue) / 255, alpha: Double($0.alpha) / 255) }
    }

    static func style(_ style: KMLStyle, id: String) -> GMUStyle {
        GMUStyle(styleID: id, strokeColor: color(style.line?.color), fillColor: color(style.polygon?.color),
                 width: CGFloat(style.line?.width ?? 0), scale: CGFloat(style.icon?.scale ?? 1),
                 heading: CGFloat(style.icon?.heading ?? 0), anchor: CGPoint(x: 0.5, y: 1), iconUrl: style.icon?.href,
                 title: style.balloon?.text, hasFill: style.polygon?.fill ?? true, hasStroke: style.polygon?.outline ?? true)
    }
}
