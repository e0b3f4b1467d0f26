// Compiled twice: into this test target and, by scripts/fuzz, into the utils fuzzer with the library's,
// GoogleMapsCompat's and GoogleMapsUtilsCompat's GeoJSON sources as one module (-D FUZZING).
#if !FUZZING
@testable import GoogleMapsUtilsCompat
#endif
import Foundation

/// What the utils fuzzer does with each input, beyond not crashing or hanging: `GMUGeoJSONParser`
/// reads the bytes and
/// - either gives features: no error, every position finite and on the globe (longitude −180…180,
///   latitude −90…90), every line of at least 2 positions, every ring of at least 4, every polygon
///   with an outline, every bounding box finite; reading again gives as many features;
/// - or fails: no features, ``GMUGeoJSONParser/error`` the error thrown, its message one line naming
///   "GeoJSON data" (the name of bytes read from memory) and saying more than that;
/// - and the same bytes through `init(stream:)` a few bytes a read, with `parse(each:)`, give as many
///   features or the same error (named "GeoJSON stream"), and keep none (D180).
@MainActor
enum GeoJSONFuzzHarness {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(_ bytes: [UInt8]) throws(Failure) {
        let parser = GMUGeoJSONParser(data: Data(bytes))
        do {
            try parser.parseOrThrow()
        } catch {
            try checkStream(bytes, features: nil, error: error)
            guard parser.features.isEmpty else { throw Failure(description: "failed (\(error)) but kept \(parser.features.count) features") }
            guard parser.error == error else { throw Failure(description: "threw \(error) but error is \(String(describing: parser.error))") }
            let message = error.description
            guard message.contains("GeoJSON data"), message.count > "GeoJSON data".count + 10 else {
                throw Failure(description: "an error that does not say where and what: \(message)")
            }
            guard !message.contains("\n") else { throw Failure(description: "an error on more than one line: \(message)") }
            return
        }
        guard parser.error == nil else { throw Failure(description: "read, but error is \(String(describing: parser.error))") }
        for (index, feature) in parser.features.enumerated() {
            try check(feature.geometry, at: "features[\(index)]", depth: 0)
            if let feature = feature as? GMUFeature, let box = feature.boundingBox {
                for c in [box.northEast, box.southWest] where !c.latitude.isFinite || !c.longitude.isFinite {
                    throw Failure(description: "features[\(index)]: a bounding box corner \(c)")
                }
            }
        }
        let count = parser.features.count
        try checkStream(bytes, features: count, error: nil)
        parser.parse()
        guard parser.features.count == count, parser.error == nil else {
            throw Failure(description: "read twice: \(count) then \(parser.features.count) features, error \(String(describing: parser.error))")
        }
    }

    /// The bytes through a stream that gives at most 7 bytes a read, with `parse(each:)`.
    private static func checkStream(_ bytes: [UInt8], features: Int?, error: GMUParseError?) throws(Failure) {
        let parser = GMUGeoJSONParser(stream: TrickleStream(bytes))
        var delivered = 0
        do {
            try parser.parseOrThrow { _ in delivered += 1 }
        } catch let streamError {
            let expected = error?.description.replacingOccurrences(of: "GeoJSON data", with: "GeoJSON stream")
            guard streamError.description == expected else {
                throw Failure(description: "stream: \(streamError) but data: \(String(describing: error))")
            }
            return
        }
        guard delivered == features, parser.features.isEmpty else {
            throw Failure(description: "stream: \(delivered) features handed over (kept \(parser.features.count)), data: \(String(describing: features ?? nil)) \(String(describing: error))")
        }
    }

    private static func check(_ geometry: GMUGeometry, at place: String, depth: Int) throws(Failure) {
        guard depth < 10_000 else { throw Failure(description: "\(place): geometries nested \(depth) deep") }
        switch geometry {
        case let point as GMUPoint:
            try check(point.coordinate.latitude, point.coordinate.longitude, at: place)
        case let line as GMULineString:
            try check(line.path, minimum: 2, at: place)
        case let polygon as GMUPolygon:
            guard !polygon.paths.isEmpty else { throw Failure(description: "\(place): a polygon without rings") }
            for ring in polygon.paths { try check(ring, minimum: 4, at: place) }
        case let collection as GMUGeometryCollection:
            for (index, part) in collection.geometries.enumerated() {
                try check(part, at: "\(place).geometries[\(index)]", depth: depth + 1)
            }
        default:
            throw Failure(description: "\(place): a geometry of kind \(geometry.type)")
        }
    }

    private static func check(_ path: GMSPath, minimum: UInt, at place: String) throws(Failure) {
        guard path.count() >= minimum else { throw Failure(description: "\(place): \(path.count()) positions, fewer than \(minimum)") }
        for index in 0..<path.count() {
            let c = path.coordinate(at: index)
            try check(c.latitude, c.longitude, at: place)
        }
    }

    private static func check(_ latitude: Double, _ longitude: Double, at place: String) throws(Failure) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw Failure(description: "\(place): a position off the globe (\(longitude), \(latitude))")
        }
    }
}

/// An `InputStream` over bytes that gives at most 7 bytes a read, so the reader's refills are exercised.
final class TrickleStream: InputStream {
    private let bytes: [UInt8]
    private var offset = 0
    private var status: Stream.Status = .notOpen

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        super.init(data: Data())
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var hasBytesAvailable: Bool { offset < bytes.count }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) -> Int {
        let n = min(maxLength, 7, bytes.count - offset)
        guard n > 0 else {
            status = .atEnd
            return 0
        }
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: n) }
        offset += n
        return n
    }
}
