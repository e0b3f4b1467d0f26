internal import CSDL2
import Foundation
import InfoWindowKit

/// A real window on the screen (SDL2) showing a ``/InfoWindowKit/Window``'s view tree — or a single
/// ``/InfoWindowKit/MapView`` — that people can click: click = tap, hold ≥ 0.5 s = long press (R24), drag =
/// pan, wheel = zoom about the cursor, right-drag (or ctrl-drag) = rotate and tilt; arrow keys pan, +/- zoom,
/// Esc closes the open window, Ctrl+Q or Ctrl+W (or the window's close button) ends ``run()``. Touches go
/// through the tree as in UIKit (R25): buttons, alerts, maps. Touch input arrives as SDL's mouse events, so a
/// finger works as the left button.
///
/// The drawable area is the window's size in points; on a HiDPI screen the scale follows the
/// drawable's pixels per point. Resizing the window is a device rotation (R2). Every turn of the loop
/// runs the main queue (`DispatchQueue.main.async`/`asyncAfter`, main-actor `Task`s) and the window's
/// clock; frames are drawn only when something changed, so an idle window costs (almost) no CPU (it
/// wakes every 50 ms to look at the main queue); animations run at the display's refresh rate, or at the
/// lower rate the maps' `preferredFrameRate` asks for.
/// Call ``run()`` from synchronous code on the main thread (top-level code or a synchronous `main`):
/// from inside main-queue work the queue could not run.
@MainActor
public final class MapWindow {
    /// The tree shown and touched.
    public let window: Window

    /// The map the keys move: the one given to ``init(mapView:title:)``, or the frontmost map in the
    /// window. Setting another map shows it alone, with the window's size.
    public var mapView: MapView {
        get { hostedMap ?? window.maps.first ?? placeholderMap }
        set {
            hostedMap?.removeFromSuperview()
            hostedMap = newValue
            window.addSubview(newValue)
            fitMapToWindow()
            forceRedraw = true
        }
    }
    private var hostedMap: MapView?
    private lazy var placeholderMap = MapView(frame: .zero)

    /// Called for keys the window does not handle itself, with the key's name ("1", "a", "F1", …).
    public var onKey: ((String) -> Void)?

    /// Called once per turn of the event loop, after the events were handled, the map's clock advanced
    /// and the frame (if one was due) shown on screen; what it sees is what the screen shows.
    public var onUpdate: (() -> Void)?

    /// Messages stay on screen this long, seconds. Default 2.
    public var messageDuration: TimeInterval = 2

    /// The window's title.
    public var title: String {
        get { SDL_GetWindowTitle(handle.window).map { String(cString: $0) } ?? "" }
        set { SDL_SetWindowTitle(handle.window, newValue) }
    }

    /// The message on screen now (see ``show(message:)``), nil when none.
    public var message: String? { overlay.text }

    /// True while a mouse button (or finger) is held down on the map.
    public internal(set) var isPointerDown = false

    /// Frames drawn so far (for tests and diagnostics).
    public private(set) var framesDrawn = 0

    let handle: SDLWindowHandle
    private var texture: SDLTexture?
    private var overlay: MessageOverlay
    private var isRunning = false
    var forceRedraw = true
    private var lastFrameTime: TimeInterval = 0

    /// Opens a window whose drawable area is `mapView.frame.size` points, showing that map alone. Throws
    /// when no display can be opened (no `DISPLAY`, no video driver).
    public init(mapView: MapView, title: String = "InfoWindowKit") throws(MapWindowError) {
        try SDLVideo.start()
        let width = max(1, Int(mapView.frame.width.rounded()))
        let height = max(1, Int(mapView.frame.height.rounded()))
        handle = try SDLWindowHandle(title: title, width: width, height: height)
        window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height))
        overlay = MessageOverlay()
        hostedMap = mapView
        window.addSubview(mapView)
        window.makeKeyAndVisible()
        fitMapToWindow()
    }

    /// Opens a window whose drawable area is `window`'s size in points and shows its tree (its root view
    /// controller appears, if it has not yet: ``/InfoWindowKit/Window/makeKeyAndVisible()``). Throws when no
    /// display can be opened.
    public init(window: Window, title: String = "InfoWindowKit") throws(MapWindowError) {
        try SDLVideo.start()
        let width = max(1, Int(window.frame.width.rounded()))
        let height = max(1, Int(window.frame.height.rounded()))
        handle = try SDLWindowHandle(title: title, width: width, height: height)
        self.window = window
        overlay = MessageOverlay()
        window.makeKeyAndVisible()
        fitMapToWindow()
    }

    /// Shows `text` at the bottom of the window for ``messageDuration`` and prints it to standard output.
    public func show(message text: String) {
        // A reader that has gone away loses the line; it never ends the viewer with SIGPIPE.
        try? OutputFile.write(Data((text + "\n").utf8), to: FileHandle.standardOutput)
        overlay.show(text, until: now + messageDuration)
        forceRedraw = true
    }

    /// Resizes the window so its drawable area is `size` points (whole points, at least 1) and gives the
    /// map that frame. A window manager may refuse or adjust the size; the map follows what it allows.
    public func resize(to size: CGSize) {
        guard size.width.isFinite, size.height.isFinite else { return }
        let width = Int32(max(1, min(16384, size.width.rounded())))
        let height = Int32(max(1, min(16384, size.height.rounded())))
        SDL_SetWindowSize(handle.window, width, height)
        fitMapToWindow()
        forceRedraw = true
    }

    /// Runs the window until it is closed (or ``close()`` is called).
    public func run() {
        isRunning = true
        var event = SDL_Event()
        while isRunning {
            if SDL_WaitEventTimeout(&event, waitTimeout()) != 0 {
                handle(event)
                while isRunning && SDL_PollEvent(&event) != 0 { handle(event) }
            }
            guard isRunning else { break }
            window.runMainQueue()
            guard isRunning else { break }
            window.advance(to: now)
            if overlay.expire(at: now) { forceRedraw = true }
            if window.needsDisplay || forceRedraw { draw() }
            onUpdate?()
        }
    }

    /// Ends ``run()`` after the current event.
    public func close() { isRunning = false }

    /// Seconds since SDL started, the clock the map's gestures and animations run on (SDL stamps its
    /// events with the same clock).
    var now: TimeInterval { TimeInterval(SDL_GetTicks64()) / 1000 }

    /// How often an idle window looks at the main queue, seconds: work queued with `asyncAfter` runs
    /// at most this late.
    public static let mainQueuePollInterval: TimeInterval = 0.05

    /// How long to wait for the next event, milliseconds. While something moves (or a press may become
    /// a long press), until the next frame is due at the display's rate; otherwise until a message
    /// expires or the main queue is looked at again.
    private func waitTimeout() -> Int32 {
        let busy = window.isAnimating || window.needsDisplay || forceRedraw || isPointerDown
        if busy {
            // The display's rate, or less when the maps ask for less (preferredFrameRate, D113).
            let due = lastFrameTime + 1 / window.framesPerSecond(displayRate: handle.refreshRate) - now
            return Int32(max(0, min(100, (due * 1000).rounded(.up))))
        }
        var wait = Self.mainQueuePollInterval
        if let deadline = overlay.deadline { wait = min(wait, max(0, deadline - now)) }
        return Int32((wait * 1000).rounded(.up))
    }

    /// Gives the window (and a map shown alone) the window's size in points and the drawable's pixels
    /// per point.
    func fitMapToWindow() {
        let points = handle.pointSize
        let pixels = handle.pixelSize
        if points.width > 0 && points.height > 0 {
            let size = CGRect(x: 0, y: 0, width: points.width, height: points.height)
            window.frame = size
            hostedMap?.frame = size
            let scale = CGFloat(pixels.width) / CGFloat(points.width)
            if scale.isFinite && scale >= 0.25 && scale <= 8 {
                window.scale = scale
                hostedMap?.scale = scale
            }
        }
    }

    private func draw() {
        // Frames are paced from their starts, so a frame that takes 5 ms still comes every 1/60 s.
        lastFrameTime = now
        let image = window.snapshot()
        let width = image.pixelWidth, height = image.pixelHeight
        if texture?.width != width || texture?.height != height {
            texture = SDLTexture(renderer: handle.renderer, width: width, height: height)
        }
        guard let texture else { return }
        image.withUnsafePixelBytes { pixels, bytesPerRow in texture.update(pixels, bytesPerRow: bytesPerRow) }
        SDL_RenderClear(handle.renderer)
        SDL_RenderCopy(handle.renderer, texture.texture, nil, nil)
        overlay.draw(renderer: handle.renderer, scale: window.scale, viewSize: window.frame.size)
        SDL_RenderPresent(handle.renderer)
        framesDrawn += 1
        forceRedraw = false
    }
}
