import Foundation

/// One `<when>` + `<gx:coord>` sample of a `<gx:Track>`.
public struct KMLTrackPoint: Sendable, Equatable {
    /// `<when>`, nil when it could not be read (a warning says so).
    public var time: Date?
    /// `<gx:coord>` ("lon lat alt").
    public var coordinate: GeoPoint

    /// A sample.
    public init(time: Date?, coordinate: GeoPoint) {
        self.time = time
        self.coordinate = coordinate
    }
}

/// A placemark's geometry. Coordinates are always valid (see `GeoPoint`); KML's order in the
/// file is longitude, latitude, altitude.
public indirect enum KMLGeometry: Sendable, Equatable {
    /// `<Point>`: one position.
    case point(GeoPoint)
    /// `<LineString>`: two or more positions.
    case lineString([GeoPoint])
    /// A `<LinearRing>` on its own: four or more positions, the last equal to the first.
    case linearRing([GeoPoint])
    /// `<Polygon>`: its `<outerBoundaryIs>` ring and any `<innerBoundaryIs>` rings (holes).
    case polygon(outer: [GeoPoint], inner: [[GeoPoint]])
    /// `<MultiGeometry>` (and `<gx:MultiTrack>`): its geometries in order.
    case multi([KMLGeometry])
    /// `<gx:Track>`: timed positions.
    case track([KMLTrackPoint])
}

/// A `<Placemark>`, flattened out of its `<Document>`s and `<Folder>`s.
public struct KMLPlacemark: Sendable, Equatable {
    /// The `id` attribute.
    public var id: String?
    /// `<name>`, whitespace trimmed.
    public var name: String?
    /// `<description>` as written (often HTML, from CDATA), whitespace trimmed.
    public var description: String?
    /// `<styleUrl>` as written (`#id` for a style or style map in this file).
    public var styleURL: String?
    /// An inline `<Style>` (applies over the `styleURL`'s style).
    public var style: KMLStyle?
    /// The geometry; nil when the placemark has none or it was unusable (a warning says why).
    public var geometry: KMLGeometry?
    /// Names of the enclosing `<Document>`s and `<Folder>`s, outermost first ("" for an unnamed one).
    public var folders: [String]
    /// The line where the placemark's start tag ends.
    public var line: Int

    /// A placemark.
    public init(id: String? = nil, name: String? = nil, description: String? = nil, styleURL: String? = nil,
                style: KMLStyle? = nil, geometry: KMLGeometry? = nil, folders: [String] = [], line: Int = 0) {
        self.id = id
        self.name = name
        self.description = description
        self.styleURL = styleURL
        self.style = style
        self.geometry = geometry
        self.folders = folders
        self.line = line
    }
}

/// What `KMLReader` delivers, in document order.
public enum KMLItem: Sendable, Equatable {
    /// A placemark, when its end tag is read.
    case placemark(KMLPlacemark)
    /// A shared `<Style id>` (outside placemarks and style maps).
    case style(KMLStyle)
    /// A `<StyleMap id>`.
    case styleMap(KMLStyleMap)
    /// A `<GroundOverlay>` that can be drawn, when its end tag is read.
    case groundOverlay(KMLGroundOverlay)
}

/// What a streamed read found, returned at the end.
public struct KMLSummary: Sendable, Equatable {
    /// The first `<Document><name>`, nil when none.
    public var documentName: String?
    /// Placemarks delivered.
    public var placemarks = 0
    /// Shared styles delivered.
    public var styles = 0
    /// Style maps delivered.
    public var styleMaps = 0
    /// Ground overlays delivered.
    public var groundOverlays = 0
    /// The first `KMLReader.maxKeptWarnings` warnings.
    public var warnings: [FormatWarning] = []
    /// All warnings, kept or not.
    public var warningCount = 0
}
