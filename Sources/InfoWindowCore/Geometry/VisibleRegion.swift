import Foundation

/// The four ground coordinates at the corners of the part of the map a camera shows: the SDK's
/// `GMSVisibleRegion`. Looking straight down it is a rectangle; tilted, a trapezoid whose near (bottom)
/// edge is the shorter. See ``Projection/visibleRegion()``.
///
/// Four corners cannot tell a view more than 180° of longitude wide (zoomed far out) from the narrow
/// box the other way round; a region made by a projection also remembers how far east its view
/// reaches, so `CoordinateBounds(region:)` covers what was shown (G8). Changing a corner forgets it.
public struct VisibleRegion: Hashable, Sendable {
    /// The bottom-left corner.
    public var nearLeft: Coordinate { didSet { shownLongitudes = nil } }
    /// The bottom-right corner.
    public var nearRight: Coordinate { didSet { shownLongitudes = nil } }
    /// The top-left corner.
    public var farLeft: Coordinate { didSet { shownLongitudes = nil } }
    /// The top-right corner.
    public var farRight: Coordinate { didSet { shownLongitudes = nil } }

    /// The longitudes the view showed, west edge and degrees east of it (may pass 360), when a
    /// projection made this region.
    var shownLongitudes: LongitudeRange?

    /// A longitude range: its west edge in degrees and its width eastwards.
    struct LongitudeRange: Hashable, Sendable {
        var west: Double
        var span: Double
    }

    /// A region with the four corners given.
    public init(nearLeft: Coordinate, nearRight: Coordinate, farLeft: Coordinate, farRight: Coordinate) {
        self.nearLeft = nearLeft
        self.nearRight = nearRight
        self.farLeft = farLeft
        self.farRight = farRight
    }

    /// A region with every corner at (0, 0), as the SDK's C struct starts.
    public init() {
        let zero = Coordinate(latitude: 0, longitude: 0)
        self.init(nearLeft: zero, nearRight: zero, farLeft: zero, farRight: zero)
    }
}
