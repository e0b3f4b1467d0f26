import Foundation
import InfoWindowKit

extension Font {
    /// UIKit's `systemFont(ofSize:weight:)`: the system font, regular or bold (see ``Font/Weight`` for
    /// how UIKit's other weights map).
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        weight == .bold ? boldSystemFont(ofSize: size) : systemFont(ofSize: size)
    }
}

/// UIKit's named weights, so `UIFont.systemFont(ofSize: 14, weight: .semibold)` compiles. Fonts here
/// are regular or bold: each weight maps to the nearer of the two (medium and lighter to regular,
/// semibold and heavier to bold).
extension Font.Weight {
    /// UIKit's ultra-light weight: drawn regular here.
    public static var ultraLight: Font.Weight { .regular }
    /// UIKit's thin weight: drawn regular here.
    public static var thin: Font.Weight { .regular }
    /// UIKit's light weight: drawn regular here.
    public static var light: Font.Weight { .regular }
    /// UIKit's medium weight: drawn regular here.
    public static var medium: Font.Weight { .regular }
    /// UIKit's semibold weight: drawn bold here.
    public static var semibold: Font.Weight { .bold }
    /// UIKit's heavy weight: drawn bold here.
    public static var heavy: Font.Weight { .bold }
    /// UIKit's black weight: drawn bold here.
    public static var black: Font.Weight { .bold }
}
