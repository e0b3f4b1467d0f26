internal import CSDL2
import Foundation
import InfoWindowKit

/// A real window on the screen (SDL2) showing a ``MapView`` that people can click: click = tap, hold
/// ≥ 0.5 s = long press (R24), drag = pan, wheel = zoom about the cursor, right-drag (or ctrl-drag) =
/// rotate and tilt; arrow keys pan, +/- zoom, Esc closes the open window, Ctrl+Q or Ctrl+W (or the
/// window's close button) ends ``run()``.
///
/// The window's drawable area is the map's frame size in points; on a HiDPI screen the map's `scale`
/// follows the drawable's pixels per point. Resizing the window is a device rotation (R2). Frames are
/// drawn only when something changed, so an idle window costs (almost) no CPU; camera animations run
/// at the display's rate.
@MainActor
public final class MapWindow {
    /// The map shown. Setting another map keeps the window's size and gives the new map that frame.
    public var mapView: MapView {
        didSet { fitMapToWindow(); forceRedraw = true }
    }

    /// Called for keys the window does not handle itself, with the key's name ("1", "a", "F1", …).
    public var onKey: ((String) -> Void)?

    /// Messages stay on screen this long, seconds. Default 2.
    public var messageDuration: TimeInterval = 2

    private let handle: SDLWindowHandle
    private var texture: SDLTexture?
    private var overlay: MessageOverlay
    private var isRunning = false
    private var forceRedraw = true
    /// Frames drawn so far (for tests and diagnostics).
    public private(set) var framesDrawn = 0

    /// Opens a window whose drawable area is `mapView.frame.size` points. Throws when no display can be
    /// opened (no `DISPLAY`, no video driver).
    public init(mapView: MapView, title: String = "InfoWindowKit") throws(MapWindowError) {
        try SDLVideo.start()
        let width = max(1, Int(mapView.frame.width.rounded()))
        let height = max(1, Int(mapView.frame.height.rounded()))
        handle = try SDLWindowHandle(title: title, width: width, height: height)
        self.mapView = mapView
        overlay = MessageOverlay()
        fitMapToWindow()
    }

    /// Shows `text` at the bottom of the window for ``messageDuration`` and prints it to standard output.
    public func show(message text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
        overlay.show(text, until: now + messageDuration)
        forceRedraw = true
    }

    /// Runs the window until it is closed (or ``close()`` is called).
    public func run() {
        isRunning = true
        var event = SDL_Event()
        while isRunning {
            let busy = mapView.isAnimatingCamera || mapView.needsDisplay || forceRedraw || pointerIsDown
            // While something moves (or a press may become a long press) wake at display rate;
            // otherwise sleep until an event arrives or a message expires.
            let timeout: Int32 = busy ? 8 : overlay.isVisible ? 100 : 500
            if SDL_WaitEventTimeout(&event, timeout) != 0 {
                handle(event)
                while isRunning && SDL_PollEvent(&event) != 0 { handle(event) }
            }
            guard isRunning else { break }
            mapView.advance(to: now)
            if overlay.expire(at: now) { forceRedraw = true }
            if mapView.needsDisplay || forceRedraw { draw() }
        }
    }

    /// Ends ``run()`` after the current event.
    public func close() { isRunning = false }

    /// Seconds since SDL started, the clock the map's gestures and animations run on.
    var now: TimeInterval { TimeInterval(SDL_GetTicks64()) / 1000 }

    var pointerIsDown = false

    /// Gives the map the window's size in points and the drawable's pixels per point.
    func fitMapToWindow() {
        let points = handle.pointSize
        let pixels = handle.pixelSize
        if points.width > 0 && points.height > 0 {
            mapView.frame = CGRect(x: 0, y: 0, width: points.width, height: points.height)
            let scale = CGFloat(pixels.width) / CGFloat(points.width)
            if scale.isFinite && scale >= 0.25 && scale <= 8 { mapView.scale = scale }
        }
    }

    private func draw() {
        let image = mapView.snapshot()
        let width = image.pixelWidth, height = image.pixelHeight
        if texture?.width != width || texture?.height != height {
            texture = SDLTexture(renderer: handle.renderer, width: width, height: height)
        }
        guard let texture else { return }
        image.withUnsafePixelBytes { pixels, bytesPerRow in texture.update(pixels, bytesPerRow: bytesPerRow) }
        SDL_RenderClear(handle.renderer)
        SDL_RenderCopy(handle.renderer, texture.texture, nil, nil)
        overlay.draw(renderer: handle.renderer, scale: mapView.scale, viewSize: mapView.frame.size)
        SDL_RenderPresent(handle.renderer)
        framesDrawn += 1
        forceRedraw = false
    }
}
