internal import CSDL2
import Foundation
import InfoWindowKit

/// SDL events → the map's pointer events, camera keys and window resizes.
extension MapWindow {
    func handle(_ event: SDL_Event) {
        let time = TimeInterval(event.common.timestamp) / 1000
        switch event.type {
        case SDL_QUIT.rawValue:
            close()
        case SDL_WINDOWEVENT.rawValue:
            let kind = UInt32(event.window.event)
            if kind == UInt32(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) || kind == UInt32(SDL_WINDOWEVENT_RESIZED.rawValue) {
                fitMapToWindow()
            }
            if kind == UInt32(SDL_WINDOWEVENT_EXPOSED.rawValue) { forceRedraw = true }
            if kind == UInt32(SDL_WINDOWEVENT_CLOSE.rawValue) { close() }
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            let isDown = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            let ctrl = (UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_CTRL.rawValue)) != 0
            let button: PointerEvent.Button = (Int32(b.button) == SDL_BUTTON_RIGHT || ctrl) ? .secondary : .primary
            guard Int32(b.button) == SDL_BUTTON_LEFT || Int32(b.button) == SDL_BUTTON_RIGHT else { return }
            isPointerDown = isDown
            window.handle(PointerEvent(isDown ? .down : .up, at: CGPoint(x: Int(b.x), y: Int(b.y)), time: time, button: button))
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.state != 0 else { return }
            let rightMask = UInt32(1) << UInt32(SDL_BUTTON_RIGHT - 1)
            let button: PointerEvent.Button = (m.state & rightMask) != 0 ? .secondary : .primary
            window.handle(PointerEvent(.move, at: CGPoint(x: Int(m.x), y: Int(m.y)), time: time, button: button))
        case SDL_MOUSEWHEEL.rawValue:
            let w = event.wheel
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let dy = w.preciseY != 0 ? Double(w.preciseY) : Double(w.y)
            window.handle(PointerEvent(.scroll(dx: Double(w.preciseX), dy: dy), at: CGPoint(x: Int(x), y: Int(y)), time: time))
        case SDL_KEYDOWN.rawValue:
            key(event.key.keysym.sym)
        default:
            break
        }
    }

    private func key(_ sym: SDL_Keycode) {
        let step: CGFloat = 60
        let center = CGPoint(x: mapView.frame.width / 2, y: mapView.frame.height / 2)
        let ctrl = (UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_CTRL.rawValue)) != 0
        if ctrl && (Int(sym) == Int(SDLK_q.rawValue) || Int(sym) == Int(SDLK_w.rawValue)) {
            close()
            return
        }
        switch Int(sym) {
        case Int(SDLK_ESCAPE.rawValue): mapView.selectedMarker = nil
        case Int(SDLK_LEFT.rawValue): mapView.pan(by: CGPoint(x: step, y: 0))
        case Int(SDLK_RIGHT.rawValue): mapView.pan(by: CGPoint(x: -step, y: 0))
        case Int(SDLK_UP.rawValue): mapView.pan(by: CGPoint(x: 0, y: step))
        case Int(SDLK_DOWN.rawValue): mapView.pan(by: CGPoint(x: 0, y: -step))
        case Int(SDLK_PLUS.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_KP_PLUS.rawValue):
            mapView.zoom(by: 1, about: center)
        case Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue):
            mapView.zoom(by: -1, about: center)
        default:
            guard let name = SDL_GetKeyName(sym) else { return }
            onKey?(String(cString: name))
        }
    }
}
