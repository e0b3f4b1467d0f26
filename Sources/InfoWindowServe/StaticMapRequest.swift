import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// A `GET /staticmap` request, read from its query parameters in the style of Google's Static Maps
/// API: `center`, `zoom`, `size`, `scale`, `bearing`, `tilt`, `format`, repeated `markers` and
/// `selected` (`docs/serving.md`, "GET /staticmap"). Its canonical form (``canonicalQuery``) is what its
/// ETag is taken from and what the front sends a worker; there it becomes a ``Scene`` value
/// (``scene(images:)``), and the scene the picture, as for `infowindow render` (S18).
public struct StaticMapRequest: Sendable, Equatable {
    /// The point at the centre of the view. Required.
    public var center: Coordinate
    /// 0…22. Required.
    public var zoom: Double
    /// The view's width in points, 1…``ServeLimits/maximumSide``. Default 640.
    public var width = 640
    /// The view's height in points, 1…``ServeLimits/maximumSide``. Default 480.
    public var height = 480
    /// Pixels per point: 1, 2 or 3 (up to ``ServeLimits/maximumScale``). Default 1.
    public var scale = 1
    /// Degrees clockwise from north, 0…360. Default 0.
    public var bearing = 0.0
    /// Degrees of tilt, 0…60. Default 0.
    public var tilt = 0.0
    /// PNG or JPEG. Default PNG.
    public var format = ImageFormat.png
    /// The markers, in the order given (later on top).
    public var markers: [StaticMarker] = []
    /// The id (or title, scene rule F3) of the marker whose window is open; nil for none.
    public var selected: String?

    /// The parameters `GET /staticmap` knows.
    public static let parameters = ["center", "zoom", "size", "scale", "bearing", "tilt", "format", "markers", "selected"]

    /// A request for `center` at `zoom`, with the defaults above.
    public init(center: Coordinate, zoom: Double) {
        self.center = center
        self.zoom = zoom
    }

    /// Reads the query's parameters. Every problem is a ``ServeError`` naming the parameter: an
    /// unknown or repeated one, a value of the wrong shape or out of range, a limit of `limits` passed.
    public init(query items: [QueryItem], limits: ServeLimits = ServeLimits()) throws(ServeError) {
        let total = items.reduce(0) { $0 + $1.name.utf8.count + ($1.value?.utf8.count ?? 0) + 2 }
        guard total <= limits.maximumQueryBytes else {
            let limit = ServeLimits.bytes(limits.maximumQueryBytes)
            throw .overLimit("query", limit: limit, status: 414,
                             "the query is more than \(limit) long; send large maps as a scene with POST /render")
        }
        var values: [String: String] = [:]
        var markerValues: [String] = []
        for item in items where !(item.name.isEmpty && item.value == nil) {
            guard !item.name.isEmpty else {
                throw .invalid("query", "a value without a parameter name (\(QueryValue.quoted("=" + (item.value ?? "")))); write NAME=VALUE")
            }
            guard Self.parameters.contains(item.name) else { throw Self.unknown(item.name) }
            guard let value = item.value else {
                throw .invalid(item.name, "needs a value, e.g. \(item.name)=\(Self.example(item.name))")
            }
            if item.name == "markers" {
                markerValues.append(value)
            } else {
                guard values[item.name] == nil else {
                    throw .invalid(item.name, "is given twice; give it once")
                }
                values[item.name] = value
            }
        }
        guard let centerText = values["center"] else { throw Self.missing("center") }
        guard let center = QueryValue.coordinate(Substring(centerText)) else {
            throw .invalid("center", "expected LATITUDE,LONGITUDE in degrees (latitude -90 to 90, longitude -180 to 180), e.g. 51.5,-0.127, got \(QueryValue.quoted(centerText))")
        }
        guard let zoomText = values["zoom"] else { throw Self.missing("zoom") }
        self.init(center: center, zoom: try QueryValue.number("zoom", zoomText,
                                                              in: CameraPosition.minimumZoom...CameraPosition.maximumZoom))
        if let text = values["size"] { (width, height) = try Self.size(text, limits: limits) }
        if let text = values["scale"] { scale = try Self.scale(text, limits: limits) }
        if let text = values["bearing"] { bearing = try QueryValue.number("bearing", text, in: 0...360) }
        if let text = values["tilt"] {
            tilt = try QueryValue.number("tilt", text, in: 0...CameraPosition.maximumViewingAngle)
        }
        if let text = values["format"] {
            guard let format = ImageFormat(rawValue: text) else {
                throw .invalid("format", "expected png or jpeg, got \(QueryValue.quoted(text))")
            }
            self.format = format
        }
        for (index, value) in markerValues.enumerated() {
            markers += try StaticMarker.group(value, index: index, limits: limits)
            guard markers.count <= limits.maximumMarkers else {
                throw .overLimit("markers", limit: "\(limits.maximumMarkers)",
                                 "more than \(limits.maximumMarkers) markers; send fewer, or draw them as a basemap")
            }
        }
        if let selected = values["selected"] {
            try StaticMarker.checkName(selected, parameter: "selected", label: "selected", limits: limits)
            self.selected = selected
        }
    }

    private static func size(_ text: String, limits: ServeLimits) throws(ServeError) -> (Int, Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
              let w = Int(parts[0]), let h = Int(parts[1]), w >= 1, h >= 1 else {
            throw .invalid("size", "expected WIDTHxHEIGHT in whole points, e.g. 640x480, got \(QueryValue.quoted(text))")
        }
        let side = limits.maximumSide
        guard w <= side, h <= side else {
            throw .overLimit("size", limit: "\(side)x\(side)",
                             "\(w)x\(h) is larger than the limit of \(side)x\(side) points; ask for a smaller size (and a scale for more pixels)")
        }
        return (w, h)
    }

    private static func scale(_ text: String, limits: ServeLimits) throws(ServeError) -> Int {
        guard text.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text), value >= 1 else {
            throw .invalid("scale", "expected a whole number of pixels per point from 1 to \(limits.maximumScale), got \(QueryValue.quoted(text))")
        }
        guard value <= limits.maximumScale else {
            throw .overLimit("scale", limit: "\(limits.maximumScale)",
                             "\(value) is more than the limit of \(limits.maximumScale) pixels per point")
        }
        return value
    }

    private static func unknown(_ name: String) -> ServeError {
        let hint = EditDistance.nearest(to: name, among: parameters).map { " (did you mean \"\($0)\"?)" } ?? ""
        return ServeError(status: 400, parameter: name,
                          message: "unknown parameter \(QueryValue.quoted(name))\(hint); the parameters are \(parameters.joined(separator: ", "))")
    }

    private static func missing(_ name: String) -> ServeError {
        .invalid(name, "is required, e.g. \(name)=\(example(name))")
    }

    private static func example(_ name: String) -> String {
        switch name {
        case "center": return "51.5,-0.127"
        case "zoom": return "10"
        case "size": return "640x480"
        case "scale": return "2"
        case "format": return "jpeg"
        case "markers": return "title:London|51.5,-0.127"
        case "selected": return "london"
        default: return "0"
        }
    }
}

/// The picture formats the server writes.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// PNG, through Cairo (libpng).
    case png
    /// JPEG, through libjpeg-turbo.
    case jpeg

    /// The `Content-Type`.
    public var mimeType: String { self == .png ? "image/png" : "image/jpeg" }
}
