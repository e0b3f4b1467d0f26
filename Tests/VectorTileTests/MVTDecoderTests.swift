import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Decoding Mapbox Vector Tiles: layers, features, keys and values, command geometry with zigzag
/// deltas, rings by winding, extent — and what a broken feature does.
@Suite("Vector tiles: MVT decoding")
struct MVTDecoderTests {
    typealias W = MVTWriter

    @Test("VT1 layers, keys, values, extent and a feature's properties decode as written")
    func layersAndProperties() throws {
        let layer = W.Layer(name: "poi", extent: 512, keys: ["class", "name:latin"], values: ["cafe", "Fazer"],
                            features: [W.Feature(type: 1, tags: [0, 0, 1, 1], geometry: [W.command(1, 1), W.zz(10), W.zz(20)], id: 7)])
        let result = try MVTDecoder.decode(W.encode([layer, W.Layer(name: "water")]))
        #expect(result.tile.layers.map(\.name) == ["poi", "water"])
        let poi = try #require(result.tile.layer(named: "poi"))
        #expect(poi.extent == 512)
        #expect(result.tile.layer(named: "water")?.extent == 4096)
        let feature = try #require(poi.features.first)
        #expect(feature.id == 7)
        #expect(feature.kind == .point)
        #expect(poi.value("class", of: feature) == .string("cafe"))
        #expect(poi.value("name:latin", of: feature) == .string("Fazer"))
        #expect(poi.value("name", of: feature) == nil)
        #expect(feature.coordinates == [10, 20])
    }

    @Test("VT1 command geometry: MoveTo and LineTo with zigzag deltas, several points and parts")
    func commands() throws {
        // Two points in one MoveTo; a line of three points, then a second line.
        let points = W.Feature(type: 1, geometry: [W.command(1, 2), W.zz(5), W.zz(7), W.zz(-3), W.zz(1)])
        let lines = W.Feature(type: 2, geometry: [W.command(1, 1), W.zz(2), W.zz(2), W.command(2, 2), W.zz(0), W.zz(8), W.zz(8), W.zz(0),
                                                 W.command(1, 1), W.zz(-10), W.zz(-10), W.command(2, 1), W.zz(1), W.zz(-1)])
        let tile = try MVTDecoder.decode(W.encode([W.Layer(name: "l", features: [points, lines])])).tile
        let decoded = tile.layers[0].features
        #expect(decoded[0].coordinates == [5, 7, 2, 8])
        #expect(decoded[0].partEnds == [1, 2])
        #expect(decoded[1].coordinates == [2, 2, 2, 10, 10, 10, 0, 0, 1, -1])
        #expect(decoded[1].partEnds == [3, 5])
        #expect(decoded[1].box == (0, -1, 10, 10))
    }

    @Test("VT3 polygon rings are told outer or hole by winding and turned so outer rings are clockwise on screen")
    func rings() throws {
        // Outer clockwise on screen (y down), a hole counter-clockwise; then a feature wound the other way round.
        let (outer, cursor) = W.ring([(0, 0), (100, 0), (100, 100), (0, 100)])
        let (hole, _) = W.ring([(20, 20), (20, 80), (80, 80), (80, 20)], from: cursor)
        let (reversed, _) = W.ring([(0, 0), (0, 50), (50, 50), (50, 0)])
        let tile = try MVTDecoder.decode(W.encode([W.Layer(name: "b", features: [
            W.Feature(type: 3, geometry: outer + hole), W.Feature(type: 3, geometry: reversed),
        ])])).tile
        let a = tile.layers[0].features[0], b = tile.layers[0].features[1]
        #expect(a.ringIsOuter == [true, false])
        #expect(GeometryCommands.signedArea(a.coordinates, a.points(ofPart: 0)) > 0)
        #expect(GeometryCommands.signedArea(a.coordinates, a.points(ofPart: 1)) < 0)
        #expect(b.ringIsOuter == [true])
        #expect(GeometryCommands.signedArea(b.coordinates, b.points(ofPart: 0)) > 0)
    }

    @Test("VT4 broken features are left out, each named with its layer, index and problem; the rest decodes",
          arguments: [
            ([W.command(1, 3), W.zz(1), W.zz(1)], "runs past the end of its geometry"),
            ([W.command(1, 1), W.zz(1), W.zz(1), W.command(5, 1)], "unknown geometry command 5"),
            ([W.command(1, 1), W.zz(1), W.zz(1), W.command(7, 1)], "a ring of 1 point"),
          ])
    func brokenGeometry(_ geometry: [UInt32], _ problem: String) throws {
        let good = W.Feature(type: 3, geometry: W.ring([(0, 0), (10, 0), (10, 10)]).0)
        let result = try MVTDecoder.decode(W.encode([W.Layer(name: "water", features: [good, W.Feature(type: 3, geometry: geometry)])]))
        #expect(result.tile.layers[0].features.count == 1)
        #expect(result.droppedFeatures == 1)
        let message = try #require(result.problems.first)
        #expect(message.hasPrefix("layer \"water\" feature 1: "))
        #expect(message.contains(problem))
    }

    @Test("VT4 a tag pointing past the layer's keys or values leaves the feature out")
    func keyOutOfRange() throws {
        let layer = W.Layer(name: "poi", keys: ["class"], values: ["cafe"],
                            features: [W.Feature(type: 1, tags: [3, 0], geometry: [W.command(1, 1), 2, 2]),
                                       W.Feature(type: 1, tags: [0, 9], geometry: [W.command(1, 1), 2, 2])])
        let result = try MVTDecoder.decode(W.encode([layer]))
        #expect(result.tile.layers[0].features.isEmpty)
        #expect(result.problems == ["layer \"poi\" feature 0: tag 0 points at key 3, but the layer has 1 keys",
                                    "layer \"poi\" feature 1: tag 0 points at value 9, but the layer has 1 values"])
    }

    @Test("VT4 a polygon of a million points is left out quickly, not drawn")
    func millionPoints() throws {
        var geometry: [UInt32] = [W.command(1, 1), 0, 0, W.command(2, 999_999)]
        geometry.reserveCapacity(2_000_010)
        for i in 0..<999_999 { geometry += [W.zz(i % 2 == 0 ? 1 : -1), W.zz(1)] }
        geometry.append(W.command(7, 1))
        let result = try MVTDecoder.decode(W.encode([W.Layer(name: "landuse", features: [W.Feature(type: 3, geometry: geometry)])]))
        #expect(result.tile.layers[0].features.isEmpty)
        #expect(result.problems.first?.contains("more than 200000 points") == true)
    }

    @Test("VT4 bytes that are not a protocol-buffer tile are refused as a whole")
    func notMVT() {
        #expect(throws: MVTDecoder.Failure.self) { try MVTDecoder.decode(Data("<html>not a tile</html>".utf8)) }
        #expect(throws: MVTDecoder.Failure.self) { try MVTDecoder.decode(W.encode([W.Layer(name: "x", version: 9)])) }
        #expect(throws: MVTDecoder.Failure.self) { try MVTDecoder.decode(W.encode([W.Layer(name: "x", extent: 0)])) }
    }

    @Test("VT1 zigzag decoding: 0, 1, 2, 3 are 0, −1, 1, −2")
    func zigzag() {
        #expect([0, 1, 2, 3, 4294967295].map { GeometryCommands.zigzag($0) } == [0, -1, 1, -2, -2147483648])
    }
}
