import Foundation

/// Cuts tile geometry to the drawn area (half-planes in ground space, see ``TilePlacement``) and adds
/// the view-space result to a ``PolylineBatch``: Sutherland–Hodgman for rings, Cyrus–Beck for lines.
/// Keeps its scratch buffers between frames.
struct PlaneClipper {
    /// Points closer than this to the previous one (each way, points) are left out.
    static let tolerance: CGFloat = 0.4
    private var ringA: [(Double, Double)] = []
    private var ringB: [(Double, Double)] = []

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
                ringA.removeAll(keepingCapacity: true)
                for i in range { ringA.append(placement.ground(c[2 * i], c[2 * i + 1])) }
                for plane in planes {
                    guard ringA.count >= 3 else { break }
                    ringB.removeAll(keepingCapacity: true)
                    var previous = ringA[ringA.count - 1]
                    var previousValue = plane.value(previous.0, previous.1)
                    for current in ringA {
                        let value = plane.value(current.0, current.1)
                        if (value >= 0) != (previousValue >= 0) {
                            let t = previousValue / (previousValue - value)
                            ringB.append((previous.0 + t * (current.0 - previous.0), previous.1 + t * (current.1 - previous.1)))
                        }
                        if value >= 0 { ringB.append(current) }
                        previous = current
                        previousValue = value
                    }
                    swap(&ringA, &ringB)
                }
                guard ringA.count >= 3 else { continue }
                for (rx, ry) in ringA { batch.append(placement.projector.screen(rx, ry), skippingWithin: Self.tolerance) }
                batch.endPart(minimumPoints: 3)
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
                ringA.removeAll(keepingCapacity: true)
                for i in range { ringA.append(placement.ground(c[2 * i], c[2 * i + 1])) }
                if closed { ringA.append(ringA[0]) }
                if planes.isEmpty {
                    for (rx, ry) in ringA { batch.append(placement.projector.screen(rx, ry), skippingWithin: Self.tolerance) }
                    batch.endPart()
                    continue
                }
                addClippedLine(planes: planes, projector: placement.projector, to: &batch)
            }
        }
    }

    /// Cyrus–Beck per segment of ``ringA``; consecutive visible pieces stay one polyline.
    private func addClippedLine(planes: [GroundProjector.HalfPlane], projector: GroundProjector, to batch: inout PolylineBatch) {
        var open = false
        for i in 1..<ringA.count {
            let previous = ringA[i - 1], current = ringA[i]
            var t0 = 0.0, t1 = 1.0
            var visible = true
            for plane in planes {
                let v0 = plane.value(previous.0, previous.1), v1 = plane.value(current.0, current.1)
                if v0 < 0 && v1 < 0 { visible = false; break }
                if v0 < 0 { t0 = max(t0, v0 / (v0 - v1)) } else if v1 < 0 { t1 = min(t1, v0 / (v0 - v1)) }
                if t0 > t1 { visible = false; break }
            }
            guard visible else {
                if open { batch.endPart(); open = false }
                continue
            }
            let dx = current.0 - previous.0, dy = current.1 - previous.1
            if !open || t0 > 0 {
                if open { batch.endPart() }
                batch.append(projector.screen(previous.0 + t0 * dx, previous.1 + t0 * dy))
                open = true
            }
            batch.append(projector.screen(previous.0 + t1 * dx, previous.1 + t1 * dy), skippingWithin: Self.tolerance)
            if t1 < 1 { batch.endPart(); open = false }
        }
        if open { batch.endPart() }
    }
}
