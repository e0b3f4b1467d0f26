import Foundation
#if !FUZZING
import InfoWindowKit
#endif

extension StaticMapRequest {
    /// The scene this request draws, as a value (S18): the camera (given, or found from what the map
    /// shows, ``camera(markerSizes:)``), size and scale, the paths as lines and areas, the markers in
    /// order with their ids, texts, pins and icons, the selection — drawn by ``SceneRenderer`` exactly
    /// as `infowindow render` draws a scene. Icons are the PNGs of the images folder `folder`
    /// (absolute), each read and decoded once per request by the scene format's path rules (S9); a
    /// missing or broken one is a 400 naming `markers`, as for the scene loader. Icon URLs are not
    /// fetched here: their markers get the default pin (a worker fetches them, D85).
    public func scene(images folder: String) throws(ServeError) -> Scene {
        var report = IconReport()
        return try scene(images: folder, fetching: nil, report: &report)
    }

    /// The scene, with icon URLs fetched by `fetcher` (nil: none is, D69) and what became of them
    /// added to `report`.
    func scene(images folder: String, fetching fetcher: IconFetcher?, report: inout IconReport) throws(ServeError) -> Scene {
        var scene = Scene(camera: CameraPosition(target: Coordinate(latitude: 0, longitude: 0), zoom: 0),
                          size: CGSize(width: width, height: height), name: ServedScene.sceneName(in: folder))
        scene.scale = CGFloat(scale)
        scene.mapStyle = mapStyle
        scene.labelLanguage = labelLanguage
        scene.loadOptions.allowsAbsolutePaths = false
        var icons: [String: SceneImage] = [:]
        var pins: [String: SceneImage] = [:]
        var extents: [EdgeInsets] = []
        var fetched = IconFetches(fetcher: fetcher)
        for (index, marker) in markers.enumerated() {
            var made = SceneMarker(position: marker.position, id: marker.id, title: marker.title, snippet: marker.snippet)
            var color: Color?
            if let hex = marker.color {
                guard let pin = Color(hex: hex) else {
                    throw .invalid("markers", "markers[\(index)]: color: \(QueryValue.quoted(hex)) is not a colour written #rrggbb")
                }
                color = pin
            }
            if let icon = marker.icon {
                let key = icon + "@\(marker.iconScale)"
                if icons[key] == nil {
                    do {
                        let loaded = try SceneImage(path: icon, namedBy: scene.name, field: "markers[\(index)].icon",
                                                    options: scene.loadOptions)
                        icons[key] = marker.iconScale == 1 ? loaded
                            : SceneImage(path: ServedScene.drawnImagePath(key, in: folder), image: Self.rescaled(loaded.image, by: marker.iconScale))
                    } catch {
                        throw ServedScene.serveError(error, source: .query, folder: folder)
                    }
                }
                made.icon = icons[key]
            } else if let url = marker.iconURL, let image = fetched.icon(url, marker: index, folder: folder, scale: marker.iconScale, report: &report) {
                made.icon = image
            } else if marker.size != .normal || marker.label != nil {
                let key = "pin:\(marker.size.rawValue):\(marker.color ?? "red"):\(marker.label.map(String.init) ?? "")"
                if pins[key] == nil {
                    pins[key] = SceneImage(path: ServedScene.drawnImagePath(key, in: folder), image: Image.pin(color: color ?? PinShape.defaultColor,
                                                                             factor: marker.size.factor, label: marker.label.map(String.init),
                                                                             scale: CGFloat(scale)))
                }
                made.icon = pins[key]
            } else {
                made.pinColor = color
            }
            let size = made.icon?.image.size ?? PinShape.size
            if let anchor = marker.anchor {
                let pixelScale = made.icon?.image.scale ?? 1
                made.groundAnchor = anchor.unitPoint(pixels: CGSize(width: size.width * pixelScale, height: size.height * pixelScale))
            }
            extents.append(EdgeInsets(top: made.groundAnchor.y * size.height, left: made.groundAnchor.x * size.width,
                                      bottom: (1 - made.groundAnchor.y) * size.height, right: (1 - made.groundAnchor.x) * size.width))
            scene.markers.append(made)
        }
        for path in paths {
            scene.shapes.append(SceneShape(path: path.points, strokeColor: Color(hex: path.color), strokeWidth: CGFloat(path.weight),
                                           fillColor: path.fillColor.flatMap { Color(hex: $0) }, geodesic: path.geodesic))
        }
        scene.camera = camera(markerExtents: extents)
        scene.selectedMarker = selected
        scene.selectedMarkers = openWindows
        return scene
    }

    /// `image` drawn at `factor` times its pixels per point (Google's marker `scale:`, D64).
    private static func rescaled(_ image: Image, by factor: Int) -> Image {
        Image(bitmap: image.bitmap(forScale: image.scale), scale: image.scale * CGFloat(factor))
    }
}
