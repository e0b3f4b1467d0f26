import Foundation
import InfoWindowCore

/// A colour operation of a Google style (`color`, `hue`, `saturation`, `lightness`, `gamma`,
/// `invert_lightness`), applied to a colour of the map style as Google's styling reference describes
/// it, in the HSL model (docs/map-styles.md, D51):
///
/// - `color` replaces red, green and blue; the element keeps its own alpha.
/// - `hue` takes the hue of its colour and keeps the element's saturation and lightness (so a grey,
///   with no saturation, stays grey).
/// - `saturation` *s* and `lightness` *l* are percentage changes: a positive change moves the value
///   that share of the way towards 1 (100 gives full saturation, white), a negative one that share
///   of the way towards 0 (−100 gives grey, black).
/// - `gamma` *g* raises the lightness to the power 1/*g*: 1 changes nothing, 0 and 1 (black and white)
///   stay, below 1 the middle tones darken (more contrast between light fills and dark strokes, as
///   Google says low values do), above 1 they lighten.
/// - `invert_lightness: true` turns lightness *L* into 1 − *L*.
enum GoogleColorOperation: Hashable, Sendable {
    case color(Color)
    case hue(Color)
    case saturation(Double)
    case lightness(Double)
    case gamma(Double)
    case invertLightness

    /// `color` after the operation.
    func apply(to color: Color) -> Color {
        if case .color(let c) = self { return Color(red: c.red, green: c.green, blue: c.blue, alpha: color.alpha) }
        var hsl = HSL(color)
        switch self {
        case .color: break
        case .hue(let c): hsl.hue = HSL(c).hue
        case .saturation(let s): hsl.saturation = Self.change(hsl.saturation, by: s)
        case .lightness(let l): hsl.lightness = Self.change(hsl.lightness, by: l)
        case .gamma(let g): hsl.lightness = pow(hsl.lightness, 1 / g)
        case .invertLightness: hsl.lightness = 1 - hsl.lightness
        }
        return hsl.color(alpha: color.alpha)
    }

    /// `value` (0…1) changed by `percent` (−100…100) towards 1 or 0.
    static func change(_ value: Double, by percent: Double) -> Double {
        let p = min(max(percent, -100), 100) / 100
        return p >= 0 ? value + (1 - value) * p : value * (1 + p)
    }
}

/// A colour in hue (0..<1 of a turn), saturation and lightness (0…1).
struct HSL: Equatable {
    var hue: Double
    var saturation: Double
    var lightness: Double

    init(hue: Double, saturation: Double, lightness: Double) {
        self.hue = hue
        self.saturation = saturation
        self.lightness = lightness
    }

    /// `color`'s hue, saturation and lightness (its alpha is not part of them).
    init(_ color: Color) {
        let r = min(max(color.red, 0), 1), g = min(max(color.green, 0), 1), b = min(max(color.blue, 0), 1)
        let high = max(r, g, b), low = min(r, g, b)
        lightness = (high + low) / 2
        let d = high - low
        guard d > 1e-12 else {
            hue = 0
            saturation = 0
            return
        }
        saturation = lightness > 0.5 ? d / (2 - high - low) : d / (high + low)
        var h: Double
        if high == r { h = (g - b) / d + (g < b ? 6 : 0) } else if high == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
        h /= 6
        hue = h
    }

    /// The colour, with `alpha`.
    func color(alpha: Double) -> Color {
        let l = min(max(lightness, 0), 1), s = min(max(saturation, 0), 1)
        guard s > 0 else { return Color(red: l, green: l, blue: l, alpha: alpha) }
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s
        let p = 2 * l - q
        func channel(_ t0: Double) -> Double {
            var t = t0
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 0.5 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        return Color(red: channel(hue + 1.0 / 3), green: channel(hue), blue: channel(hue - 1.0 / 3), alpha: alpha)
    }
}
