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
///
/// A `<GroundOverlay>` is a placemark whose geometry is a ``GMUGroundOverlay``, in document order among
/// the others, as in the library (D181). ``parse()`` keeps every placemark, so its memory is the
/// placemarks' (never the file's bytes: the file is read 64 KiB at a time); ``parse(each:)`` hands each
/// over as it is read and keeps none, so a file of any size — a gigabyte through ``init(stream:)`` — is
/// read in the memory of one placemark and the file's styles (D180).
@MainActor
public final class GMUKMLParser {
    /// The placemarks with a geometry and the ground overlays, in file order.
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

    /// A parser of KML read from `stream` (the library's `initWithStream:`; named "KML stream" in
    /// errors). The stream is opened if it is not open, read to its end once and closed by the parse; a
    /// second parse of it is an error. A ground overlay's relative picture cannot be found from a stream
    /// (there is no folder), so it is not drawn, with a warning.
    public init(stream: InputStream) {
        source = .stream(stream)
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
        var kept: [KMLItem] = []
        let document = try read { item, _ in kept.append(item) }
        // Styles anywhere in the file apply to every placemark (KML's rule), so they are resolved at the end.
        var read: [GMUGeometryContainer] = []
        for item in kept {
            if let container = container(item, styles: document) { read.append(container) }
        }
        placemarks = read
    }

    /// Hands each placemark with a geometry (and each ground overlay) to `body` as soon as it is read, in
    /// file order, and keeps none: ``placemarks`` stays empty, ``styles`` and ``styleMaps`` are filled,
    /// and memory holds one placemark and the styles (D180). A placemark's inline style applies over the
    /// shared styles read before it (writers put them first). On failure ``error`` says why (also printed
    /// as a warning); the placemarks before the problem have been handed over.
    public func parse(each body: (GMUGeometryContainer) -> Void) {
        do {
            try parseOrThrow(each: body)
        } catch {
            Diagnostics.warn("GMUKMLParser: \(error)")
        }
    }

    /// ``parse(each:)``, throwing the ``GMUParseError`` instead of printing it.
    public func parseOrThrow(each body: (GMUGeometryContainer) -> Void) throws(GMUParseError) {
        _ = try read { item, styles in
            if let container = container(item, styles: styles) { body(container) }
        }
    }

    /// Streams the source: styles and style maps go into the returned document (and ``styles``/``styleMaps``
    /// at the end), placemarks and ground overlays to `body` with the styles read so far.
    private func read(_ body: (KMLItem, KMLDocument) -> Void) throws(GMUParseError) -> KMLDocument {
        placemarks = []
        styles = []
        styleMaps = []
        error = nil
        let name: String
        var document: KMLDocument
        do {
            let summary: KMLSummary
            switch source {
            case .file(let path):
                name = path
                document = KMLDocument(file: name)
                summary = try KMLReader().read(fileAt: path) { Self.route($0, into: &document, body) }
            case .bytes(let bytes):
                name = "KML data"
                document = KMLDocument(file: name)
                summary = try KMLReader().read(bytes: bytes, name: name) { Self.route($0, into: &document, body) }
            case .stream(let stream):
                name = "KML stream"
                document = KMLDocument(file: name)
                guard stream.streamStatus != .closed else {
                    throw FormatError(.unreadable, file: name, message: "was already read to its end by an earlier parse",
                                      fix: "give the parser a new stream")
                }
                defer { stream.close() }
                summary = try KMLReader().read(stream: stream, name: name) { Self.route($0, into: &document, body) }
            }
            for warning in summary.warnings { Diagnostics.warn("GMUKMLParser: \(warning)") }
            if summary.warningCount > summary.warnings.count {
                Diagnostics.warn("GMUKMLParser: \(name): \(summary.warningCount - summary.warnings.count) more warnings not shown")
            }
        } catch let failure as FormatError {
            error = GMUParseError(failure)
            throw GMUParseError(failure)
        } catch {
            let failure = GMUParseError(file: "KML", description: "KML: \(error)")
            self.error = failure
            throw failure
        }
        styles = document.styles.values.sorted { ($0.id ?? "") < ($1.id ?? "") }.map { Self.style($0, id: "#" + ($0.id ?? "")) }
        styleMaps = document.styleMaps.values.sorted { $0.id < $1.id }.map { map in
            var pairs: [GMUPair] = []
            if let url = map.normal?.styleURL { pairs.append(GMUPair(key: "normal", styleUrl: url)) }
            if let url = map.highlight?.styleURL { pairs.append(GMUPair(key: "highlight", styleUrl: url)) }
            return GMUStyleMap(id: "#" + map.id, pairs: pairs)
        }
        return document
    }

    private static func route(_ item: KMLItem, into document: inout KMLDocument, _ body: (KMLItem, KMLDocument) -> Void) {
        switch item {
        case .style, .styleMap: document.add(item)
        case .placemark, .groundOverlay: body(item, document)
        }
    }

    /// A placemark or ground overlay as the library's placemark; nil for a placemark without a geometry.
    private func container(_ item: KMLItem, styles document: KMLDocument) -> GMUGeometryContainer? {
        switch item {
        case .placemark(let placemark):
            guard let geometry = placemark.geometry.map(Self.geometry) else { return nil }
            // An inline style applies over the shared one (KML's rule), so the placemark carries the result.
            let inline = placemark.style.flatMap { _ in document.style(for: placemark) }.map { Self.style($0, id: "") }
            return GMUPlacemark(geometry: geometry, title: placemark.name, snippet: placemark.description,
                                style: inline, styleUrl: placemark.styleURL)
        case .groundOverlay(let overlay):
            let geometry = GMUGroundOverlay(
                coordinate: CLLocationCoordinate2D(latitude: overlay.north, longitude: overlay.east),
                southWest: CLLocationCoordinate2D(latitude: overlay.south, longitude: overlay.west),
                zIndex: Int32(clamping: overlay.drawOrder), rotation: Self.bearing(kmlRotation: overlay.rotation),
                href: overlay.href, baseURL: source.folder, opacity: Float(overlay.color?.alpha ?? 255) / 255)
            return GMUPlacemark(geometry: geometry, title: overlay.name, snippet: overlay.description, style: nil, styleUrl: nil)
        case .style, .styleMap:
            return nil
        }
    }

    /// KML's `<rotation>` (degrees counterclockwise, −180…180) as a map bearing (degrees clockwise, 0…360).
    static func bearing(kmlRotation rotation: Double) -> Double {
        rotation <= 0 ? -rotation : 360 - rotation
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
