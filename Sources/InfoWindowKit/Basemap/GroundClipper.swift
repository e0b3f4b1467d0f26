import Foundation

/// Turns the parts of a level's features into view-space polylines and rings in a
/// ``PolylineBatch``, clipping them in ground space when they leave the drawn area (see
/// ``GroundProjector``). Keeps its scratch buffers between frames.
struct GroundClipper {
    private var ringA: [(Double, Double)] = []
    private var ringB: [(Double, Double)] = []

    /// Adds every ring of feature `feature` of `level`.
    mutating func addRings(of feature: Int, in level: VectorBasemapData.Level, projector: GroundProjector,
                           clip: Bool, to batch: inout PolylineBatch) {
        level.coordinates.withUnsafeBufferPointer { coords in
            let firstPart = Int(level.featureParts[feature])
            var from = firstPart == 0 ? 0 : Int(level.partEnds[firstPart - 1])
            for part in firstPart..<Int(level.featureParts[feature + 1]) {
                let end = Int(level.partEnds[part])
                defer { from = end }
                guard end - from >= 3 else { continue }
                if !clip {
                    for i in from..<end {
                        let (rx, ry) = projector.ground(coords[2 * i], coords[2 * i + 1])
                        batch.append(projector.screen(rx, ry))
                    }
                    batch.endPart(minimumPoints: 3)
                    continue
                }
                ringA.removeAll(keepingCapacity: true)
                for i in from..<end { ringA.append(projector.ground(coords[2 * i], coords[2 * i + 1])) }
                addClippedRing(projector: projector, to: &batch)
            }
        }
    }

    /// Adds a ring given in quantized world units (e.g. the world's ocean square).
    mutating func addRing(_ points: [(Int32, Int32)], projector: GroundProjector, to batch: inout PolylineBatch) {
        ringA = points.map { projector.ground($0.0, $0.1) }
        addClippedRing(projector: projector, to: &batch)
    }

    /// Adds every line of feature `feature` of `level`.
    mutating func addLines(of feature: Int, in level: VectorBasemapData.Level, projector: GroundProjector,
                           clip: Bool, to batch: inout PolylineBatch) {
        level.coordinates.withUnsafeBufferPointer { coords in
            let firstPart = Int(level.featureParts[feature])
            var from = firstPart == 0 ? 0 : Int(level.partEnds[firstPart - 1])
            for part in firstPart..<Int(level.featureParts[feature + 1]) {
                let end = Int(level.partEnds[part])
                defer { from = end }
                guard end - from >= 2 else { continue }
                if !clip {
                    for i in from..<end {
                        let (rx, ry) = projector.ground(coords[2 * i], coords[2 * i + 1])
                        batch.append(projector.screen(rx, ry))
                    }
                    batch.endPart()
                    continue
                }
                addClippedLine(coords: coords, from: from, to: end, projector: projector, batch: &batch)
            }
        }
    }

    /// Sutherland–Hodgman against each half-plane in turn, then projection.
    private mutating func addClippedRing(projector: GroundProjector, to batch: inout PolylineBatch) {
        for plane in projector.planes {
            guard ringA.count >= 3 else { return }
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
        guard ringA.count >= 3 else { return }
        for (rx, ry) in ringA { batch.append(projector.screen(rx, ry)) }
        batch.endPart(minimumPoints: 3)
    }

    /// Cyrus–Beck per segment; consecutive visible pieces stay one polyline.
    private func addClippedLine(coords: UnsafeBufferPointer<Int32>, from: Int, to end: Int,
                                projector: GroundProjector, batch: inout PolylineBatch) {
        var open = false
        var previous = projector.ground(coords[2 * from], coords[2 * from + 1])
        for i in (from + 1)..<end {
            let current = projector.ground(coords[2 * i], coords[2 * i + 1])
            defer { previous = current }
            var t0 = 0.0, t1 = 1.0
            var visible = true
            for plane in projector.planes {
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
            batch.append(projector.screen(previous.0 + t1 * dx, previous.1 + t1 * dy))
            if t1 < 1 { batch.endPart(); open = false }
        }
        if open { batch.endPart() }
    }
}
