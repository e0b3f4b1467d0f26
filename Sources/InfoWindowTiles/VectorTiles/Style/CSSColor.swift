import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// CSS colours as MapLibre styles write them: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`,
/// `rgba()`, `hsl()`, `hsla()` and the common named colours.
enum CSSColor {
    static func parse(_ text: String) -> Color? {
        let s = text.trimmingCharacters(in: .whitespaces).lowercased()
        if s.hasPrefix("#") {
            let digits = s.dropFirst()
            if digits.count == 4 {  // #rgba
                return Color(hex: "#" + digits.map { "\($0)\($0)" }.joined())
            }
            return Color(hex: s)
        }
        if let named = named[s] { return named }
        guard let open = s.firstIndex(of: "("), s.hasSuffix(")") else { return nil }
        let function = s[..<open].trimmingCharacters(in: .whitespaces)
        let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        func number(_ p: String, percentOf full: Double) -> Double? {
            if p.hasSuffix("%") { return Double(p.dropLast()).map { $0 / 100 * full } }
            return Double(p)
        }
        switch function {
        case "rgb", "rgba":
            guard parts.count == 3 || parts.count == 4,
                  let r = number(parts[0], percentOf: 255), let g = number(parts[1], percentOf: 255),
                  let b = number(parts[2], percentOf: 255) else { return nil }
            let a = parts.count == 4 ? number(parts[3], percentOf: 1) : 1
            guard let a, [r, g, b, a].allSatisfy(\.isFinite) else { return nil }
            return Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
        case "hsl", "hsla":
            guard parts.count == 3 || parts.count == 4, let h = Double(parts[0].replacingOccurrences(of: "deg", with: "")),
                  let sat = number(parts[1], percentOf: 1), let l = number(parts[2], percentOf: 1) else { return nil }
            let a = parts.count == 4 ? number(parts[3], percentOf: 1) : 1
            guard let a, [h, sat, l, a].allSatisfy(\.isFinite) else { return nil }
            return hsl(h, min(max(sat, 0), 1), min(max(l, 0), 1), a)
        default:
            return nil
        }
    }

    private static func hsl(_ hue: Double, _ s: Double, _ l: Double, _ a: Double) -> Color {
        let h = ((hue.truncatingRemainder(dividingBy: 360)) + 360).truncatingRemainder(dividingBy: 360) / 360
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
        return Color(red: channel(h + 1.0 / 3), green: channel(h), blue: channel(h - 1.0 / 3), alpha: a)
    }

    private static let named: [String: Color] = {
        let table: [String: String] = [
            "black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#008000", "blue": "#0000ff",
            "yellow": "#ffff00", "orange": "#ffa500", "purple": "#800080", "gray": "#808080", "grey": "#808080",
            "silver": "#c0c0c0", "maroon": "#800000", "navy": "#000080", "teal": "#008080", "olive": "#808000",
            "lime": "#00ff00", "aqua": "#00ffff", "cyan": "#00ffff", "fuchsia": "#ff00ff", "magenta": "#ff00ff",
            "brown": "#a52a2a", "pink": "#ffc0cb", "beige": "#f5f5dc", "ivory": "#fffff0", "khaki": "#f0e68c",
            "lightblue": "#add8e6", "lightgray": "#d3d3d3", "lightgrey": "#d3d3d3", "darkgray": "#a9a9a9",
            "darkgrey": "#a9a9a9", "whitesmoke": "#f5f5f5", "gold": "#ffd700", "tan": "#d2b48c",
        ]
        var colors = table.compactMapValues { Color(hex: $0) }
        colors["transparent"] = Color(white: 0, alpha: 0)
        return colors
    }()
}
