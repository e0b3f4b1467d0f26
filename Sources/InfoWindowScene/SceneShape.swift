import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowMap

/// A line or an area of a ``Scene``: the values a ``Polyline`` (no ``fillColor``) or a ``Polygon``
/// (with one) is made from, drawn under every marker (R31). Built in code — the server's `path`
/// parameters become these —; scene files do not hold shapes yet.
public struct SceneShape: Sendable, Equatable {
    /// The points, in order. A line needs two, an area three (D38); an area closes back to its first.
    public var path: [Coordinate]
    /// The colour of the line or the area's outline; nil draws none.
    public var strokeColor: Color?
    /// The line's width in points. Default 1.
    public var strokeWidth: CGFloat
    /// The colour inside: set, the shape is an area (a ``Polygon``); nil, a line (a ``Polyline``).
    public var fillColor: Color?
    /// Whether segments follow great circles. Default false.
    public var geodesic: Bool

    /// A blue line 1 point wide through `path`.
    public init(path: [Coordinate], strokeColor: Color? = .blue, strokeWidth: CGFloat = 1, fillColor: Color? = nil,
                geodesic: Bool = false) {
        self.path = path
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.fillColor = fillColor
        self.geodesic = geodesic
    }

    /// A new ``Polyline`` or ``Polygon`` with these values, on `map`.
    @MainActor func add(to map: MapView) {
        let coordinates = CoordinatePath(coordinates: path)
        if let fillColor {
            let polygon = Polygon(path: coordinates)
            polygon.fillColor = fillColor
            polygon.strokeColor = strokeColor
            polygon.strokeWidth = strokeWidth
            polygon.geodesic = geodesic
            polygon.map = map
        } else {
            let line = Polyline(path: coordinates)
            line.strokeColor = strokeColor ?? .clear
            line.strokeWidth = strokeColor == nil ? 0 : strokeWidth
            line.geodesic = geodesic
            line.map = map
        }
    }
}
