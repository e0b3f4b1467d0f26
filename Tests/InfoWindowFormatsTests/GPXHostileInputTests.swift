import Foundation
import Testing
@testable import InfoWindowFormats

@Suite("GPX reader: bad input")
struct GPXHostileInputTests {
    func read(_ text: String, name: String = "bad.gpx") throws -> (points: [GPXPoint], summary: GPXSummary) {
        var points: [GPXPoint] = []
        let summary = try GPXReader().read(bytes: TestFiles.bytes(text), name: name) { points.append($0) }
        return (points, summary)
    }

    func failure(_ text: String, name: String = "bad.gpx") throws -> FormatError {
        try #require(throws: FormatError.self) { _ = try read(text, name: name) }
    }

    @Test("Not XML (a PNG's bytes): an error naming the first bytes")
    func binary() throws {
        let error = try #require(throws: FormatError.self) {
            _ = try GPXReader().read(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], name: "image.gpx") { _ in }
        }
        #expect(error.kind == .notXML)
        #expect(error.message.contains("89 50 4E 47"))
        #expect(error.description.hasPrefix("image.gpx:1:"))
    }

    @Test("An empty file says it is empty")
    func empty() throws {
        let error = try failure("", name: "empty.gpx")
        #expect(error.kind == .notXML)
        #expect(error.description == "empty.gpx: is empty (0 bytes); a GPX file is XML text; check that the file was written completely")
    }

    @Test("Text that is not XML (JSON) is not XML")
    func json() throws {
        let error = try failure("{\"type\": \"FeatureCollection\"}")
        #expect(error.kind == .notXML)
    }

    @Test("Not GPX (a KML document): wrong format, pointing at the KML reader")
    func kmlGiven() throws {
        let error = try failure("<kml xmlns=\"http://www.opengis.net/kml/2.2\"><Document/></kml>")
        #expect(error.kind == .wrongFormat)
        #expect(error.message == "is not a GPX file (its root element is <kml>)")
        #expect(error.fix.contains("KMLReader"))
    }

    @Test("A GPX file without points is an error (a replay needs one)")
    func noPoints() throws {
        let error = try failure("<gpx version=\"1.1\"><metadata><name>x</name></metadata><trk><trkseg/></trk></gpx>")
        #expect(error.kind == .noData)
        #expect(error.message.contains("has no points"))
    }

    @Test("Coordinates missing, NaN, infinite, hexadecimal or out of range: a warning each and the point skipped")
    func badCoordinates() throws {
        let text = """
            <gpx version="1.1"><trk><trkseg>
            <trkpt lat="60" lon="25"/>
            <trkpt lat="NaN" lon="25"/>
            <trkpt lat="60" lon="inf"/>
            <trkpt lat="0x1p3" lon="25"/>
            <trkpt lat="90.5" lon="25"/>
            <trkpt lat="60" lon="-180.01"/>
            <trkpt lon="25"/>
            <trkpt lat="1e400" lon="25"/>
            <trkpt lat="-90" lon="180"/>
            </trkseg></trk></gpx>
            """
        let (points, summary) = try read(text)
        #expect(points.map(\.coordinate) == [GeoPoint(latitude: 60, longitude: 25), GeoPoint(latitude: -90, longitude: 180)])
        #expect(summary.skipped == 7)
        #expect(summary.warnings.map(\.line) == [3, 4, 5, 6, 7, 8, 9])
        #expect(summary.warnings[0].message == "<trkpt> lat=\"NaN\" is not a number; point skipped")
        #expect(summary.warnings[3].message == "<trkpt> lat=\"90.5\" is outside −90…90; point skipped")
        #expect(summary.warnings[5].message == "<trkpt> has no lat attribute; point skipped")
    }

    @Test("When every point is unusable the error says so and quotes the first problem")
    func allPointsBad() throws {
        let error = try failure("<gpx version=\"1.1\"><wpt lat=\"91\" lon=\"0\"/><wpt lat=\"x\" lon=\"0\"/></gpx>")
        #expect(error.kind == .noData)
        #expect(error.message.contains("none of its 2 points"))
        #expect(error.message.contains("lat=\"91\" is outside"))
    }

    @Test("A time going backwards: a warning, the point kept; the replay plays it right after its predecessor")
    func timesOutOfOrder() throws {
        let text = """
            <gpx version="1.1"><trk><trkseg>
            <trkpt lat="1" lon="1"><time>2024-01-01T00:00:10Z</time></trkpt>
            <trkpt lat="1" lon="2"><time>2024-01-01T00:00:05Z</time></trkpt>
            <trkpt lat="1" lon="3"><time>2024-01-01T00:00:12Z</time></trkpt>
            </trkseg></trk></gpx>
            """
        let (points, summary) = try read(text)
        #expect(points.count == 3)
        #expect(summary.timeReversals == 1)
        #expect(summary.warnings.map(\.line) == [3])
        #expect(summary.warnings[0].message.contains("2024-01-01T00:00:05Z is earlier than the point before it (2024-01-01T00:00:10Z)"))
        var clock = GPXReplayClock()
        #expect(points.map { clock.offset(of: $0) } == [0, 0, 2])
    }

    @Test("Missing times are counted, not warned; the replay spaces such points a second apart")
    func missingTimes() throws {
        let text = """
            <gpx version="1.1"><trk><trkseg>
            <trkpt lat="1" lon="1"/><trkpt lat="1" lon="2"/>
            <trkpt lat="1" lon="3"><time>2024-01-01T00:00:00Z</time></trkpt>
            <trkpt lat="1" lon="4"><time>2024-01-01T00:00:30Z</time></trkpt>
            <trkpt lat="1" lon="5"/>
            </trkseg></trk></gpx>
            """
        let (points, summary) = try read(text)
        #expect(summary.untimed == 3 && summary.warningCount == 0)
        var clock = GPXReplayClock()
        #expect(points.map { clock.offset(of: $0) } == [0, 1, 2, 32, 33])
    }

    @Test("Unreadable <time>, <ele> and <speed>: a warning each, the value dropped, the point kept")
    func badValues() throws {
        let text = """
            <gpx version="1.1"><wpt lat="1" lon="1"><ele>high</ele><time>yesterday</time><speed>-3</speed></wpt></gpx>
            """
        let (points, summary) = try read(text)
        #expect(points.count == 1)
        #expect(points[0].time == nil && points[0].coordinate.altitude == nil && points[0].speed == nil)
        #expect(summary.warningCount == 3)
        #expect(summary.warnings[1].message == "<wpt> <time> \"yesterday\" is not a time like 2024-05-01T12:00:00Z; ignored")
    }

    @Test("A truncated file: the points before the cut are delivered, then an error names where the file ends")
    func truncated() throws {
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.1"><trk><trkseg>
            <trkpt lat="1" lon="1"/>
            <trkpt lat="1" lon="2"/>
            <trkpt lat="1" lon="3"><ele>1
            """
        var delivered = 0
        let error = try #require(throws: FormatError.self) {
            _ = try GPXReader().read(bytes: TestFiles.bytes(text), name: "cut.gpx") { _ in delivered += 1 }
        }
        #expect(delivered == 2)
        #expect(error.kind == .truncated)
        #expect(error.message.hasPrefix("ends inside <ele> opened on line 5"))
        #expect(error.line == 5)
    }

    @Test("Malformed XML in the middle is an error with its line and column")
    func malformed() throws {
        let error = try failure("<gpx version=\"1.1\">\n<wpt lat=\"1\" lon=\"1\"></trkpt>\n</gpx>")
        #expect(error.kind == .malformed)
        #expect(error.line == 2)
        #expect(error.column > 0)
    }

    @Test("Error messages stay on one line even when the file's names hold line breaks and bidi controls")
    func oneLineMessages() throws {
        let error = try failure("<evil\u{202E}name>\n</evil\u{202E}name>", name: "a\nb.gpx")
        #expect(!error.description.contains("\n"))
        #expect(!error.description.contains("\u{202E}"))
        #expect(error.description.hasPrefix("a\\nb.gpx:1:"))
    }

    @Test("A missing file and a folder are unreadable, with a message each")
    func unreadable() throws {
        let missing = try #require(throws: FormatError.self) { _ = try GPXTrack.load(fileAt: "/nonexistent/track.gpx") }
        #expect(missing.kind == .unreadable && missing.message == "no such file")
        let folder = try #require(throws: FormatError.self) { _ = try GPXTrack.load(fileAt: "/tmp") }
        #expect(folder.message == "is a folder, not a file")
    }
}
