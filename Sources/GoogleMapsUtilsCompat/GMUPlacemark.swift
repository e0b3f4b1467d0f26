import Foundation
import GoogleMapsCompat

/// A KML placemark (the utility library's `GMUPlacemark`): a geometry, its `<name>` and `<description>`
/// (the title and snippet of a Point's info window) and its style.
@MainActor
public final class GMUPlacemark: GMUGeometryContainer {
    /// The geometry.
    public let geometry: GMUGeometry
    /// `<name>`.
    public let title: String?
    /// `<description>`.
    public let snippet: String?
    /// `<styleUrl>` as written (`#id` of a style or style map in the file).
    public let styleUrl: String?
    /// Its inline `<Style>`, applied over its `styleUrl`'s style (nil: the `styleUrl` decides).
    public var style: GMUStyle?

    /// A placemark.
    public init(geometry: GMUGeometry, title: String?, snippet: String?, style: GMUStyle?, styleUrl: String?) {
        self.geometry = geometry
        self.title = title
        self.snippet = snippet
        self.style = style
        self.styleUrl = styleUrl
    }
}
