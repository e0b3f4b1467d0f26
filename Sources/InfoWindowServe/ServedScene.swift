import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// A scene as a worker reads it from a `POST /render` body (S9): decoded by the scene loader as if it
/// were the file `request.json` of the server's `--images` folder, with absolute paths elsewhere
/// refused, then held to the server's rules — the limits of ``ServeLimits``, icons and images by bare
/// file name, no GeoJSON or MBTiles file of the client's choosing. Every refusal is a ``ServeError``
/// naming the parameter, with the folder's path taken out of the message. (A `GET /staticmap`
/// request becomes its scene without JSON: ``StaticMapRequest/scene(images:)``.)
public enum ServedScene {
    /// Decodes and checks the scene file `body`; its files are looked up in `folder` (absolute) by
    /// their last path component (D80), and a basemap it names must be `served`, the server's own
    /// (nil: the world map). A clustered layer's `points` must name one of `points` (the server's
    /// `--points` files, absolute) by its file name (D178).
    public static func load(body: Data, folder: String, limits: ServeLimits,
                            served: SceneBasemap? = nil, points: [String] = []) throws(ServeError) -> Scene {
        var options = SceneLoadOptions()
        options.allowsAbsolutePaths = false
        options.namesFilesByLastComponent = true
        options.pointsFiles = points
        options.maximumFileSize = max(limits.maximumBodyBytes, limits.maximumQueryBytes * 4)
        let scene: Scene
        do {
            scene = try Scene(jsonData: body, name: sceneName(in: folder), options: options)
        } catch {
            throw serveError(error, source: .body, folder: folder)
        }
        try check(scene, source: .body, folder: folder, limits: limits, served: served)
        return scene
    }

    /// The name a worker gives the scene of a request, as if it were the file `request.json` of the
    /// images folder `folder`: its files are looked up there, and messages have the folder taken out.
    static func sceneName(in folder: String) -> String { base(folder) + "request.json" }

    /// The folder as the scene's name spells it: `FOLDER/./`. The loader joins a relative file name
    /// to it as `FOLDER/./NAME`, a form no path written out by the client has, so ``checkName``
    /// tells a bare name from a path after loading.
    private static func base(_ folder: String) -> String { folder + "/./" }

    /// The name of a picture the server draws itself for a request (a sized or labelled pin, an icon
    /// at another scale), as a bare name of the images folder: `key` holds `:` or `@` after `.png`,
    /// which no icon name has (S9), so it names no file and cannot be taken for one.
    static func drawnImagePath(_ key: String, in folder: String) -> String { base(folder) + key }

    /// Holds a decoded scene to the server's rules.
    static func check(_ scene: Scene, source: RenderJob.Source, folder: String, limits: ServeLimits,
                      served: SceneBasemap? = nil) throws(ServeError) {
        let parameter = source == .body ? "body" : "request"
        func refuse(_ field: String, limit: String? = nil, _ message: String) -> ServeError {
            ServeError(status: 400, parameter: parameter, limit: limit, message: "\(parameter): \(field): \(message)")
        }
        let side = limits.maximumSide
        guard scene.size.width <= CGFloat(side), scene.size.height <= CGFloat(side) else {
            throw refuse("size", limit: "\(side)x\(side)", "\(format(scene.size.width))x\(format(scene.size.height)) is larger than the limit of \(side)x\(side) points")
        }
        guard scene.scale <= CGFloat(limits.maximumScale) else {
            throw refuse("scale", limit: "\(limits.maximumScale)", "\(format(scene.scale)) is more than the limit of \(limits.maximumScale)")
        }
        let pixels = max(scene.size.width, scene.size.height) * scene.scale
        guard pixels <= CGFloat(limits.maximumPixelSide) else {
            throw refuse("scale", limit: "\(limits.maximumPixelSide) pixels",
                         "\(format(pixels)) pixels on the longer side, more than the limit of \(limits.maximumPixelSide); ask for a smaller size or scale")
        }
        guard scene.markers.count <= limits.maximumMarkers else {
            throw refuse("markers", limit: "\(limits.maximumMarkers)", "\(scene.markers.count) markers, more than the limit of \(limits.maximumMarkers)")
        }
        guard scene.geoJSON == nil else {
            throw refuse("geojson", "the server reads no GeoJSON file; put the markers in \"markers\"")
        }
        if let refusal = basemapRefusal(scene.basemap, served: served) { throw refuse("basemap", refusal) }
        for (index, marker) in scene.markers.enumerated() {
            for (key, text) in [("title", marker.title), ("snippet", marker.snippet)] {
                guard let text, text.count > limits.maximumTextLength else { continue }
                throw refuse("markers[\(index)].\(key)", limit: "\(limits.maximumTextLength) characters",
                             "\(text.count) characters, more than the limit of \(limits.maximumTextLength)")
            }
            if let icon = marker.icon { try checkName(icon, folder: folder, field: "markers[\(index)].icon", refuse) }
            for (name, window) in [("info_window", marker.infoWindow), ("info_contents", marker.infoContents)] {
                for (item, content) in (window?.items ?? []).enumerated() {
                    let field = "markers[\(index)].\(name).items[\(item)]"
                    switch content.content {
                    case .label(let label) where label.text.count > limits.maximumTextLength:
                        throw refuse(field + ".text", limit: "\(limits.maximumTextLength) characters",
                                     "\(label.text.count) characters, more than the limit of \(limits.maximumTextLength)")
                    case .image(let image):
                        try checkName(image.image, folder: folder, field: field + ".image", refuse)
                    default:
                        break
                    }
                }
            }
        }
    }

    /// Refuses an image named by a path rather than a bare file name of the images folder.
    private static func checkName(_ image: SceneImage, folder: String, field: String,
                                  _ refuse: (String, String?, String) -> ServeError) throws(ServeError) {
        let prefix = base(folder)
        let name = image.path.hasPrefix(prefix) ? String(image.path.dropFirst(prefix.count))
            : image.path.replacingOccurrences(of: folder + "/", with: "")
        guard name.contains("/") || !image.path.hasPrefix(prefix) else { return }
        throw refuse(field, nil, "\(QueryValue.quoted(image.path.hasPrefix(prefix) ? name : "/…/" + name)) is a path; name a PNG of the server's images folder by its file name alone")
    }

    /// A scene loader's error as the client should read it: without the internal file name, naming
    /// `body` (POST) or the query parameter the field came from (GET).
    public static func serveError(_ error: SceneError, source: RenderJob.Source, folder: String) -> ServeError {
        let message = error.message.replacingOccurrences(of: base(folder), with: "").replacingOccurrences(of: folder + "/", with: "")
        let renamed = SceneError(kind: error.kind, file: source == .body ? "body" : "request", line: error.line,
                                 column: error.column, field: error.field, message: message)
        if source == .body, error.field.hasPrefix("basemap"), error.kind == .missingFile || error.kind == .pathOutsideScene {
            return ServeError(status: 400, parameter: "body",
                              message: "body: \(error.field): the server reads no tiles or style file a scene names; start it with --tiles FILE (and --style FILE) and write \"default\"")
        }
        guard source == .query else { return ServeError(status: 400, parameter: "body", message: renamed.description) }
        let parameter = error.field.hasPrefix("markers") ? "markers" : error.field.hasPrefix("selected") ? "selected" : "request"
        if error.kind == .missingFile || error.kind == .invalidImage {
            return ServeError(status: 400, parameter: parameter,
                              message: "\(parameter): \(message) (icons are PNG files in the server's --images folder)")
        }
        return ServeError(status: 400, parameter: parameter, message: "\(parameter): \(message)")
    }

    private static func format(_ value: CGFloat) -> String { QueryValue.format(Double(value)) }
}
