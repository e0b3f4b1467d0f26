import Foundation
#if !FUZZING
import InfoWindowKit
#endif

extension StaticMapRequest {
    /// The request as a scene file (format version 1, `docs/scene-format.md`): what the worker draws,
    /// exactly as `infowindow render` would draw the same file. Members in a fixed order, numbers in
    /// their shortest exact form and defaults left out, so two requests that mean the same map give
    /// the same bytes — the canonical request the ETag is taken from (S3). Icons are file names in the
    /// images folder.
    public var sceneJSON: Data {
        var camera = [("target", Self.coordinate(center)), ("zoom", JSONText.number(zoom))]
        if bearing != 0 { camera.append(("bearing", JSONText.number(bearing))) }
        if tilt != 0 { camera.append(("viewing_angle", JSONText.number(tilt))) }
        var scene = [("version", String(Scene.formatVersion)), ("size", "[\(width),\(height)]")]
        if scale != 1 { scene.append(("scale", String(scale))) }
        scene.append(("camera", JSONText.object(camera)))
        if !markers.isEmpty { scene.append(("markers", "[" + markers.map(\.sceneText).joined(separator: ",") + "]")) }
        if let selected { scene.append(("selected", JSONText.string(selected))) }
        return Data(JSONText.object(scene).utf8)
    }

    static func coordinate(_ point: Coordinate) -> String {
        JSONText.object([("latitude", JSONText.number(point.latitude)), ("longitude", JSONText.number(point.longitude))])
    }
}

extension StaticMarker {
    /// The marker as a scene file's marker object.
    var sceneText: String {
        var members: [(String, String)] = []
        if let id { members.append(("id", JSONText.string(id))) }
        members.append(("position", StaticMapRequest.coordinate(position)))
        if let title { members.append(("title", JSONText.string(title))) }
        if let snippet { members.append(("snippet", JSONText.string(snippet))) }
        if let color { members.append(("pin_color", JSONText.string(color))) }
        if let icon { members.append(("icon", JSONText.string(icon))) }
        return JSONText.object(members)
    }
}
