import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A style file cannot be used: the file, where in it (a path such as `layers[3].paint.fill-color`),
/// what is wrong and the fix.
public struct MapStyleError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The style file, or "style" for a style given as data.
    public let file: String
    /// Where in the style, e.g. `layers[3].paint.fill-color`; empty for the file as a whole.
    public let path: String
    /// What is wrong and what to do, as one sentence.
    public let message: String

    init(file: String, path: String, _ message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// `FILE: PATH: MESSAGE`.
    public var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}

/// Something the style asks for that is valid MapLibre but not drawn here: one warning, then drawn
/// without it (VT7).
struct StyleUnsupported: Error {
    let message: String
}
