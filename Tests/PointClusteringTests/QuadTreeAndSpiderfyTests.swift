import Foundation
import Testing
import PointClustering

@Suite("PointQuadTree and Spiderfy")
struct QuadTreeAndSpiderfyTests {
    @Test("Search finds exactly the items in a rectangle, after adds and removes")
    func quadTreeMatchesBruteForce() {
        var random = SeededRandom(seed: 5)
        var tree = PointQuadTree<Int>(bounds: QuadTreeBounds(minX: 0, minY: 0, maxX: 100, maxY: 100), bucketCapacity: 4)
        var points: [Int: (Double, Double)] = [:]
        for id in 0..<3000 {
            // A quarter of the items pile on a few exact points.
            let p = id % 4 == 0 ? (Double(id % 3) * 10, 50.0) : (random.unit() * 100, random.unit() * 100)
            let ok = tree.add(id, x: p.0, y: p.1)
        #expect(ok)
            points[id] = p
        }
        for id in stride(from: 0, to: 3000, by: 3) {
            guard let p = points[id] else { continue }
            let ok = tree.remove(id, x: p.0, y: p.1)
        #expect(ok)
            points[id] = nil
        }
        #expect(tree.count == points.count)
        for _ in 0..<50 {
            let x = random.unit() * 100, y = random.unit() * 100
            let area = QuadTreeBounds(minX: x - 15, minY: y - 10, maxX: x + 15, maxY: y + 10)
            let expected = points.filter { area.contains(x: $0.value.0, y: $0.value.1) }.map(\.key).sorted()
            #expect(tree.search(in: area).sorted() == expected)
        }
        #expect(tree.search(in: QuadTreeBounds(minX: 0, minY: 50, maxX: 0, maxY: 50)).count == points.keys.filter { $0 % 4 == 0 && $0 % 3 == 0 }.count)
    }

    @Test("Points outside the bounds or not finite are refused; remove of a missing item fails; clear empties")
    func quadTreeEdges() {
        var tree = PointQuadTree<String>(bounds: QuadTreeBounds(minX: -1, minY: -1, maxX: 1, maxY: 1))
        let far = tree.add("far", x: 2, y: 0)
        #expect(!far)
        let nan = tree.add("nan", x: .nan, y: 0)
        #expect(!nan)
        let edge = tree.add("edge", x: 1, y: -1)
        #expect(edge)
        let wrongPoint = tree.remove("edge", x: 0, y: 0)
        #expect(!wrongPoint)
        let wrongItem = tree.remove("other", x: 1, y: -1)
        #expect(!wrongItem)
        #expect(tree.count == 1)
        for k in 0..<10_000 { tree.add("same\(k)", x: 0.5, y: 0.5) }
        #expect(tree.search(in: QuadTreeBounds(minX: 0.4, minY: 0.4, maxX: 0.6, maxY: 0.6)).count == 10_000)
        tree.clear()
        #expect(tree.count == 0)
        #expect(tree.search(in: tree.bounds).isEmpty)
    }

    @Test("A few items sit on a circle, evenly spaced and clear of the centre")
    func circle() {
        let layout = Spiderfy.Layout()
        for count in 2...8 {
            let offsets = Spiderfy.offsets(count: count, layout: layout)
            #expect(offsets.count == count)
            let radii = offsets.map { ($0.x * $0.x + $0.y * $0.y).squareRoot() }
            #expect(radii.allSatisfy { abs($0 - radii[0]) < 1e-9 && $0 >= layout.minimumCircleRadius - 1e-9 })
            let gaps = (0..<count).map { k -> Double in
                let a = offsets[k], b = offsets[(k + 1) % count]
                return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
            }
            #expect(gaps.allSatisfy { abs($0 - gaps[0]) < 1e-9 && $0 >= layout.circleSpacing * 0.95 })
        }
        #expect(abs(Spiderfy.offsets(count: 4)[0].x) < 1e-9 && Spiderfy.offsets(count: 4)[0].y < 0, "first item at 12 o'clock")
        #expect(Spiderfy.offsets(count: 0).isEmpty)
        #expect(Spiderfy.offsets(count: 1) == [Spiderfy.Offset(x: 0, y: 0)])
    }

    @Test("Many items follow a spiral: steady steps, growing radius, no two markers overlapping")
    func spiral() {
        let layout = Spiderfy.Layout()
        let offsets = Spiderfy.offsets(count: 120, layout: layout)
        #expect(offsets.count == 120)
        let radii = offsets.map { ($0.x * $0.x + $0.y * $0.y).squareRoot() }
        #expect(zip(radii, radii.dropFirst()).allSatisfy { $0 < $1 })
        var closest = Double.infinity
        for i in offsets.indices {
            for j in offsets.indices where j > i {
                closest = min(closest, hypot(offsets[i].x - offsets[j].x, offsets[i].y - offsets[j].y))
            }
        }
        #expect(closest >= 0.9 * min(layout.spiralSpacing, layout.spiralTurnGap))
        let steps = zip(offsets, offsets.dropFirst()).map { hypot($0.x - $1.x, $0.y - $1.y) }
        // Steps are a little longer than the spacing while the spiral is tight (the radius grows too).
        #expect(steps.allSatisfy { $0 > 0.95 * layout.spiralSpacing && $0 < 1.1 * layout.spiralSpacing })
        // Bad layout numbers fall back to the defaults.
        #expect(Spiderfy.offsets(count: 50, layout: Spiderfy.Layout(spiralSpacing: .nan, spiralTurnGap: -3)) == Spiderfy.offsets(count: 50))
    }
}
