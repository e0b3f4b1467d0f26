import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A line on the Earth through the coordinates of a path (the SDK's `GMSPolyline`): straight in Web
/// Mercator, or along great circles when ``geodesic``, ``strokeWidth`` points wide whatever the zoom,
/// with round joins and caps, in ``strokeColor`` or in the styles of its ``spans``.
///
/// Set ``map`` to show it. Any change is drawn at the next frame. A path of fewer than two coordinates
/// draws nothing, with one warning (D38). Long paths are simplified for each zoom level to the same
/// pixels (D40): a line of 100,000 points draws in a few milliseconds.
@MainActor
public final class Polyline: Overlay {
    /// The coordinates the line runs through, in order; nil for none. Setting it stores a copy (the
    /// SDK's `@NSCopying`): later changes to a mutable path do not reach the line.
    public var path: CoordinatePath? {
        get { storedPath }
        set {
            storedPath = newValue.map { CoordinatePath(path: $0) }
            geometryDidChange()
        }
    }
    /// The width in view points, at every zoom. Default 1. A negative or non-finite width is refused
    /// with a warning, keeping the old one (D37); 0 draws nothing but still takes taps (D44).
    public var strokeWidth: CGFloat {
        get { storedWidth }
        set {
            guard let width = Self.accepts(width: newValue, kept: storedWidth, in: "Polyline") else { return }
            storedWidth = width
            // The width is part of the reach of taps (D44).
            owner?.overlayHitAreaDidChange(self)
            appearanceDidChange()
        }
    }
    /// The colour of the line where no ``spans`` say otherwise. Default blue, as the SDK's.
    public var strokeColor: Color = .blue { didSet { if strokeColor != oldValue { styleDidChange() } } }
    /// Whether segments follow great circles (the shortest way on the Earth) instead of straight lines
    /// in Web Mercator. Default false.
    public var geodesic = false { didSet { if geodesic != oldValue { geometryDidChange() } } }
    /// The styles of consecutive runs of segments, in order; nil or empty draws the whole line in
    /// ``strokeColor``. When the spans cover fewer segments than the line has, the last span is
    /// stretched over the rest; spans past the end are ignored (D43).
    public var spans: [StyleSpan]? { didSet { if spans != oldValue { styleDidChange() } } }

    /// A short description (the SDK's `title`). Default nil. With ``MapView/opensOverlayInfoWindows`` on,
    /// a tap on the line opens a window showing it in bold (R33, D148).
    public var title: String? { didSet { if title != oldValue { owner?.overlayContentDidChange(self) } } }
    /// The window's second text, below the title (R33, D148; beyond the SDK, whose shapes have none).
    /// Default nil.
    public var snippet: String? { didSet { if snippet != oldValue { owner?.overlayContentDidChange(self) } } }
    /// Whether taps reach the line: within half its width plus 10 points of it (R32, D44). Default
    /// false, as the SDK's.
    public var isTappable = false { didSet { if isTappable != oldValue { owner?.overlayHitAreaDidChange(self) } } }
    /// Drawing and hit order among overlays (not markers, which are always above, R31). Default 0.
    public var zIndex: Int32 = 0 { didSet { if zIndex != oldValue { owner?.overlayOrderDidChange(self) } } }
    /// Anything the app wants to keep with the line. Default nil.
    public var userData: Any?
    /// The map showing the line; setting it adds the line to that map, nil removes it.
    public var map: MapView? {
        get { owner }
        set { move(to: newValue) }
    }

    // MARK: Internal state

    private var storedPath: CoordinatePath?
    private var storedWidth: CGFloat = 1
    weak var owner: MapView?
    /// What is drawn, worked out from the path, spans and colour when first needed after a change.
    var cachedPlan: PolylinePlan?
    /// True once the path has been reported as drawing nothing (D38), until it changes.
    var reportedEmpty = false

    /// A line through the coordinates of `path` (a copy of it), blue and 1 point wide.
    public init(path: CoordinatePath?) {
        storedPath = path.map { CoordinatePath(path: $0) }
    }

    /// A line with no path (it draws nothing until ``path`` is set).
    public convenience init() {
        self.init(path: nil)
    }

    /// A new line with every property of this one — path, width, colour, geodesic, spans, title, snippet,
    /// tappable, zIndex, userData — and no map (the SDK's `copy()`: `polyline.copy() as! Polyline`).
    public func copy() -> Any {
        let copy = Polyline(path: storedPath)
        copy.storedWidth = storedWidth
        copy.strokeColor = strokeColor
        copy.geodesic = geodesic
        copy.spans = spans
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

    private func styleDidChange() {
        // Spans and colours decide which vertices simplification may drop: the plan is made again.
        cachedPlan = nil
        owner?.setNeedsDisplay()
    }

    private func appearanceDidChange() {
        owner?.setNeedsDisplay()
    }

    /// `value` when it is a usable stroke width (finite, ≥ 0); otherwise nil, with a warning (D37).
    static func accepts(width value: CGFloat, kept: CGFloat, in shape: String) -> CGFloat? {
        guard value.isFinite, value >= 0 else {
            Diagnostics.warn("\(shape).strokeWidth \(value) is not a finite width ≥ 0; kept \(kept)")
            return nil
        }
        return value
    }
}
