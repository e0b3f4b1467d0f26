import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// A map described as data: view size, camera, markers, which marker's window is open, custom windows
/// and window style — what a scene file (`docs/scene-format.md`, version 1) holds, ready to draw.
///
/// Load one with ``load(contentsOfFile:options:)`` (every problem is a ``SceneError`` naming the file
/// and field), or build one in code; then ``makeMap(selectionField:)`` gives a configured ``MapView``:
///
/// ```swift
/// let scene = try Scene.load(contentsOfFile: "Scenes/london.json")
/// let map = try scene.makeMap()
/// try map.mapView.snapshot().write(toPNG: "london.png")
/// ```
///
/// File paths inside a scene (icons, images, a GeoJSON or MBTiles file) are stored as they are opened:
/// relative ones joined to the scene file's folder (see ``SceneLoadOptions``).
public struct Scene: Sendable, Equatable {
    /// The scene-file version this library reads and writes: 1.
    public static let formatVersion = 1
    /// The view size used when a scene gives none: 640 × 480 points.
    public static let defaultSize = CGSize(width: 640, height: 480)
    /// The smallest and largest view side, in points: 1…4096.
    public static let sizeRange: ClosedRange<Double> = 1...4096

    /// The scene file's name as the user gave it, used in error messages; "scene" for scenes built in code.
    public var name: String
    /// The view size in points. Default 640 × 480; each side 1…4096.
    public var size: CGSize
    /// Pixels per point of the drawn image. Default 1; 0.25…8.
    public var scale: CGFloat
    /// Where the map looks.
    public var camera: CameraPosition
    /// The colour under everything. Default the ``MapView`` background, a light map beige (#edece7).
    public var backgroundColor: Color
    /// Whether the faint Mercator grid is drawn. Default true.
    public var showsGraticule: Bool
    /// What is drawn under the markers. Default ``SceneBasemap/default``.
    public var basemap: SceneBasemap
    /// A Google map style over the basemap (``MapView/googleStyle``); nil for none. Default nil.
    public var mapStyle: GoogleMapStyle?
    /// The language of the basemap's labels (``MapView/labelLanguage``); nil for the style's own.
    /// Default nil.
    public var labelLanguage: String? = nil
    /// Markers written in the scene, drawn after those of ``geoJSON``.
    public var markers: [SceneMarker]
    /// Lines and areas, in drawing order, under every marker. Default none (scene files hold none yet).
    public var shapes: [SceneShape] = []
    /// A GeoJSON FeatureCollection of Points whose features become markers (see ``GeoJSONReader``); nil
    /// for none. Default nil.
    public var geoJSON: String?
    /// A clustered layer of a GeoJSON file's points (D174), drawn under the ``geoJSON`` and inline
    /// markers; nil for none. Default nil.
    public var clusters: SceneClusters? = nil
    /// The `id` (or, when no id matches, the `title`) of the marker whose window is open — or of a
    /// point of ``clusters``, whose window (or, when it is in a cluster at the camera, its cluster's)
    /// opens (D176); nil for none.
    public var selectedMarker: String?
    /// The markers whose windows open together, two or more (D90–D92): each an `id` or, when no id
    /// matches, a `title`; placed so that none covers another window or a pin. When not empty it is
    /// the selection and ``selectedMarker`` is not used. Default none.
    public var selectedMarkers: [String] = []
    /// The look of default windows. Default ``InfoWindowStyle/init()``.
    public var infoWindowStyle: InfoWindowStyle
    /// The path rules and limits the scene was read with; ``makeMap(selectionField:)`` reads its GeoJSON
    /// file with them too.
    public var loadOptions: SceneLoadOptions

    /// A scene of `size` looking through `camera`, with the defaults above.
    public init(camera: CameraPosition, size: CGSize = Scene.defaultSize, markers: [SceneMarker] = [],
                name: String = "scene") {
        self.name = name
        self.size = size
        self.scale = 1
        self.camera = camera
        self.backgroundColor = Scene.defaultBackground
        self.showsGraticule = true
        self.basemap = .default
        self.mapStyle = nil
        self.markers = markers
        self.geoJSON = nil
        self.selectedMarker = nil
        self.infoWindowStyle = InfoWindowStyle()
        self.loadOptions = SceneLoadOptions()
    }

    /// The default background, #edece7 — the same as ``MapView/defaultBackgroundColor``.
    public static let defaultBackground = Color(red: 0.929, green: 0.925, blue: 0.906)
}

/// What a scene draws under its markers (``MapView/basemap``).
public enum SceneBasemap: Hashable, Sendable {
    /// The world map bundled with the library (``VectorTileSource/world(style:)``, Natural Earth data).
    case `default`
    /// No basemap: the background colour and, if on, the graticule only.
    case none
    /// Tiles from an MBTiles file (an SQLite database), at `path` as it is opened.
    case mbtiles(path: String)
    /// Vector tiles (``VectorTileSource``) from the `.mbtiles` or `.pmtiles` file at `path`, or the
    /// bundled tiles of central Helsinki when `path` is nil; drawn with the style file `style`, or the
    /// default style when nil.
    case vectorTiles(path: String?, style: String?)
}

/// Choices for reading scene files.
public struct SceneLoadOptions: Sendable, Hashable {
    /// Whether a scene may name files by absolute path (`/srv/icons/pin.png`). Default true: the author
    /// wrote the path out in full, visibly. Set it to false when rendering scenes from untrusted
    /// sources, so every file a scene names lies inside the scene's folder. Relative paths are always
    /// confined to the scene's folder tree (after `..` and symbolic links are resolved).
    public var allowsAbsolutePaths = true
    /// Whether a relative path names the file of its last component in the scene's folder
    /// (`images/pin.png` names `pin.png`), as `infowindow serve` reads a posted scene's images from
    /// its `--images` folder (D80). A path with a `..` component is refused either way. Default false:
    /// the path is followed under the scene's folder.
    public var namesFilesByLastComponent = false
    /// The largest scene file read, in bytes. Default 16 MiB.
    public var maximumFileSize = 16 * 1024 * 1024
    /// The largest GeoJSON file read, in bytes. Default 4 GiB (it is read one feature at a time).
    public var maximumGeoJSONFileSize = 4 * 1024 * 1024 * 1024
    /// The largest single GeoJSON feature, in bytes of JSON text. Default 1 MiB.
    public var maximumFeatureSize = 1024 * 1024
    /// The points files a scene's `clusters` may name, by their file names, when not nil: no other file
    /// is read for it (`infowindow serve --points`, D178). Default nil: the path rules above.
    public var pointsFiles: [String]? = nil

    /// The defaults above.
    public init() {}
}
