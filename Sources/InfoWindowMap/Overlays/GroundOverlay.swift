import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A picture laid on the Earth (the SDK's `GMSGroundOverlay`): ``icon`` stretched over ``bounds`` in
/// Web Mercator, turned by ``bearing`` about its ``anchor``, seen in perspective with the ground, with
/// ``opacity``. Unlike a marker it does not face the camera.
///
/// Place it by bounds (``init(bounds:icon:)``), or by a position and the zoom level at which the picture
/// shows at its own size (``init(position:icon:zoomLevel:)``). ``position`` is where the ``anchor`` of
/// the bounds lies: setting it moves the bounds, setting the anchor moves the position, setting the
/// bounds moves the position (D42). Without an icon or bounds nothing is drawn, with one warning. Any
/// change is drawn at the next frame.
@MainActor
public final class GroundOverlay: Overlay {
    /// Where the anchor of ``bounds`` lies on the Earth. Setting it moves the bounds there, keeping their
    /// size in Web Mercator. A non-finite coordinate is refused with a warning (D37).
    public var position: Coordinate {
        get { storedPosition }
        set {
            guard let value = Circle.accepts(newValue, kept: storedPosition) else { return }
            storedPosition = value
            if var r = rect {
                let p = WebMercator.project(value)
                r.x = p.x - anchor.x * r.width
                r.y = p.y - anchor.y * r.height
                rect = r
            }
            geometryDidChange()
        }
    }
    /// The point of the picture, in its unit square ((0, 0) top-left, (1, 1) bottom-right), that sits on
    /// ``position`` and about which ``bearing`` turns it. Default (0.5, 0.5). Setting it moves the
    /// position within the bounds. A non-finite anchor is refused with a warning.
    public var anchor: CGPoint {
        get { storedAnchor }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                Diagnostics.warn("GroundOverlay.anchor \(newValue) is not finite; kept \(storedAnchor)")
                return
            }
            storedAnchor = newValue
            if let r = rect { storedPosition = r.coordinate(atAnchor: newValue) }
            geometryDidChange()
        }
    }
    /// The picture; nil draws nothing (there is no default picture, as in the SDK).
    public var icon: Image? {
        didSet {
            guard icon !== oldValue else { return }
            reportedEmpty = false
            if rect == nil, let size = pendingZoomSize() { rect = size }
            geometryDidChange()
        }
    }
    /// Opacity, 0…1 (clamped; NaN keeps the old value, with a warning). Default 1.
    public var opacity: Float {
        get { storedOpacity }
        set {
            guard !newValue.isNaN else {
                Diagnostics.warn("GroundOverlay.opacity is NaN; kept \(storedOpacity)")
                return
            }
            storedOpacity = min(max(newValue, 0), 1)
            owner?.setNeedsDisplay()
        }
    }
    /// Degrees clockwise from north the picture's top is turned to, about the anchor. Default 0. A
    /// non-finite bearing is refused with a warning.
    public var bearing: Double {
        get { storedBearing }
        set {
            guard newValue.isFinite else {
                Diagnostics.warn("GroundOverlay.bearing \(newValue) is not finite; kept \(storedBearing)")
                return
            }
            storedBearing = newValue
            geometryDidChange()
        }
    }
    /// The rectangle on the Earth the picture fills before it is turned; nil when there is none. Setting
    /// it moves ``position`` to the anchor within it. Bounds that hold no point (`CoordinateBounds()`) are
    /// refused with a warning and draw nothing; bounds across the antimeridian are one piece (D42).
    public var bounds: CoordinateBounds? {
        get { rect?.bounds }
        set {
            guard let newValue else {
                rect = nil
                geometryDidChange()
                return
            }
            guard newValue.isValid else {
                Diagnostics.warn("GroundOverlay.bounds \(newValue) hold no point; the overlay has no bounds and draws nothing")
                rect = nil
                geometryDidChange()
                return
            }
            let r = MercatorRect(newValue)
            rect = r
            storedPosition = r.coordinate(atAnchor: storedAnchor)
            geometryDidChange()
        }
    }

    /// A short description (the SDK's `title`). Default nil. With ``MapView/opensOverlayInfoWindows`` on,
    /// a tap on the ground overlay opens a window showing it in bold (R33, D148).
    public var title: String? { didSet { if title != oldValue { owner?.overlayContentDidChange(self) } } }
    /// The window's second text, below the title (R33, D148; beyond the SDK, whose shapes have none).
    /// Default nil.
    public var snippet: String? { didSet { if snippet != oldValue { owner?.overlayContentDidChange(self) } } }
    /// Whether taps reach the overlay: on the picture as drawn (R32, D44). Default false.
    public var isTappable = false { didSet { if isTappable != oldValue { owner?.overlayHitAreaDidChange(self) } } }
    /// Drawing and hit order among overlays (markers are always above, R31). Default 0.
    public var zIndex: Int32 = 0 { didSet { if zIndex != oldValue { owner?.overlayOrderDidChange(self) } } }
    /// Anything the app wants to keep with the overlay. Default nil.
    public var userData: Any?
    /// The map showing the overlay; setting it adds it to that map, nil removes it.
    public var map: MapView? {
        get { owner }
        set { move(to: newValue) }
    }

    // MARK: Internal state

    private var storedPosition = Coordinate(latitude: 0, longitude: 0)
    private var storedAnchor = CGPoint(x: 0.5, y: 0.5)
    private var storedOpacity: Float = 1
    private var storedBearing = 0.0
    /// The bounds in Web Mercator (unturned); nil for none.
    var rect: MercatorRect?
    /// The zoom level of ``init(position:icon:zoomLevel:)``, used when the icon comes later.
    private var zoomLevel: Double?
    weak var owner: MapView?
    var reportedEmpty = false

    /// An overlay showing `icon` over `bounds` (the SDK's `init(bounds:icon:)`); the position is the
    /// bounds' centre.
    public init(bounds: CoordinateBounds?, icon: Image?) {
        self.icon = icon
        self.bounds = bounds
    }

    /// An overlay showing `icon` centred on `position`, as large as the picture's size in points at
    /// `zoomLevel` (the SDK's `init(position:icon:zoomLevel:)`). A zoom level that is not finite is
    /// refused with a warning (no bounds: nothing is drawn).
    public init(position: Coordinate, icon: Image?, zoomLevel: CGFloat) {
        self.icon = icon
        storedPosition = Circle.accepts(position, kept: storedPosition) ?? storedPosition
        if zoomLevel.isFinite {
            self.zoomLevel = Double(zoomLevel)
            rect = pendingZoomSize()
        } else {
            Diagnostics.warn("GroundOverlay(zoomLevel: \(zoomLevel)): not a finite zoom level; the overlay has no bounds")
        }
    }

    /// An overlay with no picture and no bounds (the SDK's `GroundOverlay()`; set ``icon`` and
    /// ``bounds``).
    public convenience init() {
        self.init(bounds: nil, icon: nil)
    }

    /// A new overlay with every property of this one and no map (the SDK's `copy()`).
    public func copy() -> Any {
        let copy = GroundOverlay(bounds: nil, icon: icon)
        copy.rect = rect
        copy.zoomLevel = zoomLevel
        copy.storedPosition = storedPosition
        copy.storedAnchor = storedAnchor
        copy.storedOpacity = storedOpacity
        copy.storedBearing = storedBearing
        copy.title = title
        copy.snippet = snippet
        copy.isTappable = isTappable
        copy.zIndex = zIndex
        copy.userData = userData
        return copy
    }

    /// The bounds of the zoom-level form: the icon's size in points at that zoom, anchored on the
    /// position.
    private func pendingZoomSize() -> MercatorRect? {
        guard let zoomLevel, let icon, icon.size.width > 0, icon.size.height > 0 else { return nil }
        let worldSize = 256 * exp2(zoomLevel)
        let width = Double(icon.size.width) / worldSize, height = Double(icon.size.height) / worldSize
        let p = WebMercator.project(storedPosition)
        return MercatorRect(x: p.x - storedAnchor.x * width, y: p.y - storedAnchor.y * height, width: width, height: height)
    }

    private func geometryDidChange() {
        owner?.overlayGeometryDidChange(self)
    }
}

/// A rectangle in Web Mercator: x east from the west edge (unwrapped), y south from the north edge.
struct MercatorRect: Equatable {
    var x: Double, y: Double, width: Double, height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The rectangle of valid `bounds` (across the antimeridian when its west edge is east of its east).
    init(_ bounds: CoordinateBounds) {
        let sw = WebMercator.project(bounds.southWest), ne = WebMercator.project(bounds.northEast)
        var span = bounds.northEast.longitude - bounds.southWest.longitude
        if span < 0 { span += 360 }
        self.init(x: sw.x, y: ne.y, width: span / 360, height: sw.y - ne.y)
    }

    /// The coordinate at `anchor` of the unit square.
    func coordinate(atAnchor anchor: CGPoint) -> Coordinate {
        WebMercator.unproject(MercatorPoint(x: x + anchor.x * width, y: y + anchor.y * height))
    }

    var bounds: CoordinateBounds {
        let sw = WebMercator.unproject(MercatorPoint(x: x, y: y + height))
        let ne = WebMercator.unproject(MercatorPoint(x: x + width, y: y))
        return CoordinateBounds(southWest: sw, northEast: ne)
    }
}
