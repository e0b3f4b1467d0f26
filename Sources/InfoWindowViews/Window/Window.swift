import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A screen's worth of views that a host draws and touches as one (R25): UIKit's `UIWindow`, headless.
///
/// Set a ``rootViewController`` and call ``makeKeyAndVisible()``: the controller's view fills the window
/// and its lifecycle runs (R26). The window is then the host: feed it touches with ``handle(_:)``,
/// ``tap(at:)`` and ``longPress(at:)`` (they hit-test the tree front to back and reach a map's own rules,
/// R24), run its clock with ``advance(by:)`` (animations, maps, presentations, R27), run the main queue
/// with ``runMainQueue()`` or ``run(for:)``, and draw the whole tree with ``snapshot()`` — maps, labels,
/// image views and a presented alert. `MapWindow(window:)` in InfoWindowSDL shows it on a real screen.
@MainActor
public final class Window: View, AnimationHost {
    /// The controller whose view fills the window. Setting it replaces the old root view (after
    /// ``makeKeyAndVisible()``, the new controller's view appears at once).
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, isVisible { old.disappear(animated: false) }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            oldValue?.hostWindow = nil
            if isVisible { installRoot() }
        }
    }

    /// The insets a device's status bar, notch and home indicator take from the window, points: what
    /// ``View/safeAreaInsets`` and ``View/safeAreaLayoutGuide`` leave out. Default zero (a headless screen
    /// has none); set `EdgeInsets(top: 47, bottom: 34)` to stand in for an iPhone.
    public var deviceSafeAreaInsets = EdgeInsets() {
        didSet { if deviceSafeAreaInsets != oldValue { invalidateLayoutEngine() } }
    }

    /// True after ``makeKeyAndVisible()``.
    public private(set) var isKeyWindow = false

    /// Pixels per point of ``snapshot()`` (and of the maps in the tree). Default `Screen.main.scale`.
    public var scale: CGFloat = Screen.main.scale {
        didSet {
            if !(scale.isFinite && scale >= 0.25 && scale <= 8) {
                Diagnostics.warn("window scale \(scale) is outside 0.25…8; kept \(oldValue)")
                scale = oldValue
            }
            setNeedsDisplay()
        }
    }

    /// The host clock, seconds: advanced by ``advance(by:)``/``advance(to:)`` and by input events' times.
    public private(set) var currentTime: TimeInterval = 0

    /// True when something visible changed since the last ``snapshot()``.
    public var needsDisplay: Bool { revision != drawnRevision }

    package var hostTime: TimeInterval { currentTime }
    private var isVisible = false
    private var drawnRevision: UInt64 = 0
    /// The last frame's pixels, drawn into again once no image holds them.
    private var frameBuffer: Bitmap?
    /// Where the current press goes: the view hit when it went down.
    var touchTarget: View?
    /// Controllers presented over the root, bottom to top (their views are the window's top subviews).
    var presentations: [ViewController] = []

    /// The window's rectangle in points. A new size is given to the root controller's view and the
    /// presented controllers' views, which fill the window (a device rotation for the maps in them, R2).
    public override var frame: CGRect {
        get { super.frame }
        set {
            let resized = newValue.size != super.frame.size
            super.frame = newValue
            guard resized else { return }
            rootViewController?.viewIfLoaded?.frame = bounds
            for controller in presentations { controller.viewIfLoaded?.frame = bounds }
        }
    }

    /// A window of `frame`; `.zero` (the default) takes `Screen.main.bounds`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame == .zero ? Screen.main.bounds : frame)
        backgroundColor = .black
    }

    /// Shows the window: loads the root controller's view (`loadView`, `viewDidLoad`), sizes it to the
    /// window, then `viewWillAppear(false)` and `viewDidAppear(false)`, as UIKit does on launch.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        guard !isVisible else { return }
        isVisible = true
        installRoot()
    }

    private func installRoot() {
        guard let controller = rootViewController else { return }
        controller.hostWindow = self
        let view: View = controller.view
        view.frame = bounds
        insertSubview(view, at: 0)
        controller.appear(animated: false)
        // As UIKit lays a window out before it first reaches the screen (D126).
        layoutIfNeeded()
    }

    /// The views in the window's tree that run on its clock (maps), front to back.
    package var clockDrivenViews: [any ClockDrivenView] {
        var found: [any ClockDrivenView] = []
        func walk(_ view: View) {
            for subview in view.subviews.reversed() { walk(subview) }
            if let driven = view as? any ClockDrivenView { found.append(driven) }
        }
        walk(self)
        return found
    }

    /// Moves the clock on by `seconds` (see ``advance(to:)``).
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        advance(to: currentTime + seconds)
    }

    /// Moves the clock to `time`: commits transactions left open, steps the window's animations, then
    /// each clock-driven view's (a map's long presses, camera animations, markers, tracked windows, camera events),
    /// then lays the tree out if anything changed, as UIKit's display cycle does (D126). Earlier times are
    /// ignored.
    public func advance(to time: TimeInterval) {
        guard time.isFinite, time >= currentTime else { return }
        Animator.hosting(self) {
            currentTime = time
            Transaction.commitAbandoned()
            Animator.step(host: self, to: time)
            for view in clockDrivenViews {
                view.adoptWindowScale(scale)
                view.advance(to: time)
            }
        }
        layoutIfNeeded()
    }

    /// The most frames a second the host draws this window at while something moves: the largest rate its
    /// maps ask for (their `preferredFrameRate`, D113), at most `displayRate`; `displayRate` when no view
    /// asks. The SDL host and ``run(for:)`` pace their frames by it.
    public func framesPerSecond(displayRate: Double = 60) -> Double {
        let display = displayRate.isFinite && displayRate > 0 ? displayRate : 60
        let wanted = clockDrivenViews.compactMap(\.preferredFramesPerSecond).filter { $0.isFinite && $0 > 0 }
        guard let fastest = wanted.max() else { return display }
        return min(display, fastest)
    }

    /// True while something on the window's clock moves: a view or marker animation, a camera
    /// animation, a press that may become a long press. Hosts draw at the display's rate then.
    public var isAnimating: Bool {
        if Animator.isAnimating(on: self) { return true }
        return clockDrivenViews.contains { $0.isAnimatingOnClock }
    }

    /// Draws the whole tree at ``scale``: the root view, the maps in it, and presented controllers on top.
    /// A host that shows each frame and lets it go gets every frame drawn into the same pixels.
    public func snapshot() -> Image {
        for view in clockDrivenViews { view.adoptWindowScale(scale) }
        let width = max(1, Int((frame.width * scale).rounded(.up)))
        let height = max(1, Int((frame.height * scale).rounded(.up)))
        var candidate = frameBuffer
        frameBuffer = nil
        let bitmap: Bitmap
        if isKnownUniquelyReferenced(&candidate), let reused = candidate, reused.width == width, reused.height == height {
            reused.clear()
            bitmap = reused
        } else {
            bitmap = Bitmap.orPixel(width: width, height: height)
        }
        let canvas = Canvas(bitmap: bitmap, scale: scale)
        canvas.translate(-frame.minX, -frame.minY)
        render(in: canvas)
        frameBuffer = bitmap
        drawnRevision = revision
        return Image(bitmap: canvas.finish(), scale: scale)
    }

    /// Tells the root controller and every presented one that memory is low, bottom to top (UIKit sends
    /// `didReceiveMemoryWarning()` when the system asks; a host or test sends it here).
    public func sendMemoryWarning() {
        for controller in [rootViewController].compactMap({ $0 }) + presentations {
            controller.didReceiveMemoryWarning()
        }
    }

    /// The frontmost presented controller, or the root one.
    public var topViewController: ViewController? { presentations.last ?? rootViewController }
}
