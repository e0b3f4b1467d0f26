import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// A camera move in progress, stepped by the map's clock.
struct CameraAnimation {
    let from: CameraPosition
    let to: CameraPosition
    let start: TimeInterval
    let duration: TimeInterval
    /// The transaction whose completion waits for this animation (R27).
    let group: AnimationGroup?

    /// The camera at `time`: eased (cubic in-out) along the Mercator line between the targets, the
    /// shorter way round for the bearing.
    func camera(at time: TimeInterval) -> (CameraPosition, finished: Bool) {
        let t = duration > 0 ? min(max((time - start) / duration, 0), 1) : 1
        // A clock that lands on the end up to rounding (start + duration - start) has finished.
        if t >= 1 - 1e-9 { return (to, true) }
        let e = t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        let a = WebMercator.project(from.target), b = WebMercator.project(to.target)
        var dx = b.x - a.x
        dx -= dx.rounded()
        let target = WebMercator.unproject(MercatorPoint(x: a.x + dx * e, y: a.y + (b.y - a.y) * e))
        var db = to.bearing - from.bearing
        db -= 360 * (db / 360).rounded()
        let camera = CameraPosition(target: target, zoom: from.zoom + (to.zoom - from.zoom) * e,
                                    bearing: from.bearing + db * e,
                                    viewingAngle: from.viewingAngle + (to.viewingAngle - from.viewingAngle) * e)
        return (camera, false)
    }
}

/// Camera moves: animation, pan, zoom about a point, and framing a marker (R21, B3).
extension MapView {
    /// Animates the camera to `camera`, stepped by ``advance(to:)``: over ``cameraAnimationDuration``, or
    /// inside a ``Transaction`` over its duration (at once when it disables actions or its duration is
    /// zero). Announces the move to the delegate (`willMove`, R29); a running animation it replaces ends
    /// unfinished.
    public func animate(to camera: CameraPosition) {
        guard camera.isValid else {
            Diagnostics.warn("camera \(camera) has a non-finite value; animation ignored")
            return
        }
        let goal = camera.clamped
        var duration = cameraAnimationDuration
        var group: AnimationGroup?
        if Transaction.isOpen {
            let transaction = Transaction.currentAnimation()
            duration = transaction?.duration ?? 0
            group = transaction?.group
        }
        cancelCameraAnimation()
        guard goal != storedCamera else { return }
        cameraWillMove(gesture: false)
        group?.join()
        animation = CameraAnimation(from: storedCamera, to: goal, start: currentTime, duration: duration, group: group)
        stepAnimation()
    }

    /// Ends a running camera animation where it is (its transaction's completion hears `false`).
    func cancelCameraAnimation() {
        guard let running = animation else { return }
        animation = nil
        running.group?.end(finished: false)
    }

    /// True while a camera animation runs.
    public var isAnimatingCamera: Bool { animation != nil }

    /// Moves the camera so the ground at the view's centre moves by `delta` points.
    public func pan(by delta: CGPoint) {
        guard delta.x.isFinite, delta.y.isFinite else { return }
        let c = projection.center
        pan(from: c, to: CGPoint(x: c.x + delta.x, y: c.y + delta.y))
    }

    /// Moves the camera so the ground under `start` ends under `end` (exact, also in perspective).
    func pan(from start: CGPoint, to end: CGPoint) {
        let projection = self.projection
        guard projection.showsWorld(at: start) || storedCamera.viewingAngle == 0 else { return }
        move(projection.world(for: start), to: end)
    }

    /// Zooms by `levels` keeping the ground under `point` where it is.
    public func zoom(by levels: Double, about point: CGPoint) {
        guard levels.isFinite, point.x.isFinite, point.y.isFinite else { return }
        let anchor = projection.world(for: point)
        var camera = storedCamera
        camera.zoom += levels
        setCamera(camera)
        move(anchor, to: point)
    }

    /// Sets the target so that the ground point `world` is drawn at `point`. A view point always shows
    /// the same offset from the target for a given zoom, bearing and tilt, so this is exact.
    private func move(_ world: MercatorPoint, to point: CGPoint) {
        let projection = self.projection
        let offset = projection.world(for: point)
        var target = MercatorPoint(x: world.x - (offset.x - projection.target.x),
                                   y: world.y - (offset.y - projection.target.y))
        target.x -= target.x.rounded(.down)
        var camera = storedCamera
        camera.target = WebMercator.unproject(target)
        setCamera(camera)
    }

    func stepAnimation() {
        guard let running = animation else { return }
        let (camera, finished) = running.camera(at: currentTime)
        setCamera(camera)
        if finished {
            animation = nil
            running.group?.end(finished: true)
        }
    }

    /// After a window opens: centre the marker (R21, when a tap opened it and ``centersOnMarkerTap``),
    /// then pan so the window is fully visible (B3, when ``keepsInfoWindowVisible``).
    func frameCamera(on marker: Marker, centre: Bool) {
        var goal = storedCamera
        if centre && centersOnMarkerTap {
            goal.target = marker.position
            goal = goal.clamped
        }
        if keepsInfoWindowVisible, let shown = shownWindow, shown.marker === marker {
            goal = cameraShowingWindow(shown, from: goal)
        }
        if goal != storedCamera { animate(to: goal) }
    }

    /// The camera nearest `start` that shows the window whole inside padding + auto-pan padding.
    private func cameraShowingWindow(_ shown: ShownWindow, from start: CameraPosition) -> CameraPosition {
        var goal = start
        let area = bounds.inset(by: padding).inset(by: infoWindowAutoPanPadding)
        for _ in 0..<3 {
            let projection = Projection(camera: goal, size: frame.size, padding: padding)
            guard let frame = windowFrame(of: shown, projection: projection) else { break }
            var dx: CGFloat = 0, dy: CGFloat = 0
            if frame.width > area.width || frame.minX < area.minX { dx = frame.minX - area.minX }
            else if frame.maxX > area.maxX { dx = frame.maxX - area.maxX }
            if frame.height > area.height || frame.minY < area.minY { dy = frame.minY - area.minY }
            else if frame.maxY > area.maxY { dy = frame.maxY - area.maxY }
            if abs(dx) < 0.01 && abs(dy) < 0.01 { break }
            let c = projection.center
            goal.target = projection.coordinate(for: CGPoint(x: c.x + dx, y: c.y + dy))
            goal = goal.clamped
        }
        return goal
    }
}
