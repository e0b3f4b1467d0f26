import Foundation
import InfoWindowKit

/// The library under test: a real `MapView` with a ``ScriptedDelegate``, driven only through the public
/// API, and a second map holding the "foreign" marker (R7).
@MainActor
final class LibraryDriver {
    /// The map view's size, points.
    static let viewSize = CGSize(width: 480, height: 400)
    /// How far the clock moves for one frame, seconds.
    static let frameTime = 1.0 / 60

    let map: MapView
    let delegate: ScriptedDelegate
    private let otherMap: MapView

    init() {
        let camera = CameraPosition(latitude: 0, longitude: 0, zoom: 10)
        map = MapView(frame: CGRect(origin: .zero, size: Self.viewSize), camera: camera)
        otherMap = MapView(frame: CGRect(origin: .zero, size: Self.viewSize), camera: camera)
        let foreign = Marker(position: Coordinate(latitude: 0.01, longitude: 0.01))
        foreign.title = "Foreign"
        foreign.userData = -1
        foreign.map = otherMap
        let view = View(frame: CGRect(x: 0, y: 0, width: 130, height: 56))
        view.backgroundColor = .white
        let label = Label(frame: CGRect(x: 8, y: 8, width: 114, height: 40))
        label.text = "自訂 Custom"
        view.addSubview(label)
        delegate = ScriptedDelegate(customView: view, foreign: foreign)
        map.delegate = delegate
        map.opensOverlayInfoWindows = true
    }

    func marker(_ id: Int) -> Marker? { delegate.markers[id] }

    /// The numbers of the markers on the map, in the order they were added.
    var markerNumbers: [Int] { map.markers.map(ScriptedDelegate.number) }

    var selectedNumber: Int? { map.selectedMarker.map(delegate.number) }

    /// The public geometry the model needs to decide hits.
    func geometry() -> ScreenGeometry {
        var icons: [Int: CGRect] = [:]
        for marker in map.markers {
            if let frame = map.iconFrame(of: marker) { icons[ScriptedDelegate.number(of: marker)] = frame }
        }
        let projection = map.projection
        var shapes: [Int: ShapeGeometry] = [:]
        for case let shape as Polygon in map.shapes {
            guard let id = shape.userData as? Int, let corners = shape.path?.coordinates else { continue }
            let drawn = corners.map { projection.point(for: $0) }
            // A corner behind the camera does not come back from its drawn point: then it is not drawn.
            let inFront = zip(corners, drawn).allSatisfy { corner, point in
                let back = projection.coordinate(for: point)
                return abs(back.latitude - corner.latitude) < 1e-7 && abs(back.longitude - corner.longitude) < 1e-7
            }
            let ring = corners.map { ShapeGeometry.mercator(latitude: $0.latitude, longitude: $0.longitude) }
            shapes[id] = ShapeGeometry(ring: ring, drawn: inFront ? drawn : nil)
        }
        return ScreenGeometry(window: map.infoWindowFrame, icons: icons, shapes: shapes, ground: { point in
            let c = projection.coordinate(for: point)
            return ShapeGeometry.mercator(latitude: c.latitude, longitude: c.longitude)
        })
    }

    /// A tappable polygon 70 × 50 pt about the view point at `unit` (R32), its window's views as
    /// `returns` says (R33).
    func addShape(_ id: Int, at unit: UnitPoint, title: TextSample, returns: DelegateBehaviour.Returns) {
        let centre = viewPoint(unit)
        let projection = map.projection
        let polygon = Polygon(path: CoordinatePath(coordinates: [(-35.0, -25.0), (35, -25), (35, 25), (-35, 25)].map {
            projection.coordinate(for: CGPoint(x: centre.x + $0.0, y: centre.y + $0.1))
        }))
        polygon.title = title.string
        polygon.userData = id
        polygon.isTappable = true
        polygon.fillColor = Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.4)
        delegate.shapes[id] = polygon
        delegate.shapeBehaviours[id] = DelegateBehaviour(vetoesTaps: false, returns: returns)
        polygon.map = map
    }

    /// The point at fractions `unit` of the view.
    func viewPoint(_ unit: UnitPoint) -> CGPoint {
        CGPoint(x: unit.x * Self.viewSize.width, y: unit.y * Self.viewSize.height)
    }

    func add(_ id: Int, at unit: UnitPoint, title: TextSample, snippet: TextSample, look: Look,
             behaviour: DelegateBehaviour, tappable: Bool, zIndex: Int) {
        let marker = Marker(position: map.projection.coordinate(for: viewPoint(unit)))
        marker.userData = id
        marker.title = title.string
        marker.snippet = snippet.string
        marker.isTappable = tappable
        marker.zIndex = Int32(zIndex)
        switch look {
        case .pin: break
        case .middleAnchor: marker.infoWindowAnchor = CGPoint(x: 0.5, y: 0.5)
        case .wideIconView:
            let icon = View(frame: CGRect(x: 0, y: 0, width: 90, height: 26))
            icon.backgroundColor = .orange
            icon.cornerRadius = 6
            marker.iconView = icon
        case .rotated: marker.rotation = 40
        case .flat: marker.isFlat = true
        }
        delegate.markers[id] = marker
        delegate.behaviours[id] = behaviour
        marker.map = map
    }

    func move(_ id: Int, to unit: UnitPoint) {
        marker(id)?.position = map.projection.coordinate(for: viewPoint(unit))
    }

    func advanceFrame() {
        markFrame()
        map.advance(to: map.currentTime + Self.frameTime)
    }

    /// Tells the camera checker that the clock is about to move a frame.
    func markFrame() {
        delegate.cameraLog.append(.frame)
    }

    /// A long press at `point` (one frame: the clock moves by the hold).
    func longPress(at point: CGPoint) {
        markFrame()
        map.longPress(at: point)
    }

    /// Draws the map (a frame for the camera's events too).
    func snapshot() {
        markFrame()
        _ = map.snapshot()
    }

    /// A press held at `start` until the long press fires, then moved by half of (dx, dy) twice a frame
    /// apart and released a frame later where it ended (R30 on a draggable marker).
    func drag(from start: CGPoint, dx: Double, dy: Double) {
        let t = map.currentTime
        map.handle(PointerEvent(.down, at: start, time: t))
        markFrame()
        map.advance(to: t + map.gestureOptions.longPressDuration)
        let hold = map.currentTime
        let middle = CGPoint(x: start.x + dx / 2, y: start.y + dy / 2)
        let end = CGPoint(x: start.x + dx, y: start.y + dy)
        markFrame()
        map.handle(PointerEvent(.move, at: middle, time: hold + Self.frameTime))
        markFrame()
        map.handle(PointerEvent(.move, at: end, time: hold + 2 * Self.frameTime))
        markFrame()
        map.handle(PointerEvent(.up, at: end, time: hold + 3 * Self.frameTime))
    }

    /// Frames of ``settle()``: two seconds.
    static let settleFrames = 120

    /// Two seconds of frames: every animation ends and every camera change reaches its idle.
    func settle() {
        for _ in 0..<Self.settleFrames { advanceFrame() }
    }

    func touchCustomView() {
        let view = delegate.customView
        view.backgroundColor = view.backgroundColor == .white ? Color(white: 0.95) : .white
    }

    /// How many frames (clock steps) a camera move makes: gestures move the clock, API calls do not.
    static func frames(of move: CameraMove) -> Int {
        switch move {
        case .pan, .zoom, .rotate, .tilt, .reset: 0
        case .drag, .secondaryDrag: 3
        case .scroll: 1
        }
    }

    func apply(_ move: CameraMove) {
        var camera = map.camera
        switch move {
        case .pan(let dx, let dy):
            map.pan(by: CGPoint(x: dx, y: dy))
        case .zoom(let levels, let about):
            map.zoom(by: levels, about: viewPoint(about))
        case .rotate(let degrees):
            camera.bearing += degrees
            map.camera = camera
        case .tilt(let degrees):
            camera.viewingAngle += degrees
            map.camera = camera
        case .reset(let bearing, let tilt):
            let positions = map.markers.map(\.position)
            if !positions.isEmpty {
                camera.target = Coordinate(latitude: positions.map(\.latitude).reduce(0, +) / Double(positions.count),
                                           longitude: positions.map(\.longitude).reduce(0, +) / Double(positions.count))
            }
            camera.zoom = 10
            camera.bearing = bearing
            camera.viewingAngle = tilt
            map.camera = camera
        case .drag(let from, let dx, let dy):
            press(from: viewPoint(from), dx: dx, dy: dy, button: .primary)
        case .secondaryDrag(let dx, let dy):
            press(from: viewPoint(.centre), dx: dx, dy: dy, button: .secondary)
        case .scroll(let dy, let at):
            markFrame()
            map.handle(PointerEvent(.scroll(dx: 0, dy: dy), at: viewPoint(at), time: map.currentTime + Self.frameTime))
        }
    }

    private func press(from start: CGPoint, dx: Double, dy: Double, button: PointerEvent.Button) {
        let t = map.currentTime
        let middle = CGPoint(x: start.x + dx / 2, y: start.y + dy / 2)
        let end = CGPoint(x: start.x + dx, y: start.y + dy)
        markFrame()
        map.handle(PointerEvent(.down, at: start, time: t + Self.frameTime, button: button))
        markFrame()
        map.handle(PointerEvent(.move, at: middle, time: t + 2 * Self.frameTime, button: button))
        markFrame()
        map.handle(PointerEvent(.up, at: end, time: t + 3 * Self.frameTime, button: button))
    }
}
