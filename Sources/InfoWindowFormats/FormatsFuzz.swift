import Foundation

/// libFuzzer-ready checks of every reader in this module, as a plain function.
///
/// `run` feeds one input to the GPX, KML and NMEA readers (and the bare XML reader with small
/// limits) and checks invariants; a broken invariant throws `FormatsFuzz.Failure`, which a
/// `LLVMFuzzerTestOneInput` wrapper turns into `abort()`. Errors the readers throw for bad input
/// are expected and fine; what must hold:
/// - reading from memory 64 KiB at a time and 7 bytes at a time (KML: and from an `InputStream`)
///   gives the same points/items and warnings, or fails both times (a differential check of the chunked push parser). Which error
///   comes first is not compared: libxml2 2.9's push parser names a different first problem for
///   some broken inputs depending on how the bytes arrive (a declared encoding converted a buffer
///   ahead; invalid UTF-8 near the end; Tests/InfoWindowFormatsTests/Fixtures/fuzz/ has examples);
/// - every delivered position is valid (finite, in range), every course in 0..<360, speed ≥ 0;
/// - every delivered ground overlay has a picture and a box of edges in range, north above south;
/// - every error and warning is one line and starts with the input's name;
/// - NMEA fed whole and byte by byte gives the same fixes and statistics.
package enum FormatsFuzz {
    /// A broken invariant: which reader, and what.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, one line.
        package let description: String
    }

    /// Runs every check on `bytes`; throws `Failure` when an invariant breaks.
    package static func run(_ bytes: [UInt8]) throws {
        try checkGPX(bytes)
        try checkKML(bytes)
        try checkNMEA(bytes)
        try checkXMLLimits(bytes)
    }

    static let name = "fuzz-input"

    static func checkGPX(_ bytes: [UInt8]) throws {
        func read(chunk: Int) -> Result<([GPXPoint], GPXSummary), FormatError> {
            var reader = GPXReader(selection: .all)
            reader.chunkSize = chunk
            var points: [GPXPoint] = []
            do {
                let summary = try reader.read(bytes: bytes, name: name) { points.append($0) }
                return .success((points, summary))
            } catch let error as FormatError {
                return .failure(error)
            } catch {
                return .failure(FormatError(.malformed, file: name, message: "unexpected error type: \(error)", fix: ""))
            }
        }
        let whole = read(chunk: 64 << 10)
        let pieces = read(chunk: 7)
        switch (whole, pieces) {
        case let (.success((a, summaryA)), .success((b, summaryB))):
            guard a == b, summaryA == summaryB else { throw Failure(description: "GPX: the points differ between read sizes") }
            for point in a {
                guard point.coordinate.isValid, (point.course ?? 0) >= 0, (point.course ?? 0) < 360, (point.speed ?? 0) >= 0 else {
                    throw Failure(description: "GPX: an invalid point was delivered: \(point)")
                }
            }
            try checkMessages(summaryA.warnings.map(\.description), "GPX warning")
        case let (.failure(a), .failure(b)):
            try checkMessages([a.description, b.description], "GPX error")
        default:
            throw Failure(description: "GPX: one read size succeeded, the other failed: \(whole) / \(pieces)")
        }
    }

    static func checkKML(_ bytes: [UInt8]) throws {
        func read(chunk: Int, stream: Bool = false) -> Result<[KMLItem], FormatError> {
            var reader = KMLReader()
            reader.chunkSize = chunk
            var items: [KMLItem] = []
            do {
                let summary = stream
                    ? try reader.read(stream: InputStream(data: Data(bytes)), name: name) { items.append($0) }
                    : try reader.read(bytes: bytes, name: name) { items.append($0) }
                try checkMessages(summary.warnings.map(\.description), "KML warning")
                return .success(items)
            } catch let error as FormatError {
                return .failure(error)
            } catch {
                return .failure(FormatError(.malformed, file: name, message: "\(error)", fix: ""))
            }
        }
        let whole = read(chunk: 64 << 10)
        let pieces = read(chunk: 7)
        let streamed = read(chunk: 64 << 10, stream: true)
        switch (whole, streamed) {
        case let (.success(a), .success(b)):
            guard a == b else { throw Failure(description: "KML: the items differ between bytes and a stream") }
        case (.failure, .failure):
            break
        default:
            throw Failure(description: "KML: bytes and a stream differ: \(whole) / \(streamed)")
        }
        switch (whole, pieces) {
        case let (.success(a), .success(b)):
            guard a == b else { throw Failure(description: "KML: the items differ between read sizes") }
            for case .placemark(let placemark) in a {
                if let geometry = placemark.geometry, !valid(geometry) {
                    throw Failure(description: "KML: an invalid geometry was delivered: \(geometry)")
                }
            }
            for case .groundOverlay(let o) in a {
                guard GeoPoint.isLatitude(o.north), GeoPoint.isLatitude(o.south), GeoPoint.isLongitude(o.east),
                      GeoPoint.isLongitude(o.west), o.north > o.south, o.east != o.west, abs(o.rotation) <= 180, !o.href.isEmpty else {
                    throw Failure(description: "KML: an unusable ground overlay was delivered: \(o)")
                }
            }
        case let (.failure(a), .failure(b)):
            try checkMessages([a.description, b.description], "KML error")
        default:
            throw Failure(description: "KML: one read size succeeded, the other failed: \(whole) / \(pieces)")
        }
    }

    static func checkNMEA(_ bytes: [UInt8]) throws {
        var whole = NMEAParser()
        let fixes = whole.feed(bytes) + whole.finish()
        var single = NMEAParser()
        var pieces: [LocationFix] = []
        for byte in bytes { pieces += single.feed(CollectionOfOne(byte)) }
        pieces += single.finish()
        guard fixes == pieces, whole.statistics == single.statistics else {
            throw Failure(description: "NMEA: fed whole and byte by byte differ")
        }
        for fix in fixes {
            guard fix.coordinate.isValid, (fix.course ?? 0) >= 0, (fix.course ?? 0) < 360, (fix.speed ?? 0) >= 0,
                  (fix.horizontalAccuracy ?? 0) >= 0 else {
                throw Failure(description: "NMEA: an invalid fix was delivered: \(fix)")
            }
        }
    }

    /// The bare reader with small limits, so inputs reach the depth and text limits.
    static func checkXMLLimits(_ bytes: [UInt8]) throws {
        final class Counter: XMLStreamHandler {
            var depth = 0
            var deepest = 0
            func startElement(_ element: XMLStartElement) throws {
                depth += 1
                deepest = max(deepest, depth)
            }
            func endElement(_ name: XMLName, text: String, line: Int, column: Int) throws {
                guard text.utf8.count <= 64 else { throw Failure(description: "XML: text over the 64-byte limit was delivered") }
                depth -= 1
            }
        }
        let counter = Counter()
        do {
            try XMLStreamReader(limits: XMLLimits(maxDepth: 4, maxTextBytes: 64, maxMarkupBytes: 1 << 20))
                .read(bytes: bytes, name: name, handler: counter)
        } catch let error as FormatError {
            try checkMessages([error.description], "XML error")
        }
        guard counter.deepest <= 4 else { throw Failure(description: "XML: nesting over the limit of 4 was delivered") }
    }

    static func valid(_ geometry: KMLGeometry) -> Bool {
        switch geometry {
        case .point(let point): return point.isValid
        case .lineString(let points): return points.count >= 2 && points.allSatisfy(\.isValid)
        case .linearRing(let points): return points.count >= 4 && points.allSatisfy(\.isValid)
        case let .polygon(outer, inner): return ([outer] + inner).allSatisfy { $0.count >= 4 && $0.allSatisfy(\.isValid) }
        case .multi(let parts): return !parts.isEmpty && parts.allSatisfy(valid)
        case .track(let samples): return !samples.isEmpty && samples.allSatisfy { $0.coordinate.isValid }
        }
    }

    static func checkMessages(_ messages: [String], _ what: String) throws {
        for message in messages {
            guard message.hasPrefix(name), !message.contains("\n"), !message.contains("\r") else {
                throw Failure(description: "\(what) is not one line starting with the input's name: \(FormatText.oneLine(message))")
            }
        }
    }
}
