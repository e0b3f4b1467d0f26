import Foundation
import Testing
@testable import InfoWindowFormats

@Suite("Fuzz harness")
struct FormatsFuzzTests {
    static let fixtures = ["walk-1.1.gpx", "xcode-waypoints.gpx", "route-1.0.gpx", "helsinki.kml",
                           "google-KML_Sample.kml", "helsinki-walk.nmea"]

    @Test("Every fixture passes the fuzz harness's checks", arguments: fixtures)
    func fixture(_ name: String) throws {
        try FormatsFuzz.run(Array(Data(contentsOf: URL(fileURLWithPath: TestFiles.fixture(name)))))
    }

    @Test("Hostile seeds pass the fuzz harness's checks: empty, binary, deep, truncated, entities, bad NMEA")
    func hostileSeeds() throws {
        let seeds: [String] = [
            "", "\u{0}\u{1}\u{2}", String(repeating: "<a>", count: 300),
            "<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\"><time>2024-01-01T00:00:00Z</time></trkpt><trkpt lat=\"1",
            "<!DOCTYPE x [<!ENTITY a \"b\">]><gpx/>", "<kml><Placemark><Point><coordinates>1,2</coordinates></Point></Placemark>",
            "$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*6A\r\n$GPGGA,12",
            "<gpx><wpt lat=\"91\" lon=\"0\"/><wpt lat=\"1\" lon=\"1\"><course>360</course></wpt></gpx>",
        ]
        for seed in seeds { try FormatsFuzz.run(Array(seed.utf8)) }
    }

    /// Inputs the fuzzer found (Fixtures/fuzz/), kept as regression tests.
    static let finds = ((try? FileManager.default.contentsOfDirectory(atPath: TestFiles.fixture("fuzz"))) ?? []).sorted()

    @Test("Every input the fuzzer found passes the checks now", arguments: finds)
    func fuzzFind(_ name: String) throws {
        try FormatsFuzz.run(Array(Data(contentsOf: URL(fileURLWithPath: TestFiles.fixture("fuzz/" + name)))))
    }

    @Test("The harness can fail: a broken invariant is reported, not swallowed")
    func harnessCanFail() {
        #expect(throws: FormatsFuzz.Failure.self) {
            try FormatsFuzz.checkMessages(["two\nlines"], "test")
        }
        #expect(!FormatsFuzz.valid(.lineString([GeoPoint(latitude: 0, longitude: 0)])))
    }
}
