import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// A map: a camera over Web Mercator, markers, at most one open info window, and a delegate that hears
/// taps, long presses and closes — the Google Maps SDK's `GMSMapView`, headless.
///
/// A map is a ``View``: it can be a window's root view or one view among others (R25). On its own, the
/// host feeds input with ``handle(_:)`` (or ``tap(at:)`` / ``longPress(at:)``) and advances time with
/// ``advance(to:)``; in a ``Window`` the window does both. ``snapshot()`` draws the whole map to an image.
/// Nothing here sleeps or reads a wall clock, so tests are deterministic.
@MainActor
public final class MapView: View, AnimationHost {
    // MARK: View

    /// The view's rectangle in points, in its superview. Changing the size is a device rotation (R2): the
    /// open window is laid out again for the new size and stays above its anchor. A size that is not
    /// finite or is negative is ignored with a warning. A map's frame never animates.
    public override var frame: CGRect {
        get { super.frame }
        set {
            guard newValue.size.width.isFinite, newValue.size.height.isFinite, newValue.origin.x.isFinite,
                  newValue.origin.y.isFinite, newValue.size.width >= 0, newValue.size.height >= 0 else {
                Diagnostics.warn("map frame \(newValue) is not a finite, non-negative rectangle; kept \(super.frame)")
                return
            }
            let resized = newValue.size != super.frame.size
            setFrame(newValue, animated: false)
            if resized { viewDidResize() }
        }
    }

    /// Pixels per point when drawing (2 for "retina" output). Default 1. Values outside 0.25…8 or not
    /// finite are ignored with a warning.
    public var scale: CGFloat {
        get { storedScale }
        set {
            guard newValue.isFinite, newValue >= 0.25, newValue <= 8 else {
                Diagnostics.warn("map scale \(newValue) is outside 0.25…8; kept \(storedScale)")
                return
            }
            guard newValue != storedScale else { return }
            storedScale = newValue
            setNeedsDisplay()
        }
    }

    /// Space at the edges covered by the app's own controls: the camera target is the centre of the
    /// rest. Default zero. Negative or non-finite insets are ignored with a warning.
    public var padding: EdgeInsets {
        get { storedPadding }
        set {
            guard newValue.isValid else {
                Diagnostics.warn("map padding \(newValue) has a negative or non-finite inset; kept \(storedPadding)")
                return
            }
            storedPadding = newValue
            groundDidChange()
        }
    }

    /// The colour drawn where there is no basemap (``View/backgroundColor``). Default a light map beige,
    /// ``defaultBackgroundColor``; nil leaves those pixels clear.
    public static let defaultBackgroundColor = Color(red: 0.929, green: 0.925, blue: 0.906)

    /// Draws a faint Mercator grid over the background so camera movement is visible, when there is no
    /// ``basemap``. Default true.
    public var showsGraticule: Bool {
        get { basemapLayer.showsGraticule }
        set {
            basemapLayer.showsGraticule = newValue
            groundDidChange()
        }
    }

    /// What draws the ground under the markers. Default: the world map bundled with the package
    /// (``VectorTileSource/world(style:)``, opened when first needed); a ``VectorTileSource`` of street
    /// tiles or an ``MBTilesSource`` of raster tiles draws a city instead — within its
    /// ``TileSource/coverage``, over the world map in the same style (``drawsWorldUnderBasemap``, R31).
    /// `nil` draws only ``View/backgroundColor`` (and the graticule, see ``showsGraticule``). The source's
    /// attribution is drawn in the bottom-right corner, above everything else.
    public var basemap: TileSource? {
        get { basemapLayer.source }
        set {
            basemapLayer.source = newValue
            groundDidChange()
        }
    }

    /// Whether the world map is drawn under a ``basemap`` that covers less than the world, so the view
    /// never goes blank past a city's edge. Default true; false draws the basemap alone, on the
    /// background colour outside its coverage.
    public var drawsWorldUnderBasemap: Bool {
        get { basemapLayer.drawsWorldUnderneath }
        set {
            basemapLayer.drawsWorldUnderneath = newValue
            groundDidChange()
        }
    }

    // MARK: Camera

    /// The camera. Setting it stops any camera animation; a camera with a non-finite value is ignored
    /// with a warning, other values are clamped (see ``CameraPosition``) and brought inside the zoom
    /// range and ``cameraTargetBounds`` (D110).
    public var camera: CameraPosition {
        get { cameraState.current }
        set {
            cancelCameraAnimation()
            if newValue.isValid && limited(newValue.clamped) != cameraState.current { cameraWillMove(gesture: false) }
            setCamera(newValue)
        }
    }

    /// How the camera projects coordinates to points, for the current camera and size.
    public var projection: Projection {
        Projection(camera: cameraState.current, size: frame.size, padding: storedPadding)
    }

    /// Whether a tap on a marker animates the camera to centre it (R21). Default true.
    public var centersOnMarkerTap = true

    /// Whether a tap on a tappable shape opens an info window at the tap point (R33, beyond the SDK).
    /// Default false: a shape's tap only calls `mapView(_:didTap:)` for the overlay, as on iOS (R32).
    ///
    /// When true, after `didTap` for the overlay and the close of an open window (`.overlayTapped`),
    /// the shape's window is built as a marker's (R4, R15, R16): the delegate is asked for a view, then
    /// the shape's `title` and `snippet` are shown. Its tip sits on the tapped coordinate; the camera does
    /// not move (unless ``keepsInfoWindowVisible``). The window's marker is ``Marker/overlay``'s stand-in
    /// (D148–D150).
    public var opensOverlayInfoWindows = false

    /// Whether opening a window pans the camera just enough to show it whole, inside the padding plus
    /// ``infoWindowAutoPanPadding`` (B3). Default false, as in the SDK.
    public var keepsInfoWindowVisible = false

    /// Extra space kept between an auto-panned window and the view's edges (B3). Default 16 pt all round.
    public var infoWindowAutoPanPadding = EdgeInsets(all: 16)

    /// Which gestures move the camera (the SDK's `settings`).
    public var settings = MapSettings()

    /// The SDK's `isMyLocationEnabled`: draws the blue dot, its accuracy circle and heading cone in R31's
    /// location layer while the device's location (``DeviceLocation``) is known and authorized, and keeps
    /// ``myLocation`` following it (R34). Turning it on asks for authorization when it is not determined,
    /// as the SDK does (D142). Default false.
    public var isMyLocationEnabled = false {
        didSet {
            guard isMyLocationEnabled != oldValue else { return }
            myLocationEnabledDidChange()
        }
    }

    /// Where the map's location comes from: the process's ``DeviceLocation/shared`` (the default), or a
    /// device of its own (a test). Set it before turning ``isMyLocationEnabled`` on.
    public var locationDevice = DeviceLocation.shared

    /// The device's location (the SDK's `myLocation`, a `CLLocation`): nil until the host's location
    /// source reports a fix while ``isMyLocationEnabled`` and authorized (R34). Observable (D120).
    public private(set) var myLocation: Location?

    /// The device's heading in degrees (the cone's direction), nil when the source has none.
    public internal(set) var myHeading: Double?

    /// True when the location source failed after the last fix: the dot is drawn grey (D143).
    public internal(set) var isMyLocationStale = false

    /// Where a location source reports a fix (or nil when the location is lost): updates
    /// ``myLocation`` and notifies its observers when it changed (D120).
    package func updateMyLocation(_ location: Location?) {
        guard location != myLocation else { return }
        let old = myLocation
        observers.myLocation.willChange(self, old: old)
        myLocation = location
        observers.myLocation.didChange(self, old: old, new: location)
        setNeedsDisplay()
    }

    /// How long camera animations take, seconds. Default 0.3.
    public var cameraAnimationDuration: TimeInterval = 0.3

    // MARK: Markers and windows

    /// The markers on this map, in the order they were added.
    public var markers: [Marker] { store.ordered() }

    /// The marker whose info window is shown, or nil. Setting a marker opens its window (R7; the
    /// delegate's `didTap` is not called); nil closes it. A marker that is not on this map is ignored
    /// with a warning. Setting the selected marker again rebuilds its window without a close event.
    public var selectedMarker: Marker? {
        get { selection.machine.shown }
        set {
            send(.selectRequested(newValue, onMap: false))
        }
    }

    /// Receives taps, long presses and window events. Held weakly.
    public weak var delegate: MapViewDelegate?

    /// The look and size limits of the default window.
    public var infoWindowStyle = InfoWindowStyle() { didSet { styleDidChange() } }

    /// The thresholds of tap, long press and pan (R24).
    public var gestureOptions: GestureOptions {
        get { input.gestures.options }
        set { input.gestures.options = newValue }
    }

    /// Counters of the drawing work done, for tests and benchmarks.
    public internal(set) var renderStatistics = RenderStatistics()

    /// The host clock's time as last told by ``advance(to:)`` or an event, seconds.
    public internal(set) var currentTime: TimeInterval = 0

    /// True when something visible changed since the last frame was drawn.
    public internal(set) var needsDisplay = true

    /// The host clock (``currentTime``): marker, icon-view and window animations run on it.
    package var hostTime: TimeInterval { currentTime }

    // MARK: Internal state

    private var storedScale: CGFloat = 1
    private var storedPadding = EdgeInsets.zero
    /// The camera and its events (R29).
    var cameraState: CameraState
    /// The handlers observing ``camera``, ``selectedMarker`` and ``myLocation`` (D120).
    let observers = MapObservers()
    /// The markers: storage, spatial index, order of addition.
    var store = MarkerStore()
    /// The info window: selection rules, open window, event queue, renderer.
    var selection = SelectionState()
    /// The pointer: gestures, presses, the dragged marker.
    var input = InputState()
    /// What moves the camera on the map's clock (R27, through the animator).
    lazy var cameraMover = CameraMover(map: self)
    /// The default pin's bitmaps, per colour and scale.
    let pins = PinCache()
    /// Everything the map draws, in R31's order: ground, overlays, markers, window, attribution.
    package var layers = LayerStack()
    /// The ground of the stack (``basemap``, ``showsGraticule``).
    let basemapLayer = BasemapLayer(defaultWorld: ())
    /// The shapes (polylines, polygons, circles, ground overlays): their tap index and shared frame.
    let overlayStore = OverlayStore()
    /// The last snapshot's pixels, drawn into again by the next snapshot once no image holds them.
    var frameBuffer: Bitmap?
    /// What brings the markers up to date before each frame (``MapFramePreparer``).
    var framePreparers: [any MapFramePreparer] = []
    var isRunningFramePreparers = false

    /// Creates a map view of `frame` looking through `camera`.
    public init(frame: CGRect, camera: CameraPosition) {
        let validFrame = frame.size.width.isFinite && frame.size.height.isFinite && frame.size.width >= 0
            && frame.size.height >= 0 && frame.origin.x.isFinite && frame.origin.y.isFinite
        cameraState = CameraState(current: camera.isValid ? camera.clamped : CameraPosition(latitude: 0, longitude: 0, zoom: 0))
        super.init(frame: validFrame ? frame : .zero)
        backgroundColor = MapView.defaultBackgroundColor
        layers.insert(basemapLayer)
        layers.insert(MarkerLayer(map: self))
        layers.insert(LocationLayer(map: self))
        layers.insert(InfoWindowLayer(map: self))
        layers.insert(AttributionLayer(map: self))
        layers.insert(MapControlsLayer(map: self))
        if !validFrame { Diagnostics.warn("map frame \(frame) is not a finite, non-negative rectangle; used zero") }
        if !camera.isValid { Diagnostics.warn("camera \(camera) has a non-finite value; used (0, 0) at zoom 0") }
    }

    /// A map of `frame` looking at (0, 0) at zoom 0.
    public convenience override init(frame: CGRect = .zero) {
        self.init(frame: frame, camera: CameraPosition(latitude: 0, longitude: 0, zoom: 0))
    }

    /// Removes every marker and shape (R10: an open window closes with `.markerRemoved`; a drag ends,
    /// R30), as the SDK's `clear()`.
    public func clear() {
        removeAllOverlays()
        removeAllTileLayers()
        let removed = store.removeAll()
        for marker in removed {
            marker.owner = nil
            marker.finishAnimationsAtModelValues()
            if let view = marker.iconView, view.hostOverride === self { view.hostOverride = nil }
        }
        store.iconViewMarkers = [:]
        if input.dragged != nil { endDrag() }
        setNeedsDisplay()
        if let shown = selection.machine.shown, removed.contains(where: { $0 === shown }) {
            send(.markerRemoved(shown, .markerRemoved))
        }
    }

    // MARK: Touches in a window's tree (R25)

    /// A press on the map in a window: the start of a tap, long press, drag or pan (R24).
    public override func touchesBegan(_ event: PointerEvent) { handle(event) }
    /// The press moved.
    public override func touchesMoved(_ event: PointerEvent) { handle(event) }
    /// The press lifted.
    public override func touchesEnded(_ event: PointerEvent) { handle(event) }
    /// The press was taken away: it ends as a cancel (no tap).
    public override func touchesCancelled(_ event: PointerEvent) {
        var cancel = event
        cancel.kind = .cancel
        handle(cancel)
    }
    /// A map takes scroll events: they zoom (D19).
    public override var takesScrollWheel: Bool { true }
    /// Zooms about the pointer (D19).
    public override func scrollWheel(_ event: PointerEvent) { handle(event) }
    /// The map's long-press duration (``GestureOptions/longPressDuration``).
    public override var longPressDuration: TimeInterval { gestureOptions.longPressDuration }

    /// Marks the map as needing a new frame (and its window, if it is in one).
    public override func setNeedsDisplay() {
        needsDisplay = true
        noteContentChange()
        super.setNeedsDisplay()
    }

    func setCamera(_ newValue: CameraPosition) {
        guard newValue.isValid else {
            Diagnostics.warn("camera \(newValue) has a non-finite value; kept \(cameraState.current)")
            return
        }
        let clamped = limited(newValue.clamped)
        guard clamped != cameraState.current else { return }
        // A gesture's change is announced when it really moves the camera (R29).
        if cameraState.isApplyingGesture { cameraWillMove(gesture: true) }
        let old = cameraState.current
        observers.camera.willChange(self, old: old)
        cameraState.current = clamped
        setNeedsDisplay()
        observers.camera.didChange(self, old: old, new: clamped)
    }

    /// Runs a gesture's camera change: `willMove(true)` comes just before the camera actually moves,
    /// and not at all when the gesture changes nothing (a pan at a clamped edge, a zoom at 22).
    func byGesture(_ change: () -> Void) {
        cameraState.isApplyingGesture = true
        defer { cameraState.isApplyingGesture = false }
        change()
    }

    private func viewDidResize() {
        relayoutWindow()
        setNeedsDisplay()
    }

    private func styleDidChange() {
        relayoutWindow()
        setNeedsDisplay()
    }
}

/// Counters of drawing work, so tests and the benchmark can see what a change cost.
public struct RenderStatistics: Hashable, Sendable {
    /// Info-window bitmaps rendered (opening, tracked changes, a new size or scale).
    public var infoWindowRenders = 0
    /// Icon views rendered to images (R19).
    public var iconViewRenders = 0
    /// Frames drawn by ``MapView/snapshot()`` or a host.
    public var frames = 0
    /// Markers drawn in the last frame.
    public var markersDrawnLastFrame = 0
}
