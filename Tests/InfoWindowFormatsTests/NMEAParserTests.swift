import Foundation
import Testing
@testable import InfoWindowFormats

@Suite("NMEA 0183 parser")
struct NMEAParserTests {
    /// The textbook RMC/GGA pair (12:35:19 UTC, 23 March 1994, 48°07.038′ N 11°31.000′ E).
    static let rmc = "$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*6A\r\n"
    static let gga = "$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47\r\n"

    func parse(_ text: String, requireChecksum: Bool = true) -> (fixes: [LocationFix], statistics: NMEAStatistics) {
        var parser = NMEAParser(requireChecksum: requireChecksum)
        let fixes = parser.feed(text) + parser.finish()
        return (fixes, parser.statistics)
    }

    @Test("RMC and GGA of the same time merge into one fix with every field")
    func mergedFix() throws {
        let (fixes, statistics) = parse(NMEAParserTests.rmc + NMEAParserTests.gga)
        let fix = try #require(fixes.first)
        #expect(fixes.count == 1 && statistics.fixes == 1 && statistics.sentences == 2)
        #expect(abs(fix.coordinate.latitude - (48 + 7.038 / 60)) < 1e-12)
        #expect(abs(fix.coordinate.longitude - (11 + 31.0 / 60)) < 1e-12)
        #expect(fix.coordinate.altitude == 545.4)
        #expect(fix.time == Date(timeIntervalSince1970: 764_426_119))  // 1994-03-23T12:35:19Z
        #expect(abs((fix.speed ?? 0) - 22.4 * 1852 / 3600) < 1e-9)
        #expect(fix.course == 84.4)
        #expect(fix.horizontalAccuracy == 0.9 * 5)
        #expect(fix.satellites == 8 && fix.quality == .gps)
    }

    @Test("A recorded walk: twenty fixes, one per second, in order")
    func fixtureWalk() throws {
        let text = try String(contentsOfFile: TestFiles.fixture("helsinki-walk.nmea"), encoding: .utf8)
        let (fixes, statistics) = parse(text)
        #expect(fixes.count == 20)
        #expect(fixes.map(\.timeOfDay) == (0..<20).map { 43_200 + Double($0) })
        #expect(fixes.last?.coordinate.altitude == 44)
        #expect(statistics.badChecksum == 0 && statistics.invalid == 0)
        #expect(statistics.garbage == 2)   // the two comment lines
    }

    @Test("Sentences split anywhere across reads give the same fixes as one read")
    func partialLines() throws {
        let bytes = Array(try String(contentsOfFile: TestFiles.fixture("helsinki-walk.nmea"), encoding: .utf8).utf8)
        var whole = NMEAParser()
        let expected = whole.feed(bytes) + whole.finish()
        for size in [1, 2, 3, 7, 13, 64] {
            var parser = NMEAParser()
            var fixes: [LocationFix] = []
            var offset = 0
            while offset < bytes.count {
                fixes += parser.feed(bytes[offset..<min(offset + size, bytes.count)])
                offset += size
            }
            fixes += parser.finish()
            #expect(fixes == expected, "pieces of \(size) bytes")
            #expect(parser.statistics == whole.statistics)
        }
    }

    @Test("A wrong checksum rejects the line and is counted; the lines around it still count")
    func badChecksum() {
        let damaged = NMEAParserTests.gga.replacingOccurrences(of: "545.4", with: "945.4")
        let (fixes, statistics) = parse(NMEAParserTests.rmc + damaged)
        #expect(statistics.badChecksum == 1)
        #expect(fixes.count == 1 && fixes[0].coordinate.altitude == nil)
        let (_, unreadable) = parse(NMEAParserTests.rmc.replacingOccurrences(of: "*6A", with: "*6G"))
        #expect(unreadable.badChecksum == 1 && unreadable.fixes == 0)
    }

    @Test("A sentence without a checksum is rejected by default and read when checksums are optional")
    func missingChecksum() {
        let bare = "$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W\n"
        let strict = parse(bare)
        #expect(strict.fixes.isEmpty && strict.statistics.missingChecksum == 1)
        let lenient = parse(bare, requireChecksum: false)
        #expect(lenient.fixes.count == 1)
    }

    @Test("Garbage lines — text, binary, noise before a $, an endless line — are skipped and counted")
    func garbage() {
        let noise = "hello\n\u{01}\u{02}\u{7F}\n" + String(repeating: "x", count: 10_000) + "\n" + "%%" + NMEAParserTests.rmc
        let (fixes, statistics) = parse(noise + NMEAParserTests.gga)
        #expect(fixes.count == 1)
        #expect(statistics.garbage == 4)
    }

    @Test("A void RMC, GGA quality 0 and GSA fix type 1 mean no fix: nothing delivered")
    func noFix() {
        let text = ["GPRMC,123519,V,,,,,,,230394,,,N", "GPGGA,123519,,,,,0,00,99.9,,M,,M,,",
                    "GPGSA,A,1,,,,,,,,,,,,,99.9,99.9,99.9"].map(NMEAParserTests.sentence).joined()
        let (fixes, statistics) = parse(text)
        #expect(fixes.isEmpty)
        #expect(statistics.noFix == 3 && statistics.invalid == 0)
    }

    @Test("Fields out of range (61 minutes, latitude 91°, hemisphere X, NaN speed) reject the sentence")
    func invalidFields() {
        let sentences = [
            "GPRMC,123519,A,4861.000,N,01131.000,E,022.4,084.4,230394,,",
            "GPRMC,123519,A,9100.000,N,01131.000,E,022.4,084.4,230394,,",
            "GPRMC,123519,A,4807.038,X,01131.000,E,022.4,084.4,230394,,",
            "GPRMC,123519,A,4807.038,N,01131.000,E,nan,084.4,230394,,",
            "GPGGA,256000,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,",
        ]
        let (fixes, statistics) = parse(sentences.map(NMEAParserTests.sentence).joined())
        #expect(fixes.isEmpty)
        #expect(statistics.invalid == 5 && statistics.sentences == 5)
    }

    @Test("GSA's 3D mode and VDOP apply to the fixes after it; GN talkers are read like GP")
    func gsaAndTalkers() throws {
        let text = [
            "GNGSA,A,3,01,02,03,04,,,,,,,,,1.8,1.0,1.5",
            "GNRMC,000001,A,6010.000,N,02456.000,E,0.0,,010524,,,A",
            "GNGGA,000001,6010.000,N,02456.000,E,2,10,1.0,10.0,M,19.5,M,,",
        ].map(NMEAParserTests.sentence).joined()
        let fix = try #require(parse(text).fixes.first)
        #expect(fix.mode == .threeD && fix.verticalAccuracy == 7.5 && fix.quality == .differential)
        #expect(fix.course == nil)
    }

    @Test("VTG fills in speed and course of the time being merged, and is dropped when no time is open")
    func vtg() throws {
        let text = [
            "GPVTG,054.7,T,034.4,M,005.5,N,010.2,K,A",
            "GPGGA,000001,6010.000,N,02456.000,E,1,10,1.0,10.0,M,19.5,M,,",
        ].map(NMEAParserTests.sentence).joined()
        let fixes = parse(text).fixes
        #expect(fixes.count == 1)
        // VTG came before any epoch was open: it cannot apply, so the fix has none.
        #expect(fixes[0].speed == nil)
        let ordered = [
            "GPGGA,000001,6010.000,N,02456.000,E,1,10,1.0,10.0,M,19.5,M,,",
            "GPRMC,000001,A,6010.000,N,02456.000,E,,,010524,,,A",
            "GPGGA,000002,6010.000,N,02456.000,E,1,10,1.0,10.0,M,19.5,M,,",
            "GPVTG,054.7,T,034.4,M,005.5,N,010.2,K,A",
            "GPRMC,000002,A,6010.000,N,02456.000,E,,,010524,,,A",
        ].map(NMEAParserTests.sentence).joined()
        let second = try #require(parse(ordered).fixes.last)
        #expect(second.course == 54.7 && abs((second.speed ?? 0) - 5.5 * 1852 / 3600) < 1e-9)
    }

    @Test("Once the cycle is learnt, a fix comes as soon as its time's RMC and GGA have come")
    func latency() {
        var parser = NMEAParser()
        let first = [
            "GPGGA,000001,6010.000,N,02456.000,E,1,10,1.0,10.0,M,19.5,M,,",
            "GPRMC,000001,A,6010.000,N,02456.000,E,,,010524,,,A",
        ].map(NMEAParserTests.sentence).joined()
        #expect(parser.feed(first).isEmpty)   // the first time waits: the cycle is not known yet
        #expect(parser.feed(NMEAParserTests.sentence("GPGGA,000002,6010.001,N,02456.000,E,1,10,1.0,10.0,M,19.5,M,,")).map(\.timeOfDay) == [1])
        #expect(parser.feed(NMEAParserTests.sentence("GPRMC,000002,A,6010.001,N,02456.000,E,,,010524,,,A")).map(\.timeOfDay) == [2])
    }

    @Test("CR-only line endings and a last line without a line break are read")
    func lineEndings() {
        let text = NMEAParserTests.rmc.replacingOccurrences(of: "\r\n", with: "\r")
            + NMEAParserTests.gga.replacingOccurrences(of: "\r\n", with: "")
        #expect(parse(text).fixes.count == 1)
    }

    /// `$body*hh` with its checksum, and a line break.
    static func sentence(_ body: String) -> String {
        let sum = body.utf8.reduce(UInt8(0), ^)
        return "$\(body)*\(String(format: "%02X", sum))\r\n"
    }
}
