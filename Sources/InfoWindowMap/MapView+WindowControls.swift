import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Controls inside an open info window (beyond the SDK): a ``Control`` (a ``Button``) in a custom window
/// or custom contents is drawn pressed while a finger holds it and runs its actions when tapped.
///
/// **Decided** (docs/decisions.md D24): a tap on an enabled control in the open window runs the control's
/// actions and nothing else — no `didTapInfoWindowOf` (neither form, B1), as a UIKit control keeps the
/// touches it takes. A tap anywhere else in the window, or on a disabled control, is a window tap as
/// before (R9, B1). A long press or a pan that starts on a control cancels it (`.touchCancel`) and is a
/// window long press or a pan as before. While a control is held the window is drawn again even when
/// its marker does not track changes (the window shows the view as it is then).
extension MapView {
    /// The enabled control under `point` (window coordinates) in the open window's content, if any.
    func control(at point: CGPoint) -> Control? {
        guard let shown = selection.shown, let view = shown.content.view else { return nil }
        let rect = shown.layout.contentRect
        guard rect.contains(point) else { return nil }
        let hit = view.hitTest(CGPoint(x: point.x - rect.minX + view.bounds.minX, y: point.y - rect.minY + view.bounds.minY))
        guard let control = Control.owning(hit), control.isEnabled else { return nil }
        return control
    }

    /// A finger went down at `point` (view coordinates): a control under it in the open window is held,
    /// through the same `touchesBegan` a window's tree uses (one press-tracking path for controls).
    func pressControl(at point: CGPoint) {
        releaseControl()
        guard case .infoWindow(_, let local) = mapHitTest(point), let control = control(at: local) else { return }
        control.touchesBegan(event(at: local, for: control, kind: .down))
        guard control.isHighlighted else { return }
        selection.heldControl = control
        redrawShownWindow()
    }

    /// A tap at `point` (window coordinates): the held control's press ends there (`touchesEnded`: its
    /// actions run when the finger lifts on or within 70 pt of it, as UIKit tracks a touch). Returns true
    /// when the control took the tap.
    func tapControl(at point: CGPoint) -> Bool {
        guard let held = selection.heldControl else { return false }
        selection.heldControl = nil
        let up = event(at: point, for: held, kind: .up)
        // As the control itself judges it (UIKit's 70 pt), so the tap is the control's or the window's.
        let taken = held.isEnabled && held.isTouchInside(up.location)
        held.touchesEnded(up)
        redrawShownWindow()
        return taken
    }

    /// The touch on a held control ends without a tap (a long press, a pan): `touchesCancelled`.
    func releaseControl() {
        guard let held = selection.heldControl else { return }
        selection.heldControl = nil
        held.touchesCancelled(PointerEvent(.cancel, at: .zero, time: currentTime))
        redrawShownWindow()
    }

    /// A pointer event at `point` (window coordinates) in `control`'s bounds coordinates.
    private func event(at point: CGPoint, for control: Control, kind: PointerEvent.Kind) -> PointerEvent {
        guard let shown = selection.shown, let view = shown.content.view else {
            return PointerEvent(kind, at: point, time: currentTime)
        }
        let rect = shown.layout.contentRect
        let inContent = CGPoint(x: point.x - rect.minX + view.bounds.minX, y: point.y - rect.minY + view.bounds.minY)
        return PointerEvent(kind, at: control.convert(inContent, from: view), time: currentTime)
    }

    /// Draws the open window's bitmap again now (a control changed its look).
    private func redrawShownWindow() {
        guard let shown = selection.shown else { return }
        renderWindow(shown)
        setNeedsDisplay()
    }
}
