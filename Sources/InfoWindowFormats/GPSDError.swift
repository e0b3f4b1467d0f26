/// Why a `GPSDClient` could not start, or why its stream ended.
public enum GPSDError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing accepted the connection: gpsd is not running there (or not listening on that
    /// address and port). `reason` is libgps's.
    case notRunning(host: String, port: Int, reason: String)
    /// The connection closed or failed in the middle of the stream: gpsd stopped or was restarted.
    case wentAway(host: String, port: Int, reason: String)
    /// gpsd accepted the connection but not the request to stream reports.
    case watchRefused(host: String, port: Int)
    /// `start` was called on a client that is already running.
    case alreadyStarted

    /// One line: what happened, and the fix.
    public var description: String {
        switch self {
        case let .notRunning(host, port, reason):
            return "gpsd is not running at \(host):\(port) (\(reason)); start it (systemctl start gpsd, or gpsd -N /dev/ttyACM0) or check the address"
        case let .wentAway(host, port, reason):
            return "gpsd at \(host):\(port) went away (\(reason)); it stopped or restarted: start the client again once it is back"
        case let .watchRefused(host, port):
            return "gpsd at \(host):\(port) refused to stream reports (?WATCH failed); check gpsd's version (3.x speaks JSON)"
        case .alreadyStarted:
            return "the gpsd client is already running; call stop() before starting it again"
        }
    }
}
