import Foundation

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
        func nonBlank(_ s: String?) -> String? {
            guard let s, !s.allSatisfy(\.isWhitespace) else { return nil }
            return s
        }
        let title = nonBlank(marker.title), snippet = nonBlank(marker.snippet)
        guard title != nil || snippet != nil else { return nil }
        return .standard(title: title, snippet: snippet)
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
