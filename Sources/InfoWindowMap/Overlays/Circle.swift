import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A circle on the Earth: every point within ``radius`` metres of ``position``, measured along the
/// Earth (the SDK's `GMSCircle`), filled with ``fillColor`` and outlined with ``strokeColor``,
/// ``strokeWidth`` points wide. Its outline is the true circle on the sphere as Web Mercator shows it:
/// wider towards the poles, a band to the edge of the world around a pole it holds, in one piece across
/// the antimeridian (D41). Taps inside it, by distance on the Earth, hit it (R32). Any change is drawn at
/// the next frame.
@MainActor
public final class Circle: Overlay {
    /// The centre. A non-finite coordinate is refused with a warning, keeping the old one; a latitude
    /// beyond ±90° is clamped (D37, as a marker's, D1–D2).
    public var position: Coordinate {
        get { storedPosition }
        set {
            guard let value = Self.accepts(newValue, kept: storedPosition) else { return }
            storedPosition = value
            geometryDidChange()
        }
    }
    /// The radius in metres on the Earth (the SDK's sphere, G1). A negative or non-finite radius is
    /// refused with a warning, keeping the old one (D37); 0 draws nothing.
    public var radius: Double {
        get { storedRadius }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                Diagnostics.warn("Circle.radius \(newValue) is not a finite distance ≥ 0 m; kept \(storedRadius)")
                return
            }
            storedRadius = newValue
            geometryDidChange()
        }
    }
    /// The colour inside; nil draws no fill (taps still hit the area). Default nil, as the SDK's.
    public var fillColor: Color? { didSet { if fillColor != oldValue { owner?.setNeedsDisplay() } } }
    /// The colour of the outline; nil draws none. Default black, as the SDK's.
    public var strokeColor: Color? = .black { didSet { if strokeColor != oldValue { owner?.setNeedsDisplay() } } }
    /// The width of the outline in view points. Default 1. A negative or non-finite width is refused with
    /// a warning, keeping the old one (D37).
    public var strokeWidth: CGFloat {
        get { storedWidth }
        set {
            guard let width = Polyline.accepts(width: newValue, kept: storedWidth, in: "Circle") else { return }
            storedWidth = width
            owner?.setNeedsDisplay()
        }
    }

    /// A short description (the SDK's `title`). Default nil. With ``MapView/opensOverlayInfoWindows`` on,
    /// a tap on the circle opens a window showing it in bold (R33, D148).
    public var title: String? { didSet { if title != oldValue { owner?.overlayContentDidChange(self) } } }
    /// The window's second text, below the title (R33, D148; beyond the SDK, whose shapes have none).
    /// Default nil.
    public var snippet: String? { didSet { if snippet != oldValue { owner?.overlayContentDidChange(self) } } }
    /// Whether taps reach the circle: within its radius on the Earth (R32, D44). Default false.
    public var isTappable = false { didSet { if isTappable != oldValue { owner?.overlayHitAreaDidChange(self) } } }
    /// Drawing and hit order among overlays (markers are always above, R31). Default 0.
    public var zIndex: Int32 = 0 { didSet { if zIndex != oldValue { owner?.overlayOrderDidChange(self) } } }
    /// Anything the app wants to keep with the circle. Default nil.
    public var userData: Any?
    /// The map showing the circle; setting it adds it to that map, nil removes it.
    public var map: MapView? {
        get { owner }
        set { move(to: newValue) }
    }

    // MARK: Internal state

    private var storedPosition: Coordinate
    private var storedRadius: Double
    private var storedWidth: CGFloat = 1
    weak var owner: MapView?
    /// Outlines by their number of points (more as the circle grows on screen).
    var cachedPlans: [Int: AreaPlan] = [:]

    /// A circle of `radius` metres around `position`, outlined in black 1 point wide, not filled. A bad
    /// position becomes (0, 0), a bad radius 0, each with a warning.
    public init(position: Coordinate, radius: Double) {
        storedPosition = Self.accepts(position, kept: Coordinate(latitude: 0, longitude: 0)) ?? Coordinate(latitude: 0, longitude: 0)
        if radius.isFinite && radius >= 0 {
            storedRadius = radius
        } else {
            Diagnostics.warn("Circle(radius: \(radius)): not a finite distance ≥ 0 m; used 0")
            storedRadius = 0
        }
    }

    /// A circle of radius 0 at (0, 0) (it draws nothing until ``radius`` is set).
    public convenience init() {
        self.init(position: Coordinate(latitude: 0, longitude: 0), radius: 0)
    }

    /// A new circle with every property of this one and no map (the SDK's `copy()`).
    public func copy() -> Any {
        let copy = Circle(position: storedPosition, radius: storedRadius)
        copy.fillColor = fillColor
        copy.strokeColor = strokeColor
        copy.storedWidth = storedWidth
        copy.title = title
        copy.snippet = snippet
        copy.isTappable = isTappable
        copy.zIndex = zIndex
        copy.userData = userData
        return copy
    }

    private func geometryDidChange() {
        cachedPlans = [:]
        owner?.overlayGeometryDidChange(self)
    }

    /// `value` when it is finite, its latitude clamped to ±90°; otherwise nil, with a warning.
    static func accepts(_ value: Coordinate, kept: Coordinate) -> Coordinate? {
        guard value.isFinite else {
            Diagnostics.warn("Circle.position \(value) is not a finite coordinate; kept \(kept)")
            return nil
        }
        guard abs(value.latitude) <= 90 else {
            Diagnostics.warn("Circle.position latitude \(value.latitude) is outside -90…90; clamped")
            return Coordinate(latitude: value.latitude > 0 ? 90 : -90, longitude: value.longitude)
        }
        return value
    }
}
