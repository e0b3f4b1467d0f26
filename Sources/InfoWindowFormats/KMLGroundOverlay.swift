/// A `<GroundOverlay>`: a picture laid over a latitude/longitude box (KML 2.2, 11.2).
///
/// Delivered only when it can be drawn: an `<Icon><href>` and a `<LatLonBox>` whose four edges are
/// numbers in range with north above south (east below west crosses the antimeridian). Anything else is
/// a warning and the overlay is skipped; `gx:LatLonQuad` (a picture on four free corners) is not read.
public struct KMLGroundOverlay: Sendable, Equatable {
    /// The `id` attribute.
    public var id: String?
    /// `<name>`, whitespace trimmed.
    public var name: String?
    /// `<description>` as written, whitespace trimmed.
    public var description: String?
    /// `<Icon><href>` as written, trimmed: a path relative to the KML file, or a URL.
    public var href: String
    /// `<LatLonBox><north>`: the box's top edge, degrees of latitude.
    public var north: Double
    /// `<LatLonBox><south>`: the box's bottom edge.
    public var south: Double
    /// `<LatLonBox><east>`: the box's right edge, degrees of longitude.
    public var east: Double
    /// `<LatLonBox><west>`: the box's left edge (greater than ``east`` across the antimeridian).
    public var west: Double
    /// `<LatLonBox><rotation>`: degrees the picture is turned counterclockwise about the box's centre,
    /// −180…180 (0 when absent or out of range, with a warning).
    public var rotation: Double
    /// `<drawOrder>`: higher draws over lower (0 when absent).
    public var drawOrder: Int
    /// `<color>` (`aabbggrr`) the picture is blended with; nil when absent.
    public var color: KMLColor?
    /// Names of the enclosing `<Document>`s and `<Folder>`s, outermost first.
    public var folders: [String]
    /// The line where the overlay's start tag ends.
    public var line: Int

    /// A ground overlay.
    public init(id: String? = nil, name: String? = nil, description: String? = nil, href: String, north: Double,
                south: Double, east: Double, west: Double, rotation: Double = 0, drawOrder: Int = 0,
                color: KMLColor? = nil, folders: [String] = [], line: Int = 0) {
        self.id = id
        self.name = name
        self.description = description
        self.href = href
        self.north = north
        self.south = south
        self.east = east
        self.west = west
        self.rotation = rotation
        self.drawOrder = drawOrder
        self.color = color
        self.folders = folders
        self.line = line
    }
}
