/// A KML colour: written `aabbggrr` in hexadecimal — alpha, blue, green, red, in that order
/// (the reverse of CSS's `#rrggbbaa`).
public struct KMLColor: Sendable, Hashable, CustomStringConvertible {
    /// 0…255.
    public var red: UInt8
    /// 0…255.
    public var green: UInt8
    /// 0…255.
    public var blue: UInt8
    /// 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// Opaque white, KML's default for every colour.
    public static let white = KMLColor(red: 255, green: 255, blue: 255, alpha: 255)

    /// A colour from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Reads `aabbggrr` (8 hex digits, either case, surrounding whitespace and a leading `#`
    /// allowed); nil for anything else.
    public init?(kml text: String) {
        var digits = Substring(text).drop { DecimalNumber.isSpace($0.asciiValue ?? 0) }
        while let last = digits.last, DecimalNumber.isSpace(last.asciiValue ?? 0) { digits = digits.dropLast() }
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.utf8.count == 8, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        alpha = UInt8(value >> 24 & 0xFF)
        blue = UInt8(value >> 16 & 0xFF)
        green = UInt8(value >> 8 & 0xFF)
        red = UInt8(value & 0xFF)
    }

    /// The KML spelling, `aabbggrr` in lower case.
    public var kml: String { KMLColor.hex([alpha, blue, green, red]) }

    /// The CSS spelling, `#rrggbbaa`.
    public var description: String { "#" + KMLColor.hex([red, green, blue, alpha]) }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
