import Foundation

/// The four ground coordinates at the corners of the part of the map a camera shows: the SDK's
/// `GMSVisibleRegion`. Looking straight down it is a rectangle; tilted, a trapezoid whose near (bottom)
/// edge is the shorter. See ``Projection/visibleRegion()``.
public struct VisibleRegion: Hashable, Sendable {
    /// The bottom-left corner.
    public var nearLeft: Coordinate
    /// The bottom-right corner.
    public var nearRight: Coordinate
    /// The top-left corner.
    public var farLeft: Coordinate
    /// The top-right corner.
    public var farRight: Coordinate

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
