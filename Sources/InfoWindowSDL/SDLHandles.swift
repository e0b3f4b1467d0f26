internal import CSDL2
import Foundation

/// Starts SDL's video subsystem once per process.
@MainActor
enum SDLVideo {
    private static var started = false

    static func start() throws(MapWindowError) {
        guard !started else { return }
        let environment = ProcessInfo.processInfo.environment
        func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        if !isSet("SDL_VIDEODRIVER") {
            // Without a display SDL 2 falls back to its "offscreen" driver: a window nobody can see,
            // waiting forever. Only drivers that show something are allowed (unless the user names one).
            var drivers = ["x11"]
            if isSet("WAYLAND_DISPLAY") || isSet("XDG_RUNTIME_DIR") { drivers.append("wayland") }
            drivers.append("KMSDRM")
            SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers.joined(separator: ","))
        }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            let display = environment["DISPLAY"] ?? ""
            let cause = display.isEmpty ? "DISPLAY is not set" : "no X server answers at DISPLAY=\(display)"
            throw MapWindowError(message: "cannot open a window: \(cause) (SDL: \(lastError())); set DISPLAY or use Xvfb (xvfb-run -a COMMAND runs COMMAND on a virtual X server)")
        }
        started = true
    }

    static func lastError() -> String {
        guard let text = SDL_GetError() else { return "no reason given" }
        return String(cString: text)
    }
}

/// Owns an SDL window and its renderer; destroys both in `deinit`.
@MainActor
final class SDLWindowHandle {
    nonisolated(unsafe) let window: OpaquePointer
    nonisolated(unsafe) let renderer: OpaquePointer

    init(title: String, width: Int, height: Int) throws(MapWindowError) {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                            Int32(width), Int32(height), flags) else {
            throw MapWindowError(message: "cannot open a window: \(SDLVideo.lastError()); check that the display is reachable")
        }
        // Prefer an accelerated renderer; a software one always exists (e.g. under Xvfb).
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let reason = SDLVideo.lastError()
            SDL_DestroyWindow(window)
            throw MapWindowError(message: "cannot open a window: no renderer (\(reason))")
        }
        self.window = window
        self.renderer = renderer
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The window's size in points (SDL's window coordinates).
    var pointSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The refresh rate of the display the window is on, frames per second (60 when SDL cannot tell).
    var refreshRate: Double {
        var mode = SDL_DisplayMode()
        guard SDL_GetWindowDisplayMode(window, &mode) == 0, mode.refresh_rate >= 20 else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// The drawable size in pixels (larger than the point size on HiDPI screens).
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }
}

/// Owns a streaming ARGB8888 texture of one size; destroys it in `deinit`.
@MainActor
final class SDLTexture {
    nonisolated(unsafe) let texture: OpaquePointer
    let width: Int
    let height: Int

    init?(renderer: OpaquePointer, width: Int, height: Int) {
        guard width > 0, height > 0,
              let texture = SDL_CreateTexture(renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue),
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        else { return nil }
        self.texture = texture
        self.width = width
        self.height = height
    }

    deinit { SDL_DestroyTexture(texture) }

    /// Copies 32-bit ARGB pixels (rows of `bytesPerRow`) into the texture.
    func update(_ pixels: UnsafeRawBufferPointer, bytesPerRow: Int) {
        guard let base = pixels.baseAddress else { return }
        SDL_UpdateTexture(texture, nil, base, Int32(bytesPerRow))
    }
}
