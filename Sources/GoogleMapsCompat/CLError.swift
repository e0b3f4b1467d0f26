import Foundation
import InfoWindowKit

/// Core Location's error: a ``Code`` (`CLError(.denied)`, `error.code == .denied`), as
/// `locationManager(_:didFailWithError:)` hears it.
public struct CLError: Error, Equatable, Sendable, LocalizedError, CustomStringConvertible {
    /// Core Location's error codes (their raw values are Core Location's).
    public enum Code: Int, Sendable {
        /// The location is not known right now (the source ended, failed or has no fix yet).
        case locationUnknown = 0
        /// The app is not authorized to use the location.
        case denied = 1
        /// The network failed.
        case network = 2
        /// The heading could not be determined.
        case headingFailure = 3

        /// The code with Core Location's number (0 location unknown … 3 heading failure), or nil.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .locationUnknown
            case 1: self = .denied
            case 2: self = .network
            case 3: self = .headingFailure
            default: return nil
            }
        }
    }

    /// Which error.
    public let code: Code
    /// What the source said about it (gpsd's reason, say); empty when nothing more is known.
    public let reason: String

    /// An error of `code`; `reason` adds what the source said.
    public init(_ code: Code, reason: String = "") {
        self.code = code
        self.reason = reason
    }

    /// Core Location's `CLError.locationUnknown`.
    public static var locationUnknown: Code { .locationUnknown }
    /// Core Location's `CLError.denied`.
    public static var denied: Code { .denied }
    /// Core Location's `CLError.network`.
    public static var network: Code { .network }
    /// Core Location's `CLError.headingFailure`.
    public static var headingFailure: Code { .headingFailure }

    /// The error's sentence (`localizedDescription`).
    public var errorDescription: String? { description }

    /// The error's sentence: the code, what it means, and the source's reason.
    public var description: String {
        let meaning: String
        switch code {
        case .locationUnknown: meaning = "the location is unknown right now"
        case .denied: meaning = "the app is not authorized to use the location (the host denied or revoked it)"
        case .network: meaning = "the network failed"
        case .headingFailure: meaning = "the heading could not be determined"
        }
        return "CLError \(code.rawValue) (\(code)): \(meaning)" + (reason.isEmpty ? "" : ": \(reason)")
    }

    /// The error for a device-location failure.
    init(_ failure: DeviceLocation.Failure) {
        switch failure {
        case .denied: self.init(Code.denied, reason: "")
        case .locationUnknown(let reason): self.init(Code.locationUnknown, reason: reason)
        }
    }
}
