import Foundation
import InfoWindowCore

/// Spans that repeat `styles` and `lengths` along `path` (the SDK's `GMSStyleSpans` and, with
/// `offset`, `GMSStyleSpansOffset`): span *i* has style `styles[i % styles.count]` and covers
/// `lengths[i % lengths.count]` of the path, measured as `kind` says (metres for `.geodesic` and `.rhumb`,
/// map units for `.projected`). `offset` is a length of that pattern skipped before the path starts; a
/// negative offset starts the pattern that far before the path (the pattern repeats both ways).
///
/// The spans cover the whole path; give them to ``Polyline/spans``. Empty `styles` or `lengths`, or a
/// length that is not a finite number above 0, or an offset that is not finite, give no spans, with a
/// warning. At most 100,000 spans are made: a pattern that would need more stops there, with a warning,
/// and its last span covers the rest of the path (as a polyline does with too few spans). O(segments +
/// spans).
public func styleSpans(_ path: CoordinatePath, _ styles: [StrokeStyle], _ lengths: [Double], _ kind: PathLengthKind,
                       offset: Double = 0) -> [StyleSpan] {
    guard !styles.isEmpty, !lengths.isEmpty else {
        Diagnostics.warn("styleSpans: styles and lengths must not be empty (\(styles.count) style(s), \(lengths.count) length(s)); made no spans")
        return []
    }
    if let bad = lengths.first(where: { !($0.isFinite && $0 > 0) }) {
        Diagnostics.warn("styleSpans: length \(bad) is not a finite number above 0; made no spans")
        return []
    }
    guard offset.isFinite else {
        Diagnostics.warn("styleSpans: offset \(offset) is not finite; made no spans")
        return []
    }
    let segmentLengths = path.segmentLengths(of: kind)
    guard !segmentLengths.isEmpty else { return [] }

    // The pattern repeats after lcm(styles, lengths) spans; start inside it at `offset`.
    let period = leastCommonMultiple(styles.count, lengths.count)
    let patternLength = (0..<period).reduce(0.0) { $0 + lengths[$1 % lengths.count] }
    var position = offset.truncatingRemainder(dividingBy: patternLength)
    if position < 0 { position += patternLength }
    var index = 0
    while position >= lengths[index % lengths.count] {
        position -= lengths[index % lengths.count]
        index += 1
    }
    var remainingInSpan = lengths[index % lengths.count] - position

    var spans: [StyleSpan] = []
    var segment = 0, usedOfSegment = 0.0
    var spanSegments = 0.0
    let limit = 100_000
    while segment < segmentLengths.count {
        let available = segmentLengths[segment] - usedOfSegment
        if available <= remainingInSpan {
            // The span reaches past this segment's end.
            spanSegments += segmentLengths[segment] > 0 ? available / segmentLengths[segment] : 1
            remainingInSpan -= available
            segment += 1
            usedOfSegment = 0
            continue
        }
        // The span ends inside this segment.
        let fraction = remainingInSpan / segmentLengths[segment]
        spanSegments += fraction
        usedOfSegment += remainingInSpan
        if spanSegments > 0 { spans.append(StyleSpan(style: styles[index % styles.count], segments: spanSegments)) }
        if spans.count == limit {
            Diagnostics.warn("styleSpans: the pattern needs more than \(limit) spans along this path; stopped there, the last span covers the rest")
            return spans
        }
        index += 1
        remainingInSpan = lengths[index % lengths.count]
        spanSegments = 0
    }
    if spanSegments > 0 { spans.append(StyleSpan(style: styles[index % styles.count], segments: spanSegments)) }
    return spans
}

private func leastCommonMultiple(_ a: Int, _ b: Int) -> Int {
    var x = a, y = b
    while y != 0 { (x, y) = (y, x % y) }
    return a / x * b
}

extension CoordinatePath {
    /// The fractional number of segments from the start of the path that `length` covers, measured as
    /// `kind` says (the SDK's `segments(forLength:kind:)`): 1.5 is halfway along the second segment.
    /// A length beyond the path's gives the number of segments; a negative or non-finite one gives 0,
    /// with a warning for a non-finite one. O(segments).
    public func segments(forLength length: Double, kind: PathLengthKind) -> Double {
        guard length.isFinite else {
            Diagnostics.warn("CoordinatePath.segments(forLength: \(length)): not a finite length; answered 0")
            return 0
        }
        var remaining = length
        let lengths = segmentLengths(of: kind)
        for (index, segment) in lengths.enumerated() {
            if remaining <= segment {
                return Double(index) + (segment > 0 ? max(remaining, 0) / segment : 0)
            }
            remaining -= segment
        }
        return Double(lengths.count)
    }

    /// The length of each segment in the sense of `kind` (through ``length(of:)``, so the formulas
    /// stay in one place).
    func segmentLengths(of kind: PathLengthKind) -> [Double] {
        let points = coordinates
        guard points.count >= 2 else { return [] }
        return (1..<points.count).map { CoordinatePath(coordinates: [points[$0 - 1], points[$0]]).length(of: kind) }
    }
}
