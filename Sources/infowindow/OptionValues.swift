import Foundation
import InfoWindowKit

/// Parsers for option values (`--size 640x480`, `--center 51.5,-0.127`), each with a usage error that
/// quotes the option, what it expects and what it got.
struct OptionValues {
    /// The command, for messages (`render`).
    let command: String

    private func invalid(_ option: String, _ expected: String, _ got: String) -> CLIError {
        .usage("infowindow \(command): \(option): expected \(expected), got \"\(got)\"")
    }

    /// A plain decimal number (no `nan`, `inf` or hexadecimal).
    static func decimal(_ text: String) -> Double? {
        let allowed = Set("0123456789.-+eE")
        guard !text.isEmpty, text.allSatisfy({ allowed.contains($0) }), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// A number in `range`.
    func number(_ option: String, _ text: String, in range: ClosedRange<Double>) throws(CLIError) -> Double {
        guard let value = Self.decimal(text), range.contains(value) else {
            throw invalid(option, "a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))", text)
        }
        return value
    }

    /// `WIDTHxHEIGHT` in points, each 1…4096.
    func size(_ option: String, _ text: String) throws(CLIError) -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Self.decimal(String(parts[0])), let h = Self.decimal(String(parts[1])),
              Scene.sizeRange.contains(w), Scene.sizeRange.contains(h) else {
            throw invalid(option, "WIDTHxHEIGHT in points, each from 1 to 4096, e.g. 640x480", text)
        }
        return CGSize(width: w, height: h)
    }

    /// `LATITUDE,LONGITUDE` in degrees.
    func coordinate(_ option: String, _ text: String) throws(CLIError) -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let lat = Self.decimal(parts[0]), let lng = Self.decimal(parts[1]),
              (-90...90).contains(lat), (-180...180).contains(lng) else {
            throw invalid(option, "LATITUDE,LONGITUDE in degrees (latitude -90 to 90, longitude -180 to 180), e.g. 51.5,-0.127", text)
        }
        return Coordinate(latitude: lat, longitude: lng)
    }

    /// `1`, `0.25`: integral values without a decimal point.
    static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
