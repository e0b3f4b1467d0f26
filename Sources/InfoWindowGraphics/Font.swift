import Foundation
import InfoWindowCore

/// A font: a family, a size in points and a weight. Text is laid out by Pango, which falls back to
/// other installed fonts for characters the family lacks (Chinese goes to Noto Sans CJK).
public struct Font: Hashable, Sendable {
    /// Font weight.
    public enum Weight: Hashable, Sendable {
        /// Regular (400).
        case regular
        /// Bold (700).
        case bold
    }

    /// The family name, e.g. "DejaVu Sans".
    public var family: String
    /// The size in points (the em height). Non-finite or non-positive sizes become 1.
    public var pointSize: CGFloat
    /// Regular or bold.
    public var weight: Weight

    /// The family used for ``systemFont(ofSize:)``: "DejaVu Sans", with "Noto Sans CJK TC" for Chinese.
    public static let systemFamily = "DejaVu Sans"

    /// Creates a font of `family`.
    public init(family: String, size: CGFloat, weight: Weight = .regular) {
        self.family = family
        self.pointSize = size.isFinite && size > 0 ? min(size, 1000) : 1
        self.weight = weight
    }

    /// UIKit's `UIFont(name:size:)`: the family name, regular weight (a "-Bold" suffix selects bold).
    public init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        if name.hasSuffix("-Bold") {
            self.init(family: String(name.dropLast(5)), size: size, weight: .bold)
        } else {
            self.init(family: name, size: size)
        }
    }

    /// The regular system font.
    public static func systemFont(ofSize size: CGFloat) -> Font {
        Font(family: systemFamily, size: size)
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(family: systemFamily, size: size, weight: .bold)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font {
        Font(family: family, size: size, weight: weight)
    }
}
