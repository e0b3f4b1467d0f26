import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// The measured geometry of an info window: its size (tail included) and where its text or custom view
/// goes, computed from the content, the style and the map size by real text layout (Pango).
///
/// Sizes are whole points so the window's pixels line up at every scale.
@MainActor
struct InfoWindowLayout {
    let content: InfoWindowContent
    /// The whole window, tail included (R20's `infoWindowFrame` size).
    let frameSize: CGSize
    /// The rounded bubble above the tail; equal to `frameSize` for a custom window.
    let bubbleSize: CGSize
    /// False for a custom window (R15), which has no bubble, tail or shadow of ours.
    let hasChrome: Bool
    /// Where the text or the custom contents sit, in window coordinates.
    let contentRect: CGRect
    let title: TextLayout?
    let snippet: TextLayout?
    /// Where each text is drawn, in window coordinates.
    let titleOrigin: CGPoint
    let snippetOrigin: CGPoint

    /// What the title was laid out from, so a later layout with the same title can keep it.
    private let titleInput: TextInput?

    /// A text and the box it was laid out in.
    private struct TextInput: Equatable {
        let text: String
        let font: Font
        let color: Color
        let width: CGFloat
        let maxHeight: CGFloat
    }

    /// True when the default window had to cut its text (R14).
    var isTruncated: Bool { (title?.isTruncated ?? false) || (snippet?.isTruncated ?? false) }

    /// Lays out `content`. `previous`, the layout being replaced (a tracked window whose snippet
    /// changed, R18), lends its title when the title and its box are unchanged: text layouts never
    /// change once made.
    init(content: InfoWindowContent, style: InfoWindowStyle, mapSize: CGSize, reusing previous: InfoWindowLayout? = nil) {
        self.content = content
        let maxContentWidth = max(20, min(style.maximumContentWidth, mapSize.width - 2 * style.mapMargin))
        let maxWindowHeight = max(20, min(style.maximumHeight, style.maximumHeightFraction * mapSize.height))
        let padding = style.padding
        switch content {
        case .standard(let titleText, let snippetText):
            let available = max(1, maxWindowHeight - style.tailSize.height - padding.top - padding.bottom)
            // Room kept for one snippet line under the title. A guess of 1.25 × the point size serves
            // unless the title comes near the limit; then the snippet line's real height is measured (a
            // fallback font such as Noto Sans CJK makes taller lines) and the title laid out again, so
            // both parts fit R14's limit. Short titles — nearly all — pay for no extra layout.
            let spacing = style.titleSnippetSpacing
            let guessedLine = style.snippetFont.pointSize * 1.25
            var title: TextLayout?
            var titleInput: TextInput?
            if let titleText {
                func layOutTitle(reserving reserve: CGFloat) -> (TextLayout, TextInput) {
                    let input = TextInput(text: titleText, font: style.titleFont, color: style.titleColor,
                                          width: maxContentWidth, maxHeight: max(1, available - reserve))
                    if let previous, previous.titleInput == input, let kept = previous.title { return (kept, input) }
                    return (TextLayout(runs: [.init(text: titleText, font: input.font, color: input.color)],
                                       width: input.width, maxHeight: input.maxHeight), input)
                }
                var laidOut = layOutTitle(reserving: snippetText == nil ? 0 : guessedLine + spacing)
                if let snippetText, laidOut.0.size.height > available - 2 * (guessedLine + spacing) {
                    let line = TextLayout(runs: [.init(text: snippetText, font: style.snippetFont, color: nil)],
                                          width: maxContentWidth, maxLines: 1).size.height
                    if line > guessedLine { laidOut = layOutTitle(reserving: line + spacing) }
                }
                (title, titleInput) = (laidOut.0, laidOut.1)
            }
            self.titleInput = titleInput
            var snippet: TextLayout?
            if let snippetText {
                let used = title.map { $0.size.height + style.titleSnippetSpacing } ?? 0
                snippet = TextLayout(runs: [.init(text: snippetText, font: style.snippetFont, color: style.snippetColor)],
                                     width: maxContentWidth, maxHeight: max(1, available - used))
            }
            let textWidth = min(maxContentWidth, max(title?.size.width ?? 0, snippet?.size.width ?? 0)).rounded(.up)
            let gap = title != nil && snippet != nil ? style.titleSnippetSpacing : 0
            let textHeight = (title?.size.height ?? 0) + gap + (snippet?.size.height ?? 0)
            let minimumWidth = style.tailSize.width + 2 * style.cornerRadius - padding.left - padding.right
            let contentWidth = max(textWidth, minimumWidth)
            let bubble = CGSize(width: (contentWidth + padding.left + padding.right).rounded(.up),
                                height: (textHeight + padding.top + padding.bottom).rounded(.up))
            bubbleSize = bubble
            frameSize = CGSize(width: bubble.width, height: bubble.height + style.tailSize.height.rounded(.up))
            hasChrome = true
            contentRect = CGRect(x: padding.left, y: padding.top, width: contentWidth, height: textHeight)
            func origin(_ layout: TextLayout, y: CGFloat) -> CGPoint {
                // Right-to-left paragraphs sit against the right edge of the content area.
                let x = layout.isRightToLeft ? padding.left + contentWidth - layout.size.width : padding.left
                return CGPoint(x: x, y: y)
            }
            titleOrigin = title.map { origin($0, y: padding.top) } ?? .zero
            snippetOrigin = snippet.map { origin($0, y: padding.top + (title.map { $0.size.height + gap } ?? 0)) } ?? .zero
            self.title = title
            self.snippet = snippet

        case .customWindow(let view):
            let size = Self.viewSize(view, limit: style.maximumCustomSize)
            bubbleSize = size
            frameSize = size
            hasChrome = false
            contentRect = CGRect(origin: .zero, size: size)
            titleInput = nil
            title = nil
            snippet = nil
            titleOrigin = .zero
            snippetOrigin = .zero

        case .customContents(let view):
            let limit = CGSize(
                width: max(1, min(style.maximumCustomSize.width, mapSize.width - 2 * style.mapMargin) - padding.left - padding.right),
                height: max(1, min(style.maximumCustomSize.height, maxWindowHeight) - style.tailSize.height - padding.top - padding.bottom))
            let size = Self.viewSize(view, limit: limit)
            let minimumWidth = style.tailSize.width + 2 * style.cornerRadius
            let bubble = CGSize(width: max(minimumWidth, size.width + padding.left + padding.right).rounded(.up),
                                height: (size.height + padding.top + padding.bottom).rounded(.up))
            bubbleSize = bubble
            frameSize = CGSize(width: bubble.width, height: bubble.height + style.tailSize.height.rounded(.up))
            hasChrome = true
            contentRect = CGRect(x: ((bubble.width - size.width) / 2).rounded(), y: padding.top,
                                 width: size.width, height: size.height)
            titleInput = nil
            title = nil
            snippet = nil
            titleOrigin = .zero
            snippetOrigin = .zero
        }
    }

    /// The view's frame size (or, when that is empty, its fitting size), clipped to `limit`. A view laid
    /// out by constraints — its subtree holds active constraints and its own frame is empty or taken from
    /// constraints — takes its compressed fitting size no wider than `limit` (wrapping labels wrap there),
    /// and is given that size so its constraints lay it out inside it (D107).
    private static func viewSize(_ view: View, limit: CGSize) -> CGSize {
        var size = view.frame.size
        let hasFrame = size.width > 0 && size.height > 0
        let sizedByConstraints = (!hasFrame || !view.translatesAutoresizingMaskIntoConstraints) && view.hasConstraintsInSubtree
        if sizedByConstraints {
            size = view.compressedLayoutSize(maximumWidth: limit.width)
        } else if !hasFrame {
            size = view.sizeThatFits(limit)
        }
        func clip(_ v: CGFloat, _ max: CGFloat) -> CGFloat { v.isFinite && v > 0 ? Swift.min(v, max).rounded(.up) : 0 }
        let clipped = CGSize(width: clip(size.width, limit.width), height: clip(size.height, limit.height))
        if sizedByConstraints, view.frame.size != clipped {
            view.frame = CGRect(origin: view.frame.origin, size: clipped)
        }
        return clipped
    }
}
