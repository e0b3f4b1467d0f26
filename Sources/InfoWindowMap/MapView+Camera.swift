import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Camera moves: animation, pan, zoom about a point, and framing a marker (R21, B3).
extension MapView {
    /// Animates the camera to `camera`, stepped by ``advance(to:)``: over ``cameraAnimationDuration``, or
    /// inside a ``Transaction`` over its duration (at once when it disables actions or its duration is
    /// zero). Announces the move to the delegate (`willMove`, R29); a running animation it replaces ends
    /// unfinished, and this one then starts at speed, easing out only (D116).
    public func animate(to camera: CameraPosition) {
        guard camera.isValid else {
            Diagnostics.warn("camera \(camera) has a non-finite value; animation ignored")
            return
        }
        let goal = limited(camera.clamped)
        var duration = cameraAnimationDuration
        var group: AnimationGroup?
        if Transaction.isOpen {
            let transaction = Transaction.currentAnimation()
            duration = transaction?.duration ?? 0
            group = transaction?.group
        }
        // D116: a move that replaces a running one starts at speed.
        let continuing = cameraMover.isMovingWholeCamera
        cancelCameraAnimation()
        guard goal != cameraState.current else { return }
        cameraWillMove(gesture: false)
        // R27: no duration (or one that is not a number of seconds above zero) is no animation.
        guard duration > 0, duration.isFinite else {
            setCamera(goal)
            return
        }
        cameraMover.start(from: cameraState.current, to: goal, duration: duration, at: currentTime, group: group,
                          continuing: continuing)
    }

    /// Ends a running camera animation where it is (its transaction's completion hears `false`).
    func cancelCameraAnimation() {
        cameraMover.cancel()
    }

    /// True while a camera animation runs.
    public var isAnimatingCamera: Bool { cameraMover.isAnimating }

    /// Moves the camera so the ground at the view's centre moves by `delta` points.
    public func pan(by delta: CGPoint) {
        guard delta.x.isFinite, delta.y.isFinite else { return }
        let c = projection.center
        pan(from: c, to: CGPoint(x: c.x + delta.x, y: c.y + delta.y))
    }

    /// Moves the camera so the ground under `start` ends under `end` (exact, also in perspective).
    func pan(from start: CGPoint, to end: CGPoint) {
        let projection = self.projection
        guard projection.showsWorld(at: start) || cameraState.current.viewingAngle == 0 else { return }
        move(projection.world(for: start), to: end)
    }

    /// Zooms by `levels` keeping the ground under `point` where it is.
    public func zoom(by levels: Double, about point: CGPoint) {
        guard levels.isFinite, point.x.isFinite, point.y.isFinite else { return }
        let anchor = projection.world(for: point)
        var camera = cameraState.current
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
        var camera = cameraState.current
        camera.target = WebMercator.unproject(target)
        setCamera(camera)
    }

    /// After a window opens: centre the marker (R21, when a tap opened it and ``centersOnMarkerTap``),
    /// then pan so the window is fully visible (B3, when ``keepsInfoWindowVisible``).
    func frameCamera(on marker: Marker, centre: Bool) {
        var goal = cameraState.current
        if centre && centersOnMarkerTap {
            goal.target = marker.position
            goal = goal.clamped
        }
        if keepsInfoWindowVisible, let shown = selection.shown, shown.marker === marker {
            goal = cameraShowingWindow(shown, from: goal)
        }
        if goal != cameraState.current { animate(to: goal) }
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
