import Foundation
import GoogleMapsCompat

/// A KML `<GroundOverlay>` (the utility library's `GMUGroundOverlay`): a picture stretched over a
/// latitude/longitude box, the geometry of a ``GMUPlacemark`` in ``GMUKMLParser/placemarks``.
/// ``GMUGeometryRenderer`` draws it as a `GMSGroundOverlay` when its picture is a local file in the KML
/// file's folder (D181).
@MainActor
public final class GMUGroundOverlay: GMUGeometry {
    /// "GroundOverlay".
    public var type: String { "GroundOverlay" }
    /// The box's north-east corner.
    public let northEast: CLLocationCoordinate2D
    /// The box's south-west corner (its longitude greater than ``northEast``'s across the antimeridian).
    public let southWest: CLLocationCoordinate2D
    /// `<drawOrder>`: the overlay's `zIndex`.
    public let zIndex: Int32
    /// Degrees clockwise from north the picture is turned about the box's centre: the map's `bearing`
    /// (KML's `<rotation>` counts counterclockwise; the parser converts it, as the library's does).
    public let rotation: Double
    /// `<Icon><href>` as written in the file.
    public let href: String
    /// The folder a relative ``href`` is found in: the KML file's; nil when the KML came from data or a
    /// stream (then no picture is read). Beyond the library.
    public let baseURL: URL?
    /// The picture's opacity, from the alpha of the overlay's KML `<color>` (1 without one). Beyond the
    /// library.
    public let opacity: Float

    /// A ground overlay (the library's initializer): no folder to find a relative picture in, opaque.
    public convenience init(coordinate northEast: CLLocationCoordinate2D, southWest: CLLocationCoordinate2D,
                            zIndex: Int32, rotation: Double, href: String) {
        self.init(coordinate: northEast, southWest: southWest, zIndex: zIndex, rotation: rotation, href: href,
                  baseURL: nil, opacity: 1)
    }

    /// A ground overlay whose relative ``href`` is found in `baseURL`'s folder, drawn with `opacity`.
    public init(coordinate northEast: CLLocationCoordinate2D, southWest: CLLocationCoordinate2D, zIndex: Int32,
                rotation: Double, href: String, baseURL: URL?, opacity: Float) {
        self.northEast = northEast
        self.southWest = southWest
        self.zIndex = zIndex
        self.rotation = rotation
        self.href = href
        self.baseURL = baseURL
        self.opacity = opacity
    }
}
