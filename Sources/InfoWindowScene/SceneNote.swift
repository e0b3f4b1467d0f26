import Foundation

/// Something worth telling whoever drew a scene: what the picture leaves out of what the scene asked
/// for, or shows other than asked (docs/decisions.md, D71–D73). One sentence with the fix; see
/// ``SceneMap/notes()``.
public struct SceneNote: Sendable, Hashable, CustomStringConvertible {
    /// What kind of thing the note is about.
    public enum Kind: Sendable, Hashable {
        /// The whole view lies outside the basemap's tiles (D71): the world map is drawn there.
        case outsideCoverage
        /// The world map alone is drawn deeper than its data goes (D99): no streets.
        case worldOnly
        /// The selected marker, and so its window, is not in the picture (D72).
        case selectedOutside
        /// The open window is cut by the picture's edge (D73).
        case windowClipped
        /// Of several open windows, some found no place free of the others, the pins and the picture's
        /// edge and stand above their markers (D93).
        case windowsUnplaced
        /// Some markers are not in the picture (D72).
        case markersOutside
        /// Most GeoJSON points look written `[latitude, longitude]` (D72).
        case swappedPoints
        /// The camera centre looks written longitude first (D72).
        case swappedCenter
        /// A GeoJSON property that could not be used, or a likely typo of a property name (D77).
        case geoJSONProperty
        /// GeoJSON features that are not Points, skipped (F4).
        case skippedFeatures
        /// The selected point of a clustered layer is inside a cluster at the camera, whose window is
        /// open instead (D176).
        case selectedClustered
    }

    /// What the note is about.
    public var kind: Kind
    /// The sentence, with the fix.
    public var message: String

    /// Whether the picture lacks something the scene asked for (every kind but ``Kind/outsideCoverage``
    /// and ``Kind/worldOnly``, which only say where the basemap's data ends): a tool's `--strict` makes
    /// these errors.
    public var isDrop: Bool { kind != .outsideCoverage && kind != .worldOnly }

    /// The sentence.
    public var description: String { message }

    /// A note of `kind` saying `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
