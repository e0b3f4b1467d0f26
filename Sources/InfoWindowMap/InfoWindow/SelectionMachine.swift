import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// The info-window selection rules of SPEC R1–R10 and R21–R23 as a value type: feed it an input, get
/// back the actions to perform, in order. It holds the one fact everything else reads — which marker's
/// window is shown — and nothing about pixels or delegates.
///
/// Some actions need an answer from the outside world (the delegate's `didTap` result, whether a window
/// could be built); the performer feeds that answer back as the next input before anything else.
@MainActor
struct SelectionMachine {
    /// Where a window being built was asked for.
    enum Origin: Equatable {
        /// A tap on the marker (the camera then centres on it, R21).
        case tap
        /// `selectedMarker = marker` (R7).
        case program
        /// `selectedMarker = marker` while it was already selected: a refresh without a close (R7).
        case refresh
        /// A tap on a shape opens its window through a stand-in marker (R33): the camera stays.
        case overlayTap
    }

    enum Input {
        /// The user tapped marker B (already hit-tested).
        case markerTapped(Marker)
        /// The delegate's `didTap` answer for B.
        case tapAnswered(Marker, handled: Bool)
        /// The user tapped the open window at a point in window coordinates.
        case windowTapped(at: CGPoint)
        /// The user long-pressed the open window.
        case windowLongPressed
        /// The user tapped the map away from markers and window.
        case mapTapped(Coordinate)
        /// The delegate has heard `didTapAt`; now the window closes (R8: in that order).
        case mapTapDelivered
        /// The user tapped a tappable shape (R32); `window` is the stand-in marker whose window opens
        /// at the tap point when the map opens shapes' windows (R33), else nil.
        case overlayTapped(any Overlay, window: Marker?)
        /// The delegate has heard the shape's tap; now the window closes (D44, as R8), then the shape's
        /// window is built (R33).
        case overlayTapDelivered(window: Marker?)
        /// The user long-pressed the map (or a marker).
        case mapLongPressed(Coordinate)
        /// Code set `selectedMarker`; `onMap` says whether the marker is on this map now.
        case selectRequested(Marker?, onMap: Bool)
        /// B left the map, for a reason (`.markerRemoved`, or `.clustered` for R36).
        case markerRemoved(Marker, InfoWindowCloseReason)
        /// The window for B was built (`shown`) or B has no window (`!shown`), or B left the map meanwhile.
        case built(Marker, shown: Bool, origin: Origin, removed: Bool)
        /// The open, tracked window of B has nothing left to show.
        case contentVanished(Marker)
    }

    enum Action {
        case askDidTap(Marker)
        case notifyWindowTap(Marker, at: CGPoint)
        case notifyWindowLongPress(Marker)
        case notifyMapTap(Coordinate)
        case notifyOverlayTap(any Overlay, window: Marker?)
        case notifyMapLongPress(Coordinate)
        /// Tear down A's window and tell the delegate, with the reason.
        case close(Marker, InfoWindowCloseReason)
        /// Ask the delegate for B's views, lay out and render; answer with `.built`.
        case build(Marker, Origin)
        /// B's window is now the shown one.
        case show(Marker)
        /// Animate the camera to B (R21), or pan to keep its window visible (B3).
        case frame(Marker, centre: Bool)
        /// Code selected a marker that is not on this map (R7).
        case warnNotOnMap(Marker)
    }

    /// The marker whose window is shown (`selectedMarker`).
    private(set) var shown: Marker?

    mutating func handle(_ input: Input) -> [Action] {
        switch input {
        case .markerTapped(let b):
            return [.askDidTap(b)]

        case .tapAnswered(let b, let handled):
            if handled { return [] }
            var actions: [Action] = []
            if let a = shown {
                actions.append(.close(a, a === b ? .markerTappedAgain : .otherMarkerTapped))
                shown = nil
            }
            actions.append(.build(b, .tap))
            return actions

        case .windowTapped(let point):
            guard let a = shown else { return [] }
            return [.notifyWindowTap(a, at: point)]

        case .windowLongPressed:
            guard let a = shown else { return [] }
            return [.notifyWindowLongPress(a)]

        case .mapTapped(let coordinate):
            return [.notifyMapTap(coordinate)]

        case .mapTapDelivered:
            guard let a = shown else { return [] }
            shown = nil
            return [.close(a, .mapTapped)]

        case .overlayTapped(let overlay, let window):
            return [.notifyOverlayTap(overlay, window: window)]

        case .overlayTapDelivered(let window):
            var actions: [Action] = []
            if let a = shown {
                shown = nil
                actions.append(.close(a, .overlayTapped))
            }
            if let window { actions.append(.build(window, .overlayTap)) }
            return actions

        case .mapLongPressed(let coordinate):
            return [.notifyMapLongPress(coordinate)]

        case .selectRequested(let marker, let onMap):
            guard let b = marker else {
                guard let a = shown else { return [] }
                shown = nil
                return [.close(a, .programmatic)]
            }
            guard onMap else { return [.warnNotOnMap(b)] }
            if shown === b { return [.build(b, .refresh)] }
            var actions: [Action] = []
            if let a = shown {
                actions.append(.close(a, .programmatic))
                shown = nil
            }
            actions.append(.build(b, .program))
            return actions

        case .markerRemoved(let b, let reason):
            guard shown === b else { return [] }
            shown = nil
            return [.close(b, reason)]

        case .built(let b, let ok, let origin, let removed):
            if ok && !removed {
                shown = b
                return [.show(b), .frame(b, centre: origin == .tap)]
            }
            var actions: [Action] = []
            if origin == .refresh, shown === b {
                shown = nil
                actions.append(.close(b, removed ? .markerRemoved : .programmatic))
            }
            // A tap on a marker without a window still brings it to the centre (R21), unless it left.
            if origin == .tap && !removed { actions.append(.frame(b, centre: true)) }
            return actions

        case .contentVanished(let b):
            guard shown === b else { return [] }
            shown = nil
            return [.close(b, .programmatic)]
        }
    }
}
