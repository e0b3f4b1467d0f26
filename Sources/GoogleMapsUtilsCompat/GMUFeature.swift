import Foundation
import GoogleMapsCompat

/// A GeoJSON feature (the utility library's `GMUFeature`): a geometry, its `id` and its `properties`.
///
/// ``GMUGeometryRenderer`` shows a Point feature as a marker whose window holds the style's title, else the
/// property `title` or `name`, and the property `snippet` or `description` (D189).
@MainActor
public final class GMUFeature: GMUGeometryContainer {
    /// The geometry.
    public let geometry: GMUGeometry
    /// The feature's `id` (a number is written as in the file); nil when it has none.
    public let identifier: String?
    /// The `properties`: strings, numbers (`Double`), booleans, `NSNull`, arrays and dictionaries.
    public let properties: [String: Any]?
    /// The `bbox`, when the file gives one.
    public let boundingBox: GMSCoordinateBounds?
    /// The style it is drawn with (GeoJSON has none; the app may set one).
    public var style: GMUStyle?

    /// A feature.
    public init(geometry: GMUGeometry, identifier: String?, properties: [String: Any]?, boundingBox: GMSCoordinateBounds?) {
        self.geometry = geometry
        self.identifier = identifier
        self.properties = properties
        self.boundingBox = boundingBox
    }
}
