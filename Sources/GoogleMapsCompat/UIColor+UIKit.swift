import Foundation
import InfoWindowKit

extension Color {
    /// Core Graphics' form of the colour, for `layer.borderColor`: the colour itself here.
    public var cgColor: CGColor { self }

    /// UIKit's `init(cgColor:)`: the same colour.
    public init(cgColor: CGColor) {
        self = cgColor
    }

    /// UIKit's `init(hue:saturation:brightness:alpha:)`: hue, saturation and brightness 0…1 (hue wraps
    /// around; the others are clamped).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = min(max(saturation.isNaN ? 0 : saturation, 0), 1)
        let v = min(max(brightness.isNaN ? 0 : brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// UIKit's `systemRed` (light appearance).
    public static let systemRed = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
    /// UIKit's `systemOrange` (light appearance).
    public static let systemOrange = Color(red: 1, green: 149.0 / 255, blue: 0)
    /// UIKit's `systemYellow` (light appearance).
    public static let systemYellow = Color(red: 1, green: 204.0 / 255, blue: 0)
    /// UIKit's `systemGreen` (light appearance).
    public static let systemGreen = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)
    /// UIKit's `systemBlue` (light appearance).
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
    /// UIKit's `systemGray` (light appearance).
    public static let systemGray = Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255)
    /// UIKit's `label`: the text colour of primary content (light appearance: black).
    public static let label = Color.black
    /// UIKit's `secondaryLabel`: the text colour of secondary content (light appearance).
    public static let secondaryLabel = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    /// UIKit's `systemBackground` (light appearance: white).
    public static let systemBackground = Color.white
    /// UIKit's `secondarySystemBackground` (light appearance).
    public static let secondarySystemBackground = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
}
