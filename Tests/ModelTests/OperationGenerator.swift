import TestSupport

/// Generates a seeded sequence of steps. It keeps a rough belief of which markers are on the map (it
/// ignores what the delegate's reactions do), so most steps aim at something that exists; a step that
/// aims at nothing is skipped by both sides alike. The sequence depends on the seed only, so the first
/// n steps of a seed are the same whatever the length asked for.
struct OperationGenerator {
    private var random: SplitMix64
    private var nextID = 1
    private var created: [Int] = []
    private var believedOnMap: [Int] = []
    private var believedRemoved: [Int] = []
    private var nextShape = 1
    private var shapesOnMap: [Int] = []
    private var zoom = 10.0
    private var tilt = 0.0

    /// Markers the generator lets onto the map at most.
    static let maximumMarkers = 12

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The first `count` steps of `seed`'s sequence.
    static func steps(seed: UInt64, count: Int) -> [Step] {
        var generator = OperationGenerator(seed: seed)
        return (0..<count).map { _ in generator.next() }
    }

    mutating func next() -> Step {
        let operation = nextOperation()
        let methods = Self.methods(calledBy: operation)
        var reactions: [Reaction] = []
        // Drags get reactions more often: a marker removed in its own drag callbacks (R30) is otherwise
        // too rare to be reached a fair number of times in any 500 seeds.
        var dragging = false
        if case .dragMarker = operation { dragging = true }
        if !methods.isEmpty && random.chance(dragging ? 0.9 : 0.6) {
            reactions.append(reaction(methods))
            if random.chance(dragging ? 0.6 : 0.35) { reactions.append(reaction(methods)) }
        }
        return Step(operation: operation, reactions: reactions)
    }

    // MARK: Operations

    private enum Kind {
        case add, readd, remove, move, title, snippet, tappable, zIndex, opacity, behaviour, tracking, edit
        case tapMarker, tapWindow, tapView, longPressMarker, longPressWindow, longPressView, draggable, drag
        case select, selectForeign, selectNil, selectSame, clear, camera, frame, touchView, snapshot
        case addShape, removeShape, tapShape, shapeWindows
    }

    private mutating func nextOperation() -> Operation {
        let count = believedOnMap.count
        let kind = random.weighted([
            (Kind.add, count < 3 ? 30 : count >= Self.maximumMarkers ? 0 : 7),
            (.readd, believedRemoved.isEmpty ? 0 : 2), (.remove, 3), (.move, 3), (.title, 4), (.snippet, 3),
            (.tappable, 2), (.zIndex, 2), (.opacity, 1), (.behaviour, 3), (.tracking, 4), (.edit, 4),
            (.tapMarker, 18), (.tapWindow, 7), (.tapView, 5),
            (.longPressMarker, 2), (.longPressWindow, 2), (.longPressView, 2), (.draggable, 3), (.drag, 8),
            (.select, 6), (.selectForeign, 1), (.selectNil, 3), (.selectSame, 3), (.clear, 1),
            (.camera, 7), (.frame, 5), (.touchView, 1), (.snapshot, 1),
            (.addShape, shapesOnMap.count < 2 ? 4 : shapesOnMap.count >= 4 ? 0 : 1), (.removeShape, shapesOnMap.isEmpty ? 0 : 1),
            (.tapShape, shapesOnMap.isEmpty ? 0 : 10), (.shapeWindows, 1),
        ])
        switch kind {
        case .add: return add()
        case .readd:
            let id = random.element(believedRemoved)
            believedRemoved.removeAll { $0 == id }
            believedOnMap.append(id)
            return .readd(id: id)
        case .remove:
            let id = target()
            believedOnMap.removeAll { $0 == id }
            if !believedRemoved.contains(id) { believedRemoved.append(id) }
            return .remove(id: id)
        case .move: return .move(id: target(), to: viewPoint())
        case .title: return .setTitle(id: target(), text())
        case .snippet: return .setSnippet(id: target(), text())
        case .tappable: return .setTappable(id: target(), random.chance(0.7))
        case .zIndex: return .setZIndex(id: target(), random.int(-1...2))
        case .opacity: return .setOpacity(id: target(), random.chance(0.5) ? 0 : 1)
        case .behaviour: return .setBehaviour(id: target(), behaviour())
        case .tracking: return .setTracking(id: target(), random.chance(0.6))
        case .edit:
            let title = text(), snippet = random.chance(0.6) ? TextSample.none : text()
            return .editSelected(title: title, snippet: snippet, tracks: random.chance(0.5) ? nil : random.chance(0.7))
        case .tapMarker: return .tapMarker(id: target(), at: hitPoint())
        case .draggable: return .setDraggable(id: target(), random.chance(0.7))
        case .drag:
            return .dragMarker(id: target(), at: hitPoint(), dx: random.value(-40...40), dy: random.value(-40...40))
        case .tapWindow: return .tapWindow(at: insidePoint())
        case .tapView: return .tapView(at: viewPoint())
        case .longPressMarker: return .longPressMarker(id: target(), at: hitPoint())
        case .longPressWindow: return .longPressWindow(at: insidePoint())
        case .longPressView: return .longPressView(at: viewPoint())
        case .select: return .select(id: random.chance(0.75) ? target() : anyCreated())
        case .selectForeign: return .selectForeign
        case .selectNil: return .selectNil
        case .selectSame: return .selectSame
        case .clear:
            believedRemoved += believedOnMap
            believedOnMap = []
            shapesOnMap = []
            return .clear
        case .addShape:
            let id = nextShape
            nextShape += 1
            shapesOnMap.append(id)
            let title = random.chance(0.8) ? random.element([TextSample.latin, .chinese, .twoLines]) : text()
            return .addShape(id: id, at: viewPoint(), title: title,
                             returns: random.weighted([(DelegateBehaviour.Returns.nothing, 70), (.window, 15), (.contents, 15)]))
        case .removeShape:
            let id = random.element(shapesOnMap)
            shapesOnMap.removeAll { $0 == id }
            return .removeShape(id: id)
        case .tapShape:
            return .tapShape(id: random.element(shapesOnMap), at: random.chance(0.5) ? .centre : insidePoint())
        case .shapeWindows:
            return .setShapeWindows(random.chance(0.75))
        case .camera: return .camera(cameraMove())
        case .frame: return .advanceFrame
        case .touchView: return .touchCustomView
        case .snapshot: return .snapshot
        }
    }

    private mutating func add() -> Operation {
        let id = nextID
        nextID += 1
        created.append(id)
        believedOnMap.append(id)
        let title = random.chance(0.75) ? random.element([TextSample.latin, .chinese, .twoLines, .padded, .long]) : text()
        let snippet = random.chance(0.5) ? TextSample.none : text()
        let look = random.weighted([(Look.pin, 55), (.middleAnchor, 15), (.wideIconView, 12), (.rotated, 10), (.flat, 8)])
        return .add(id: id, at: viewPoint(), title: title, snippet: snippet, look: look, behaviour: behaviour(),
                    tappable: random.chance(0.88), zIndex: random.chance(0.8) ? 0 : random.int(1...2))
    }

    private mutating func text() -> TextSample {
        random.element(TextSample.allCases)
    }

    private mutating func behaviour() -> DelegateBehaviour {
        DelegateBehaviour(vetoesTaps: random.chance(0.12),
                          returns: random.weighted([(DelegateBehaviour.Returns.nothing, 70), (.window, 15), (.contents, 15)]))
    }

    /// A marker believed to be on the map (mostly), or any marker made so far.
    private mutating func target() -> Int {
        if !believedOnMap.isEmpty && random.chance(0.92) { return random.element(believedOnMap) }
        return anyCreated()
    }

    private mutating func anyCreated() -> Int {
        created.isEmpty ? 1 : random.element(created)
    }

    private mutating func viewPoint() -> UnitPoint {
        UnitPoint(x: random.value(0.06...0.94), y: random.value(0.08...0.94))
    }

    /// Half of the taps land on the centre of the hit area, the rest anywhere inside it.
    private mutating func hitPoint() -> UnitPoint {
        random.chance(0.5) ? .centre : insidePoint()
    }

    private mutating func insidePoint() -> UnitPoint {
        UnitPoint(x: random.value(0.03...0.97), y: random.value(0.03...0.97))
    }

    private mutating func cameraMove() -> CameraMove {
        switch random.int(0...7) {
        case 0: return .pan(dx: random.value(-120...120), dy: random.value(-120...120))
        case 1:
            var levels = random.value(-0.7...0.7)
            if !(9...11).contains(zoom + levels) { levels = -levels }
            zoom += levels
            return .zoom(levels: levels, about: viewPoint())
        case 2: return .rotate(degrees: random.value(-60...60))
        case 3:
            var degrees = random.value(-25...25)
            if !(0...60).contains(tilt + degrees) { degrees = -degrees }
            tilt = min(max(tilt + degrees, 0), 60)
            return .tilt(degrees: degrees)
        case 4:
            zoom = 10
            tilt = random.chance(0.6) ? 0 : random.value(0...45)
            return .reset(bearing: random.chance(0.5) ? 0 : random.value(0...359), tilt: tilt)
        case 5:
            let dx = random.value(15...90) * (random.chance(0.5) ? 1 : -1)
            return .drag(from: viewPoint(), dx: dx, dy: random.value(-90...90))
        case 6:
            let dx = random.value(12...60) * (random.chance(0.5) ? 1 : -1)
            let dy = random.value(-30...30)
            tilt = min(max(tilt - dy * 0.25, 0), 60)
            return .secondaryDrag(dx: dx, dy: dy)
        default:
            var dy = random.chance(0.5) ? 1.0 : -1.0
            if !(9...11).contains(zoom + dy * 0.5) { dy = -dy }
            zoom += dy * 0.5
            return .scroll(dy: dy, at: viewPoint())
        }
    }

    // MARK: Reactions

    /// The delegate methods an operation may call (directly, or through the calls its reactions make),
    /// so the reactions the generator attaches to it have a chance to fire.
    static func methods(calledBy operation: Operation) -> [DelegateMethod] {
        let build: [DelegateMethod] = [.markerInfoWindow, .markerInfoContents, .didClose, .didCloseWithReason]
        switch operation {
        case .tapMarker, .tapView, .tapWindow:
            return build + [.didTap, .didTap, .didTapAt, .didTapInfoWindow, .didTapInfoWindowAt, .didTapOverlay]
        case .tapShape:
            return build + [.didTapOverlay, .didTapOverlay, .didTap, .didTapInfoWindow]
        case .longPressMarker, .longPressView, .longPressWindow:
            return [.didLongPressAt, .didLongPressInfoWindow, .didClose, .didCloseWithReason]
        case .dragMarker:
            return build + [.didBeginDragging, .didBeginDragging, .didDrag, .didDrag, .didDrag, .didEndDragging, .didLongPressAt, .didLongPressInfoWindow]
        case .select, .selectSame, .selectNil, .selectForeign:
            return build
        case .remove, .clear, .advanceFrame, .snapshot, .camera, .removeShape:
            return [.didClose, .didCloseWithReason, .markerInfoWindow]
        case .add, .readd, .move, .setTitle, .setSnippet, .setTappable, .setZIndex, .setOpacity, .setBehaviour,
             .setTracking, .setDraggable, .editSelected, .touchCustomView, .addShape, .setShapeWindows:
            return []
        }
    }

    private mutating func reaction(_ methods: [DelegateMethod]) -> Reaction {
        let method = random.element(methods)
        let occurrence = random.weighted([(1, 75), (2, 20), (3, 5)])
        let someMarker = anyCreated(), markerOnMap = target()
        let action: ReactionAction = random.weighted([
            (.select(someMarker), 30), (.selectNil, 15), (.selectCurrent, 10), (.selectForeign, 5),
            (.remove(markerOnMap), 15), (.removeArgument, 15), (.clear, 4),
        ])
        return Reaction(method: method, occurrence: occurrence, action: action)
    }
}
