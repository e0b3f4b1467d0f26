import Synchronization

/// The styles sources draw with — a style with a Google map style applied, buildings left out or
/// labels in a language — worked out once a process for each combination (D170). Each map made for
/// one picture (each `/staticmap` request) sets its Google style on a fresh source; working the
/// combined style out again was a sixteenth of a served picture's time. The same combination also
/// gives the same ``MapStyle/identity``, so the tile bitmaps drawn with it are shared
/// (``SharedTileRasters``).
final class DrawnStyles: Sendable {
    /// The one table of the process: at most 64 combinations (then it starts again).
    static let shared = DrawnStyles(capacity: 64)

    private struct Key: Hashable {
        var base: ObjectIdentifier
        var google: GoogleMapStyle?
        var buildings: Bool
        var language: String?
    }

    private struct Entry {
        /// Held so that `Key.base` names no other style while the entry lives.
        var base: StyleIdentity
        var drawn: MapStyle
    }

    private let entries = Mutex<[Key: Entry]>([:])
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// `base` with `google` applied (nil: none), without the buildings unless `buildings`, its labels in
    /// `language` (nil: the style's own): the same value for the same arguments.
    func style(_ base: MapStyle, google: GoogleMapStyle?, buildings: Bool, language: String?) -> MapStyle {
        if (google?.rules.isEmpty ?? true) && buildings && language == nil { return base }
        let key = Key(base: ObjectIdentifier(base.identity), google: google, buildings: buildings, language: language)
        if let known = entries.withLock({ $0[key]?.drawn }) { return known }
        let drawn = base.adjusted(google: google, buildings: buildings).localized(to: language)
        return entries.withLock { entries in
            if let raced = entries[key] { return raced.drawn }
            if entries.count >= capacity { entries.removeAll() }
            entries[key] = Entry(base: base.identity, drawn: drawn)
            return drawn
        }
    }
}
