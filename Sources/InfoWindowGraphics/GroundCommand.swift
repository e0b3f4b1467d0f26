import Foundation
import InfoWindowCore

/// One drawing call of a vector-tile frame's ground (a whole style layer, or one paint of it), kept so
/// the frame can be drawn in horizontal bands on several threads at once (VT15).
package enum GroundCommand: Sendable {
    /// Fills the canvas's clip with a colour (the style's `background`).
    case paint(Color)
    /// Restricts what follows to the inside of a polygon of view points (a source's coverage, R31).
    case clip([CGPoint])
    /// Fills every ring of a batch in one path, nonzero rule.
    case fill(GroundParts, Color)
    /// Strokes every part of a batch in one path.
    case stroke(GroundParts, Color, width: CGFloat, cap: LineCap, join: LineJoin, dash: [Double])
    /// Circles at centres, filled and ringed.
    case circles([CGPoint], radius: CGFloat, color: Color, stroke: Color, strokeWidth: CGFloat)

    /// A rough cost, in points handed to Cairo: too little work is drawn without bands.
    var size: Int {
        switch self {
        case .paint: 1
        case .clip(let polygon): polygon.count
        case .fill(let parts, _), .stroke(let parts, _, _, _, _, _): parts.batch.pointCount
        case .circles(let centers, _, _, _, _): centers.count * 8
        }
    }
}

/// A batch of polylines or rings with each part's vertical extent, so a band hands Cairo only the parts
/// that can reach its rows.
package struct GroundParts: Sendable {
    /// The parts, in view points.
    let batch: PolylineBatch
    /// Each part's smallest and largest y, in view points.
    let yRanges: [ClosedRange<Double>]

    package init(_ batch: PolylineBatch) {
        self.batch = batch
        yRanges = batch.partYRanges()
    }
}
