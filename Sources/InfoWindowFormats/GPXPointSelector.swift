import Foundation

/// Decides which points reach the caller (`GPXPointSelection`) and checks their times' order.
final class GPXPointSelector {
    let selection: GPXPointSelection
    let maxPending: Int
    let file: String
    let deliver: (GPXPoint) throws -> Void
    var chosen: GPXPointKind?
    /// `.automatic`'s waypoints and route points, held until the file shows it has no track point.
    var pending: [GPXPoint] = []
    var lastTime: Date?
    var summary = GPXSummary(version: "")
    var warnings: (FormatWarning) -> Void = { _ in }

    init(selection: GPXPointSelection, maxPending: Int, file: String, deliver: @escaping (GPXPoint) throws -> Void) {
        self.selection = selection
        self.maxPending = maxPending
        self.file = file
        self.deliver = deliver
        switch selection {
        case .tracks: chosen = .trackPoint
        case .routes: chosen = .routePoint
        case .waypoints: chosen = .waypoint
        case .automatic, .all: chosen = nil
        }
    }

    func accept(_ point: GPXPoint) throws {
        switch selection {
        case .all:
            try emit(point)
        case .tracks, .routes, .waypoints:
            if point.kind == chosen { try emit(point) } else { summary.ignored += 1 }
        case .automatic:
            if point.kind == .trackPoint {
                if chosen != .trackPoint {
                    chosen = .trackPoint
                    summary.ignored += pending.count
                    pending = []
                }
                try emit(point)
            } else if chosen == .trackPoint {
                summary.ignored += 1
            } else {
                guard pending.count < maxPending else {
                    throw FormatError(.limit, file: file, line: point.line,
                                      message: "has more than \(maxPending) waypoints and route points before its first track point",
                                      fix: "read it with GPXPointSelection.waypoints or .routes to stream them, or raise GPXReader.maxPendingPoints")
                }
                pending.append(point)
            }
        }
    }

    /// `.automatic` at the end of the file: route points if there are any, otherwise waypoints.
    func finish() throws -> GPXSummary {
        if selection == .automatic, chosen == nil {
            chosen = pending.contains { $0.kind == .routePoint } ? .routePoint : (pending.isEmpty ? nil : .waypoint)
            for point in pending {
                if point.kind == chosen { try emit(point) } else { summary.ignored += 1 }
            }
            pending = []
        }
        summary.kind = selection == .all ? nil : chosen
        return summary
    }

    private func emit(_ point: GPXPoint) throws {
        if let time = point.time {
            if let lastTime, time < lastTime {
                summary.timeReversals += 1
                warnings(FormatWarning(file: file, line: point.line, column: 0,
                                       message: "<\(point.kind.rawValue)> time \(ISO8601Time.format(time)) is earlier than the point before it (\(ISO8601Time.format(lastTime))); a replay plays it right after that point"))
            }
            lastTime = time
        } else {
            summary.untimed += 1
        }
        summary.delivered += 1
        try deliver(point)
    }
}

extension ISO8601Time {
    /// "2024-05-01T12:00:00Z" (with milliseconds when there are any), for messages.
    static func format(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        let days = Int((whole / 86_400).rounded(.down))
        let secondOfDay = Int(whole) - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        let millis = Int(((seconds - whole) * 1000).rounded())
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        var text = "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
        if millis > 0 && millis < 1000 { text += "." + String(String(1000 + millis).dropFirst()) }
        return text + "Z"
    }

    /// The date of a day count since 1970-01-01 (inverse of `daysSinceEpoch`).
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
