import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles

/// The map's own look: a Google map style, the map type, buildings, traffic, indoor maps.
@MainActor
extension MapView {
    /// A Google map style applied to the basemap — the street tiles and the world map under them —
    /// through the table of docs/map-styles.md (the SDK's `mapStyle`). Default nil: the basemap's own
    /// style. Setting it costs a pass over the style's layers; the decoded tiles are kept.
    public var googleStyle: GoogleMapStyle? {
        get { basemapLayer.googleStyle }
        set {
            basemapLayer.googleStyle = newValue
            groundDidChange()
        }
    }

    /// The language of the basemap's labels, a BCP 47 tag such as `sv`, `en` or `zh-TW`
    /// (``MapStyle/labelLanguage(_:)`` reads one): labels read the tiles' `name:xx` where they carry it,
    /// else the local name, as Google falls back (D98). Default nil: the style's own names. The SDK
    /// follows the device's language; this is the Static Maps API's `language`.
    public var labelLanguage: String? {
        get { basemapLayer.labelLanguage }
        set {
            basemapLayer.labelLanguage = newValue
            groundDidChange()
        }
    }

    /// What kind of map is drawn (the SDK's `mapType`). Default `.normal`; `.none` draws no basemap
    /// (the background colour under overlays, tile layers and markers, no attribution);
    /// `.satellite`, `.hybrid` and `.terrain` draw the normal map, with one warning (D53).
    public var mapType: MapType {
        get { basemapLayer.mapType }
        set {
            if newValue.isDrawnAsNormal, !Self.warnedAboutImagery {
                Self.warnedAboutImagery = true
                Diagnostics.warn("mapType \(newValue): there is no imagery or terrain offline; the normal map is drawn (D53)")
            }
            basemapLayer.mapType = newValue
            groundDidChange()
        }
    }

    /// Whether buildings are drawn (the SDK's `isBuildingsEnabled`): the `building` layers of vector
    /// basemaps. Default true. There are no 3-D buildings here: tilted views draw them flat as before.
    public var showsBuildings: Bool {
        get { basemapLayer.showsBuildings }
        set {
            basemapLayer.showsBuildings = newValue
            groundDidChange()
        }
    }

    /// Whether traffic is shown (the SDK's `isTrafficEnabled`). Kept and read back; there is no traffic
    /// data offline, so nothing is drawn, and turning it on warns once (D54).
    public var showsTraffic: Bool {
        get { basemapLayer.showsTraffic }
        set {
            if newValue, !Self.warnedAboutTraffic {
                Self.warnedAboutTraffic = true
                Diagnostics.warn("isTrafficEnabled: there is no traffic data offline; nothing is drawn for it (D54)")
            }
            basemapLayer.showsTraffic = newValue
        }
    }

    /// Whether indoor floor plans are shown (the SDK's `isIndoorEnabled`, default true). Kept and read
    /// back; the tiles here carry no indoor maps, so nothing changes on screen (D54).
    public var showsIndoor: Bool {
        get { basemapLayer.showsIndoor }
        set { basemapLayer.showsIndoor = newValue }
    }

    private static var warnedAboutImagery = false
    private static var warnedAboutTraffic = false
}
