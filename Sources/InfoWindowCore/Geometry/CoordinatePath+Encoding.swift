import Foundation

/// Google's encoded polyline format: each latitude and longitude rounded to 1e-5°, stored as the
/// difference from the previous one, in five-bit groups written as the characters `?`…`~` (G5).
///
/// Written here rather than taken from a library: the format is a few lines of integer arithmetic with
/// no C library for it on Debian, and the map needs its own error messages.
extension CoordinatePath {
    /// A path from an encoded polyline (the SDK's `init?(fromEncodedPath:)`). Nil, with a warning that
    /// names the character offset, when the text is not a well-formed polyline or holds a latitude
    /// beyond ±90° (G5). The empty string is the empty path.
    public convenience init?(fromEncodedPath encodedPath: String) {
        switch Self.decode(encodedPath) {
        case .success(let coordinates):
            self.init(coordinates: coordinates)
        case .failure(let problem):
            Diagnostics.warn("CoordinatePath(fromEncodedPath:): \(problem.message); no path made")
            return nil
        }
    }

    /// The path as an encoded polyline (the SDK's `encodedPath()`). Longitudes are wrapped into
    /// −180…<180 first, so a longitude of 190° is written as −170° (G5).
    public func encodedPath() -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(coordinates.count * 8)
        var previous = (latitude: 0, longitude: 0)
        for coordinate in coordinates {
            let latitude = Self.fixedPoint(coordinate.latitude)
            let longitude = Self.fixedPoint(Coordinate.wrapLongitude(coordinate.longitude))
            Self.append(latitude - previous.latitude, to: &bytes)
            Self.append(longitude - previous.longitude, to: &bytes)
            previous = (latitude, longitude)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `coordinates` as an encoded polyline that ``decode(_:)`` reads back equal, point for point; nil
    /// when one is not a whole number of 1e-5° (the format would round it). Longitudes are written as
    /// they are, not wrapped. `infowindow serve` writes a path this way in a request's canonical form
    /// (S18, D200): a few characters a point, and no decimal formatting.
    package static func exactEncoding(_ coordinates: [Coordinate]) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(coordinates.count * 8)
        var previous = (latitude: 0, longitude: 0)
        for coordinate in coordinates {
            guard let latitude = exactFixedPoint(coordinate.latitude),
                  let longitude = exactFixedPoint(coordinate.longitude) else { return nil }
            append(latitude - previous.latitude, to: &bytes)
            append(longitude - previous.longitude, to: &bytes)
            previous = (latitude, longitude)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Degrees in units of 1e-5°, rounded half away from zero (valid coordinates only, so it fits).
    private static func fixedPoint(_ degrees: Double) -> Int {
        Int((degrees * 100_000).rounded())
    }

    /// Degrees in units of 1e-5° when decoding those units gives `degrees` back exactly; nil otherwise.
    private static func exactFixedPoint(_ degrees: Double) -> Int? {
        guard degrees.isFinite, abs(degrees) <= 1_000 else { return nil }
        let units = fixedPoint(degrees)
        return Double(units) / 100_000 == degrees ? units : nil
    }

    private static func append(_ delta: Int, to bytes: inout [UInt8]) {
        var value = delta < 0 ? ~(delta << 1) : delta << 1
        while value >= 0x20 {
            bytes.append(UInt8((value & 0x1F) | 0x20) + 63)
            value >>= 5
        }
        bytes.append(UInt8(value) + 63)
    }

    /// What is wrong with an encoded polyline: a sentence naming the character offset.
    package struct DecodingProblem: Error {
        /// The sentence.
        package let message: String
    }

    /// The coordinates of an encoded polyline, or what is wrong with it.
    package static func decode(_ text: String) -> Result<[Coordinate], DecodingProblem> {
        let bytes = Array(text.utf8)
        var coordinates: [Coordinate] = []
        var offset = 0
        var latitude = 0, longitude = 0
        while offset < bytes.count {
            let start = offset
            guard let dLatitude = readValue(bytes, &offset) else {
                return .failure(problem(bytes, offset, start: start))
            }
            guard offset < bytes.count else {
                return .failure(DecodingProblem(message: "character \(start): a latitude without its longitude at the end"))
            }
            let longitudeStart = offset
            guard let dLongitude = readValue(bytes, &offset) else {
                return .failure(problem(bytes, offset, start: longitudeStart))
            }
            let (nextLatitude, latitudeOverflow) = latitude.addingReportingOverflow(dLatitude)
            let (nextLongitude, longitudeOverflow) = longitude.addingReportingOverflow(dLongitude)
            guard !latitudeOverflow, !longitudeOverflow else {
                return .failure(DecodingProblem(message: "character \(start): the running sum leaves the range of coordinates"))
            }
            latitude = nextLatitude
            longitude = nextLongitude
            let coordinate = Coordinate(latitude: Double(latitude) / 100_000, longitude: Double(longitude) / 100_000)
            guard coordinate.isValid else {
                return .failure(DecodingProblem(message: "character \(start): latitude \(coordinate.latitude) is beyond ±90"))
            }
            coordinates.append(coordinate)
        }
        return .success(coordinates)
    }

    /// Reads one value; nil at a character outside `?`…`~`, at a value cut short by the end of the text,
    /// or at a value too long to be a coordinate.
    private static func readValue(_ bytes: [UInt8], _ offset: inout Int) -> Int? {
        var result = 0, shift = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte >= 63, byte <= 126, shift <= 30 else { return nil }
            offset += 1
            let chunk = Int(byte - 63)
            result |= (chunk & 0x1F) << shift
            shift += 5
            if chunk < 0x20 {
                return result & 1 != 0 ? ~(result >> 1) : result >> 1
            }
        }
        return nil
    }

    private static func problem(_ bytes: [UInt8], _ offset: Int, start: Int) -> DecodingProblem {
        guard offset < bytes.count else {
            return DecodingProblem(message: "character \(start): a value cut short by the end of the text")
        }
        let byte = bytes[offset]
        if byte < 63 || byte > 126 {
            let shown = byte < 0x80 && byte >= 0x20 ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
            return DecodingProblem(message: "character \(offset): \(shown) is not a polyline character ('?' to '~')")
        }
        return DecodingProblem(message: "character \(start): a value longer than any coordinate")
    }
}
