import Foundation

/// A KML `<StyleMap>` (the utility library's `GMUStyleMap`): a placemark's styles by state.
@MainActor
public final class GMUStyleMap {
    /// `#` and the style map's `id`, as a `styleUrl` names it.
    public let styleMapId: String
    /// Its pairs ("normal" is the one drawn).
    public let pairs: [GMUPair]

    /// A style map.
    public init(id styleMapId: String, pairs: [GMUPair]) {
        self.styleMapId = styleMapId
        self.pairs = pairs
    }
}

/// One `<Pair>` of a ``GMUStyleMap`` (the utility library's `GMUPair`): a state and its style's URL.
@MainActor
public final class GMUPair {
    /// "normal" or "highlight".
    public let key: String
    /// The style's `#id`.
    public let styleUrl: String

    /// A pair.
    public init(key: String, styleUrl: String) {
        self.key = key
        self.styleUrl = styleUrl
    }
}
