import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A property that can be animated: a view's frame, alpha and background colour; a marker's position,
/// rotation and opacity, and its appear animation's scale and alpha.
package enum AnimatedProperty: Hashable {
    case frame, alpha, backgroundColor
    case position, rotation, opacity, appearScale, appearAlpha
    /// A map's camera.
    case camera
}

/// How progress runs: one of the timing curves, or the overshoot of a marker's `.pop` appearance.
package enum AnimationTiming {
    case curve(AnimationCurve)
    /// Grows past the end value and settles back (a damped spring, 0 → ~1.1 → 1).
    case pop
    /// The cubic ease-in-out of camera moves: 4t³ for the first half, 1 − (2 − 2t)³ / 2 for the second.
    case cubicInOut

    func progress(_ t: Double) -> Double {
        switch self {
        case .curve(let curve): return curve.progress(t)
        case .pop:
            let x = min(max(t, 0), 1)
            if x >= 1 { return 1 }
            return 1 - exp(-6 * x) * cos(2.2 * .pi * x) * (1 - x)
        case .cubicInOut:
            return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        }
    }
}

/// One animation of one property from a value to a value on a host's clock (SPEC R27).
///
/// `start` is the host time at which it began; nil until a host first steps it (an animation of a view
/// that no host draws yet waits for one).
@MainActor
package struct PropertyAnimation {
    let property: AnimatedProperty
    let from: AnimatedValue
    let to: AnimatedValue
    var start: TimeInterval?
    let delay: TimeInterval
    let duration: TimeInterval
    let timing: AnimationTiming
    let repeats: Bool
    let autoreverses: Bool
    let group: AnimationGroup?

    /// The drawn value at host time `time`, and whether the animation is over. Before its delay has
    /// passed it shows `from`; a finished animation shows `to` (the model value). An autoreversing
    /// animation that does not repeat goes there and back, then shows the model value, as UIKit does.
    func sample(at time: TimeInterval) -> (value: AnimatedValue, finished: Bool) {
        guard let start else { return (from, false) }
        let elapsed = time - start - delay
        if elapsed < 0 { return (from, false) }
        let cycle = autoreverses ? 2 * duration : duration
        // A clock that lands on the end up to rounding has finished.
        if !repeats && elapsed >= cycle - 1e-9 * max(1, cycle) { return (to, true) }
        let phase = elapsed.truncatingRemainder(dividingBy: cycle) / duration
        let t = autoreverses && phase > 1 ? 2 - phase : phase
        return (from.interpolated(to: to, timing.progress(t)), false)
    }

    /// A value of the given parts.
    package init(property: AnimatedProperty, from: AnimatedValue, to: AnimatedValue, start: TimeInterval?, delay: TimeInterval, duration: TimeInterval, timing: AnimationTiming, repeats: Bool, autoreverses: Bool, group: AnimationGroup?) {
        self.property = property
        self.from = from
        self.to = to
        self.start = start
        self.delay = delay
        self.duration = duration
        self.timing = timing
        self.repeats = repeats
        self.autoreverses = autoreverses
        self.group = group
    }
}
