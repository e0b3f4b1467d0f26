import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// MVT's command-encoded geometry: `MoveTo`, `LineTo` and `ClosePath` commands, each followed by its
/// zigzag-encoded, delta-coded parameters, turned into points, parts and classified rings.
enum GeometryCommands {
    private static let moveTo: UInt32 = 1, lineTo: UInt32 = 2, closePath: UInt32 = 7
    /// Coordinates beyond ±2³⁰ tile units are refused (they would overflow on the way to the screen).
    private static let coordinateLimit: Int64 = 1 << 30

    /// The feature (without tags and id) that `commands` describe for a geometry of `kind`, with at
    /// most `limit` points.
    static func decode(_ commands: UnsafeBufferPointer<UInt32>, kind: GeometryKind, limit: Int) throws(MVTDecoder.Failure) -> VectorTileFeature {
        func fail(_ text: String) -> MVTDecoder.Failure { MVTDecoder.Failure(description: text) }
        var coordinates: [Int32] = []
        var partEnds: [Int32] = []
        var x: Int64 = 0, y: Int64 = 0
        var i = 0
        var partOpen = false
        while i < commands.count {
            let command = commands[i]
            let id = command & 0x7, count = Int(command >> 3)
            i += 1
            switch id {
            case moveTo, lineTo:
                guard count >= 1 else { throw fail("has a \(id == moveTo ? "MoveTo" : "LineTo") command with a count of 0") }
                guard count <= (commands.count - i) / 2 else {
                    throw fail("has a \(id == moveTo ? "MoveTo" : "LineTo") command of \(count) points that runs past the end of its geometry (\(commands.count) integers)")
                }
                guard coordinates.count / 2 + count <= limit else {
                    throw fail("has more than \(limit) points, more than a tile's feature may have")
                }
                if id == moveTo {
                    if kind != .point && count != 1 { throw fail("has a MoveTo command of \(count) points in a \(kind == .line ? "line" : "polygon"); each part starts with one") }
                    if partOpen { partEnds.append(Int32(coordinates.count / 2)) }
                } else if !partOpen || kind == .point {
                    throw fail(kind == .point ? "has a LineTo command in a point geometry" : "has a LineTo command before any MoveTo")
                }
                coordinates.reserveCapacity(coordinates.count + 2 * count)
                for _ in 0..<count {
                    x += zigzag(commands[i]); y += zigzag(commands[i + 1])
                    i += 2
                    guard abs(x) < coordinateLimit, abs(y) < coordinateLimit else {
                        throw fail("has a point at (\(x), \(y)), far outside its tile")
                    }
                    coordinates.append(Int32(x)); coordinates.append(Int32(y))
                    if kind == .point { partEnds.append(Int32(coordinates.count / 2)) }
                }
                partOpen = kind != .point
            case closePath:
                guard kind == .polygon else { throw fail("has a ClosePath command in a \(kind == .line ? "line" : "point") geometry") }
                guard count == 1, partOpen else { throw fail("has a ClosePath command that closes no ring") }
                partEnds.append(Int32(coordinates.count / 2))
                partOpen = false
            default:
                throw fail("has an unknown geometry command \(id) (integer \(i - 1)); only MoveTo (1), LineTo (2) and ClosePath (7) exist")
            }
        }
        if partOpen {
            guard kind == .line else { throw fail("has a ring that is not closed by ClosePath") }
            partEnds.append(Int32(coordinates.count / 2))
        }
        guard !partEnds.isEmpty else { throw fail("has no geometry") }
        var feature = VectorTileFeature(id: 0, kind: kind, tags: [], coordinates: coordinates, partEnds: partEnds,
                                        ringIsOuter: [], box: box(of: coordinates))
        switch kind {
        case .line:
            for part in 0..<partEnds.count where feature.points(ofPart: part).count < 2 {
                throw fail("has a line part of 1 point (a line needs at least 2)")
            }
        case .polygon: try classifyRings(&feature)
        case .point: break
        }
        return feature
    }

    /// MVT's zigzag encoding: 0, −1, 1, −2, … as 0, 1, 2, 3, ….
    @inline(__always)
    static func zigzag(_ n: UInt32) -> Int64 {
        Int64(n >> 1) ^ -Int64(n & 1)
    }

    /// Marks each ring outer or hole by its winding, and turns rings so that outer rings have positive
    /// area (clockwise on screen) and holes negative: then one nonzero fill draws any mix of features
    /// (VT3). The winding of the feature's first ring counts as "outer" (version-1 tiles wound the other way).
    private static func classifyRings(_ feature: inout VectorTileFeature) throws(MVTDecoder.Failure) {
        var outerSign = 0.0
        var isOuter: [Bool] = []
        for part in 0..<feature.partEnds.count {
            let range = feature.points(ofPart: part)
            guard range.count >= 3 else {
                throw MVTDecoder.Failure(description: "has a ring of \(range.count) point\(range.count == 1 ? "" : "s") (a ring needs at least 3)")
            }
            let area = signedArea(feature.coordinates, range)
            if outerSign == 0 { outerSign = area >= 0 ? 1 : -1 }
            let outer = area * outerSign >= 0
            isOuter.append(outer)
            if (area > 0) != outer { reverse(&feature.coordinates, range) }
        }
        feature.ringIsOuter = isOuter
    }

    /// Twice the signed area of the ring (shoelace), positive when clockwise with y pointing down.
    static func signedArea(_ c: [Int32], _ range: Range<Int>) -> Double {
        var sum = 0.0
        var j = range.upperBound - 1
        for i in range {
            sum += Double(c[2 * j]) * Double(c[2 * i + 1]) - Double(c[2 * i]) * Double(c[2 * j + 1])
            j = i
        }
        return sum
    }

    private static func reverse(_ c: inout [Int32], _ range: Range<Int>) {
        var a = range.lowerBound, b = range.upperBound - 1
        while a < b {
            c.swapAt(2 * a, 2 * b); c.swapAt(2 * a + 1, 2 * b + 1)
            a += 1; b -= 1
        }
    }

    private static func box(of c: [Int32]) -> (Int32, Int32, Int32, Int32) {
        guard c.count >= 2 else { return (0, 0, 0, 0) }
        var minX = c[0], minY = c[1], maxX = c[0], maxY = c[1]
        var i = 2
        while i + 1 < c.count {
            minX = min(minX, c[i]); maxX = max(maxX, c[i]); minY = min(minY, c[i + 1]); maxY = max(maxY, c[i + 1])
            i += 2
        }
        return (minX, minY, maxX, maxY)
    }
}
