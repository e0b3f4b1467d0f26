import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A filled area on the Earth bounded by a closed path, with optional holes (the SDK's `GMSPolygon`):
/// edges straight in Web Mercator, or along great circles when ``geodesic``; filled with ``fillColor``
/// and outlined with ``strokeColor``, ``strokeWidth`` points wide.
///
/// The path closes back to its first coordinate by itself. What is filled is the inside of the path
/// (even-odd, for a path that crosses itself) less the inside of every hole; a hole that lies outside
/// the path cuts nothing, one that crosses it cuts only their overlap, and the outline is drawn around
/// every ring as given (D41). Taps hit what is filled, holes being outside (R32). A path of fewer than
/// three coordinates draws nothing, with one warning (D38). Any change is drawn at the next frame.
@MainActor
public final class Polygon: Overlay {
    /// The outline's coordinates, in order; nil for none. Setting it stores a copy (the SDK's `@NSCopying`).
    public var path: CoordinatePath? {
        get { storedPath }
        set {
            storedPath = newValue.map { CoordinatePath(path: $0) }
            geometryDidChange()
        }
    }
    /// Paths of holes cut out of the area; nil or empty for none. Setting them stores copies.
    public var holes: [CoordinatePath]? {
        get { storedHoles }
        set {
            storedHoles = newValue.map { $0.map { CoordinatePath(path: $0) } }
            geometryDidChange()
        }
    }
    /// The colour inside; nil draws no fill (taps still hit the area, D44). Default blue, as the SDK's.
    public var fillColor: Color? = .blue { didSet { if fillColor != oldValue { owner?.setNeedsDisplay() } } }
    /// The colour of the outline; nil draws none. Default nil, as the SDK's.
    public var strokeColor: Color? { didSet { if strokeColor != oldValue { owner?.setNeedsDisplay() } } }
    /// The width of the outline in view points. Default 1. A negative or non-finite width is refused with
    /// a warning, keeping the old one (D37).
    public var strokeWidth: CGFloat {
        get { storedWidth }
        set {
            guard let width = Polyline.accepts(width: newValue, kept: storedWidth, in: "Polygon") else { return }
            storedWidth = width
            owner?.setNeedsDisplay()
        }
    }
    /// Whether edges follow great circles instead of straight lines in Web Mercator. Default false.
    public var geodesic = false { didSet { if geodesic != oldValue { geometryDidChange() } } }

    /// A short description (the SDK's `title`). Default nil. With ``MapView/opensOverlayInfoWindows`` on,
    /// a tap on the polygon opens a window showing it in bold (R33, D148).
    public var title: String? { didSet { if title != oldValue { owner?.overlayContentDidChange(self) } } }
    /// The window's second text, below the title (R33, D148; beyond the SDK, whose shapes have none).
    /// Default nil.
    public var snippet: String? { didSet { if snippet != oldValue { owner?.overlayContentDidChange(self) } } }
    /// Whether taps reach the polygon: inside its fill as drawn (R32, D44). Default false.
    public var isTappable = false { didSet { if isTappable != oldValue { owner?.overlayHitAreaDidChange(self) } } }
    /// Drawing and hit order among overlays (markers are always above, R31). Default 0.
    public var zIndex: Int32 = 0 { didSet { if zIndex != oldValue { owner?.overlayOrderDidChange(self) } } }
    /// Anything the app wants to keep with the polygon. Default nil.
    public var userData: Any?
    /// The map showing the polygon; setting it adds it to that map, nil removes it.
    public var map: MapView? {
        get { owner }
        set { move(to: newValue) }
    }

    // MARK: Internal state

    private var storedPath: CoordinatePath?
    private var storedHoles: [CoordinatePath]?
    private var storedWidth: CGFloat = 1
    weak var owner: MapView?
    var cachedPlan: AreaPlan?
    var reportedEmpty = false

    /// A polygon bounded by `path` (a copy of it), filled blue.
    public init(path: CoordinatePath?) {
        storedPath = path.map { CoordinatePath(path: $0) }
    }

    /// A polygon with no path (it draws nothing until ``path`` is set).
    public convenience init() {
        self.init(path: nil)
    }

    /// A new polygon with every property of this one and no map (the SDK's `copy()`:
    /// `polygon.copy() as! Polygon`).
    public func copy() -> Any {
        let copy = Polygon(path: storedPath)
        copy.storedHoles = storedHoles
        copy.fillColor = fillColor
        copy.strokeColor = strokeColor
        copy.storedWidth = storedWidth
        copy.geodesic = geodesic
        copy.title = title
        copy.snippet = snippet
        copy.isTappable = isTappable
        copy.zIndex = zIndex
        copy.userData = userData
        return copy
    }

    private func geometryDidChange() {
        cachedPlan = nil
        reportedEmpty = false
        owner?.overlayGeometryDidChange(self)
    }
}

extension Polygon: MapShape {
    package var slot: LayerSlot { .overlays }
    package var answersThroughIndex: Bool { true }
    var worldBox: OverlayIndex.Box? { plan.box }
    var tapReach: Double { OverlayHitTest.fingerRadius }

    var plan: AreaPlan {
        if let cachedPlan { return cachedPlan }
        let outer = ShapePath(storedPath?.coordinates ?? [], closed: true, geodesic: geodesic)
        let holes = (storedHoles ?? []).map { ShapePath($0.coordinates, closed: true, geodesic: geodesic) }
        let made = AreaPlan(outer: outer, holes: holes, geodesic: geodesic)
        cachedPlan = made
        return made
    }

    package func draw(_ frame: LayerFrame, in canvas: Canvas) {
        guard let owner else { return }
        let plan = self.plan
        guard plan.outer != nil else {
            if !reportedEmpty, let path = storedPath {
                reportedEmpty = true
                Diagnostics.warn("Polygon: a path of \(path.coordinates.count) coordinate(s) encloses nothing; nothing is drawn until it has three")
            }
            return
        }
        plan.draw(fill: fillColor, stroke: strokeColor, width: strokeWidth, frame: frame, store: owner.overlayStore, in: canvas)
    }

    package func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit? {
        guard isTappable, let owner else { return nil }
        let test = OverlayHitTest(point: point, projection: projection, reach: 0, store: owner.overlayStore, scale: owner.scale)
        return plan.contains(test) ? .layer(self, point) : nil
    }

    package func tapped(at point: CGPoint, on map: MapView) {
        map.overlayTapped(self, at: point)
    }
}
