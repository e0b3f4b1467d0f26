import Foundation
import GoogleMapsCompat

/// A geometry read from a GeoJSON or KML file (the utility library's `GMUGeometry`): ``GMUPoint``,
/// ``GMULineString``, ``GMUPolygon`` or ``GMUGeometryCollection``.
@MainActor
public protocol GMUGeometry: AnyObject {
    /// The geometry's kind, as GeoJSON names it ("Point", "LineString", "Polygon", "GeometryCollection").
    var type: String { get }
}

/// Something with a geometry and a style (the utility library's `GMUGeometryContainer`): a GeoJSON
/// ``GMUFeature`` or a KML ``GMUPlacemark``.
@MainActor
public protocol GMUGeometryContainer: AnyObject {
    /// The geometry drawn.
    var geometry: GMUGeometry { get }
    /// The style it is drawn with; nil: a KML placemark's `styleUrl` decides, else the map's defaults.
    var style: GMUStyle? { get set }
}

/// A position (the utility library's `GMUPoint`): drawn as a marker.
@MainActor
public final class GMUPoint: GMUGeometry {
    /// "Point".
    public var type: String { "Point" }
    /// Where it is.
    public let coordinate: CLLocationCoordinate2D

    /// A point at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
    }
}

/// A line through positions (the utility library's `GMULineString`): drawn as a polyline.
@MainActor
public final class GMULineString: GMUGeometry {
    /// "LineString".
    public var type: String { "LineString" }
    /// Its positions in order.
    public let path: GMSPath

    /// A line along `path`.
    public init(path: GMSPath) {
        self.path = path
    }
}

/// An area (the utility library's `GMUPolygon`): the first path is its outline, the others its holes.
@MainActor
public final class GMUPolygon: GMUGeometry {
    /// "Polygon".
    public var type: String { "Polygon" }
    /// The outline, then the holes.
    public let paths: [GMSPath]

    /// An area of `paths`: the outline first, then any holes.
    public init(paths: [GMSPath]) {
        self.paths = paths
    }
}

/// Several geometries as one (the utility library's `GMUGeometryCollection`): GeoJSON's Multi… kinds and
/// GeometryCollection, KML's MultiGeometry.
@MainActor
public final class GMUGeometryCollection: GMUGeometry {
    /// "GeometryCollection".
    public var type: String { "GeometryCollection" }
    /// The geometries in order.
    public let geometries: [GMUGeometry]

    /// A collection of `geometries`.
    public init(geometries: [GMUGeometry]) {
        self.geometries = geometries
    }
}
