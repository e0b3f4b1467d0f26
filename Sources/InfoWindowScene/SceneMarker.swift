import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// One marker of a ``Scene``: the values a ``Marker`` is made from, plus an optional custom window.
/// Defaults are the ``Marker`` defaults.
public struct SceneMarker: Sendable, Equatable {
    /// A name to select the marker by (`"selected"`, `--select`); nil for none. Markers made from a
    /// scene carry it in ``Marker/userData`` as a `String`.
    public var id: String?
    /// Where the marker is.
    public var position: Coordinate
    /// The window's title. Default nil.
    public var title: String?
    /// The window's snippet. Default nil.
    public var snippet: String?
    /// An image replacing the default pin. Default nil.
    public var icon: SceneImage?
    /// The colour of the default pin when there is no ``icon``; nil for the standard red.
    public var pinColor: Color?
    /// How many times the standard size the default pin is drawn (GeoJSON's `marker-size`). Default 1.
    public var pinSize: Double = 1
    /// One letter or digit drawn in the default pin's head (GeoJSON's `marker-symbol`); nil for the dot.
    public var pinLabel: String?
    /// The icon point on the position, in the icon's unit square. Default (0.5, 1).
    public var groundAnchor: CGPoint
    /// The icon point under the window's tip (R20). Default (0.5, 0).
    public var infoWindowAnchor: CGPoint
    /// Drawing order: higher is on top. Default 0.
    public var zIndex: Int32
    /// Degrees clockwise about the ground anchor. Default 0.
    public var rotation: Double
    /// Whether the marker lies flat on the map. Default false.
    public var isFlat: Bool
    /// Opacity of the icon, 0…1. Default 1.
    public var opacity: Float
    /// Whether taps hit the marker. Default true.
    public var isTappable: Bool
    /// A custom window replacing the whole default window (R15); nil for none.
    public var infoWindow: SceneWindow?
    /// Custom contents placed inside the default frame (R16); nil for none.
    public var infoContents: SceneWindow?

    /// A marker at `position` with the defaults above.
    public init(position: Coordinate, id: String? = nil, title: String? = nil, snippet: String? = nil) {
        self.id = id
        self.position = position
        self.title = title
        self.snippet = snippet
        self.icon = nil
        self.pinColor = nil
        self.groundAnchor = CGPoint(x: 0.5, y: 1)
        self.infoWindowAnchor = CGPoint(x: 0.5, y: 0)
        self.zIndex = 0
        self.rotation = 0
        self.isFlat = false
        self.opacity = 1
        self.isTappable = true
        self.infoWindow = nil
        self.infoContents = nil
    }

    /// A new ``Marker`` with these values (not yet on a map).
    @MainActor public func makeMarker() -> Marker {
        let marker = Marker(position: position)
        marker.title = title
        marker.snippet = snippet
        if let icon {
            marker.icon = icon.image
        } else if pinSize != 1 || pinLabel != nil {
            marker.icon = Image.pin(color: pinColor ?? PinShape.defaultColor, factor: CGFloat(pinSize), label: pinLabel)
        } else if let pinColor {
            marker.icon = Marker.markerImage(with: pinColor)
        }
        if groundAnchor != Marker.defaultGroundAnchor { marker.groundAnchor = groundAnchor }
        if infoWindowAnchor != Marker.defaultInfoWindowAnchor { marker.infoWindowAnchor = infoWindowAnchor }
        if zIndex != 0 { marker.zIndex = zIndex }
        if rotation != 0 { marker.rotation = rotation }
        if isFlat { marker.isFlat = true }
        if opacity != 1 { marker.opacity = opacity }
        if !isTappable { marker.isTappable = false }
        if let id { marker.userData = id }
        return marker
    }
}

/// An image a scene names: the decoded picture and the path it was read from. Two scene images are
/// equal when their paths are.
public struct SceneImage: Sendable, Equatable {
    /// The path the image was read from, as it was opened.
    public let path: String
    /// The decoded image.
    public let image: Image

    /// Pairs an image with the path it came from.
    public init(path: String, image: Image) {
        self.path = path
        self.image = image
    }

    /// Loads the PNG at `path` (a name ending in `@2x` is a 2× image).
    public init(contentsOfFile path: String) throws(ImageError) {
        self.init(path: path, image: try Image.load(contentsOfFile: path))
    }

    /// Equal when the paths are.
    public static func == (lhs: SceneImage, rhs: SceneImage) -> Bool { lhs.path == rhs.path }
}
