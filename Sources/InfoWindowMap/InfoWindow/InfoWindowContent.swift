import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// What an open info window shows, fixed when it opens (R17): the default title and snippet as they
/// were, or the custom view the delegate returned.
enum InfoWindowContent {
    /// The default window: title in bold, snippet below (R3). Blank parts are left out.
    case standard(title: String?, snippet: String?)
    /// A view that is the whole window (R15).
    case customWindow(View)
    /// A view inside the default frame (R16).
    case customContents(View)

    /// The default content of `marker`, or nil when it has none (R4).
    @MainActor static func standard(of marker: Marker) -> InfoWindowContent? {
        func nonBlank(_ s: String?) -> String? { isBlank(s) ? nil : s }
        let title = nonBlank(marker.title), snippet = nonBlank(marker.snippet)
        guard title != nil || snippet != nil else { return nil }
        return .standard(title: title, snippet: snippet)
    }

    /// True when `text` would draw nothing (R4): nil, empty, or only whitespace, control characters
    /// (dropped when drawn, D10) and invisible format characters such as U+200B ZERO WIDTH SPACE, the
    /// joiners and the bidirectional controls (Unicode's default-ignorable code points).
    static func isBlank(_ text: String?) -> Bool {
        guard let text else { return true }
        return text.unicodeScalars.allSatisfy { scalar in
            let properties = scalar.properties
            return properties.isWhitespace || properties.generalCategory == .control
                || properties.isDefaultIgnorableCodePoint
        }
    }

    /// The custom view, if any.
    var view: View? {
        switch self {
        case .standard: return nil
        case .customWindow(let v), .customContents(let v): return v
        }
    }

    /// The text for accessibility (B4).
    @MainActor var accessibilityText: String? {
        switch self {
        case .standard(let title, let snippet):
            return [title, snippet].compactMap { $0 }.joined(separator: ", ")
        case .customWindow(let view), .customContents(let view):
            return view.accessibilityText
        }
    }
}
