import Foundation

/// Where several info windows open on one picture go (D91): each window tries its positions — above its
/// marker, below it, to its right, to its left — in that order, and takes the first that lies wholly in
/// the picture and covers no pin and no window placed before it. Windows are placed in the order they
/// were named, so an earlier window never yields to a later one. A window with no such position stays
/// above its marker (its first candidate) and is reported as not fitting.
///
/// Pure geometry in points: the caller measures each candidate's frame (the drawn window, tail
/// included) and each pin's frame.
public enum WindowPlacement {
    /// A side of its marker a window can stand on, in the order they are tried.
    public enum Side: Sendable, CaseIterable {
        /// Above the marker, its tail pointing down at the marker's window anchor (the map's one window).
        case above
        /// Below the marker's icon, its tail pointing up at the icon's foot.
        case below
        /// To the right of the marker's icon, level with it, without a tail.
        case right
        /// To the left of the marker's icon, level with it, without a tail.
        case left
    }

    /// One window to place: where it would be drawn on each side, in the order the sides are tried.
    public struct Candidates: Sendable, Equatable {
        /// The window's frame on each side tried, in order; the first is the default.
        public var frames: [(side: Side, frame: CGRect)]

        /// A window that would be drawn at `frames`, tried in their order.
        public init(_ frames: [(side: Side, frame: CGRect)]) {
            self.frames = frames
        }

        /// Frames and sides equal, in order.
        public static func == (lhs: Candidates, rhs: Candidates) -> Bool {
            lhs.frames.count == rhs.frames.count
                && zip(lhs.frames, rhs.frames).allSatisfy { $0.side == $1.side && $0.frame == $1.frame }
        }
    }

    /// Where one window went.
    public struct Placed: Sendable, Equatable {
        /// The side chosen.
        public var side: Side
        /// The window's frame there, in points.
        public var frame: CGRect
        /// False when no side was free: the window stays on its first side and covers something or
        /// leaves the picture.
        public var fits: Bool
    }

    /// Places `windows` in order (D91). A frame fits when it lies inside `picture` and overlaps (by a
    /// positive area) none of `pins` and none of the frames of the windows placed before it. A window
    /// without candidates is placed nowhere: an empty frame, not fitting.
    public static func place(_ windows: [Candidates], pins: [CGRect], in picture: CGRect) -> [Placed] {
        var placed: [Placed] = []
        placed.reserveCapacity(windows.count)
        for window in windows {
            let taken = placed.map(\.frame)
            let free = window.frames.first { candidate in
                contains(picture, candidate.frame)
                    && !pins.contains { overlaps($0, candidate.frame) }
                    && !taken.contains { overlaps($0, candidate.frame) }
            }
            if let free {
                placed.append(Placed(side: free.side, frame: free.frame, fits: true))
            } else if let first = window.frames.first {
                placed.append(Placed(side: first.side, frame: first.frame, fits: false))
            } else {
                placed.append(Placed(side: .above, frame: .zero, fits: false))
            }
        }
        return placed
    }

    /// True when `a` and `b` share an area (touching edges do not count).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        let i = a.intersection(b)
        return !i.isNull && i.width > 0 && i.height > 0
    }

    /// True when `inner` lies inside `outer`, edges included.
    static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }
}
