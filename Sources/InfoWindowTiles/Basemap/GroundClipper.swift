import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Turns the parts of a level's features into view-space polylines and rings in a
/// ``PolylineBatch``, clipping them in ground space when they leave the drawn area (see
/// ``GroundProjector``). Keeps its scratch buffers between frames.
struct GroundClipper {
    private var clipper = HalfPlaneClipper()

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
                clipper.points.removeAll(keepingCapacity: true)
                for i in from..<end { clipper.points.append(projector.ground(coords[2 * i], coords[2 * i + 1])) }
                clipper.addRing(planes: projector.planes, projector: projector, to: &batch)
            }
        }
    }

    /// Adds a ring given in quantized world units (e.g. the world's ocean square).
    mutating func addRing(_ points: [(Int32, Int32)], projector: GroundProjector, to batch: inout PolylineBatch) {
        clipper.points = points.map { projector.ground($0.0, $0.1) }
        clipper.addRing(planes: projector.planes, projector: projector, to: &batch)
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
                clipper.points.removeAll(keepingCapacity: true)
                for i in from..<end { clipper.points.append(projector.ground(coords[2 * i], coords[2 * i + 1])) }
                clipper.addLine(planes: projector.planes, projector: projector, to: &batch)
            }
        }
    }
}
