import Foundation

/// Where to fan out items that share one position when a marker is tapped (the idea of
/// Leaflet.markercluster's "spiderfy"): screen offsets around the centre, a circle for a few
/// items and a spiral for many.
///
/// Offsets are in screen points with y pointing down; item 0 is at 12 o'clock and the rest
/// follow clockwise. The layout depends only on the count and the ``Layout``, so the same items
/// always land in the same places.
public enum Spiderfy {
    /// The spacing rules. Non-finite or non-positive values fall back to the defaults.
    public struct Layout: Sendable, Hashable {
        /// Up to this many items go on one circle. Default 8.
        public var circleLimit: Int
        /// Distance between neighbours along the circle, in points. Default 28.
        public var circleSpacing: Double
        /// The circle's least radius, in points (keeps two or three items off the centre marker). Default 24.
        public var minimumCircleRadius: Double
        /// Distance between consecutive items along the spiral, in points. Default 28.
        public var spiralSpacing: Double
        /// The spiral's radius where it starts, in points. Default 22.
        public var spiralStartRadius: Double
        /// How far the spiral moves outwards per full turn, in points (≥ a marker's size keeps
        /// turns apart). Default 30.
        public var spiralTurnGap: Double

        /// The defaults unless given.
        public init(circleLimit: Int = 8, circleSpacing: Double = 28, minimumCircleRadius: Double = 24,
                    spiralSpacing: Double = 28, spiralStartRadius: Double = 22, spiralTurnGap: Double = 30) {
            self.circleLimit = circleLimit
            self.circleSpacing = circleSpacing
            self.minimumCircleRadius = minimumCircleRadius
            self.spiralSpacing = spiralSpacing
            self.spiralStartRadius = spiralStartRadius
            self.spiralTurnGap = spiralTurnGap
        }

        func sane(_ value: Double, _ fallback: Double) -> Double { value.isFinite && value > 0 ? value : fallback }
    }

    /// One item's offset from the centre, in points (y down).
    public struct Offset: Sendable, Hashable {
        /// Points to the right of the centre.
        public var x: Double
        /// Points below the centre.
        public var y: Double

        /// An offset of (x, y) points.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// Offsets for `count` items (none for count ≤ 0, the centre for one).
    ///
    /// Circle (count ≤ circleLimit): radius = max(minimumCircleRadius, count · circleSpacing / 2π),
    /// items at equal angles. Spiral (more): an Archimedean spiral r = spiralStartRadius +
    /// spiralTurnGap · θ / 2π, each item about spiralSpacing further along it than the last (up to
    /// 10 % more where the spiral is tight)
    /// (θ grows by spacing / r). O(count).
    public static func offsets(count: Int, layout: Layout = Layout()) -> [Offset] {
        guard count > 0 else { return [] }
        guard count > 1 else { return [Offset(x: 0, y: 0)] }
        let defaults = Layout()
        if count <= max(1, layout.circleLimit) {
            let spacing = layout.sane(layout.circleSpacing, defaults.circleSpacing)
            let radius = max(layout.sane(layout.minimumCircleRadius, defaults.minimumCircleRadius),
                             Double(count) * spacing / (2 * .pi))
            return (0..<count).map { k in
                let angle = -Double.pi / 2 + 2 * .pi * Double(k) / Double(count)
                return Offset(x: radius * cos(angle), y: radius * sin(angle))
            }
        }
        let spacing = layout.sane(layout.spiralSpacing, defaults.spiralSpacing)
        let start = layout.sane(layout.spiralStartRadius, defaults.spiralStartRadius)
        let gap = layout.sane(layout.spiralTurnGap, defaults.spiralTurnGap)
        var result: [Offset] = []
        result.reserveCapacity(count)
        var theta = 0.0
        for _ in 0..<count {
            let radius = start + gap * theta / (2 * .pi)
            let angle = -Double.pi / 2 + theta
            result.append(Offset(x: radius * cos(angle), y: radius * sin(angle)))
            theta += spacing / radius
        }
        return result
    }
}
