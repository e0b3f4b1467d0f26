import Foundation
import Glibc
import Testing
@testable import InfoWindowFormats

/// The client against a real gpsd: Debian's `gpsfake` (package gpsd-clients; it runs /usr/sbin/gpsd
/// from package gpsd) starts a private gpsd on a loopback port and feeds it an NMEA log through a
/// pseudo-terminal. Set `INFOWINDOW_SKIP_GPSFAKE=1` to skip where gpsd cannot be installed.
@Suite("gpsd client: a real gpsd under gpsfake", .serialized)
struct GPSFakeTests {
    static let skip = ProcessInfo.processInfo.environment["INFOWINDOW_SKIP_GPSFAKE"] == "1"

    static func executable(_ name: String) -> String? {
        ["/usr/bin", "/usr/sbin", "/usr/local/bin", "/bin", "/sbin"].map { "\($0)/\(name)" }
            .first { access($0, X_OK) == 0 }
    }

    /// The processes whose process group is `group` (from /proc/PID/stat's fifth field).
    static func processes(inGroup group: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let pid = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // After "pid (comm)": state, ppid, pgrp.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && Int32(fields[2]) == group ? pid : nil
        }
    }

    @Test("gpsfake replays helsinki-walk.nmea through gpsd: the fixes arrive in order, equal to the log's; stopping gpsd is wentAway",
          .enabled(if: !skip))
    func replayThroughGpsd() throws {
        guard let gpsfake = GPSFakeTests.executable("gpsfake"), GPSFakeTests.executable("gpsd") != nil else {
            Issue.record("gpsfake or gpsd is missing: apt-get install gpsd gpsd-clients (or set INFOWINDOW_SKIP_GPSFAKE=1)")
            return
        }
        let log = TestFiles.fixture("helsinki-walk.nmea")
        var parser = NMEAParser()
        let expected = parser.feed(try Array(Data(contentsOf: URL(fileURLWithPath: log)))) + parser.finish()
        try #require(expected.count == 20)

        let port = try LoopbackServer.closedPort()
        let fake = Process()
        fake.executableURL = URL(fileURLWithPath: gpsfake)
        // -1: the log once, from when the first client connects; -c 0.2: a sentence every 0.2 s (8 s in
        // all). gpsd loses what is played before it has recognised the device: at 0.1 s a sentence, under
        // ThreadSanitizer on a busy machine, no timed fix arrived. (gpsfake's own end, -W, is not used:
        // with this client connected it kept gpsfake running, so the test ends it.)
        fake.arguments = ["-1", "-q", "-c", "0.2", "-P", String(port), log]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = (environment["PATH"] ?? "/usr/bin:/bin") + ":/usr/sbin:/sbin"
        fake.environment = environment
        fake.standardOutput = FileHandle.nullDevice
        fake.standardError = FileHandle.nullDevice
        try fake.run()
        // Foundation starts the child in a process group of its own, which gpsd joins. Killing gpsd
        // ends gpsfake too: it sees its daemon die, reaps it and exits (SIGKILL for the group only
        // if that fails; gpsd's control socket is left behind, so it is removed). SIGKILL because
        // processes started from the test runner inherit its blocked signals: SIGTERM stays pending.
        let group = fake.processIdentifier
        func stopGpsd() {
            for pid in GPSFakeTests.processes(inGroup: group) where pid != group { kill(pid, SIGKILL) }
        }
        defer {
            stopGpsd()
            let deadline = Date().addingTimeInterval(10)
            while fake.isRunning, Date() < deadline { usleep(50_000) }
            if fake.isRunning { kill(-group, SIGKILL) }
            fake.waitUntilExit()
            unlink("/tmp/gpsfake-\(group).sock")
        }

        let client = GPSDClient(port: port)
        let recorder = GPSDRecorder()
        var started = false
        for _ in 0..<200 where !started {
            do {
                try client.start(onFix: recorder.onFix, onEnd: recorder.onEnd)
                started = true
            } catch GPSDError.notRunning {
                usleep(25_000)   // gpsd is still starting
            }
        }
        try #require(started, "gpsd under gpsfake never accepted a connection on port \(port)")
        defer { client.stop() }
        let lastTime = expected.last?.timeOfDay
        let deadline = Date().addingTimeInterval(30)
        while recorder.fixes.last?.timeOfDay != lastTime, Date() < deadline, recorder.ends.isEmpty {
            usleep(50_000)
        }
        stopGpsd()   // gpsd dies, as if it crashed or was stopped
        #expect(recorder.waitForEnd(seconds: 10), "the client did not notice gpsd going away")

        let fixes = recorder.fixes
        print("gpsfake: \(fixes.count) of \(expected.count) fixes reached the client (gpsd skips the first while it identifies the device)")
        // Until gpsd has read an RMC it knows no date, so its first reports may have no time.
        let timed = Array(fixes.drop { $0.time == nil })
        #expect(timed.count >= 5)
        #expect(timed.allSatisfy { $0.time != nil }, "a report without a time after timed ones")
        let times = timed.compactMap(\.timeOfDay)
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 - $0 == 1 }, "not consecutive seconds: \(times)")
        #expect(times.last == expected.last?.timeOfDay)
        for fix in fixes {
            let twin = fix.timeOfDay.flatMap { time in expected.first { $0.timeOfDay == time } }
                ?? expected.first { abs($0.coordinate.latitude - fix.coordinate.latitude) < 1e-7 }
            guard let twin else {
                Issue.record("gpsd reported a fix the log does not have: \(fix)")
                continue
            }
            #expect(abs(fix.coordinate.latitude - twin.coordinate.latitude) < 1e-7)
            #expect(abs(fix.coordinate.longitude - twin.coordinate.longitude) < 1e-7)
            if fix.time != nil {
                #expect(fix.time == twin.time)
                #expect(abs((fix.speed ?? -1) - (twin.speed ?? -2)) < 0.01)
            }
        }
        guard case .wentAway(_, port, _)? = recorder.ends.first ?? nil else {
            Issue.record("expected wentAway, got \(recorder.ends)")
            return
        }
        #expect(recorder.ends.count == 1)
    }
}
