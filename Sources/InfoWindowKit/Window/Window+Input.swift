import Foundation

/// Touches on a window's tree (R25): a press goes to the frontmost view that takes it (UIKit's hit
/// test); that view gets the whole press. A map applies R24 inside its frame, a control tracks the
/// finger, any other view keeps the touch (nothing below it hears it).
extension Window {
    /// Feeds one pointer event, in window coordinates. Its time advances the window's clock first.
    public func handle(_ event: PointerEvent) {
        guard event.isAccepted else { return }
        if event.time > currentTime { advance(to: event.time) }
        Animator.hosting(self) { route(event) }
    }

    /// Sends `event` to the view that holds the touch, or finds it (see the extension's summary).
    private func route(_ event: PointerEvent) {
        switch event.kind {
        case .down:
            if let held = touchTarget { finish(held, with: event, cancelled: true) }
            let target = hitTest(convertFromSuperview(event.location))
            touchTarget = target
            deliver(event, to: target)
        case .move:
            deliver(event, to: touchTarget)
        case .up, .cancel:
            let target = touchTarget
            touchTarget = nil
            if let target { finish(target, with: event, cancelled: event.kind == .cancel) }
        case .scroll:
            var view = hitTest(convertFromSuperview(event.location))
            while let v = view, !(v is MapView) { view = v.superview }
            deliver(event, to: view)
        }
    }

    /// A quick tap at `point` (window coordinates), at the current time.
    public func tap(at point: CGPoint) {
        handle(PointerEvent(.down, at: point, time: currentTime))
        handle(PointerEvent(.up, at: point, time: currentTime))
    }

    /// A press held at `point` for the long-press duration (that of the map under it, else 0.5 s), then
    /// released; advances the clock.
    public func longPress(at point: CGPoint) {
        let start = currentTime
        handle(PointerEvent(.down, at: point, time: start))
        let duration = (touchTarget as? MapView)?.gestureOptions.longPressDuration ?? GestureOptions().longPressDuration
        advance(to: start + duration)
        handle(PointerEvent(.up, at: point, time: currentTime))
    }

    /// The event in `view`'s coordinates.
    private func local(_ event: PointerEvent, in view: View) -> PointerEvent {
        var moved = event
        moved.location = view.convert(event.location, from: self)
        return moved
    }

    private func deliver(_ event: PointerEvent, to view: View?) {
        guard let view else { return }
        if let map = view as? MapView {
            map.handle(local(event, in: map))
        } else if let control = view as? Control {
            let point = local(event, in: control).location
            switch event.kind {
            case .down: _ = control.beginTouch()
            case .move: if control.isHighlighted || control.isTouchInside(point) { control.moveTouch(inside: control.isTouchInside(point)) }
            default: break
            }
        }
    }

    private func finish(_ view: View, with event: PointerEvent, cancelled: Bool) {
        if let map = view as? MapView {
            var end = local(event, in: map)
            if cancelled && end.kind != .cancel { end.kind = .cancel }
            map.handle(end)
        } else if let control = view as? Control, control.isEnabled {
            let inside = control.isTouchInside(local(event, in: control).location)
            control.endTouch(inside: cancelled ? nil : inside)
        }
    }
}
