import Foundation
import Glibc
import Testing
@testable import InfoWindowFormats

@Suite("gpsd client: connection ends (stand-in server)")
struct GPSDClientTests {
    static let version = #"{"class":"VERSION","release":"3.22","rev":"3.22","proto_major":3,"proto_minor":14}"#
    static let tpv = #"{"class":"TPV","device":"/dev/pts/3","mode":3,"status":2,"time":"2024-05-01T12:00:05.000Z","ept":0.005,"lat":60.1675,"lon":24.935,"altHAE":49.5,"altMSL":30.0,"alt":30.0,"epx":3.0,"epy":4.0,"epv":9.5,"track":45.0,"speed":2.058}"#
    static let noFix = #"{"class":"TPV","device":"/dev/pts/3","mode":1,"time":"2024-05-01T12:00:06.000Z"}"#
    static let sky = #"{"class":"SKY","device":"/dev/pts/3","hdop":0.9,"satellites":[]}"#

    @Test("No gpsd listening: start throws notRunning, naming the address")
    func notRunning() throws {
        let refusing = try RefusingPort()
        let port = refusing.port
        let client = GPSDClient(port: port)
        let recorder = GPSDRecorder()
        let error = try #require(throws: GPSDError.self) {
            try client.start(onFix: recorder.onFix, onEnd: recorder.onEnd)
        }
        guard case let .notRunning(host, reportedPort, _) = error else {
            Issue.record("expected notRunning, got \(error)")
            return
        }
        #expect(host == "127.0.0.1" && reportedPort == port)
        #expect(error.description.hasPrefix("gpsd is not running at 127.0.0.1:\(port)"))
        #expect(recorder.ends.isEmpty && !client.isRunning)
        withExtendedLifetime(refusing) {}
    }

    @Test("A TPV report becomes a fix; other classes and fixless TPVs are skipped; EOF is wentAway")
    func reportsThenEOF() throws {
        let server = try LoopbackServer(lines: [GPSDClientTests.version, GPSDClientTests.sky, GPSDClientTests.noFix,
                                                GPSDClientTests.tpv], thenClose: true)
        defer { server.close() }
        let client = GPSDClient(port: server.port)
        let recorder = GPSDRecorder()
        try client.start(onFix: recorder.onFix, onEnd: recorder.onEnd)
        #expect(recorder.waitForEnd(seconds: 10))
        let fix = try #require(recorder.fixes.first)
        #expect(recorder.fixes.count == 1)
        #expect(fix.coordinate == GeoPoint(latitude: 60.1675, longitude: 24.935, altitude: 30))
        #expect(fix.time == Date(timeIntervalSince1970: 1_714_564_805))
        #expect(fix.speed == 2.058 && fix.course == 45)
        #expect(fix.horizontalAccuracy == 5)          // √(3² + 4²): no eph in this report
        #expect(fix.verticalAccuracy == 9.5)
        #expect(fix.mode == .threeD && fix.quality == .differential)
        guard case .wentAway(_, server.port, _)? = recorder.ends.first ?? nil else {
            Issue.record("expected wentAway, got \(recorder.ends)")
            return
        }
        #expect(recorder.ends.count == 1 && !client.isRunning)
    }

    @Test("stop() ends a quiet stream: onEnd(nil) once, the thread gone; a second stop does nothing")
    func stopWhileQuiet() throws {
        let server = try LoopbackServer(lines: [GPSDClientTests.version, GPSDClientTests.tpv], thenClose: false)
        defer { server.close() }
        let client = GPSDClient(port: server.port)
        let recorder = GPSDRecorder()
        try client.start(onFix: recorder.onFix, onEnd: recorder.onEnd)
        #expect(recorder.waitForFixes(1, seconds: 10))
        #expect(throws: GPSDError.alreadyStarted) { try client.start(onFix: recorder.onFix, onEnd: recorder.onEnd) }
        client.stop()
        #expect(!client.isRunning)
        #expect(recorder.waitForEnd(seconds: 10))
        #expect(recorder.ends.count == 1 && recorder.ends.first == .some(nil))
        client.stop()   // a second stop does nothing
        #expect(recorder.ends.count == 1)
    }
}
