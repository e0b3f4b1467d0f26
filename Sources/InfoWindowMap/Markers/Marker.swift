import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// A point on the map drawn as an icon, with an info window that opens when it is tapped.
///
/// Set ``map`` to show it on a ``MapView`` and `nil` to remove it; a marker is on at most one map. The
/// map holds its markers; a marker refers to its map weakly, so there is no retain cycle.
///
/// Invalid values are refused rather than stored: a NaN or infinite ``position``, anchor or rotation
/// keeps the old value and logs a warning (``Diagnostics``); a latitude beyond ±90° is clamped to ±90°.
@MainActor
public final class Marker: Hashable {
    /// The default ground anchor, (0.5, 1.0): the bottom centre of the icon sits on the position.
    public static let defaultGroundAnchor = CGPoint(x: 0.5, y: 1.0)
    /// The default info-window anchor, (0.5, 0.0): the top centre of the icon.
    public static let defaultInfoWindowAnchor = CGPoint(x: 0.5, y: 0.0)

    /// Where the marker is. Default (0, 0) for ``init()``. Inside a ``Transaction`` the drawn marker
    /// (and its window) moves there over the transaction's duration (R27); reading gives the new value.
    public var position: Coordinate {
        get { storedPosition }
        set {
            guard newValue.isFinite else {
                Diagnostics.warn("marker position \(newValue) is not a finite coordinate; kept \(storedPosition)")
                return
            }
            var value = newValue
            if abs(value.latitude) > 90 {
                Diagnostics.warn("marker latitude \(value.latitude) is outside -90…90; clamped")
                value.latitude = value.latitude > 0 ? 90 : -90
            }
            let old = storedPosition
            guard value != old || extras?.animations.animation(.position) != nil else { return }
            let drawnBefore = drawnPosition
            storedPosition = value
            animatedPropertyDidChange(.position, from: .coordinate(drawnBefore), to: .coordinate(value))
            if drawnPosition != drawnBefore { map?.markerDidMove(self, from: drawnBefore) }
        }
    }

    /// The window's title, drawn in bold (SPEC R3). Default nil.
    public var title: String? { didSet { if title != oldValue { contentDidChange() } } }
    /// The window's second text, drawn below the title in a smaller font (R3). Default nil.
    public var snippet: String? { didSet { if snippet != oldValue { contentDidChange() } } }
    /// An image that replaces the default pin (R19). Default nil.
    public var icon: Image? {
        get { extras?.icon }
        set {
            guard newValue !== extras?.icon else { return }
            makeExtras().icon = newValue
            if newValue?.isAnimated == true { Animator.register(self) }
            appearanceDidChange()
        }
    }
    /// A view drawn instead of the pin and the icon (R19), re-rendered while ``tracksViewChanges``.
    public var iconView: View? {
        get { extras?.iconView }
        set {
            guard newValue !== extras?.iconView else { return }
            makeExtras().iconView = newValue
            extras?.iconViewSnapshot = nil
            appearanceDidChange()
        }
    }
    /// The point of the icon, in its unit square, that sits on the position. Default (0.5, 1.0).
    public var groundAnchor: CGPoint {
        get { storedGroundAnchor }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                Diagnostics.warn("groundAnchor \(newValue) is not finite; kept \(storedGroundAnchor)")
                return
            }
            storedGroundAnchor = newValue
            appearanceDidChange()
        }
    }
    /// The point of the icon, in its unit square, where the window's tip sits (R20). Default (0.5, 0.0).
    /// Values outside 0…1 reach past the icon; NaN or infinite values are ignored with a warning.
    public var infoWindowAnchor: CGPoint {
        get { storedInfoWindowAnchor }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                Diagnostics.warn("infoWindowAnchor \(newValue) is not finite; kept \(storedInfoWindowAnchor)")
                return
            }
            storedInfoWindowAnchor = newValue
            appearanceDidChange()
        }
    }
    /// Whether changes to the title, snippet or a returned custom view show in an open window at the next
    /// frame (R18). Default false: the window is a snapshot (R17). Turning it on redraws at the next frame.
    public var tracksInfoWindowChanges = false {
        didSet {
            if tracksInfoWindowChanges && !oldValue { map?.trackingDidTurnOn(self) }
        }
    }
    /// Whether the ``iconView`` is drawn again when it changes. Default true (R19).
    public var tracksViewChanges = true { didSet { if tracksViewChanges != oldValue { appearanceDidChange() } } }
    /// Degrees clockwise about the ground anchor. Default 0. Non-finite values are ignored with a warning.
    /// Animates inside a ``Transaction`` (R27).
    public var rotation: Double {
        get { storedRotation }
        set {
            guard newValue.isFinite else {
                Diagnostics.warn("marker rotation \(newValue) is not finite; kept \(storedRotation)")
                return
            }
            let old = drawnRotation
            storedRotation = newValue
            animatedPropertyDidChange(.rotation, from: .number(old), to: .number(newValue))
            appearanceDidChange()
        }
    }
    /// A flat marker lies on the map: it turns with the bearing and tilts with the camera. Default false.
    public var isFlat = false { didSet { if isFlat != oldValue { appearanceDidChange() } } }
    /// Opacity of the icon, 0…1 (clamped; NaN keeps the old value). Default 1. A marker at 0 is still
    /// tappable (R12). Animates inside a ``Transaction`` (R27).
    public var opacity: Float {
        get { storedOpacity }
        set {
            guard !newValue.isNaN else {
                Diagnostics.warn("marker opacity is NaN; kept \(storedOpacity)")
                return
            }
            let old = drawnOpacity
            storedOpacity = min(max(newValue, 0), 1)
            animatedPropertyDidChange(.opacity, from: .number(Double(old)), to: .number(Double(storedOpacity)))
            appearanceDidChange()
        }
    }
    /// Drawing and hit-testing order among markers: higher is on top. Default 0.
    public var zIndex: Int32 = 0 { didSet { if zIndex != oldValue { appearanceDidChange() } } }
    /// Whether taps hit this marker (R12). An untappable marker lets taps through to what lies below
    /// but can still be selected from code. Default true.
    public var isTappable = true
    /// Anything the app wants to keep with the marker. Default nil.
    public var userData: Any? {
        get { extras?.userData }
        set { makeExtras().userData = newValue }
    }
    /// The shape whose window this marker carries, or nil for a marker the app made (R33, D149).
    ///
    /// With ``MapView/opensOverlayInfoWindows`` on, a tap on a tappable shape opens the shape's window
    /// at the tap point through a marker the map makes for it: it sits on the tapped coordinate, is
    /// never drawn or hit, is not in ``MapView/markers``, is ``MapView/selectedMarker`` while its window
    /// is open, and leaves the map when the window closes. The delegate's window methods
    /// (`markerInfoWindow`, `didTapInfoWindowOf`, `didCloseInfoWindowOf` …) receive it; this property
    /// tells them which shape was tapped.
    public var overlay: (any Overlay)? { extras?.overlay }
    /// The text read out for the marker; when not set, its ``title`` (B4).
    public var accessibilityLabel: String? {
        get { extras?.accessibilityLabel ?? title }
        set { makeExtras().accessibilityLabel = newValue }
    }

    /// The map showing this marker; setting it adds the marker to that map (removing it from any other),
    /// `nil` removes it (closing its window, R10).
    public var map: MapView? {
        get { owner }
        set {
            // One read of the weak reference: each costs two atomic operations on the map's side table.
            let current = owner
            if newValue === current { return }
            current?.remove(self)
            newValue?.add(self)
        }
    }

    // MARK: Internal state

    private var storedPosition: Coordinate
    private var storedGroundAnchor = Marker.defaultGroundAnchor
    private var storedInfoWindowAnchor = Marker.defaultInfoWindowAnchor
    private var storedRotation = 0.0
    private var storedOpacity: Float = 1
    /// Rarely set properties live in a box of their own, so a plain marker stays small (a million
    /// markers must fit in 300 bytes each).
    private(set) var extras: Extras?

    final class Extras {
        var icon: Image?
        var iconView: View?
        var userData: Any?
        var accessibilityLabel: String?
        /// The shape a stand-in marker opens the window of (R33).
        var overlay: (any Overlay)?
        var iconViewSnapshot: IconViewSnapshot?
        var animations = AnimationSet()
        /// The frame of an animated icon drawn now.
        var iconFrameIndex = 0
    }

    /// Changes the animation set (made on first use).
    func mutateAnimations(_ body: (inout AnimationSet) -> Void) {
        body(&makeExtras().animations)
    }

    /// Changes the rarely set properties (made on first use).
    func mutateExtras(_ body: (Extras) -> Void) {
        body(makeExtras())
    }

    private func makeExtras() -> Extras {
        if let extras { return extras }
        let created = Extras()
        extras = created
        return created
    }

    /// The map this marker is on (weak: the map owns its markers).
    weak var owner: MapView?
    /// Index in the owning map's marker storage.
    var slot: Int32 = -1
    /// Order of addition to the map; later additions are on top among equal `zIndex`.
    var sequence: UInt64 = 0
    /// Bumped when the title or snippet changes.
    private(set) var contentRevision: UInt32 = 0
    /// How the marker appears when it is added to a map. Default `.none`.
    public var appearAnimation: MarkerAnimation = .none
    /// Whether a long press on the marker starts dragging it (R30). Default false.
    public var isDraggable = false

    /// The position as drawn now: the model value, or where a running animation has it (R27).
    var drawnPosition: Coordinate { extras?.animations.value(.position)?.coordinate ?? storedPosition }
    /// The rotation as drawn now.
    var drawnRotation: Double { extras?.animations.value(.rotation)?.number ?? storedRotation }
    /// The opacity as drawn now, the appear animation's fade included.
    var drawnOpacity: Float {
        guard let extras else { return storedOpacity }
        let base = extras.animations.value(.opacity)?.number.map(Float.init) ?? storedOpacity
        let fade = extras.animations.value(.appearAlpha)?.number ?? 1
        return base * Float(fade)
    }
    /// The icon's scale as drawn now (the `.pop` appear animation), about the ground anchor.
    var drawnScale: Double { extras?.animations.value(.appearScale)?.number ?? 1 }
    /// True while any property animates.
    var isAnimating: Bool { !(extras?.animations.isEmpty ?? true) }
    /// Which frame of an animated icon is drawn.
    var iconFrameIndex: Int { extras?.iconFrameIndex ?? 0 }

    /// The icon view as last rendered.
    var iconViewSnapshot: IconViewSnapshot? {
        get { extras?.iconViewSnapshot }
        set { if newValue != nil || extras != nil { makeExtras().iconViewSnapshot = newValue } }
    }

    /// Creates a marker at `position`. A non-finite position is replaced by (0, 0) with a warning.
    public init(position: Coordinate) {
        if position.isFinite {
            storedPosition = Coordinate(latitude: min(max(position.latitude, -90), 90), longitude: position.longitude)
            if abs(position.latitude) > 90 {
                Diagnostics.warn("marker latitude \(position.latitude) is outside -90…90; clamped")
            }
        } else {
            storedPosition = Coordinate(latitude: 0, longitude: 0)
            Diagnostics.warn("marker position \(position) is not a finite coordinate; used (0.0, 0.0)")
        }
    }

    /// Creates a marker at (0, 0).
    public convenience init() {
        self.init(position: Coordinate(latitude: 0, longitude: 0))
    }

    /// A default pin tinted with `color` (nil: the standard red), for ``icon``.
    public static func markerImage(with color: Color?) -> Image {
        Image(pinColor: color ?? PinShape.defaultColor)
    }

    /// True when title or snippet holds something visible (R4, ``InfoWindowContent/isBlank(_:)``).
    var hasDefaultContent: Bool {
        !InfoWindowContent.isBlank(title) || !InfoWindowContent.isBlank(snippet)
    }

    private func contentDidChange() {
        contentRevision &+= 1
        map?.markerContentDidChange(self)
    }

    private func appearanceDidChange() {
        map?.markerAppearanceDidChange(self)
    }

    // MARK: Hashable (identity, like the SDK's NSObject markers)

    /// Markers are equal only to themselves.
    public nonisolated static func == (lhs: Marker, rhs: Marker) -> Bool { lhs === rhs }

    /// Hashes the marker's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
