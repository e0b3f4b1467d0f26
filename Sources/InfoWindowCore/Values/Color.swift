import Foundation

/// A colour in sRGB with straight (not premultiplied) alpha; every component runs 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0 (clear) … 1 (opaque).
    public var alpha: Double

    /// Creates a colour; components are clamped to 0…1 and a NaN component becomes 0.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A grey of the given brightness.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        guard digits.first == "#" else { return nil }
        digits = digits.dropFirst()
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 3: expanded = digits.map { "\($0)\($0)" }.joined() + "ff"
        case 6: expanded = String(digits) + "ff"
        case 8: expanded = String(digits)
        default: return nil
        }
        guard let value = UInt32(expanded, radix: 16) else { return nil }
        self.init(red: Double((value >> 24) & 0xff) / 255, green: Double((value >> 16) & 0xff) / 255,
                  blue: Double((value >> 8) & 0xff) / 255, alpha: Double(value & 0xff) / 255)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// This colour painted over `background` (source-over, straight alpha); opaque when the background is.
    package func composited(over background: Color) -> Color {
        let a = alpha + background.alpha * (1 - alpha)
        guard a > 0 else { return .clear }
        func mix(_ s: Double, _ d: Double) -> Double { (s * alpha + d * background.alpha * (1 - alpha)) / a }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue),
                     alpha: a)
    }

    /// `#rrggbbaa`.
    public var description: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }

    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// Mid grey (0.5).
    public static let gray = Color(white: 0.5)
    /// Dark grey (1/3).
    public static let darkGray = Color(white: 1.0 / 3)
    /// Light grey (2/3).
    public static let lightGray = Color(white: 2.0 / 3)
    /// Pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Cyan.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Magenta.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Brown.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
