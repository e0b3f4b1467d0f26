import Foundation
import Glibc
internal import CGPS

/// The reading thread, and TPV reports to fixes.
extension GPSDClient {
    /// Reads reports until the stream ends or `stop()`; returns why it ended (nil for `stop()`).
    func readLoop(_ state: UnsafeMutablePointer<gps_data_t>, onFix: (LocationFix) -> Void) -> GPSDError? {
        var message = [CChar](repeating: 0, count: 256)
        while true {
            errno = 0
            let status = gps_read(state, &message, Int32(message.count))
            let failure = errno
            if isStopping { return nil }
            if status < 0 {
                let reason = failure == 0 ? "the connection was closed" : String(cString: strerror(failure))
                return .wentAway(host: host, port: port, reason: reason)
            }
            if status == 0 {
                // No whole report yet on a non-blocking socket: wait for more (or for stop()).
                var descriptor = pollfd(fd: state.pointee.gps_fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, 1000)
                continue
            }
            guard GPSDClient.isTPV(message), let fix = GPSDClient.fix(from: state.pointee) else { continue }
            onFix(fix)
        }
    }

    /// Whether a report is a TPV: gpsd writes `"class"` first.
    static func isTPV(_ message: [CChar]) -> Bool {
        let prefix = Array("{\"class\":\"TPV\"".utf8CString.dropLast())
        return message.count >= prefix.count && Array(message[0..<prefix.count]) == prefix
    }

    /// The fix in libgps's state after a TPV report, nil without a 2D/3D fix or a valid position.
    static func fix(from state: gps_data_t) -> LocationFix? {
        let fix = state.fix
        guard fix.mode >= 2, GeoPoint.isLatitude(fix.latitude), GeoPoint.isLongitude(fix.longitude) else { return nil }
        func finite(_ value: Double) -> Double? { value.isFinite ? value : nil }
        let altitude = finite(fix.altMSL) ?? finite(fix.altHAE)
        let seconds = Double(fix.time.tv_sec) + Double(fix.time.tv_nsec) / 1e9
        let horizontal = finite(fix.eph) ?? {
            guard let x = finite(fix.epx), let y = finite(fix.epy) else { return nil }
            return (x * x + y * y).squareRoot()
        }()
        let quality: LocationFix.Quality
        switch fix.status {
        case 2: quality = .differential
        case 3: quality = .rtkFixed
        case 4: quality = .rtkFloat
        case 6: quality = .estimated
        case 7: quality = .simulated
        default: quality = .gps
        }
        let time = fix.time.tv_sec > 0 ? Date(timeIntervalSince1970: seconds) : nil
        return LocationFix(
            coordinate: GeoPoint(latitude: fix.latitude, longitude: fix.longitude,
                                 altitude: fix.mode >= 3 ? altitude : nil),
            time: time,
            timeOfDay: time.map { _ in seconds.truncatingRemainder(dividingBy: 86_400) },
            speed: finite(fix.speed).flatMap { $0 >= 0 ? $0 : nil },
            course: finite(fix.track).flatMap { (0...360).contains($0) ? ($0 == 360 ? 0 : $0) : nil },
            horizontalAccuracy: horizontal,
            verticalAccuracy: finite(fix.epv),
            quality: quality,
            mode: LocationFix.Mode(rawValue: Int(fix.mode)),
            satellites: state.satellites_used > 0 ? Int(state.satellites_used) : nil)
    }
}
