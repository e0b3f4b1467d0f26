/// What an `NMEAParser` has seen, for logs and tests.
public struct NMEAStatistics: Sendable, Equatable {
    /// Sentences whose checksum was right (or absent and not required), of any type.
    public var sentences = 0
    /// Lines rejected for a wrong or unreadable checksum.
    public var badChecksum = 0
    /// Lines rejected for having no `*hh` checksum (when `requireChecksum`).
    public var missingChecksum = 0
    /// Lines that are not sentences: no `$`, bytes outside printable ASCII, longer than
    /// `NMEAParser.maxLineLength`, noise before a `$`.
    public var garbage = 0
    /// Valid sentences of types the parser does not use (GSV, GLL, proprietary `$P…`).
    public var unsupported = 0
    /// RMC, GGA, GSA or VTG sentences whose fields could not be read (rejected).
    public var invalid = 0
    /// Sentences saying the receiver has no fix (RMC status V, GGA quality 0, mode N).
    public var noFix = 0
    /// Fixes delivered.
    public var fixes = 0
}

/// NMEA 0183 sentences from a receiver or a log, to position fixes. Pure Swift, incremental.
///
/// Feed bytes as they arrive, in pieces of any size — a sentence split across reads is put back
/// together; LF, CRLF or CR end a line. Uses `RMC` (time, date, position, speed, course), `GGA`
/// (time, position, quality, satellites, HDOP, altitude), `GSA` (2D/3D, VDOP) and `VTG` (speed,
/// course) from any talker (`GP`, `GN`, `GL`, `GA`, `BD`, …). The sentences of one time of day
/// are merged into one fix, delivered as soon as every type the receiver sends per time has
/// come (learnt from the stream: the first fix waits for the next time of day), else when the
/// next time starts or at `finish()`. VTG fills in speed and course of the time being merged;
/// GSA's mode and VDOP apply to the fixes after it. Bad input never stops the
/// parser: a line with a wrong checksum, garbage or an unreadable field is dropped and counted
/// in `statistics`.
public struct NMEAParser: Sendable {
    /// Longest line kept (NMEA allows 82 characters; some receivers write longer proprietary
    /// sentences); longer lines are garbage.
    public static let maxLineLength = 200
    /// Whether a sentence without `*hh` is rejected (default true: a line without a checksum
    /// cannot be told from a damaged one).
    public var requireChecksum: Bool
    /// Metres of horizontal error per unit of HDOP (default 5 m, a typical one-sigma user range
    /// error of a consumer receiver): `horizontalAccuracy = HDOP × rangeError`, and likewise VDOP.
    public var rangeError: Double
    /// Counts of what was seen so far.
    public internal(set) var statistics = NMEAStatistics()

    var line: [UInt8] = []
    var lineTooLong = false
    var epoch: Epoch?
    /// The sentence types one time of day brings (learnt; nil until the first time has ended).
    var cycle: Set<String>?
    var lastDay: Int?
    var lastTimeOfDay: Double?
    var mode: LocationFix.Mode?
    var verticalDOP: Double?

    /// A parser; see the properties for the defaults.
    public init(requireChecksum: Bool = true, rangeError: Double = 5) {
        self.requireChecksum = requireChecksum
        self.rangeError = rangeError
        line.reserveCapacity(NMEAParser.maxLineLength)
    }

    /// Parses `bytes` (any piece of the stream) and returns the fixes completed by them.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [LocationFix] {
        var fixes: [LocationFix] = []
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D {
                endLine(into: &fixes)
            } else if line.count < NMEAParser.maxLineLength {
                line.append(byte)
            } else {
                lineTooLong = true
            }
        }
        return fixes
    }

    /// Parses a piece of text (UTF-8).
    public mutating func feed(_ text: String) -> [LocationFix] {
        feed(text.utf8)
    }

    /// At the end of the stream: parses a last line without a line break and delivers the fix
    /// still being merged.
    public mutating func finish() -> [LocationFix] {
        var fixes: [LocationFix] = []
        endLine(into: &fixes)
        if let pending = epoch, !pending.delivered, let fix = makeFix(pending) {
            fixes.append(fix)
        }
        epoch = nil
        return fixes
    }

    private mutating func endLine(into fixes: inout [LocationFix]) {
        defer {
            line.removeAll(keepingCapacity: true)
            lineTooLong = false
        }
        if lineTooLong {
            statistics.garbage += 1
            return
        }
        guard !line.isEmpty else { return }
        guard let dollar = line.lastIndex(of: UInt8(ascii: "$")) else {
            if line.contains(where: { $0 > 0x20 }) { statistics.garbage += 1 }
            return
        }
        if line[..<dollar].contains(where: { $0 > 0x20 }) { statistics.garbage += 1 }
        guard let body = checkedBody(line[(dollar + 1)...]) else { return }
        statistics.sentences += 1
        let fields = body.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        fixes += handle(fields)
    }

    /// The sentence between `$` and `*`, if its checksum is right (counting what is wrong).
    private mutating func checkedBody(_ sentence: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var end = sentence.endIndex
        while end > sentence.startIndex, sentence[end - 1] == 0x20 || sentence[end - 1] == 0x09 { end -= 1 }
        let trimmed = sentence[sentence.startIndex..<end]
        guard trimmed.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) else {
            statistics.garbage += 1
            return nil
        }
        guard let star = trimmed.lastIndex(of: UInt8(ascii: "*")) else {
            if requireChecksum {
                statistics.missingChecksum += 1
                return nil
            }
            return trimmed
        }
        let body = trimmed[..<star]
        let digits = trimmed[(star + 1)...]
        guard digits.count == 2, let high = NMEAParser.hexValue(digits.first), let low = NMEAParser.hexValue(digits.last),
              body.reduce(0, ^) == high << 4 | low else {
            statistics.badChecksum += 1
            return nil
        }
        return body
    }

    static func hexValue(_ byte: UInt8?) -> UInt8? {
        switch byte {
        case let b? where b >= 0x30 && b <= 0x39: return b - 0x30
        case let b? where b >= 0x41 && b <= 0x46: return b - 0x41 + 10
        case let b? where b >= 0x61 && b <= 0x66: return b - 0x61 + 10
        default: return nil
        }
    }
}
