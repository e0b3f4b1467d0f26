import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Touches on a window's tree (R25): a press goes to the frontmost view that takes it (UIKit's hit
/// test); that view gets the whole press through its `touches…` methods, as in UIKit — a map applies
/// R24 inside its frame, a control tracks the finger, any other view keeps the touch (nothing below it
/// hears it). Scrolling goes up the hit view's superviews to the first view that takes it.
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
            if let held = touchTarget { held.touchesCancelled(local(event, in: held, kind: .cancel)) }
            let target = hitTest(convertFromSuperview(event.location))
            touchTarget = target
            target?.touchesBegan(local(event, in: target))
        case .move:
            if let target = touchTarget { target.touchesMoved(local(event, in: target)) }
        case .up:
            let target = touchTarget
            touchTarget = nil
            target?.touchesEnded(local(event, in: target))
        case .cancel:
            let target = touchTarget
            touchTarget = nil
            target?.touchesCancelled(local(event, in: target))
        case .scroll:
            var view = hitTest(convertFromSuperview(event.location))
            while let v = view, !v.takesScrollWheel { view = v.superview }
            view?.scrollWheel(local(event, in: view))
        }
    }

    /// A quick tap at `point` (window coordinates), at the current time.
    public func tap(at point: CGPoint) {
        handle(PointerEvent(.down, at: point, time: currentTime))
        handle(PointerEvent(.up, at: point, time: currentTime))
    }

    /// A press held at `point` for the long-press duration (that of the view under it, see
    /// ``View/longPressDuration``), then released; advances the clock.
    public func longPress(at point: CGPoint) {
        let start = currentTime
        handle(PointerEvent(.down, at: point, time: start))
        advance(to: start + (touchTarget?.longPressDuration ?? View.defaultLongPressDuration))
        handle(PointerEvent(.up, at: point, time: currentTime))
    }

    /// The event in `view`'s coordinates (and, with `kind`, of that kind).
    private func local(_ event: PointerEvent, in view: View?, kind: PointerEvent.Kind? = nil) -> PointerEvent {
        var moved = event
        if let view { moved.location = view.convert(event.location, from: self) }
        if let kind { moved.kind = kind }
        return moved
    }
}
