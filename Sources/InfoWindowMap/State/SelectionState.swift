import Foundation
import InfoWindowCore
import InfoWindowViews

/// What a map knows about its info window: the selection rules' state (R1–R10, R21–R23), the open and
/// the pending window, the queue of selection inputs served one event at a time (R22, D16), the control
/// held in the open window, and the renderer that draws windows with its caches.
@MainActor
struct SelectionState {
    /// The selection rules; `machine.shown` is the one fact of which marker's window is open.
    var machine = SelectionMachine()
    /// The open window: the one `machine.shown` names.
    var shown: ShownWindow?
    /// A window built but not yet shown (between `.build` and `.show`).
    var pending: ShownWindow?
    /// Selection inputs waiting for the event in progress to finish (D16).
    var queue: [SelectionMachine.Input] = []
    /// True while an event is being served.
    var isProcessing = false
    /// The control held down inside the open window, drawn pressed (D24).
    weak var heldControl: Control?
    /// Draws the windows; keeps the chrome of recent sizes and the shadow templates.
    var renderer = InfoWindowRenderer()
    /// Windows opened together on a picture (``MapView/openPlacedWindows(_:)``, D90–D92), in order.
    var placed: [PlacedWindow] = []
}
