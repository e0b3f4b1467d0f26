import Foundation
import InfoWindowKit

/// One run: a fresh reference model and a fresh map, fed the same steps. Each step is resolved against
/// the model (which markers exist, what a point hits) and the library's public geometry (where they
/// are), then performed on both.
@MainActor
struct ModelRun {
    private(set) var model: ReferenceModel
    let library = LibraryDriver()
    private let sink: WarningSink
    private var camera = CameraEventChecker()

    /// The camera's calls the run saw, by kind (for the coverage checks).
    var cameraCounts: [String: Int] { camera.counts }

    init(variant: ReferenceModel.Variant, sink: WarningSink) {
        model = ReferenceModel(variant: variant)
        model.opensShapeWindows = library.map.opensOverlayInfoWindows
        self.sink = sink
    }

    /// Performs `step` on both sides; returns what it did, for the printed trace.
    mutating func execute(_ step: Step) -> String {
        model.begin(step.reactions)
        library.delegate.log = []
        library.delegate.script.begin(step.reactions)
        library.delegate.cameraLog.append(.operation(Self.kind(of: step.operation)))
        let note = perform(step.operation)
        camera.read(library.delegate.cameraLog)
        library.delegate.cameraLog = []
        return note
    }

    /// After the last step: runs the clock until everything has settled, then checks that every camera
    /// change ended (R29).
    mutating func settle() {
        library.delegate.cameraLog.append(.operation(.other))
        library.settle()
        for _ in 0..<LibraryDriver.settleFrames { model.frame() }
        camera.read(library.delegate.cameraLog)
        library.delegate.cameraLog = []
        camera.finish()
    }

    /// Which camera changes `operation` may start (R29).
    static func kind(of operation: Operation) -> OperationKind {
        switch operation {
        case .camera(let move):
            switch move {
            case .drag, .secondaryDrag, .scroll: return .gesture
            case .pan, .zoom, .rotate, .tilt, .reset: return .code
            }
        case .tapMarker, .tapView, .tapWindow, .tapShape: return .code
        default: return .other
        }
    }

    /// Both sides' state after the step. Warnings are counted from the start of the run.
    func observe() -> (expected: Observation, actual: Observation) {
        let messages = sink.messages
        let notOnMap = messages.filter { $0.contains("not on this map") }.count
        let expected = Observation(log: model.log, selected: model.selected, onMap: model.onMap,
                                   notOnMapWarnings: model.warnings, otherWarnings: 0, strayWindow: false)
        let actual = Observation(log: library.delegate.log, selected: library.selectedNumber,
                                 onMap: library.markerNumbers, notOnMapWarnings: notOnMap,
                                 otherWarnings: messages.count - notOnMap,
                                 strayWindow: library.map.selectedMarker == nil && library.map.infoWindowFrame != nil,
                                 cameraProblem: camera.problem)
        return (expected, actual)
    }

    private mutating func perform(_ operation: Operation) -> String {
        switch operation {
        case .add(let id, let at, let title, let snippet, let look, let behaviour, let tappable, let zIndex):
            guard !model.isKnown(id) else { return "skipped: m\(id) exists" }
            library.add(id, at: at, title: title, snippet: snippet, look: look, behaviour: behaviour,
                        tappable: tappable, zIndex: zIndex)
            model.add(id, .init(title: title, snippet: snippet, behaviour: behaviour, tappable: tappable, zIndex: zIndex))
        case .readd(let id):
            guard model.isKnown(id), !model.isOnMap(id) else { return "skipped: m\(id) unknown or on the map" }
            library.marker(id)?.map = library.map
            model.readd(id)
        case .remove(let id):
            guard model.isKnown(id) else { return "skipped: no m\(id)" }
            library.marker(id)?.map = nil
            model.remove(id)
        case .move(let id, let to):
            guard model.isKnown(id) else { return "skipped: no m\(id)" }
            library.move(id, to: to)
        case .setTitle(let id, let text):
            guard model.isKnown(id) else { return "skipped: no m\(id)" }
            library.marker(id)?.title = text.string
            model.update(id) { $0.title = text }
        case .setSnippet(let id, let text):
            guard model.isKnown(id) else { return "skipped: no m\(id)" }
            library.marker(id)?.snippet = text.string
            model.update(id) { $0.snippet = text }
        case .setTappable(let id, let tappable):
            guard model.isKnown(id) else { return "skipped: no m\(id)" }
            library.marker(id)?.isTappable = tappable
            model.update(id) { $0.tappable = tappable }
        case .setZIndex(let id, let z):
            guard model.isKnown(id) else { return "skipped: no m\(id)" }
            library.marker(id)?.zIndex = Int32(z)
            model.update(id) { $0.zIndex = z }
        case .setOpacity(let id, let opacity):
            // R12: opacity changes nothing about taps, so the model has nothing to record.
            guard model.isKnown(id) else { return "skipped: no m\(id)" }
            library.marker(id)?.opacity = opacity
        case .setBehaviour(let id, let behaviour):
            guard model.isKnown(id) else { return "skipped: no m\(id)" }
            library.delegate.behaviours[id] = behaviour
            model.update(id) { $0.behaviour = behaviour }
        case .setTracking(let id, let tracks):
            guard model.isKnown(id) else { return "skipped: no m\(id)" }
            library.marker(id)?.tracksInfoWindowChanges = tracks
            model.update(id) { $0.tracksChanges = tracks }
        case .setDraggable(let id, let draggable):
            guard model.isKnown(id) else { return "skipped: no m\(id)" }
            library.marker(id)?.isDraggable = draggable
            model.update(id) { $0.draggable = draggable }
        case .dragMarker(let id, let at, let dx, let dy):
            guard model.isOnMap(id), let icon = library.geometry().icons[id] else { return "skipped: m\(id) not hittable" }
            let area = ReferenceModel.hitArea(ofIcon: icon)
            return drag(from: CGPoint(x: area.minX + at.x * area.width, y: area.minY + at.y * area.height), dx: dx, dy: dy)
        case .editSelected(let title, let snippet, let tracks):
            guard let id = model.selected, let marker = library.marker(id) else { return "skipped: no window" }
            marker.title = title.string
            marker.snippet = snippet.string
            if let tracks { marker.tracksInfoWindowChanges = tracks }
            model.update(id) {
                $0.title = title
                $0.snippet = snippet
                if let tracks { $0.tracksChanges = tracks }
            }
        case .tapMarker(let id, let at), .longPressMarker(let id, let at):
            guard model.isOnMap(id), let icon = library.geometry().icons[id] else { return "skipped: m\(id) not hittable" }
            let area = ReferenceModel.hitArea(ofIcon: icon)
            return press(CGPoint(x: area.minX + at.x * area.width, y: area.minY + at.y * area.height),
                         long: operation.isLongPress)
        case .tapWindow(let at), .longPressWindow(let at):
            guard model.selected != nil, let window = library.map.infoWindowFrame else { return "skipped: no window" }
            return press(CGPoint(x: window.minX + at.x * window.width, y: window.minY + at.y * window.height),
                         long: operation.isLongPress)
        case .tapView(let at), .longPressView(let at):
            return press(library.viewPoint(at), long: operation.isLongPress)
        case .select(let id):
            guard model.isKnown(id), let marker = library.marker(id) else { return "skipped: no m\(id)" }
            library.map.selectedMarker = marker
            model.select(.marker(id))
        case .selectForeign:
            library.map.selectedMarker = library.delegate.foreign
            model.select(.foreign)
        case .selectNil:
            library.map.selectedMarker = nil
            model.select(.none)
        case .selectSame:
            library.map.selectedMarker = library.map.selectedMarker
            model.select(model.selected.map { .marker($0) } ?? .none)
        case .clear:
            library.map.clear()
            model.clear()
        case .camera(let move):
            library.apply(move)
            for _ in 0..<LibraryDriver.frames(of: move) { model.frame() }
        case .advanceFrame:
            library.advanceFrame()
            model.frame()
        case .touchCustomView:
            library.touchCustomView()
        case .snapshot:
            library.snapshot()
            model.frame()
        case .addShape(let id, let at, let title, let returns):
            guard !model.isShapeKnown(id) else { return "skipped: s\(id) exists" }
            library.addShape(id, at: at, title: title, returns: returns)
            model.addShape(id, .init(title: title, returns: returns))
        case .removeShape(let id):
            guard model.isShapeKnown(id) else { return "skipped: no s\(id)" }
            library.delegate.shapes[id]?.map = nil
            model.removeShape(id)
        case .tapShape(let id, let at):
            guard model.isShapeOnMap(id), let point = library.geometry().shapes[id]?.point(at: at) else {
                return "skipped: s\(id) not drawn"
            }
            return press(point, long: false)
        case .setShapeWindows(let on):
            library.map.opensOverlayInfoWindows = on
            model.opensShapeWindows = on
        }
        return ""
    }

    /// A tap or long press at `point`, if it is on the view and clear of the edges that decide the hit.
    private mutating func press(_ start: CGPoint, long: Bool) -> String {
        let geometry = library.geometry()
        var point = start
        var tries = 0
        while model.isNearEdge(point, in: geometry) && tries < 8 {
            point.x += 1.37
            point.y += 0.71
            tries += 1
        }
        let bounds = CGRect(origin: .zero, size: LibraryDriver.viewSize).insetBy(dx: 1, dy: 1)
        guard bounds.contains(point), !model.isNearEdge(point, in: geometry) else {
            return "skipped: (\(point.x), \(point.y)) is off the view or on an edge"
        }
        let target = model.target(at: point, in: geometry)
        model.noteHitRules(at: point, in: geometry)
        if long {
            library.longPress(at: point)
            switch target {
            case .window: model.longPressWindow()
            case .marker(let id) where model.isDraggable(id):
                // R30: the press picks the marker up; it lifts where it went down (no move, no didDrag).
                model.beginDrag(id)
                model.frame()
                model.dragEnd()
                return "long press at (\(rounded(point.x)), \(rounded(point.y))) drags \(target)"
            case .marker, .shape, .map: model.longPressMap() // D18, D44
            }
            model.frame() // a long press holds for 0.5 s: the clock moves and a frame is prepared
        } else {
            library.map.tap(at: point)
            switch target {
            case .window: model.tapWindow()
            case .marker(let id): model.tapMarker(id)
            case .shape(let id): model.tapShape(id)
            case .map: model.tapMap()
            }
        }
        return "\(long ? "long press" : "tap") at (\(rounded(point.x)), \(rounded(point.y))) hits \(target)"
    }

    /// A drag from `start` by (dx, dy) (see ``LibraryDriver/drag(from:dx:dy:)``), if its points are on the
    /// view and the press is clear of the edges that decide the hit.
    private mutating func drag(from start: CGPoint, dx: Double, dy: Double) -> String {
        let geometry = library.geometry()
        var point = start
        var tries = 0
        while model.isNearEdge(point, in: geometry) && tries < 8 {
            point.x += 1.37
            point.y += 0.71
            tries += 1
        }
        let bounds = CGRect(origin: .zero, size: LibraryDriver.viewSize).insetBy(dx: 1, dy: 1)
        let end = CGPoint(x: point.x + dx, y: point.y + dy)
        guard bounds.contains(point), bounds.contains(end), !model.isNearEdge(point, in: geometry) else {
            return "skipped: a drag from (\(point.x), \(point.y)) is off the view or starts on an edge"
        }
        let target = model.target(at: point, in: geometry)
        model.noteHitRules(at: point, in: geometry)
        library.drag(from: point, dx: dx, dy: dy)
        // The long press fires while the clock moves by the hold; then three frames, a move in each of
        // the first two, the release in the last.
        switch target {
        case .window: model.longPressWindow()
        case .marker(let id) where model.isDraggable(id): model.beginDrag(id)
        case .marker, .shape, .map: model.longPressMap()
        }
        model.frame()
        model.frame()
        model.dragMove()
        model.frame()
        model.dragMove()
        model.frame()
        model.dragEnd()
        return "drag from (\(rounded(point.x)), \(rounded(point.y))) by (\(rounded(dx)), \(rounded(dy))) on \(target)"
    }

    private func rounded(_ value: CGFloat) -> Double { (Double(value) * 10).rounded() / 10 }
}

extension Operation {
    var isLongPress: Bool {
        switch self {
        case .longPressMarker, .longPressWindow, .longPressView: true
        default: false
        }
    }
}
