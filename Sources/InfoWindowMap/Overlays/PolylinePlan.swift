import Foundation
import InfoWindowCore

/// What a polyline draws, worked out from its path, spans and colour when they change: the path as
/// unwrapped Web Mercator points, and runs of it in one style. A run of one colour is simplified per
/// zoom (D40) and stroked in one piece, so its joins are round; a gradient is one run per segment (or
/// part of one), drawn with a gradient from the colour at its start to the colour at its end. Style
/// changes fall on run ends, which simplification always keeps.
struct PolylinePlan {
    struct Run {
        var path: ShapePath
        var simplifier: Simplifier
        var fromColor: Color
        var toColor: Color
        var isSolid: Bool { fromColor == toColor }
    }

    /// The whole path (for the hit box and hit tests).
    let path: ShapePath
    let runs: [Run]
    /// True when runs of different styles meet and some colour is translucent: the line is then drawn
    /// in a group whose strokes replace each other where they overlap, so a joint is not darker.
    let needsGroup: Bool

    init(coordinates: [Coordinate], geodesic: Bool, spans: [StyleSpan]?, color: Color) {
        path = ShapePath(coordinates, geodesic: geodesic)
        let segmentCount = path.count - 1
        guard segmentCount >= 1 else {
            runs = []
            needsGroup = false
            return
        }
        guard let spans, !spans.isEmpty else {
            runs = [Run(path: path, simplifier: Simplifier(path: path, geodesic: geodesic), fromColor: color, toColor: color)]
            needsGroup = false
            return
        }
        var pieces: [(from: Double, to: Double, fromColor: Color, toColor: Color)] = []
        let total = Double(segmentCount)
        var position = 0.0
        for (index, span) in spans.enumerated() {
            guard position < total else { break }
            let isLast = index == spans.count - 1
            let start = position
            let end = isLast ? total : min(position + span.segments, total)
            let length = isLast ? max(span.segments, end - start) : span.segments
            position = end
            if span.style.isSolid {
                pieces.append((start, end, span.style.fromColor, span.style.fromColor))
                continue
            }
            // A gradient: one piece per segment it touches, with the colours where the piece starts and ends.
            var a = start
            while a < end {
                let b = min((a + 1).rounded(.down), end)
                pieces.append((a, b, span.style.color(at: (a - start) / length), span.style.color(at: (b - start) / length)))
                a = b
            }
        }
        // Consecutive pieces of one colour become one run, so its joins stay round.
        var merged: [(from: Double, to: Double, fromColor: Color, toColor: Color)] = []
        for piece in pieces where piece.to > piece.from {
            if let last = merged.last, last.fromColor == last.toColor, piece.fromColor == piece.toColor,
               last.fromColor == piece.fromColor, last.to == piece.from {
                merged[merged.count - 1].to = piece.to
            } else {
                merged.append(piece)
            }
        }
        let whole = path
        runs = merged.map { piece in
            let part = whole.part(from: piece.from, to: piece.to, geodesic: geodesic)
            return Run(path: part, simplifier: Simplifier(path: part, geodesic: geodesic),
                       fromColor: piece.fromColor, toColor: piece.toColor)
        }
        let translucent = merged.contains { $0.fromColor.alpha < 1 || $0.toColor.alpha < 1 }
        needsGroup = runs.count > 1 && translucent
    }
}

extension ShapePath {
    /// The stretch of the path from position `from` to position `to`, counted in segments (1.5 is
    /// halfway along the second segment): its ends, on the segments, and the vertices between.
    func part(from: Double, to: Double, geodesic: Bool) -> ShapePath {
        let last = count - 2
        let i0 = min(Int(from.rounded(.down)), last), i1 = min(Int(to.rounded(.down)), last)
        var result = ShapePath()
        func add(_ p: (Double, Double), _ v: Vector3) {
            result.xs.append(p.0); result.ys.append(p.1); result.vectors.append(v)
        }
        let f0 = from - Double(i0)
        add(point(onSegment: i0, at: f0, geodesic: geodesic), vector(onSegment: i0, at: f0, geodesic: geodesic))
        var j = i0 + 1
        while Double(j) < to {
            add((xs[j], ys[j]), vectors[j])
            j += 1
        }
        let f1 = to - Double(i1)
        add(point(onSegment: i1, at: f1, geodesic: geodesic), vector(onSegment: i1, at: f1, geodesic: geodesic))
        result.computeBox(geodesic: geodesic)
        return result
    }

    /// The unit vector of the point `fraction` of the way along segment `i`.
    private func vector(onSegment i: Int, at fraction: Double, geodesic: Bool) -> Vector3 {
        if fraction <= 0 { return vectors[i] }
        if fraction >= 1 { return vectors[i + 1] }
        if geodesic { return Vector3.slerp(vectors[i], vectors[i + 1], fraction) }
        let (x, y) = point(onSegment: i, at: fraction, geodesic: false)
        return Vector3(WebMercator.unproject(MercatorPoint(x: x, y: y)))
    }
}
