import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

extension SceneImage {
    /// The PNG that the scene file at `scene` (a path as the user gave it, like ``Scene/name``) names
    /// `path` in its field `field` (`markers[2].icon`), found, checked and decoded by the scene format's
    /// rules for paths (`docs/scene-format.md`, "Paths"): a relative path is joined to the scene's
    /// folder and must stay inside it once `..` and symbolic links are resolved; an absolute one only
    /// where `options` allow it. For scenes built in code that name their images as a file would, so
    /// they are held to the same rules with the same errors (a ``SceneError`` naming `scene` and
    /// `field`). Reads and decodes the file on every call: load an image once and reuse the value.
    public init(path: String, namedBy scene: String, field: String,
                options: SceneLoadOptions = SceneLoadOptions()) throws(SceneError) {
        let files = SceneFiles(namedBy: scene, options: options)
        self = try files.image(JSONField(value: .string(path), path: field, file: scene))
    }
}
