/// A map view's bounds in degrees, as a map reports them.
///
/// `west` may exceed `east` (the view crosses the antimeridian) and either may lie outside
/// −180…180 (a wrapped view, e.g. 170…190); a span of 360° or more covers the whole world.
/// `south` and `north` are clamped to ±85.0511 and swapped if given in the wrong order.
public struct ClusterBounds: Sendable, Hashable {
    /// Western edge in degrees.
    public var west: Double
    /// Southern edge in degrees.
    public var south: Double
    /// Eastern edge in degrees.
    public var east: Double
    /// Northern edge in degrees.
    public var north: Double

    /// Bounds from the four edges in degrees.
    public init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west
        self.south = south
        self.east = east
        self.north = north
    }

    /// The whole world.
    public static let world = ClusterBounds(west: -180, south: -90, east: 180, north: 90)
}
