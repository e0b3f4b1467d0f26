import Foundation
import GoogleMapsCompat

/// How a geometry is drawn (the utility library's `GMUStyle`, from a KML `<Style>`).
@MainActor
public final class GMUStyle {
    /// `#` and the style's `id`, as a `styleUrl` names it.
    public let styleID: String
    /// `<LineStyle><color>`: lines and outlines.
    public let strokeColor: UIColor?
    /// `<PolyStyle><color>`: the fill of areas.
    public let fillColor: UIColor?
    /// `<LineStyle><width>` in points; 0 when not given (the map's default).
    public let width: CGFloat
    /// `<IconStyle><scale>`; 1 when not given.
    public let scale: CGFloat
    /// `<IconStyle><heading>`, degrees; 0 when not given.
    public let heading: CGFloat
    /// The icon's point on the position (0.5, 1: the bottom centre).
    public let anchor: CGPoint
    /// `<IconStyle><Icon><href>`.
    public let iconUrl: String?
    /// `<BalloonStyle><text>`: a point's title in place of the placemark's name.
    public let title: String?
    /// `<PolyStyle><fill>` (default true).
    public let hasFill: Bool
    /// `<PolyStyle><outline>` (default true).
    public let hasStroke: Bool

    /// A style.
    public init(styleID: String, strokeColor: UIColor?, fillColor: UIColor?, width: CGFloat, scale: CGFloat, heading: CGFloat,
                anchor: CGPoint, iconUrl: String?, title: String?, hasFill: Bool, hasStroke: Bool) {
        self.styleID = styleID
        self.strokeColor = strokeColor
        self.fillColor = fillColor
        self.width = width
        self.scale = scale
        self.heading = heading
        self.anchor = anchor
        self.iconUrl = iconUrl
        self.title = title
        self.hasFill = hasFill
        self.hasStroke = hasStroke
    }
}
