import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// A `GET /staticmap` request, read from its query parameters in the grammar of Google's Maps Static
/// API — `center`, `zoom`, `size`, `scale`, `format`, `maptype`, repeated `markers`, `path` and
/// `visible`, and Google's `key`, `signature`, `client`, `channel`, `sensor`, `map_id`, `region`,
/// `language` — with this server's `bearing`, `tilt` and `selected` (`docs/serving.md`, "GET
/// /staticmap"). Without `center` or `zoom` the map is positioned from its markers, paths and `visible`
/// locations (``camera(markerSizes:)``). Its canonical form (``canonicalQuery``) is what its ETag is
/// taken from and what the front sends a worker; there it becomes a ``Scene`` value
/// (``scene(images:)``), and the scene the picture, as for `infowindow render` (S18).
public struct StaticMapRequest: Sendable, Equatable {
    /// The point at the centre of the view; nil to centre on the markers, paths and `visible`
    /// locations (implicit positioning).
    public var center: Coordinate?
    /// 0…22; nil for the largest zoom at which the markers, paths and `visible` locations fit.
    public var zoom: Double?
    /// The view's width in points, 1…``ServeLimits/maximumSide``. Default 640.
    public var width = 640
    /// The view's height in points, 1…``ServeLimits/maximumSide``. Default 480.
    public var height = 480
    /// Pixels per point: 1, 2, 3 or 4 (up to ``ServeLimits/maximumScale``). Default 1.
    public var scale = 1
    /// Degrees clockwise from north, 0…360. Default 0.
    public var bearing = 0.0
    /// Degrees of tilt, 0…60. Default 0.
    public var tilt = 0.0
    /// PNG (Google's `png`, `png32`), progressive JPEG (`jpg`), baseline JPEG (`jpg-baseline`), palette
    /// PNG (`png8`) or GIF. Default PNG.
    public var format = ImageFormat.png
    /// The markers, in the order given (later on top).
    public var markers: [StaticMarker] = []
    /// The paths (lines, and areas when filled), in the order given, under every marker.
    public var paths: [StaticPath] = []
    /// Locations kept in view when the map is positioned from what it shows; nothing is drawn there.
    public var visible: [Coordinate] = []
    /// `style`: the Google map style rules, as given (one `style=` value each, in order); empty for none.
    public var styles: [String] = []
    /// `language`: the language of the basemap's labels (a ``MapStyle/labelLanguage(_:)`` tag), where
    /// the tiles carry it (D98); nil for the local names.
    public var labelLanguage: String?
    /// The rules of ``styles`` read once (the same engine as `GMSMapStyle`); nil when there are none.
    public var mapStyle: GoogleMapStyle?
    /// The id (or title, scene rule F3) of the marker whose window is open; nil for none, or when
    /// ``openWindows`` are.
    public var selected: String?
    /// The ids (or titles) of the markers whose windows open together, two to
    /// ``Scene/maximumOpenWindows`` (`selected=a,b,c`, D90); empty when one window or none is open.
    public var openWindows: [String] = []
    /// What the server does differently from Google for this request (a map type drawn as a road map,
    /// an icon URL not fetched …), one sentence each, for the `X-Staticmap-Notice` header. They change
    /// nothing drawn, so they take no part in equality or the canonical form.
    public var notices = StaticMapNotices()

    /// The parameters `GET /staticmap` knows: Google's, then this server's own.
    public static let parameters = ["center", "zoom", "size", "scale", "format", "maptype", "markers", "path", "visible",
                                    "style", "language", "region", "map_id", "key", "signature", "client", "channel",
                                    "sensor", "bearing", "tilt", "selected"]
    /// The parameters that may be given more than once.
    static let repeatable: Set<String> = ["markers", "path", "visible", "style"]

    /// A request for `center` at `zoom`, with the defaults above.
    public init(center: Coordinate?, zoom: Double?) {
        self.center = center
        self.zoom = zoom
    }

    /// Reads the query's parameters. Every problem is a ``ServeError`` naming the parameter: an
    /// unknown or repeated one, a value of the wrong shape or out of range, a limit of `limits` passed.
    /// `key`, `signature`, `client` and `channel` are the front's (URL signing, S21) and are only
    /// checked for shape here.
    /// Addresses where a location goes are looked up in `places` (D95); without it they are a 400.
    public init(query items: [QueryItem], limits: ServeLimits = ServeLimits(), places: (any AddressBook)? = nil) throws(ServeError) {
        let total = items.reduce(0) { $0 + $1.name.utf8.count + ($1.value?.utf8.count ?? 0) + 2 }
        guard total <= limits.maximumQueryBytes else {
            let limit = ServeLimits.bytes(limits.maximumQueryBytes)
            throw .overLimit("query", limit: limit, status: 414,
                             "the query is more than \(limit) long; send large maps as a scene with POST /render")
        }
        var values: [String: String] = [:]
        var repeated: [String: [String]] = [:]
        for item in items where !(item.name.isEmpty && item.value == nil) {
            guard !item.name.isEmpty else {
                throw .invalid("query", "a value without a parameter name (\(QueryValue.quoted("=" + (item.value ?? "")))); write NAME=VALUE")
            }
            guard Self.parameters.contains(item.name) else { throw Self.unknown(item.name) }
            guard let value = item.value else {
                throw .invalid(item.name, "needs a value, e.g. \(item.name)=\(Self.example(item.name))")
            }
            if Self.repeatable.contains(item.name) {
                repeated[item.name, default: []].append(value)
            } else {
                guard values[item.name] == nil else {
                    throw .invalid(item.name, "is given twice; give it once")
                }
                values[item.name] = value
            }
        }
        self.init(center: nil, zoom: nil)
        if let text = values["center"] { center = try Self.location("center", Substring(text), places: places, notices: &notices) }
        if let text = values["zoom"] {
            zoom = try QueryValue.number("zoom", text, in: CameraPosition.minimumZoom...CameraPosition.maximumZoom)
        }
        if let text = values["size"] { (width, height) = try Self.size(text, limits: limits) }
        if let text = values["scale"] { scale = try Self.scale(text, limits: limits) }
        let pixelSide = max(width, height) * scale
        guard pixelSide <= limits.maximumPixelSide else {
            throw .overLimit("scale", limit: "\(limits.maximumPixelSide) pixels",
                             "\(width)x\(height) at scale \(scale) is \(pixelSide) pixels on its longer side, more than the limit of \(limits.maximumPixelSide); ask for a smaller size or scale")
        }
        if let text = values["bearing"] { bearing = try QueryValue.number("bearing", text, in: 0...360) }
        if let text = values["tilt"] {
            tilt = try QueryValue.number("tilt", text, in: 0...CameraPosition.maximumViewingAngle)
        }
        if let text = values["format"] { format = try Self.format(text) }
        try readGoogleParameters(values)
        if let values = repeated["style"] {
            do {
                mapStyle = try GoogleMapStyle(staticMapsStyles: values)
                styles = values
            } catch {
                throw .invalid("style", error.description)
            }
        }
        for (index, value) in (repeated["markers"] ?? []).enumerated() {
            let group = try StaticMarker.group(value, index: index, limits: limits, places: places)
            markers += group.markers
            notices.add(group.notices)
            guard markers.count <= limits.maximumMarkers else {
                throw .overLimit("markers", limit: "\(limits.maximumMarkers)",
                                 "more than \(limits.maximumMarkers) markers; send fewer, or draw them as a basemap")
            }
        }
        var pointCount = 0
        for (index, value) in (repeated["path"] ?? []).enumerated() {
            let path = try StaticPath(value, index: index, limits: limits, pointsSoFar: pointCount, places: places, notices: &notices)
            pointCount += path.points.count
            paths.append(path)
        }
        for value in repeated["visible"] ?? [] {
            for segment in value.utf8.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: true) {
                visible.append(try Self.location("visible", Substring(segment), places: places, notices: &notices))
            }
            guard visible.count <= limits.maximumMarkers else {
                throw .overLimit("visible", limit: "\(limits.maximumMarkers)",
                                 "more than \(limits.maximumMarkers) visible locations; send fewer")
            }
        }
        if let selected = values["selected"] { try readSelected(selected, limits: limits) }
        guard (center != nil && zoom != nil) || !markers.isEmpty || !paths.isEmpty || !visible.isEmpty else {
            let missing = center == nil ? "center" : "zoom"
            throw .invalid(missing, "is required when there are no markers, path or visible locations to position the map from, e.g. \(missing)=\(Self.example(missing))")
        }
    }

    static func unknown(_ name: String) -> ServeError {
        let hint = EditDistance.nearest(to: name, among: parameters).map { " (did you mean \"\($0)\"?)" } ?? ""
        return ServeError(status: 400, parameter: name,
                          message: "unknown parameter \(QueryValue.quoted(name))\(hint); the parameters are \(parameters.joined(separator: ", "))")
    }

    static func example(_ name: String) -> String {
        switch name {
        case "center": return "51.5,-0.127"
        case "zoom": return "10"
        case "size": return "640x480"
        case "scale": return "2"
        case "format": return "png"
        case "maptype": return "roadmap"
        case "markers": return "color:blue|label:A|51.5,-0.127"
        case "path": return "color:0x0000ff|weight:5|51.5,-0.127|51.52,-0.1"
        case "visible": return "51.5,-0.127"
        case "selected": return "london"
        case "sensor": return "false"
        case "language": return "en"
        case "region": return "gb"
        default: return "0"
        }
    }
}

/// The picture formats the server writes.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// PNG, 24-bit (S12).
    case png
    /// Baseline JPEG (Google's `jpg-baseline`; `jpeg`), through libjpeg-turbo.
    case jpeg
    /// PNG with a palette of at most 256 colours (Google's `png8`), through libgd (D62).
    case png8
    /// GIF, at most 256 colours, through libgd (D62).
    case gif
    /// Progressive JPEG (Google's `jpg`), through libjpeg-turbo (D62): the picture arrives coarse first.
    case progressiveJPEG = "jpg"

    /// The `Content-Type`.
    public var mimeType: String {
        switch self {
        case .png, .png8: return "image/png"
        case .jpeg, .progressiveJPEG: return "image/jpeg"
        case .gif: return "image/gif"
        }
    }
}

/// What the server does differently from Google's Static Maps API for one request, one sentence each
/// (`X-Staticmap-Notice`). Notices describe a picture; they are not part of it, so any two are equal.
public struct StaticMapNotices: Sendable, Equatable {
    /// The sentences, in the order they arose.
    public private(set) var items: [String] = []

    /// None.
    public init() {}

    /// Adds `notice`.
    public mutating func add(_ notice: String) { items.append(notice) }

    /// Adds every notice of `other`.
    public mutating func add(_ other: StaticMapNotices) { items += other.items }

    /// The header value: the sentences joined with "; ", printable ASCII only (others become `?`),
    /// at most 1,024 characters; nil when there are none.
    public var headerValue: String? {
        guard !items.isEmpty else { return nil }
        let text = String(decoding: items.joined(separator: "; ").utf8.prefix(1024).map { (0x20..<0x7F).contains($0) ? $0 : UInt8(ascii: "?") },
                          as: UTF8.self)
        return text
    }

    /// Notices never make two requests differ.
    public static func == (lhs: StaticMapNotices, rhs: StaticMapNotices) -> Bool { true }
}
