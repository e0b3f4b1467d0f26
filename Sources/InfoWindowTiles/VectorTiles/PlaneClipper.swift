import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Cuts tile geometry to the drawn area (half-planes in ground space, see ``TilePlacement``) and adds
/// the view-space result to a ``PolylineBatch``: Sutherland–Hodgman for rings, Cyrus–Beck for lines.
/// Keeps its scratch buffers between frames.
struct PlaneClipper {
    /// Points closer than this to the previous one (each way, points) are left out.
    static let tolerance: CGFloat = 0.4
    private var clipper = HalfPlaneClipper()

    /// Adds the rings of `feature`, clipped against `planes`.
    mutating func addRings(of feature: VectorTileFeature, placement: TilePlacement, planes: [GroundProjector.HalfPlane],
                           to batch: inout PolylineBatch) {
        feature.coordinates.withUnsafeBufferPointer { c in
            for part in 0..<feature.partEnds.count {
                let range = feature.points(ofPart: part)
                if planes.isEmpty {
                    for i in range { batch.append(placement.screen(c[2 * i], c[2 * i + 1]), skippingWithin: Self.tolerance) }
                    batch.endPart(minimumPoints: 3)
                    continue
                }
                clipper.points.removeAll(keepingCapacity: true)
                for i in range { clipper.points.append(placement.ground(c[2 * i], c[2 * i + 1])) }
                clipper.addRing(planes: planes, projector: placement.projector, tolerance: Self.tolerance, to: &batch)
            }
        }
    }

    /// Adds the lines of `feature` (or, with `closed`, its rings as closed lines), clipped against `planes`.
    mutating func addLines(of feature: VectorTileFeature, placement: TilePlacement, planes: [GroundProjector.HalfPlane],
                           closed: Bool = false, to batch: inout PolylineBatch) {
        feature.coordinates.withUnsafeBufferPointer { c in
            for part in 0..<feature.partEnds.count {
                let range = feature.points(ofPart: part)
                guard range.count >= 2 else { continue }
                clipper.points.removeAll(keepingCapacity: true)
                for i in range { clipper.points.append(placement.ground(c[2 * i], c[2 * i + 1])) }
                if closed { clipper.points.append(clipper.points[0]) }
                if planes.isEmpty {
                    for (rx, ry) in clipper.points { batch.append(placement.projector.screen(rx, ry), skippingWithin: Self.tolerance) }
                    batch.endPart()
                    continue
                }
                clipper.addLine(planes: planes, projector: placement.projector, tolerance: Self.tolerance, to: &batch)
            }
        }
    }
}
