import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Places point labels without overlap: each candidate (most important first) tries four spots
/// around its dot — right, left, above, below — and takes the first that stays inside the view and
/// clear of every label placed before it and of the obstacles (the open window, the attribution).
/// Marker icons are obstacles for the label's text only: a place's dot may sit under a pin (the pin
/// usually marks that very place), its name is put where no icon covers it (BM11).
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
    /// Placed labels, their dots and the obstacles.
    private var occupied: RectGrid
    /// Marker icons: labels keep clear of them, dots need not.
    private var icons: RectGrid
    private(set) var placements: [Placement] = []

    init(bounds: CGRect, obstacles: [CGRect], iconObstacles: [CGRect] = [], dotRadius: CGFloat, spacing: CGFloat) {
        self.bounds = bounds
        self.dotRadius = dotRadius
        self.spacing = spacing
        occupied = RectGrid(bounds: bounds)
        for obstacle in obstacles { occupied.insert(obstacle) }
        icons = RectGrid(bounds: bounds)
        for icon in iconObstacles { icons.insert(icon) }
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
            guard bounds.contains(frame), isFree(frame), !icons.intersectsAny(frame) else { continue }
            placements.append(Placement(place: place, frame: frame, dot: anchor))
            occupied.insert(frame)
            occupied.insert(dot)
            return true
        }
        return false
    }

    private func isFree(_ rect: CGRect) -> Bool {
        !occupied.intersectsAny(rect.insetBy(dx: -spacing, dy: -spacing))
    }
}
