import InfoWindowKit

/// What the camera told the delegate, and the marks the driver puts between frames and operations.
enum CameraEntry {
    /// `mapView(_:willMove:)`, with the camera read inside the call (before the change).
    case willMove(gesture: Bool, from: CameraPosition)
    case didChange(CameraPosition)
    /// `mapView(_:idleAt:)`, with whether a finger was down and a camera animation ran at that moment.
    case idle(CameraPosition, fingerDown: Bool, animating: Bool)
    /// The driver is about to move the clock (one frame).
    case frame
    /// An operation starts.
    case operation(OperationKind)
}

/// Which camera changes an operation may start.
enum OperationKind: Equatable {
    /// A pointer gesture that can move the camera: drags, secondary drags, the wheel.
    case gesture
    /// Code that moves the camera: the camera API, or a tap that may centre a marker (R21).
    case code
    /// Anything else: it must start no camera change.
    case other
}

/// SPEC R29 and D34 as rules over the camera's calls, checked across a whole run (the reference model
/// decides the selection's calls exactly; where the camera is, only the library knows):
/// - `willMove(true)` only during a gesture, once per gesture; `willMove(false)` only during code that
///   moves the camera;
/// - `didChange` only inside a change (after its `willMove`, before its `idleAt`), at most once a frame;
/// - `idleAt` only inside a change, never while a finger is down or an animation runs, and a change that
///   ended elsewhere than it started reported at least one `didChange`;
/// - every change ends: after the run has settled no change is open.
struct CameraEventChecker {
    private(set) var problem: String?
    private var kind = OperationKind.other
    private var gestureAnnouncements = 0
    private var open = false
    private var start: CameraPosition?
    private var changed = false
    private var changedThisFrame = false
    /// Counts, for the coverage checks.
    private(set) var counts: [String: Int] = [:]

    /// Reads `entries`, the camera's calls since the last read.
    mutating func read(_ entries: [CameraEntry]) {
        for entry in entries where problem == nil { check(entry) }
    }

    /// The run has settled (the driver advanced the clock long enough): no change may be open.
    mutating func finish() {
        if problem == nil && open { problem = "R29 a camera change announced by willMove never reached idleAt" }
    }

    private mutating func check(_ entry: CameraEntry) {
        switch entry {
        case .operation(let next):
            kind = next
            gestureAnnouncements = 0
        case .frame:
            changedThisFrame = false
        case .willMove(let gesture, let from):
            counts[gesture ? "willMove(gesture)" : "willMove(code)", default: 0] += 1
            if gesture {
                guard kind == .gesture else { return fail("R29 willMove(true) without a gesture") }
                gestureAnnouncements += 1
                guard gestureAnnouncements == 1 else { return fail("R29 a second willMove(true) for one gesture") }
            } else if kind != .code {
                return fail("R29 willMove(false) from an operation that moves no camera")
            }
            if !open {
                open = true
                start = from
                changed = false
            }
        case .didChange:
            counts["didChange", default: 0] += 1
            guard open else { return fail("R29 didChange outside a change (no willMove before it, or after idleAt)") }
            guard !changedThisFrame else { return fail("R29 two didChange in one frame") }
            changedThisFrame = true
            changed = true
        case .idle(let position, let fingerDown, let animating):
            counts["idleAt", default: 0] += 1
            guard open else { return fail("R29 idleAt outside a change") }
            guard !fingerDown else { return fail("R29 idleAt while a finger is down") }
            guard !animating else { return fail("R29 idleAt while the camera animates") }
            if position != start && !changed { return fail("R29 the camera moved but no didChange came before idleAt") }
            open = false
        }
    }

    private mutating func fail(_ message: String) { problem = message }
}
