import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene
import TestSupport

/// The spatial index must answer exactly what a linear scan answers.
@MainActor
@Suite("Marker index")
struct MarkerIndexTests {

    @Test("Hit-testing through the index equals a linear scan over thousands of taps and cameras")
    func matchesLinearScan() {
        var random = SplitMix64(seed: 42)
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 640, height: 480), camera: CameraPosition(latitude: 48, longitude: 10, zoom: 5))
        var markers: [Marker] = []
        for i in 0..<1200 {
            let m = Marker(position: Coordinate(latitude: Double.random(in: 35...60, using: &random),
                                                longitude: Double.random(in: -10...30, using: &random)))
            m.zIndex = Int32.random(in: 0...3, using: &random)
            if i % 7 == 0 { m.icon = solidImage(CGSize(width: Double.random(in: 5...90, using: &random), height: 30)) }
            if i % 11 == 0 { m.rotation = Double.random(in: 0...360, using: &random) }
            if i % 13 == 0 { m.isFlat = true }
            if i % 17 == 0 { m.isTappable = false }
            if i % 5 == 0 { m.groundAnchor = CGPoint(x: Double.random(in: -0.5...1.5, using: &random), y: 0.5) }
            m.map = map
            markers.append(m)
        }
        var checked = 0, hits = 0
        for round in 0..<50 {
            map.camera = CameraPosition(latitude: Double.random(in: 40...55, using: &random),
                                        longitude: Double.random(in: 0...20, using: &random),
                                        zoom: Double.random(in: 3...11, using: &random),
                                        bearing: Double.random(in: 0...360, using: &random),
                                        viewingAngle: round % 3 == 0 ? 0 : Double.random(in: 0...60, using: &random))
            // Move, remove and re-add some markers between rounds: the index must follow.
            for _ in 0..<40 {
                let m = markers[Int.random(in: 0..<markers.count, using: &random)]
                switch Int.random(in: 0..<3, using: &random) {
                case 0: m.position = Coordinate(latitude: Double.random(in: 35...60, using: &random),
                                                longitude: Double.random(in: -10...30, using: &random))
                case 1: m.map = nil
                default: m.map = map
                }
            }
            let projection = map.projection
            for _ in 0..<60 {
                let p = CGPoint(x: Double.random(in: 0...640, using: &random), y: Double.random(in: 0...480, using: &random))
                let indexed = map.markerHit(at: p, projection: projection)
                let linear = map.markerHitLinear(at: p, projection: projection)
                #expect(indexed === linear, "tap \(p) at \(map.camera)")
                checked += 1
                if linear != nil { hits += 1 }
            }
        }
        print("index test: checked \(checked) taps, \(hits) hits")
        #expect(checked == 3000)
        #expect(hits > 150, "the taps hit markers often enough to mean something (\(hits))")
    }

    @Test("Culling keeps every marker whose icon shows in the view")
    func cullingKeepsVisible() {
        var random = SplitMix64(seed: 7)
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 500, height: 400), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 6))
        for _ in 0..<2000 {
            let m = Marker(position: Coordinate(latitude: Double.random(in: -20...20, using: &random),
                                                longitude: Double.random(in: -25...25, using: &random)))
            m.map = map
        }
        for _ in 0..<30 {
            map.camera = CameraPosition(latitude: Double.random(in: -10...10, using: &random),
                                        longitude: Double.random(in: -10...10, using: &random),
                                        zoom: Double.random(in: 4...9, using: &random),
                                        bearing: Double.random(in: 0...360, using: &random),
                                        viewingAngle: Double.random(in: 0...60, using: &random))
            let projection = map.projection
            let visible = Set(map.visibleMarkers(projection: projection).map(ObjectIdentifier.init))
            for m in map.markers {
                if let frame = map.iconFrame(of: m), frame.intersects(map.bounds) {
                    #expect(visible.contains(ObjectIdentifier(m)))
                }
            }
        }
    }

    @Test("Culling hands drawing each visible marker's own projected point, once, by zIndex then age")
    func cullingEntries() {
        var random = SplitMix64(seed: 11)
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 640, height: 400), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 2))
        var markers: [Marker] = []
        for i in 0..<1500 {
            // Some at the poles and on the antimeridian, where the index clamps and wraps.
            let latitude = i % 50 == 0 ? (i % 100 == 0 ? 90 : -90) : Double.random(in: -80...80, using: &random)
            let longitude = i % 30 == 0 ? 180 : Double.random(in: -180..<180, using: &random)
            let m = Marker(position: Coordinate(latitude: latitude, longitude: longitude))
            m.zIndex = Int32.random(in: -2...2, using: &random)
            m.map = map
            markers.append(m)
        }
        for round in 0..<30 {
            for _ in 0..<60 {
                let m = markers[Int.random(in: 0..<markers.count, using: &random)]
                if Bool.random(using: &random) {
                    m.position = Coordinate(latitude: Double.random(in: -85...85, using: &random),
                                            longitude: Double.random(in: -180..<180, using: &random))
                } else {
                    m.map = m.map == nil ? map : nil
                }
            }
            map.camera = CameraPosition(latitude: Double.random(in: -70...70, using: &random),
                                        longitude: Double.random(in: -180..<180, using: &random),
                                        zoom: Double.random(in: 0...7, using: &random),
                                        bearing: Double.random(in: 0..<360, using: &random),
                                        viewingAngle: round % 2 == 0 ? 0 : Double.random(in: 0...60, using: &random))
            let entries = map.visibleMarkerEntries(projection: map.projection)
            #expect(Set(entries.map { ObjectIdentifier($0.marker) }).count == entries.count, "no marker twice")
            for entry in entries {
                #expect(entry.world == WebMercator.project(entry.marker.position))
                #expect(entry.marker.map === map)
            }
            for (a, b) in zip(entries, entries.dropFirst()) {
                #expect(a.marker.zIndex < b.marker.zIndex
                        || (a.marker.zIndex == b.marker.zIndex && a.marker.sequence < b.marker.sequence))
            }
            let drawn = Set(entries.map { ObjectIdentifier($0.marker) })
            for m in map.markers {
                if let frame = map.iconFrame(of: m), frame.intersects(map.bounds) {
                    #expect(drawn.contains(ObjectIdentifier(m)), "\(m.position) at \(map.camera)")
                }
            }
        }
        // The public list stays in order of addition through removals and additions.
        let sequences = map.markers.map(\.sequence)
        #expect(sequences == sequences.sorted() && sequences.count == Set(sequences).count)
    }

    @Test("The index handles many markers on one spot and markers at the edges of the world")
    func degenerate() {
        var index = MarkerIndex()
        for i in 0..<500 { index.insert(id: Int32(i), at: MercatorPoint(x: 0.25, y: 0.25)) }
        index.insert(id: 1000, at: MercatorPoint(x: 1, y: 1))
        index.insert(id: 1001, at: MercatorPoint(x: 0, y: 0.995))
        var found: [Int32] = []
        index.query(minX: 0.2, minY: 0.2, maxX: 0.3, maxY: 0.3) { found.append($0) }
        #expect(found.count == 500)
        found = []
        index.query(minX: 0.99, minY: 0.99, maxX: 1.01, maxY: 1.01) { found.append($0) }
        #expect(found.contains(1000) && found.contains(1001), "x wraps past 1 to the world's west edge")
        let first = index.remove(id: 7, at: MercatorPoint(x: 0.25, y: 0.25))
        let second = index.remove(id: 7, at: MercatorPoint(x: 0.25, y: 0.25))
        #expect(first && !second)
        #expect(index.count == 501)
    }
}
