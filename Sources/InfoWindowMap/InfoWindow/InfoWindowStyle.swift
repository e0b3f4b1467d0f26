import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// The look and the size limits of the default info window, with every default stated once here.
public struct InfoWindowStyle: Hashable, Sendable {
    /// Fill of the bubble. Default white.
    public var backgroundColor: Color = .white
    /// Radius of the bubble's corners, points. Default 8.
    public var cornerRadius: CGFloat = 8
    /// Space between the bubble's edge and its content, points. Default 10 top/bottom, 12 left/right.
    public var padding = EdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
    /// Width and height of the tail under the bubble, points; its tip is the anchor. Default 18×10.
    public var tailSize = CGSize(width: 18, height: 10)
    /// Font of the title (R3). Default the bold system font, 15 pt.
    public var titleFont: Font = .boldSystemFont(ofSize: 15)
    /// Colour of the title. Default #202124.
    public var titleColor = Color(red: 0.125, green: 0.129, blue: 0.141)
    /// Font of the snippet (R3). Default the regular system font, 13 pt.
    public var snippetFont: Font = .systemFont(ofSize: 13)
    /// Colour of the snippet. Default #5f6368.
    public var snippetColor = Color(red: 0.373, green: 0.388, blue: 0.408)
    /// Space between the title and the snippet, points. Default 3.
    public var titleSnippetSpacing: CGFloat = 3
    /// Widest content (text) area, points (R14). Default 260.
    public var maximumContentWidth: CGFloat = 260
    /// Space kept between the content and each side of the map: content is at most the map width minus
    /// twice this (R14). Default 16.
    public var mapMargin: CGFloat = 16
    /// Tallest window, tail included, points (R14). Default 500.
    public var maximumHeight: CGFloat = 500
    /// Tallest window as a fraction of the map height (R14). Default 0.6.
    public var maximumHeightFraction: CGFloat = 0.6
    /// Largest custom window or custom contents, points (R15). Default 500×500.
    public var maximumCustomSize = CGSize(width: 500, height: 500)
    /// Shadow colour. Default black at 28% opacity.
    public var shadowColor = Color(white: 0, alpha: 0.28)
    /// Shadow blur radius, points. Default 5.
    public var shadowBlur: CGFloat = 5
    /// Shadow offset, points (down is positive). Default (0, 2).
    public var shadowOffset = CGSize(width: 0, height: 2)
    /// Hairline around the bubble. Default black at 12% opacity.
    public var borderColor = Color(white: 0, alpha: 0.12)
    /// Width of the hairline, points. Default 0.5; 0 draws none.
    public var borderWidth: CGFloat = 0.5

    /// The default style.
    public init() {}

    /// The style with every number made finite and non-negative (bad values fall back to the default).
    var sanitized: InfoWindowStyle {
        let d = InfoWindowStyle()
        var s = self
        func fix(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? min(v, 10_000) : fallback }
        s.cornerRadius = fix(cornerRadius, d.cornerRadius)
        if !padding.isValid { s.padding = d.padding }
        s.tailSize = CGSize(width: fix(tailSize.width, d.tailSize.width), height: fix(tailSize.height, d.tailSize.height))
        s.titleSnippetSpacing = fix(titleSnippetSpacing, d.titleSnippetSpacing)
        s.maximumContentWidth = max(1, fix(maximumContentWidth, d.maximumContentWidth))
        s.mapMargin = fix(mapMargin, d.mapMargin)
        s.maximumHeight = max(1, fix(maximumHeight, d.maximumHeight))
        s.maximumHeightFraction = maximumHeightFraction.isFinite && maximumHeightFraction > 0
            ? min(maximumHeightFraction, 1) : d.maximumHeightFraction
        s.maximumCustomSize = CGSize(width: max(1, fix(maximumCustomSize.width, 500)),
                                     height: max(1, fix(maximumCustomSize.height, 500)))
        s.shadowBlur = min(fix(shadowBlur, d.shadowBlur), 50)
        if !(shadowOffset.width.isFinite && shadowOffset.height.isFinite) { s.shadowOffset = d.shadowOffset }
        s.borderWidth = min(fix(borderWidth, d.borderWidth), 20)
        return s
    }
}
