import Foundation
import GoogleMapsCompat
import InfoWindowFormats

/// KML ground overlays: the picture found in the KML file's folder, never outside it, never over a network
/// (D181).
extension GMUGeometryRenderer {
    /// A `GMSGroundOverlay` of `overlay`'s picture over its box, turned by its rotation; nil (with a
    /// warning saying why, and nothing drawn) when the picture cannot be read from the KML file's folder.
    static func groundOverlay(_ overlay: GMUGroundOverlay, title: String?, snippet: String?) -> GMSGroundOverlay? {
        guard let icon = picture(overlay) else { return nil }
        let bounds = GMSCoordinateBounds(southWest: overlay.southWest, northEast: overlay.northEast)
        let ground = GMSGroundOverlay(bounds: bounds, icon: icon)
        ground.bearing = overlay.rotation
        ground.zIndex = overlay.zIndex
        ground.opacity = overlay.opacity
        (ground.title, ground.snippet) = (title, snippet)
        ground.isTappable = true
        return ground
    }

    /// The picture `href` names: a path relative to the KML file's folder (or a `file://` URL or absolute
    /// path inside it), symbolic links followed, which must stay inside that folder.
    static func picture(_ overlay: GMUGroundOverlay) -> UIImage? {
        let href = overlay.href
        func refuse(_ why: String) -> UIImage? {
            Diagnostics.warn("GMUGeometryRenderer: the ground overlay's picture \(href.shownInMessage) \(why); the overlay is not drawn")
            return nil
        }
        if let scheme = URL(string: href)?.scheme, scheme.count > 1, scheme.lowercased() != "file" {
            return refuse("is not a local file (\(scheme): links are not fetched; there is no network): put the picture beside the KML file and name it by a relative path")
        }
        guard let folder = overlay.baseURL else {
            return refuse("cannot be found: the KML was not read from a file, so there is no folder to look in; give the parser the file's URL")
        }
        let written = href.lowercased().hasPrefix("file:") ? (URL(string: href)?.path ?? href) : href
        let candidate = written.hasPrefix("/") ? written : folder.appendingPathComponent(written).path
        guard let root = realPath(folder.path) else { return refuse("cannot be found: the KML file's folder \(folder.path.shownInMessage) cannot be opened") }
        guard let path = realPath(candidate) else {
            return refuse("is not there (looked for \(candidate.shownInMessage)): put the picture beside the KML file")
        }
        guard path.hasPrefix(root == "/" ? "/" : root + "/") else {
            return refuse("lies outside the KML file's folder \(root.shownInMessage) (at \(path.shownInMessage)): only pictures in that folder are read")
        }
        do {
            return try UIImage.load(contentsOfFile: path)
        } catch {
            return refuse("cannot be read (\(error))")
        }
    }

    /// `path` with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

private extension String {
    /// In double quotes on one line (escaped), whole up to 300 characters: paths must be readable in full.
    var shownInMessage: String {
        "\"" + FormatText.oneLine(count > 300 ? prefix(300) + "…" : self[...]) + "\""
    }
}
