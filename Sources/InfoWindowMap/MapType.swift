import Foundation
import InfoWindowCore

/// What kind of map a ``MapView`` draws under its overlays and markers (the SDK's `GMSMapViewType`).
///
/// **Decided** (D53): there is no imagery and no terrain data offline, so `.satellite`, `.hybrid` and
/// `.terrain` draw the normal map, with one warning the first time a map is set to one of them; the
/// value is kept and read back as set, so code that switches types runs unchanged.
public enum MapType: Int, Sendable, CaseIterable {
    /// The street map, in the map's ``MapView/googleStyle`` if it has one (`kGMSTypeNormal`).
    case normal = 1
    /// Imagery with roads and labels in the SDK (`kGMSTypeHybrid`); here the normal map (D53).
    case hybrid = 2
    /// Satellite imagery in the SDK (`kGMSTypeSatellite`); here the normal map (D53).
    case satellite = 3
    /// Terrain shading in the SDK (`kGMSTypeTerrain`); here the normal map (D53).
    case terrain = 4
    /// No basemap: the background colour, with overlays, tile layers and markers (`kGMSTypeNone`).
    case none = 5

    /// The type of the SDK's number (`kGMSTypeNormal` is 1 … `kGMSTypeNone` 5), or nil.
    public init?(rawValue: Int) {
        guard let type = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = type
    }

    /// True for the types drawn as `.normal` because their data is not available offline.
    public var isDrawnAsNormal: Bool { self == .satellite || self == .hybrid || self == .terrain }
}
