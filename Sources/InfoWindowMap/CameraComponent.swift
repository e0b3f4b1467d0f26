import Foundation
import InfoWindowCore
import InfoWindowViews

/// One number of the camera, animated on its own (the SDK's `GMSMapLayer` keys, D115).
public enum CameraComponent: Hashable, Sendable, CaseIterable {
    /// The target's latitude, degrees.
    case latitude
    /// The target's longitude, degrees.
    case longitude
    /// The zoom level.
    case zoom
    /// The bearing, degrees clockwise from north.
    case bearing
    /// The tilt, degrees from straight down.
    case viewingAngle

    /// This number of `camera`.
    public func value(of camera: CameraPosition) -> Double {
        switch self {
        case .latitude: camera.target.latitude
        case .longitude: camera.target.longitude
        case .zoom: camera.zoom
        case .bearing: camera.bearing
        case .viewingAngle: camera.viewingAngle
        }
    }

    /// `camera` with this number set to `value` (not yet clamped).
    public func setting(_ value: Double, in camera: CameraPosition) -> CameraPosition {
        var result = camera
        switch self {
        case .latitude: result.target.latitude = value
        case .longitude: result.target.longitude = value
        case .zoom: result.zoom = value
        case .bearing: result.bearing = value
        case .viewingAngle: result.viewingAngle = value
        }
        return result
    }
}

/// A keyframe track of one camera number: values at key times over a duration, each stretch eased by
/// the curve (Core Animation's keyframe animation, D115).
struct CameraTrack {
    var component: CameraComponent
    var values: [Double]
    /// Fractions of the duration, 0…1, one per value, rising.
    var keyTimes: [Double]
    var start: TimeInterval
    var duration: TimeInterval
    var curve: AnimationCurve

    /// The value at `time`, and whether the track has ended.
    func value(at time: TimeInterval) -> (value: Double, ended: Bool) {
        guard let last = values.last else { return (0, true) }
        let t = duration > 0 ? (time - start) / duration : 1
        guard t < 1 else { return (last, true) }
        guard t > 0 else { return (values[0], false) }
        var i = 0
        while i + 1 < keyTimes.count && keyTimes[i + 1] <= t { i += 1 }
        guard i + 1 < values.count else { return (last, false) }
        let span = keyTimes[i + 1] - keyTimes[i]
        let local = span > 0 ? curve.progress((t - keyTimes[i]) / span) : 1
        return (values[i] + (values[i + 1] - values[i]) * local, false)
    }
}

extension MapView {
    /// Animates one number of the camera through `values` over `duration` seconds on the map's clock
    /// (D115): at `keyTimes` (fractions of the duration, rising from 0 to 1; nil spaces the values
    /// evenly), each stretch eased by `curve`. One value animates from the value on screen (the last frame
    /// drawn) to it. A new animation of the same number replaces the old one; the other numbers keep
    /// animating, and a whole-camera animation (``animate(to:)``) started before runs under them; setting
    /// ``camera``, a later ``animate(to:)`` or a finger down ends them all. Values are clamped as
    /// the camera's are, and the limits of D110 hold. Announced as a camera move (R29): `willMove(false)`
    /// now, `idleAt` when every animation has ended. Bad input — no value, a non-finite value, a
    /// duration that is not a finite number above zero, key times that do not match — sets the last
    /// value at once (or does nothing), with a warning.
    public func animateCamera(_ component: CameraComponent, through values: [Double], keyTimes: [Double]? = nil,
                              duration: TimeInterval, curve: AnimationCurve = .linear) {
        guard !values.isEmpty, values.allSatisfy(\.isFinite) else {
            Diagnostics.warn("animateCamera(\(component)): values \(values) must be one or more finite numbers; nothing animated")
            return
        }
        var values = values
        if values.count == 1 {
            let shown = cameraState.renderEvents.drawnGround?.camera ?? cameraState.current
            values.insert(component.value(of: shown), at: 0)
        }
        var times = keyTimes ?? values.indices.map { Double($0) / Double(values.count - 1) }
        if times.count != values.count || zip(times, times.dropFirst()).contains(where: { $0 > $1 })
            || times.first.map({ $0 < 0 }) == true || times.last.map({ $0 > 1 }) == true {
            Diagnostics.warn("animateCamera(\(component)): key times \(times) must rise from 0 to 1, one per value (\(values.count)); spaced evenly instead")
            times = values.indices.map { Double($0) / Double(values.count - 1) }
        }
        guard duration.isFinite, duration > 0 else {
            if !(duration == 0) {
                Diagnostics.warn("animateCamera(\(component)): duration \(duration) is not a finite number of seconds above zero; set the last value at once")
            }
            camera = component.setting(values[values.count - 1], in: camera)
            return
        }
        if !isAnimatingCamera { cameraWillMove(gesture: false) }
        cameraMover.start(CameraTrack(component: component, values: values, keyTimes: times, start: currentTime,
                                      duration: duration, curve: curve))
        // The camera is what is drawn: it starts at the first value now.
        setCamera(component.setting(values[0], in: cameraState.current))
    }
}
