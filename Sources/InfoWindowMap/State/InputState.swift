import Foundation
import InfoWindowCore

/// What a map knows about the pointer: the gesture being recognised (R24), how many presses there have
/// been (a gesture is one press, R29), and the marker being dragged with where the pointer holds it (R30).
@MainActor
struct InputState {
    /// Turns raw events into taps, long presses, pans, zooms and turns.
    var gestures = GestureRecognizer()
    /// Pointer presses so far.
    var pressCount = 0
    /// The marker being dragged (R30).
    var dragged: Marker?
    /// Where the pointer holds the dragged marker, relative to its drawn anchor.
    var dragGrabOffset = CGPoint.zero
}
