import Foundation
import InfoWindowCore

/// A Google map style that cannot be used: the file (or `style` for text, `style=` for a Static Maps
/// parameter), the entry at fault, the field in it, what is wrong and the fix. The SDK throws at
/// `GMSMapStyle(jsonString:)`; so does this, naming the entry.
///
/// ```
/// night.json: [3].stylers[0].color: expected a colour "#RRGGBB", got "#GG0000"; write six hexadecimal digits after "#"
/// style=[1] (feature:road.lokal|color:0x00ff00): feature: "road.lokal" is not a Google feature type (did you mean "road.local"?)
/// ```
public struct GoogleMapStyleError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file, `style` for JSON text, or `style=` for Static Maps parameters.
    public let file: String
    /// The index of the entry at fault (0-based, in the JSON array or among the `style=` values);
    /// nil for the style as a whole.
    public let entry: Int?
    /// The field of the entry at fault (`featureType`, `stylers[0].color`); empty for the entry as a whole.
    public let field: String
    /// What is wrong and the fix.
    public let message: String
    /// For Static Maps: the parameter's text, shortened, shown after the entry.
    let quote: String?

    init(file: String, entry: Int?, field: String, _ message: String, quote: String? = nil) {
        self.file = file
        self.entry = entry
        self.field = field
        self.message = message
        self.quote = quote
    }

    /// `FILE: [ENTRY].FIELD: MESSAGE` (JSON) or `style=[ENTRY] (TEXT): FIELD: MESSAGE` (Static Maps).
    public var description: String {
        var text = file
        if let entry {
            if let quote { text += "[\(entry)] (\(quote.shortenedForMessage))" } else { text += ": [\(entry)]" }
        }
        if !field.isEmpty { text += quote == nil && entry != nil ? ".\(field)" : ": \(field)" }
        return text + ": " + message
    }
}
