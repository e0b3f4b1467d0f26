import Foundation
#if !FUZZING
import InfoWindowKit
#endif

extension StaticMapRequest {
    /// The scene this request draws, as a value (S18): the camera, size and scale, the markers in
    /// order with their ids, texts, pin colours and icons, the selection — the scene a scene file
    /// saying the same would decode to, drawn by ``SceneRenderer`` exactly as `infowindow render`
    /// draws that file. Icons are the PNGs of the images folder `folder` (absolute), each read and
    /// decoded once per request by the scene format's path rules (S9); a missing or broken one is a
    /// 400 naming `markers`, as for the scene loader.
    public func scene(images folder: String) throws(ServeError) -> Scene {
        let camera = CameraPosition(target: center, zoom: zoom, bearing: bearing, viewingAngle: tilt)
        var scene = Scene(camera: camera, size: CGSize(width: width, height: height), name: ServedScene.sceneName(in: folder))
        scene.scale = CGFloat(scale)
        scene.loadOptions.allowsAbsolutePaths = false
        var icons: [String: SceneImage] = [:]
        for (index, marker) in markers.enumerated() {
            var made = SceneMarker(position: marker.position, id: marker.id, title: marker.title, snippet: marker.snippet)
            if let color = marker.color {
                guard let pin = Color(hex: color) else {
                    throw .invalid("markers", "markers[\(index)]: color: \(QueryValue.quoted(color)) is not a colour written #rrggbb")
                }
                made.pinColor = pin
            }
            if let icon = marker.icon {
                if icons[icon] == nil {
                    do {
                        icons[icon] = try SceneImage(path: icon, namedBy: scene.name, field: "markers[\(index)].icon",
                                                     options: scene.loadOptions)
                    } catch {
                        throw ServedScene.serveError(error, source: .query, folder: folder)
                    }
                }
                made.icon = icons[icon]
            }
            scene.markers.append(made)
        }
        scene.selectedMarker = selected
        return scene
    }
}
