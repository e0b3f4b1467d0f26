/// The reference model: the selection rules of the SPEC (R1, R4–R10, R12, R15–R18, R21–R24) and
/// decisions D14–D16, D18 and D20 restated as a small interpreter that knows nothing of the library. It
/// keeps which markers are on the map, which window is open, and the delegate log the rules demand; the
/// checker compares it with what the real `MapView` does.
///
/// The rules as the model reads them (see docs/reliability.md):
/// - A tap on a marker (R21): `didTap`; a veto ends it. Otherwise the open window closes —
///   `.markerTappedAgain` for the same marker (R6), `.otherMarkerTapped` for another (R5) — then the
///   window is built: `markerInfoWindow`, then (only if that gave nothing) `markerInfoContents`, then the
///   title and snippet (R15, R16); with nothing to show no window opens (R4).
/// - A tap on the map (R8): `didTapAt`, then the open window closes (`.mapTapped`). A tap on the window
///   (R9, D20): `didTapInfoWindowOf`, then the variant with the location; nothing closes.
/// - A long press on the window calls `didLongPressInfoWindowOf` (R9); on a marker or the map it calls
///   `didLongPressAt` and changes nothing (D18).
/// - `selectedMarker = m` (R7): nil closes (`.programmatic`) if a window is open; a marker not on the map
///   changes nothing and warns; the selected marker again is rebuilt without a close, and closes with
///   `.programmatic` if it has nothing left to show (D15); another marker closes the open window and opens.
/// - Removing the selected marker (R10) closes its window with `.markerRemoved`.
/// - A tracked default window whose title and snippet have both gone blank closes at the next frame
///   with `.programmatic` (R18, D14). Untracked windows are snapshots (R17).
/// - Every close is `didCloseInfoWindowOf` then the call with its reason (D20, R23); `selectedMarker`
///   reads nil from the moment a window starts to close until the next one is shown.
/// - A tap on a tappable shape (R32, D44; R33, D148–D150): `didTap` for the overlay, then the open
///   window closes (`.overlayTapped`); then, while the map opens shapes' windows, a stand-in marker made
///   at the tap is built as a marker's window (R4, R15, R16), from the shape's title. A stand-in is on
///   the map from the tap until its window closes (or is not shown), and only while its shape is; it is
///   never in the map's markers. Removing the shape closes its window with `.markerRemoved` (R10).
/// - Re-entrancy (R22, D16): a marker leaves the map at once when the delegate removes it (so it can
///   no longer be hit or selected, and a window being built for it is not shown), but every change of
///   the selection the delegate asks for — select, the close of a removed window — is queued and runs,
///   in order, after the event being delivered has completed.
struct ReferenceModel {
    /// Why a window closed (R23); the raw values are the SPEC's names.
    enum Reason: String {
        case mapTapped, otherMarkerTapped, markerTappedAgain, programmatic, markerRemoved, overlayTapped
    }

    /// Stand-in markers (R33) are numbered from this on, in the order they are made; shapes are named
    /// in the log as ``shapeName`` + their number.
    static let firstStandIn = 1000
    static let shapeName = 500

    /// What the model knows of a shape: its title and what the delegate hands back for its window.
    struct ShapeState {
        var title: TextSample
        var returns: DelegateBehaviour.Returns
        var onMap = true
    }

    /// Deliberate mistakes, to prove that the checker notices a model that is wrong.
    enum Variant: CaseIterable {
        case faithful
        /// Forgets R6: tapping the open marker again rebuilds without closing.
        case forgetsCloseOnSecondTap
        /// Gets R8 backwards: closes the window before `didTapAt`.
        case closesBeforeDidTapAt
        /// Ignores D16: runs the delegate's calls into the map at once, inside the event.
        case runsCallbacksAtOnce
        /// Forgets R30's release: a drag never ends with `didEndDragging` when the finger lifts.
        case dragsWithoutEnd
    }

    /// What the model knows of a marker.
    struct MarkerState {
        var title: TextSample
        var snippet: TextSample
        var behaviour: DelegateBehaviour
        var tappable: Bool
        var zIndex: Int
        var tracksChanges = false
        var onMap = true
        /// R30: a long press picks it up.
        var draggable = false

        /// R4: a default window needs a title or snippet that is not blank.
        var hasContent: Bool { !title.isBlank || !snippet.isBlank }
    }

    /// What `selectedMarker` is set to.
    enum Selection: Equatable {
        case marker(Int)
        case none
        /// A marker on another map.
        case foreign
    }

    /// An event or a queued call, run one at a time to completion.
    private enum Request {
        case markerTap(Int), windowTap, windowLongPress, mapTap, mapLongPress
        /// A shape's tap with the stand-in made for it (nil while shapes open no window).
        case shapeTap(Int, standIn: Int?)
        case select(Selection)
        case removalClose(Int)
        case frame
        /// R30: a drag of the marker starts, it moves, the finger lifts.
        case dragBegin(Int), dragMove, dragEnd
    }

    private enum WindowKind { case standard, custom }

    let variant: Variant
    private(set) var markers: [Int: MarkerState] = [:]
    /// On the map, in the order of (last) addition: R24's tie-break.
    private(set) var onMap: [Int] = []
    private(set) var shapes: [Int: ShapeState] = [:]
    /// Shapes on the map, in the order added: the last is on top (R32, all at zIndex 0).
    private(set) var shapesOnMap: [Int] = []
    /// The shape of each stand-in marker made.
    private var standInShape: [Int: Int] = [:]
    private var standIns = 0
    /// `opensOverlayInfoWindows` (R33).
    var opensShapeWindows = false
    /// The marker whose window is open (`selectedMarker`).
    private(set) var selected: Int?
    private var openKind: WindowKind?
    /// The delegate calls of the current step.
    private(set) var log: [LogEntry] = []
    /// Warnings so far (R7: selecting a marker that is not on the map).
    private(set) var warnings = 0
    /// Reactions the scripted delegate performed in the current step (for coverage counts).
    private(set) var reactionsFired = 0
    /// How often each rule decided something in the current step (for coverage counts).
    private(set) var rulesApplied: [String: Int] = [:]
    private var pending: [Request] = []
    /// The marker being dragged (R30).
    private(set) var dragging: Int?
    private var delivering = false
    private var script = DelegateScript()

    init(variant: Variant = .faithful) {
        self.variant = variant
    }

    // MARK: Steps

    /// Starts a step: a fresh log and the step's delegate reactions.
    mutating func begin(_ reactions: [Reaction]) {
        log = []
        reactionsFired = 0
        rulesApplied = [:]
        script.begin(reactions)
    }

    func isKnown(_ id: Int) -> Bool { markers[id] != nil }
    func isOnMap(_ id: Int) -> Bool {
        guard markers[id]?.onMap == true else { return false }
        // A stand-in is on the map only while its shape is (D149, D150).
        return standInShape[id].map { isShapeOnMap($0) } ?? true
    }
    func isShapeKnown(_ id: Int) -> Bool { shapes[id] != nil }
    func isShapeOnMap(_ id: Int) -> Bool { shapes[id]?.onMap ?? false }

    mutating func addShape(_ id: Int, _ state: ShapeState) {
        shapes[id] = state
        shapesOnMap.append(id)
    }

    /// R10 for a shape's window: the shape leaves now, the close of its open window is queued (D16).
    mutating func removeShape(_ id: Int) { takeShapeOff(id) }

    /// A tap on shape `id` (R32, R33): with shapes' windows on, its stand-in is made now.
    mutating func tapShape(_ id: Int) {
        var standIn: Int?
        if opensShapeWindows, let shape = shapes[id] {
            standIns += 1
            let n = Self.firstStandIn + standIns
            markers[n] = MarkerState(title: shape.title, snippet: .none,
                                     behaviour: DelegateBehaviour(vetoesTaps: false, returns: shape.returns),
                                     tappable: false, zIndex: 0)
            standInShape[n] = id
            standIn = n
        }
        deliver(.shapeTap(id, standIn: standIn))
    }

    mutating func add(_ id: Int, _ state: MarkerState) {
        markers[id] = state
        onMap.append(id)
    }

    /// Puts a removed marker back on top (R24); it is not selected (R7).
    mutating func readd(_ id: Int) {
        guard let state = markers[id], !state.onMap else { return }
        markers[id]?.onMap = true
        onMap.append(id)
    }

    mutating func update(_ id: Int, _ change: (inout MarkerState) -> Void) {
        guard markers[id] != nil else { return }
        change(&markers[id]!)
    }

    mutating func remove(_ id: Int) { takeOff(id) }
    mutating func clear() { takeAllOff() }
    mutating func tapMarker(_ id: Int) { deliver(.markerTap(id)) }
    mutating func tapWindow() { deliver(.windowTap) }
    mutating func tapMap() { deliver(.mapTap) }
    mutating func longPressWindow() { deliver(.windowLongPress) }
    mutating func longPressMap() { deliver(.mapLongPress) }
    mutating func select(_ selection: Selection) { deliver(.select(selection)) }
    /// The clock advanced a frame (R18).
    mutating func frame() { deliver(.frame) }
    /// A long press picked up draggable marker `id` (R30).
    mutating func beginDrag(_ id: Int) { deliver(.dragBegin(id)) }
    /// The pointer moved while a marker is dragged.
    mutating func dragMove() { deliver(.dragMove) }
    /// The pointer lifted.
    mutating func dragEnd() { deliver(.dragEnd) }
    /// True when a long press at a marker would start a drag of it.
    func isDraggable(_ id: Int) -> Bool { markers[id]?.draggable ?? false }

    // MARK: Delivery (D16)

    private mutating func deliver(_ request: Request) {
        if variant == .runsCallbacksAtOnce && delivering {
            run(request)
            return
        }
        pending.append(request)
        guard !delivering else { return }
        delivering = true
        while !pending.isEmpty { run(pending.removeFirst()) }
        delivering = false
    }

    private mutating func run(_ request: Request) {
        switch request {
        case .markerTap(let b):
            call(.didTap, b)
            if markers[b]?.behaviour.vetoesTaps == true { return applied("R21 veto") }
            if let a = selected, !(variant == .forgetsCloseOnSecondTap && a == b) {
                applied(a == b ? "R6 tapped again" : "R5 another marker")
                close(a, a == b ? .markerTappedAgain : .otherMarkerTapped)
            }
            build(b, refresh: false)
        case .windowTap:
            guard let a = selected else { return }
            applied("R9 window tap")
            call(.didTapInfoWindow, a)
            call(.didTapInfoWindowAt, a)
        case .windowLongPress:
            guard let a = selected else { return }
            call(.didLongPressInfoWindow, a)
        case .mapTap:
            if variant == .closesBeforeDidTapAt, let a = selected { close(a, .mapTapped) }
            call(.didTapAt, nil)
            if let a = selected {
                applied("R8 map tap closes")
                close(a, .mapTapped)
            }
        case .mapLongPress:
            call(.didLongPressAt, nil)
        case .shapeTap(let s, let standIn):
            applied("R32 shape tap")
            callShape(s)
            if let a = selected {
                applied("D44 shape tap closes")
                close(a, .overlayTapped)
            }
            if let standIn {
                build(standIn, refresh: false)
                if selected == standIn { applied("R33 shape window") }
            }
        case .select(let selection):
            runSelect(selection)
        case .removalClose(let b):
            if selected == b && !isOnMap(b) {
                applied("R10 removed while open")
                close(b, .markerRemoved)
            }
        case .dragBegin(let b):
            guard isOnMap(b) else { return }
            applied("R30 drag")
            dragging = b
            call(.didBeginDragging, b)
        case .dragMove:
            if let b = dragging { call(.didDrag, b) }
        case .dragEnd:
            if variant == .dragsWithoutEnd { return }
            if let b = dragging {
                dragging = nil
                call(.didEndDragging, b)
            }
        case .frame:
            if let s = selected, openKind == .standard, let state = markers[s], state.tracksChanges, !state.hasContent {
                applied("D14 tracked content gone")
                close(s, .programmatic)
            }
        }
    }

    private mutating func runSelect(_ selection: Selection) {
        switch selection {
        case .none:
            if let a = selected { close(a, .programmatic) }
        case .foreign:
            applied("R7 foreign marker")
            warnings += 1
        case .marker(let b):
            guard isOnMap(b) else {
                applied("R7 removed marker")
                warnings += 1
                return
            }
            if selected == b {
                applied("R7 refresh")
                build(b, refresh: true)
                return
            }
            if let a = selected { close(a, .programmatic) }
            build(b, refresh: false)
        }
    }

    /// R15, R16, R4: asks the delegate, falls back to the title and snippet. A refresh (R7) keeps the
    /// old window open while the new one is built.
    private mutating func build(_ b: Int, refresh: Bool) {
        guard let behaviour = markers[b]?.behaviour else { return }
        var kind: WindowKind?
        call(.markerInfoWindow, b)
        if behaviour.returns == .window {
            kind = .custom
        } else {
            call(.markerInfoContents, b)
            if behaviour.returns == .contents {
                kind = .custom
            } else if markers[b]?.hasContent == true {
                kind = .standard
            }
        }
        if let kind, isOnMap(b) {
            applied(behaviour.returns == .window ? "R15 custom window" : behaviour.returns == .contents ? "R16 custom contents" : "R3 default window")
            selected = b
            openKind = kind
            return
        }
        applied(!isOnMap(b) ? "R22 removed while building" : refresh ? "D15 refresh without content" : "R4 nothing to show")
        if refresh && selected == b {
            close(b, isOnMap(b) ? .programmatic : .markerRemoved)
        } else if standInShape[b] != nil {
            markers[b]?.onMap = false // a stand-in with no window leaves (D149)
        }
    }

    private mutating func close(_ a: Int, _ reason: Reason) {
        selected = nil
        openKind = nil
        if standInShape[a] != nil { markers[a]?.onMap = false } // it leaves with its window (D149)
        call(.didClose, a)
        call(.didCloseWithReason, a, reason: reason)
    }

    mutating func applied(_ rule: String) {
        rulesApplied[rule, default: 0] += 1
    }

    // MARK: The scripted delegate

    private mutating func call(_ method: DelegateMethod, _ marker: Int?, reason: Reason? = nil) {
        log.append(LogEntry(method: method, marker: marker, reason: reason?.rawValue, selected: selected))
        react(method, removing: { model in if let marker { model.takeOff(marker) } })
    }

    /// `didTap` for shape `s`'s overlay: "remove its argument" removes the shape.
    private mutating func callShape(_ s: Int) {
        log.append(LogEntry(method: .didTapOverlay, marker: Self.shapeName + s, reason: nil, selected: selected))
        react(.didTapOverlay, removing: { model in model.takeShapeOff(s) })
    }

    /// Performs the reactions due at this call of `method`.
    private mutating func react(_ method: DelegateMethod, removing removeArgument: (inout ReferenceModel) -> Void) {
        for action in script.fire(method) {
            reactionsFired += 1
            switch action {
            case .select(let id): if isKnown(id) { deliver(.select(.marker(id))) }
            case .selectNil: deliver(.select(.none))
            case .selectCurrent: deliver(.select(selected.map { .marker($0) } ?? .none))
            case .selectForeign: deliver(.select(.foreign))
            case .remove(let id): takeOff(id)
            case .removeArgument: removeArgument(&self)
            case .clear: takeAllOff()
            }
        }
    }

    /// The shape leaves the map at once; its open window's close is queued (R10, D150).
    private mutating func takeShapeOff(_ id: Int) {
        guard isShapeOnMap(id) else { return }
        shapes[id]?.onMap = false
        shapesOnMap.removeAll { $0 == id }
        if let s = selected, standInShape[s] == id { deliver(.removalClose(s)) }
    }

    /// R10: the marker leaves the map now; the close of its open window is queued (D16).
    private mutating func takeOff(_ id: Int) {
        guard isOnMap(id) else { return }
        markers[id]?.onMap = false
        onMap.removeAll { $0 == id }
        if dragging == id {
            // R30 (decided): a marker removed while dragged ends the drag, at once.
            applied("R30 removed while dragged")
            dragging = nil
            call(.didEndDragging, id)
        }
        if selected == id { deliver(.removalClose(id)) }
    }

    private mutating func takeAllOff() {
        // clear() takes the shapes first: a shape's window's close is queued first (it is the only one).
        for id in shapesOnMap { takeShapeOff(id) }
        for id in onMap { markers[id]?.onMap = false }
        onMap = []
        if let b = dragging {
            applied("R30 removed while dragged")
            dragging = nil
            call(.didEndDragging, b)
        }
        if let s = selected { deliver(.removalClose(s)) }
    }
}
