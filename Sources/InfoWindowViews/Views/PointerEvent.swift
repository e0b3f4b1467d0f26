import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// One raw input event from the host (a window system, a test): a press, a move, a release, or a
/// scroll, with the time it happened on the host's clock (seconds, any origin, never decreasing).
public struct PointerEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A finger or button went down.
        case down
        /// The pointer moved (pressed or not).
        case move
        /// The finger or button came up.
        case up
        /// The press was taken away by the system; no tap or long press follows.
        case cancel
        /// A scroll wheel or pinch: positive `dy` zooms in about the location.
        case scroll(dx: Double, dy: Double)
    }

    /// Which button is down.
    public enum Button: Hashable, Sendable {
        /// The primary button or a finger: tap, long press, pan.
        case primary
        /// The secondary button (or a modifier): drag rotates and tilts the camera.
        case secondary
    }

    /// What happened.
    public var kind: Kind
    /// Where, in points from the map view's top-left corner.
    public var location: CGPoint
    /// When, in seconds on the host's clock.
    public var time: TimeInterval
    /// The button. Default primary.
    public var button: Button

    /// Creates an event.
    public init(_ kind: Kind, at location: CGPoint, time: TimeInterval, button: Button = .primary) {
        self.kind = kind
        self.location = location
        self.time = time
        self.button = button
    }
}

extension PointerEvent {
    /// Whether a host takes this event: false, after a warning, when its location or time is not
    /// finite (hosts ignore such an event).
    package var isAccepted: Bool {
        guard location.x.isFinite, location.y.isFinite, time.isFinite else {
            Diagnostics.warn("pointer event with a non-finite location or time was ignored")
            return false
        }
        return true
    }
}
