import Foundation
import Glibc
import Testing
import GoogleMapsCompat
import InfoWindowLocation

/// A real gpsd, fed by gpsd's own `gpsfake` replaying an NMEA log, into `CLLocationManager`'s delegate
/// (SPEC R34). Set `INFOWINDOW_SKIP_GPSFAKE=1` to skip where gpsd cannot be installed.
extension LocationSuites {
@MainActor
@Suite("R34 gpsd under gpsfake into CLLocationManager's delegate")
struct GPSDDelegateTests {
    nonisolated static let skip = ProcessInfo.processInfo.environment["INFOWINDOW_SKIP_GPSFAKE"] == "1"

    static func executable(_ name: String) -> String? {
        ["/usr/bin", "/usr/sbin", "/usr/local/bin"].map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// A free loopback port (bound, read, closed).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw LocationSourceError.gpsdUnavailable("no free loopback port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// The processes of process group `group` (the fifth field of /proc/PID/stat).
    static func processes(inGroup group: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && Int32(fields[2]) == group ? pid : nil
        }
    }

    @Test("R34 gpsfake → gpsd → CLLocationManager: the log's fixes in order on the main thread; gpsd gone is didFailWithError and a stale dot",
          .enabled(if: !skip))
    func gpsdIntoDelegate() async throws {
        guard let gpsfake = Self.executable("gpsfake"), Self.executable("gpsd") != nil else {
            Issue.record("gpsfake or gpsd is missing: apt-get install gpsd gpsd-clients (or set INFOWINDOW_SKIP_GPSFAKE=1)")
            return
        }
        let device = DeviceLocation.shared
        device.reset()
        device.setAuthorization(.authorizedWhenInUse)
        let log = TestResources.packageRoot.appendingPathComponent("Tests/InfoWindowFormatsTests/Fixtures/helsinki-walk.nmea").path
        let port = try Self.freePort()
        let fake = Process()
        fake.executableURL = URL(fileURLWithPath: gpsfake)
        // gpsfake plays the log once, from when the first client connects; gpsd then needs a moment to
        // recognise the device, and what it plays meanwhile is lost. At 0.05 s a sentence the whole walk
        // lasted 2 s, and under ThreadSanitizer on a busy machine only 4 of its 20 fixes arrived; at 0.2 s
        // (8 s) gpsd may take almost 5 s to start and 8 fixes still come.
        fake.arguments = ["-1", "-q", "-c", "0.2", "-P", String(port), log]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = (environment["PATH"] ?? "/usr/bin:/bin") + ":/usr/sbin:/sbin"
        fake.environment = environment
        fake.standardOutput = FileHandle.nullDevice
        fake.standardError = FileHandle.nullDevice
        try fake.run()
        let group = fake.processIdentifier
        func stopGpsd() {
            for pid in Self.processes(inGroup: group) where pid != group { kill(pid, SIGKILL) }
        }
        defer {
            stopGpsd()
            let deadline = Date().addingTimeInterval(10)
            while fake.isRunning, Date() < deadline { usleep(50_000) }
            if fake.isRunning { kill(-group, SIGKILL) }
            fake.waitUntilExit()
            unlink("/tmp/gpsfake-\(group).sock")
        }

        let mapView = GMSMapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        mapView.isMyLocationEnabled = true
        let manager = CLLocationManager()
        let recorder = LocationRecorder()
        manager.delegate = recorder
        manager.startUpdatingLocation()
        let simulator = try LocationSimulator(.gpsd(host: "127.0.0.1", port: port))
        var started = false
        for _ in 0..<200 where !started {
            do {
                try simulator.start()
                started = true
            } catch {
                try await Task.sleep(for: .milliseconds(25))   // gpsd is still starting
            }
        }
        try #require(started, "gpsd under gpsfake never accepted a connection on port \(port)")
        defer { simulator.stop() }
        let deadline = Date().addingTimeInterval(30)
        while recorder.fixes.count < 8, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
        stopGpsd()
        let ended = Date().addingTimeInterval(10)
        while recorder.errors.isEmpty, Date() < ended { try await Task.sleep(for: .milliseconds(20)) }

        print("gpsd → delegate: \(recorder.fixes.count) fixes")
        #expect(recorder.fixes.count >= 8)
        #expect(recorder.offMainThread == 0, "every delegate call on the main thread")
        let latitudes = recorder.fixes.map(\.coordinate.latitude)
        #expect(latitudes.allSatisfy { abs($0 - 60.17) < 0.05 }, "Helsinki: \(latitudes)")
        // Until gpsd has read an RMC it knows no date: its first reports are stamped on arrival. The log's
        // own times (2024) then follow one second apart.
        let timed = recorder.fixes.map(\.timestamp).filter { $0 < Date(timeIntervalSinceNow: -86_400) }
        #expect(timed.count >= 5)
        #expect(zip(timed, timed.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 1 }, "in order, a second apart: \(timed)")
        #expect(recorder.errors.first?.code == .locationUnknown, "gpsd went away: \(recorder.errors)")
        #expect(mapView.isMyLocationStale && mapView.myLocation != nil, "the dot stays, stale")
    }
}
}
