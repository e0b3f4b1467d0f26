import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// How an animation's progress runs over its duration: Core Animation's timing functions.
public enum AnimationCurve: Hashable, Sendable {
    /// The same speed throughout.
    case linear
    /// Starts slowly, ends at full speed (Core Animation's `easeIn`, control points 0.42, 0, 1, 1).
    case easeIn
    /// Starts at full speed, ends slowly (`easeOut`, 0, 0, 0.58, 1).
    case easeOut
    /// Slow at both ends (`easeInEaseOut`, 0.42, 0, 0.58, 1): the default of `View.animate`.
    case easeInOut
    /// Core Animation's default for implicit and transaction animations (0.25, 0.1, 0.25, 1): what
    /// marker changes inside a ``Transaction`` use.
    case `default`

    /// The eased progress, 0…1, at linear time `t` (0…1).
    public func progress(_ t: Double) -> Double {
        let x = min(max(t.isNaN ? 1 : t, 0), 1)
        switch self {
        case .linear: return x
        case .easeIn: return Self.bezier(x, 0.42, 0, 1, 1)
        case .easeOut: return Self.bezier(x, 0, 0, 0.58, 1)
        case .easeInOut: return Self.bezier(x, 0.42, 0, 0.58, 1)
        case .default: return Self.bezier(x, 0.25, 0.1, 0.25, 1)
        }
    }

    /// The y of the cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2) at the
    /// curve point whose x is `x`: Newton's method on x(s), bisection if it stalls.
    private static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-7 { return coordinate(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<40 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }
}
