import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Input: raw pointer events, the tap and long-press conveniences, the clock, and hit-testing.
extension MapView {
    /// Feeds one raw pointer event (R24 tells taps, long presses and pans apart). The event's time also
    /// advances the map's clock.
    public func handle(_ event: PointerEvent) {
        guard event.isAccepted else { return }
        if event.time > currentTime { advance(to: event.time) }
        Animator.hosting(self) {
            if event.kind == .down {
                cancelCameraAnimation()
                input.pressCount += 1
                if event.button == .primary { pressControl(at: event.location) }
            }
            for gesture in input.gestures.handle(event) { apply(gesture) }
            if event.kind == .up || event.kind == .cancel { releaseControl() }
        }
    }

    /// True while a pointer press is down on the map.
    public var isPressed: Bool { input.gestures.isPressed }

    /// A quick tap at `point` (a press and release at the current time).
    public func tap(at point: CGPoint) {
        handle(PointerEvent(.down, at: point, time: currentTime))
        handle(PointerEvent(.up, at: point, time: currentTime))
    }

    /// A press held at `point` for the long-press duration, then released; advances the clock.
    public func longPress(at point: CGPoint) {
        let start = currentTime
        handle(PointerEvent(.down, at: point, time: start))
        advance(to: start + input.gestures.options.longPressDuration)
        handle(PointerEvent(.up, at: point, time: currentTime))
    }

    /// Moves the map's clock to `time` (seconds on the host's clock): fires a long press whose time has
    /// come, steps the camera animation, and prepares the next frame (tracked windows and icon views,
    /// R18/R19). Times earlier than the current time are ignored.
    ///
    /// Each step also runs the clock's animations (R27: markers, icon views, the open window's views),
    /// commits transactions left open, and sends the camera's `didChange` and `idleAt` (R29).
    public func advance(to time: TimeInterval) {
        guard time.isFinite, time >= currentTime else { return }
        Animator.hosting(self) {
            currentTime = time
            Transaction.commitAbandoned()
            for gesture in input.gestures.advance(to: time) { apply(gesture) }
            Animator.step(host: self, to: time, runningCompletions: false)
            prepareFrame()
            flushCameraEvents()
            deliverRenderEvents()
            // Completions last: they see the frame's values and follow its camera events.
            Animator.runDue()
        }
    }

    /// What a tap at `point` would hit (R24, R32): the open window, a marker, a tappable shape, or the
    /// map at a coordinate.
    public func mapHitTest(_ point: CGPoint) -> HitTestResult {
        let projection = self.projection
        switch layers.hitTest(point, projection: projection) {
        case .infoWindow(let marker, let local)?: return .infoWindow(marker, local)
        case .marker(let marker)?: return .marker(marker)
        case .layer(let layer as any Overlay, _)?: return .overlay(layer)
        case .layer?, nil: return .map(projection.coordinate(for: point))
        }
    }

    /// The top tappable marker whose hit area holds `point`, found through the spatial index.
    func markerHit(at point: CGPoint, projection: Projection) -> Marker? {
        let r = store.reach
        guard store.count > 0 else { return nil }
        let area = CGRect(x: point.x - r, y: point.y - r, width: 2 * r, height: 2 * r)
        let bounds = projection.worldBounds(of: area)
        // The slots are read once, not through the map (an exclusivity check) per candidate; the
        // candidate's point comes from the index, not from projecting its position again.
        let slots = store.slots
        var best: Marker?
        store.index.query(minX: bounds.minX, minY: bounds.minY, maxX: bounds.maxX, maxY: bounds.maxY) { (entry: MarkerIndex.Entry) in
            let marker = slots[Int(entry.id)]
            guard marker.isTappable, isAbove(marker, best) else { return }
            let world = MercatorPoint(x: entry.x, y: entry.y)
            if let rect = hitRect(of: marker, world: world, projection: projection), rect.contains(point) { best = marker }
        }
        return best
    }

    /// The same answer as ``markerHit(at:projection:)`` by checking every marker (for tests and the
    /// benchmark's comparison).
    func markerHitLinear(at point: CGPoint, projection: Projection) -> Marker? {
        var best: Marker?
        for marker in store.slots where marker.isTappable && isAbove(marker, best) {
            if let rect = hitRect(of: marker, projection: projection), rect.contains(point) { best = marker }
        }
        return best
    }

    /// Hit order among markers: higher zIndex, then added later (R24).
    private func isAbove(_ marker: Marker, _ other: Marker?) -> Bool {
        guard let other else { return true }
        if marker.zIndex != other.zIndex { return marker.zIndex > other.zIndex }
        return marker.sequence > other.sequence
    }

    private func apply(_ gesture: Gesture) {
        switch gesture {
        case .tap(let point):
            switch layers.hitTest(point, projection: projection) {
            case .infoWindow(_, let local)?:
                if !tapControl(at: local) { send(.windowTapped(at: local)) }
            case .marker(let marker)?: send(.markerTapped(marker))
            case .layer(let layer, let at)?: layer.tapped(at: at, on: self)
            case nil: send(.mapTapped(projection.coordinate(for: point)))
            }
        case .longPress(let point):
            releaseControl()
            switch mapHitTest(point) {
            case .infoWindow: send(.windowLongPressed)
            case .marker(let marker) where marker.isDraggable: beginDrag(marker, at: point)
            case .marker, .overlay, .map: send(.mapLongPressed(projection.coordinate(for: point)))
            }
        case .holdMove(let point):
            drag(to: point)
        case .holdEnd(let point):
            if input.dragged != nil {
                drag(to: point)
                endDrag()
            }
        case .pan(let from, let to):
            releaseControl()
            guard settings.scrollGestures else { return }
            byGesture { pan(from: from, to: to) }
        case .rotateTilt(let bearing, let tilt):
            releaseControl()
            var camera = cameraState.current
            if settings.rotateGestures { camera.bearing += bearing }
            if settings.tiltGestures { camera.viewingAngle += tilt }
            byGesture { setCamera(camera) }
        case .zoom(let levels, let point):
            guard settings.zoomGestures else { return }
            byGesture { zoom(by: levels, about: point) }
        }
    }
}
