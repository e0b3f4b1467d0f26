import Foundation

/// Places point labels without overlap: each candidate (most important first) tries four spots
/// around its dot — right, left, above, below — and takes the first that stays inside the view and
/// clear of every label placed before it and of the obstacles (the open window, the attribution).
struct PlaceLabeler {
    /// One placed label.
    struct Placement: Equatable {
        /// The place's index in the data.
        var place: Int
        /// Where the label image goes (text plus halo), view points.
        var frame: CGRect
        /// The dot's centre.
        var dot: CGPoint
    }

    let bounds: CGRect
    let dotRadius: CGFloat
    let spacing: CGFloat
    private(set) var occupied: [CGRect]
    private(set) var placements: [Placement] = []

    init(bounds: CGRect, obstacles: [CGRect], dotRadius: CGFloat, spacing: CGFloat) {
        self.bounds = bounds
        self.dotRadius = dotRadius
        self.spacing = spacing
        occupied = obstacles.filter { !$0.isNull && !$0.isEmpty }
    }

    /// Tries to place a label of `size` (points) for the dot at `anchor`; true when it was placed.
    mutating func place(_ place: Int, anchor: CGPoint, size: CGSize) -> Bool {
        let r = dotRadius
        let dot = CGRect(x: anchor.x - r, y: anchor.y - r, width: 2 * r, height: 2 * r)
        guard bounds.contains(dot), isFree(dot) else { return false }
        let gap: CGFloat = 1
        let spots = [
            CGPoint(x: anchor.x + r + gap, y: anchor.y - size.height / 2),
            CGPoint(x: anchor.x - r - gap - size.width, y: anchor.y - size.height / 2),
            CGPoint(x: anchor.x - size.width / 2, y: anchor.y - r - size.height),
            CGPoint(x: anchor.x - size.width / 2, y: anchor.y + r),
        ]
        for origin in spots {
            let frame = CGRect(origin: origin, size: size)
            guard bounds.contains(frame), isFree(frame) else { continue }
            placements.append(Placement(place: place, frame: frame, dot: anchor))
            occupied.append(frame)
            occupied.append(dot)
            return true
        }
        return false
    }

    private func isFree(_ rect: CGRect) -> Bool {
        let grown = rect.insetBy(dx: -spacing, dy: -spacing)
        return !occupied.contains { $0.intersects(grown) }
    }
}
