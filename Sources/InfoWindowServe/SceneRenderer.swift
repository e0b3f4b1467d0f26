import Foundation
import InfoWindowKit

/// Draws a ``Scene`` to the bytes of a picture: the one drawing step of `infowindow render` (a file
/// on disk) and of `infowindow serve`'s workers (an HTTP answer), so both give the same pixels for the
/// same scene (`docs/serving.md`, S1). The scene becomes a ``SceneMap``, the map a snapshot, the
/// snapshot PNG or JPEG bytes.
///
/// ```swift
/// let scene = try Scene.load(contentsOfFile: "Scenes/london.json")
/// let picture = try SceneRenderer.render(scene)
/// try picture.data.write(to: URL(fileURLWithPath: "london.png"))
/// ```
@MainActor
public enum SceneRenderer {
    /// How a scene is drawn and encoded.
    public struct Options: Sendable, Equatable {
        /// PNG, baseline or progressive JPEG, palette PNG or GIF. Default PNG.
        public var format = ImageFormat.png
        /// How a PNG is compressed. Default ``PNGCompression/fast`` (libdeflate, S12): what
        /// `infowindow render` and every answer of `infowindow serve` write, so a scene gives the same
        /// bytes through either door (S1, D83).
        public var pngCompression = PNGCompression.fast
        /// JPEG quality, 1…100. Default 85.
        public var jpegQuality = 85
        /// Threads that draw a street map's ground (``VectorTileSource/drawingThreads``); nil (the
        /// default) keeps the source's own choice. A server worker sets 1 (S17).
        public var drawingThreads: Int?
        /// Where the scene's selection came from, for error messages: `"selected"` (the default, the
        /// scene's field) or a tool's option such as `"--select"`.
        public var selectionField = "selected"

        /// The defaults above.
        public init() {}
    }

    /// A drawn and encoded scene.
    public struct Picture: Sendable, Equatable {
        /// The encoded picture.
        public var data: Data
        /// Things worth telling the user that did not stop the drawing, one sentence each: the
        /// features of the scene's GeoJSON file that are not points and were skipped.
        public var warnings: [String]
        /// What was drawn otherwise than asked, one sentence each, for `X-Staticmap-Notice` (D61): the
        /// windows that found no free place (D91).
        public var notices: [String] = []
    }

    /// Why a scene could not be drawn.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The scene cannot become a map: a selection naming no marker, a basemap file that cannot
        /// be used, a GeoJSON file that cannot be read, a picture too large.
        case scene(SceneError)
        /// The snapshot could not be encoded in this format (a bug, or out of memory).
        case encoding(ImageFormat)

        /// One sentence.
        public var description: String {
            switch self {
            case .scene(let error): return error.description
            case .encoding(let format): return "the picture could not be encoded as \(format.rawValue.uppercased())"
            }
        }
    }

    /// Draws `scene` and encodes it as `options` say. Time and memory grow with the picture's pixels
    /// (``Scene/size`` × ``Scene/scale``), the basemap's detail and the number of markers.
    public static func render(_ scene: Scene, options: Options = Options()) throws(Failure) -> Picture {
        let map: SceneMap
        do {
            map = try scene.makeMap(selectionField: options.selectionField)
        } catch {
            throw .scene(error)
        }
        if let threads = options.drawingThreads, let source = map.mapView.basemap as? VectorTileSource {
            source.drawingThreads = threads
        }
        let snapshot = map.snapshot()
        let data: Data?
        switch options.format {
        case .png: data = snapshot.pngData(compression: options.pngCompression)
        case .jpeg: data = snapshot.jpegData(quality: options.jpegQuality)
        case .progressiveJPEG: data = snapshot.jpegData(quality: options.jpegQuality, progressive: true)
        case .png8: data = PaletteEncoder.encode(snapshot, gif: false)
        case .gif: data = PaletteEncoder.encode(snapshot, gif: true)
        }
        guard let data else { throw .encoding(options.format) }
        var picture = Picture(data: data, warnings: warnings(map))
        if !map.unplacedWindows.isEmpty {
            let names = map.unplacedWindows.map { "\"\($0)\"" }.joined(separator: ", ")
            picture.notices.append("the window of \(names) has no place free of the other windows, the pins and the picture's edge; it is drawn above its marker")
        }
        return picture
    }

    private static func warnings(_ map: SceneMap) -> [String] {
        let clusters = map.clusterLayer.map { Scene.clusterWarnings($0.points) } ?? []
        guard let summary = map.geoJSONSummary, summary.skipped > 0, let geoJSON = map.scene.geoJSON else { return clusters }
        let noun = summary.skipped == 1 ? "feature that is not a Point" : "features that are not Points"
        return ["\(geoJSON): skipped \(summary.skipped) \(noun), the first is \(summary.firstSkipped ?? "?")"] + clusters
    }
}
