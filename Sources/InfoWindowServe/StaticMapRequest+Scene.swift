import Foundation
#if !FUZZING
import InfoWindowKit
#endif

extension StaticMapRequest {
    /// The request as a scene file (format version 1, `docs/scene-format.md`): what the worker draws,
    /// exactly as `infowindow render` would draw the same file. Keys are sorted and numbers written in
    /// their shortest exact form, so two requests that mean the same map give the same bytes — the
    /// canonical request the ETag is taken from (S3). Icons are file names relative to the images folder.
    public var sceneJSON: Data {
        var camera: [String: Any] = [
            "target": ["latitude": center.latitude, "longitude": center.longitude],
            "zoom": zoom,
        ]
        if bearing != 0 { camera["bearing"] = bearing }
        if tilt != 0 { camera["viewing_angle"] = tilt }
        var scene: [String: Any] = ["version": Scene.formatVersion, "size": [width, height], "camera": camera]
        if scale != 1 { scene["scale"] = scale }
        if !markers.isEmpty { scene["markers"] = markers.map(\.sceneObject) }
        if let selected { scene["selected"] = selected }
        // Only strings, numbers, arrays and dictionaries of them: serialising cannot fail.
        return (try? JSONSerialization.data(withJSONObject: scene, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    }
}

extension StaticMarker {
    /// The marker as a scene file's marker object.
    var sceneObject: [String: Any] {
        var object: [String: Any] = ["position": ["latitude": position.latitude, "longitude": position.longitude]]
        if let id { object["id"] = id }
        if let title { object["title"] = title }
        if let snippet { object["snippet"] = snippet }
        if let color { object["pin_color"] = color }
        if let icon { object["icon"] = icon }
        return object
    }
}
