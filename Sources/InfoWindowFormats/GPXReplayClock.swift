import Foundation

/// When a replay delivers each point: seconds after the replay's start, never going backwards.
///
/// Feed the points in the order they are delivered. A timed point keeps its distance in time
/// from the last timed point before it; a point earlier than its predecessor is played right
/// after it (no wait); a point without a time — or every point of a file without times — is
/// played `untimedInterval` after the point before it. The first point is at 0.
public struct GPXReplayClock: Sendable {
    /// Seconds between a point without a time and the one before it (default 1 s, as a GPS
    /// receiver reports).
    public var untimedInterval: TimeInterval
    private var anchor: (time: Date, offset: TimeInterval)?
    private var lastOffset: TimeInterval?

    /// A clock at the replay's start.
    public init(untimedInterval: TimeInterval = 1) {
        self.untimedInterval = untimedInterval
    }

    /// The point's offset from the replay's start, in seconds (≥ the previous point's).
    public mutating func offset(of point: GPXPoint) -> TimeInterval {
        let offset: TimeInterval
        if let time = point.time, let anchor {
            offset = max(anchor.offset + time.timeIntervalSince(anchor.time), lastOffset ?? 0)
        } else {
            offset = lastOffset.map { $0 + untimedInterval } ?? 0
        }
        if let time = point.time, anchor.map({ time >= $0.time }) ?? true {
            anchor = (time, offset)
        }
        lastOffset = offset
        return offset
    }
}
