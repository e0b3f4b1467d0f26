import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// A gesture recognised from pointer events.
enum Gesture: Equatable {
    case tap(CGPoint)
    case longPress(CGPoint)
    /// Move the camera so the ground under `from` ends under `to`.
    case pan(from: CGPoint, to: CGPoint)
    /// Rotate by `bearing` degrees and tilt by `tilt` degrees.
    case rotateTilt(bearing: Double, tilt: Double)
    /// Zoom by `levels` about a point.
    case zoom(levels: Double, about: CGPoint)
    /// The pointer moved after a long press fired, still down (a drag of a draggable marker, R30).
    case holdMove(CGPoint)
    /// The pointer went up (or the press was cancelled) after a long press fired.
    case holdEnd(CGPoint)
}

/// Tells taps from long presses from pans (SPEC R24): a press held ≥ 0.5 s without moving more than
/// 10 pt is a long press, fired as soon as the time is reached (by an event or by the clock); a press
/// that moves more than 10 pt pans and is neither. A value type: events in, gestures out.
struct GestureRecognizer {
    var options = GestureOptions()

    private enum State {
        case idle
        /// Pressed at `start`, not yet moved beyond the slop.
        case pressed(start: CGPoint, time: TimeInterval, button: PointerEvent.Button)
        /// The long press fired; later moves and the release are reported as hold moves and a hold end.
        case longPressed(last: CGPoint)
        /// Dragging; `last` is where the previous pan step ended.
        case dragging(last: CGPoint, button: PointerEvent.Button)
    }

    private var state = State.idle

    /// True while a press is down.
    var isPressed: Bool {
        if case .idle = state { return false }
        return true
    }

    mutating func handle(_ event: PointerEvent) -> [Gesture] {
        var gestures = advance(to: event.time)
        switch event.kind {
        case .down:
            state = .pressed(start: event.location, time: event.time, button: event.button)
        case .move:
            switch state {
            case .pressed(let start, _, let button):
                if distance(start, event.location) > options.slop {
                    state = .dragging(last: event.location, button: button)
                    gestures.append(drag(from: start, to: event.location, button: button))
                }
            case .dragging(let last, let button):
                state = .dragging(last: event.location, button: button)
                gestures.append(drag(from: last, to: event.location, button: button))
            case .longPressed(let last):
                if event.location != last {
                    state = .longPressed(last: event.location)
                    gestures.append(.holdMove(event.location))
                }
            case .idle:
                break
            }
        case .up:
            switch state {
            case .pressed(let start, let time, let button):
                if distance(start, event.location) > options.slop {
                    gestures.append(drag(from: start, to: event.location, button: button))
                } else if button == .primary {
                    gestures.append(event.time >= time + options.longPressDuration ? .longPress(start) : .tap(start))
                }
            case .dragging(let last, let button):
                if last != event.location { gestures.append(drag(from: last, to: event.location, button: button)) }
            case .longPressed(let last):
                if event.location != last { gestures.append(.holdMove(event.location)) }
                gestures.append(.holdEnd(event.location))
            case .idle:
                break
            }
            state = .idle
        case .cancel:
            if case .longPressed(let last) = state { gestures.append(.holdEnd(last)) }
            state = .idle
        case .scroll(_, let dy):
            if dy.isFinite && dy != 0 {
                gestures.append(.zoom(levels: dy * options.zoomPerScrollUnit, about: event.location))
            }
        }
        return gestures
    }

    /// Fires a long press whose time has come. The deadline is `pressedAt + longPressDuration`, compared
    /// as is: `time - pressedAt` can round to just under the duration (then a press held exactly long
    /// enough, as `MapView.longPress(at:)` does, would end as a tap).
    mutating func advance(to time: TimeInterval) -> [Gesture] {
        if case .pressed(let start, let pressedAt, let button) = state, button == .primary,
           time >= pressedAt + options.longPressDuration {
            state = .longPressed(last: start)
            return [.longPress(start)]
        }
        return []
    }

    private func drag(from a: CGPoint, to b: CGPoint, button: PointerEvent.Button) -> Gesture {
        let delta = CGPoint(x: b.x - a.x, y: b.y - a.y)
        if button == .secondary {
            return .rotateTilt(bearing: Double(delta.x) * options.rotationPerPoint,
                               tilt: -Double(delta.y) * options.tiltPerPoint)
        }
        return .pan(from: a, to: b)
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}
