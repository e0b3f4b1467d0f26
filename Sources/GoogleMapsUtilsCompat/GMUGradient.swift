import Foundation
import GoogleMapsCompat

/// How a heatmap turns intensity into colour (the utility library's `GMUGradient`): colours at start
/// points in 0…1, interpolated into a table of ``mapSize`` colours.
///
/// Between two start points the colour is interpolated in hue, saturation, brightness and alpha (hue the
/// short way round the wheel); below the first start point it fades from transparent black to the first
/// colour; above the last it stays the last colour. The library raises an Objective-C exception for bad
/// values; here ``init(validatingColors:startPoints:colorMapSize:)`` throws a ``GMUGradientError`` and the
/// library's initializer warns and uses `GMUGradient.default` (D185).
public final class GMUGradient: Sendable {
    /// How many entries the colour table has.
    public let mapSize: UInt
    /// The colours at ``startPoints``.
    public let colors: [UIColor]
    /// The intensities (0…1, non-descending) where ``colors`` are reached.
    public let startPoints: [NSNumber]
    /// The start points as numbers.
    private let stops: [Double]

    /// The library's default heatmap gradient: green (102, 225, 0) at 0.2 to red at 1, 1,000 entries.
    public static let `default` = GMUGradient(checked: [UIColor(red: 102.0 / 255, green: 225.0 / 255, blue: 0, alpha: 1),
                                                        UIColor(red: 1, green: 0, blue: 0, alpha: 1)],
                                              stops: [0.2, 1.0], mapSize: 1000)

    /// The library's initializer: `colors` and `startPoints` non-empty and of one length, start points in
    /// 0…1 and non-descending, `mapSize` at least 2. Bad values print the ``GMUGradientError`` (what is
    /// wrong and the fix) as a warning and give the `GMUGradient.default` gradient's values (D185).
    public convenience init(colors: [UIColor], startPoints: [NSNumber], colorMapSize mapSize: UInt) {
        do {
            try self.init(validatingColors: colors, startPoints: startPoints, colorMapSize: mapSize)
        } catch {
            Diagnostics.warn("\(error); using the default gradient (green to red)")
            let fallback = GMUGradient.default
            self.init(checked: fallback.colors, stops: fallback.stops, mapSize: fallback.mapSize)
        }
    }

    /// The same gradient, but bad values throw a ``GMUGradientError`` instead of falling back (beyond the
    /// library).
    public convenience init(validatingColors colors: [UIColor], startPoints: [NSNumber],
                            colorMapSize mapSize: UInt) throws(GMUGradientError) {
        let stops = startPoints.map(\.doubleValue)
        guard !colors.isEmpty else {
            throw GMUGradientError(kind: .empty, message: "no colours given; give at least one colour and its start point")
        }
        guard colors.count == stops.count else {
            throw GMUGradientError(kind: .countMismatch,
                                   message: "\(colors.count) colours but \(stops.count) start points; give one start point per colour")
        }
        if let bad = stops.firstIndex(where: { !(0...1).contains($0) }) {
            throw GMUGradientError(kind: .outOfRange,
                                   message: "start point \(bad) is \(stops[bad]), outside 0…1; start points are intensities from 0 to 1")
        }
        if let bad = stops.indices.dropFirst().first(where: { stops[$0] < stops[$0 - 1] }) {
            throw GMUGradientError(kind: .unsorted,
                                   message: "start point \(bad) (\(stops[bad])) is below the one before it (\(stops[bad - 1])); sort the start points, with their colours, in ascending order")
        }
        guard mapSize >= 2 else {
            throw GMUGradientError(kind: .mapTooSmall, message: "colorMapSize is \(mapSize); use at least 2 (256 is usual)")
        }
        self.init(checked: colors, stops: stops, mapSize: mapSize)
    }

    private init(checked colors: [UIColor], stops: [Double], mapSize: UInt) {
        self.colors = colors
        self.stops = stops
        self.startPoints = stops.map { NSNumber(value: $0) }
        self.mapSize = mapSize
    }

    /// The table of ``mapSize`` colours for intensities 0…1, evenly spaced (the library's
    /// `generateColorMap`).
    public func generateColorMap() -> [UIColor] {
        let count = Int(min(mapSize, 1 << 20))
        var map: [UIColor] = []
        map.reserveCapacity(count)
        var next = 0
        for i in 0..<count {
            let value = Double(i) / Double(count - 1)
            while next < stops.count && value >= stops[next] { next += 1 }
            if next == stops.count {
                map.append(colors[next - 1])
                continue
            }
            let low = next == 0 ? 0 : stops[next - 1]
            let from = next == 0 ? UIColor.clear : colors[next - 1]
            let span = stops[next] - low
            map.append(GMUGradient.blend(from, colors[next], span > 0 ? (value - low) / span : 1))
        }
        return map
    }

    /// The colour table as premultiplied ARGB words, as heatmap tiles are written.
    package func premultipliedTable() -> [UInt32] {
        generateColorMap().map { color in
            let a = color.alpha
            func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
            return byte(a) << 24 | byte(color.red * a) << 16 | byte(color.green * a) << 8 | byte(color.blue * a)
        }
    }

    /// `from` → `to` at `t` in hue, saturation, brightness and alpha, the hue the short way round.
    static func blend(_ from: UIColor, _ to: UIColor, _ t: Double) -> UIColor {
        let a = hsb(from), b = hsb(to)
        var dh = b.h - a.h
        if dh > 0.5 { dh -= 1 } else if dh < -0.5 { dh += 1 }
        var hue = (a.h + dh * t).truncatingRemainder(dividingBy: 1)
        if hue < 0 { hue += 1 }
        return UIColor(hue: hue, saturation: a.s + (b.s - a.s) * t, brightness: a.v + (b.v - a.v) * t,
                       alpha: from.alpha + (to.alpha - from.alpha) * t)
    }

    /// Hue, saturation and brightness (0…1 each) of `color`.
    static func hsb(_ color: UIColor) -> (h: Double, s: Double, v: Double) {
        let r = color.red, g = color.green, b = color.blue
        let high = max(r, g, b), low = min(r, g, b), range = high - low
        guard high > 0, range > 0 else { return (0, 0, high) }
        var h: Double
        if high == r { h = (g - b) / range } else if high == g { h = 2 + (b - r) / range } else { h = 4 + (r - g) / range }
        h /= 6
        if h < 0 { h += 1 }
        return (h, range / high, high)
    }
}
