import Foundation
import Glibc
import Testing
@testable import InfoWindowFormats

@Suite("GPX reader: well-formed files")
struct GPXReaderTests {
    @Test("GPX 1.1: track points in document order across segments, with ele, time, extensions' speed and course")
    func trackPoints() throws {
        let track = try GPXTrack.load(fileAt: TestFiles.fixture("walk-1.1.gpx"))
        #expect(track.version == "1.1")
        #expect(track.kind == .trackPoint)
        #expect(track.name == "Metadata name")
        #expect(track.points.map(\.coordinate.latitude) == [60.1700, 60.1702, 60.1710])
        #expect(track.points.map(\.coordinate.altitude) == [12.5, 13.0, 14])
        #expect(track.points.map(\.segment) == [0, 0, 1])
        #expect(track.points[1].speed == 1.4 && track.points[1].course == 45)
        #expect(track.points[0].speed == nil && track.points[0].course == nil)
        #expect(track.points[0].time == Date(timeIntervalSince1970: 1_714_543_200))
        // 06:01:00.500+02:00 is 04:01:00.5 UTC: earlier than the points before it.
        #expect(track.points[2].time == Date(timeIntervalSince1970: 1_714_536_060.5))
        #expect(track.warnings.count == 1 && track.warnings[0].message.contains("earlier than the point before it"))
    }

    @Test("Automatic selection: an Xcode-style file of timed waypoints replays its waypoints")
    func xcodeWaypoints() throws {
        let track = try GPXTrack.load(fileAt: TestFiles.fixture("xcode-waypoints.gpx"))
        #expect(track.kind == .waypoint)
        #expect(track.points.count == 3)
        #expect(track.points[0].name == "Cupertino")
        #expect(track.points.map(\.coordinate.longitude) == [-122.030237, -122.030564, -122.031100])
        #expect(track.warnings.isEmpty)
    }

    @Test("GPX 1.0 route points in Latin-1, with 1.0's course and speed in the point itself")
    func routeOneZero() throws {
        let track = try GPXTrack.load(fileAt: TestFiles.fixture("route-1.0.gpx"))
        #expect(track.version == "1.0")
        #expect(track.kind == .routePoint)
        #expect(track.name == "To Töölö")
        #expect(track.points.map(\.name) == ["Start", "Töölö Bay"])
        #expect(track.points[1].course == 315.5 && track.points[1].speed == 2.5)
    }

    @Test("Selection .all delivers every kind in document order; .waypoints only waypoints")
    func selections() throws {
        let path = TestFiles.fixture("walk-1.1.gpx")
        var kinds: [GPXPointKind] = []
        let summary = try GPXReader(selection: .all).read(fileAt: path) { kinds.append($0.kind) }
        #expect(kinds == [.waypoint, .trackPoint, .trackPoint, .trackPoint])
        #expect(summary.kind == nil)
        var names: [String?] = []
        let waypoints = try GPXReader(selection: .waypoints).read(fileAt: path) { names.append($0.name) }
        #expect(names == ["Senate Square"])
        #expect(waypoints.ignored == 3)
    }

    @Test("Automatic selection drops waypoints held before the first track point and counts them")
    func automaticDropsWaypoints() throws {
        var kinds: [GPXPointKind] = []
        let summary = try GPXReader().read(fileAt: TestFiles.fixture("walk-1.1.gpx")) { kinds.append($0.kind) }
        #expect(kinds == [.trackPoint, .trackPoint, .trackPoint])
        #expect(summary.ignored == 1 && summary.delivered == 3)
    }

    @Test("Automatic selection has a bound on waypoints waiting for a track: past it, an error naming the choice")
    func pendingBound() throws {
        let waypoints = (0..<4).map { "<wpt lat=\"1\" lon=\"\($0)\"/>" }.joined()
        let text = "<gpx version=\"1.1\">\(waypoints)<trk><trkseg><trkpt lat=\"1\" lon=\"1\"/></trkseg></trk></gpx>"
        let error = try #require(throws: FormatError.self) {
            _ = try GPXReader(maxPendingPoints: 3).read(bytes: TestFiles.bytes(text), name: "many.gpx") { _ in }
        }
        #expect(error.kind == .limit)
        #expect(error.fix.contains(".waypoints or .routes"))
    }

    @Test("The points are the same whatever the read size (1 to 7 bytes at a time, and 64 KiB)")
    func chunkInvariance() throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: TestFiles.fixture("walk-1.1.gpx"))))
        let whole = try GPXTrack.parse(bytes: bytes, name: "walk.gpx")
        for size in 1...7 {
            var reader = GPXReader()
            reader.chunkSize = size
            let track = try GPXTrack.parse(bytes: bytes, name: "walk.gpx", reader: reader)
            #expect(track == whole, "read \(size) bytes at a time")
        }
    }

    @Test("A pipe is read like a file")
    func pipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(Glibc.pipe(&ends) == 0)
        let text = try String(contentsOfFile: TestFiles.fixture("xcode-waypoints.gpx"), encoding: .utf8)
        let writeEnd = ends[1]
        let writer = Thread {
            text.utf8CString.withUnsafeBufferPointer { buffer in
                _ = Glibc.write(writeEnd, buffer.baseAddress, buffer.count - 1)
            }
            Glibc.close(writeEnd)
        }
        writer.start()
        defer { Glibc.close(ends[0]) }
        var count = 0
        _ = try GPXReader().read(fileDescriptor: ends[0], name: "pipe") { _ in count += 1 }
        #expect(count == 3)
    }
}
