import Foundation
import InfoWindowKit

/// The scenes a viewer shows and the one on screen. Every scene's map is made when the session starts
/// (so a bad selection or MBTiles file is reported before a window opens) and keeps its state while
/// another is shown; ``reset()`` makes the shown one afresh.
@MainActor
final class ViewerSession {
    /// One scene of the session: what it was loaded as, and its live map.
    struct Page {
        /// The scene, with the command line's overrides.
        let scene: Scene
        /// The short name in the window title (the file name without `.json`).
        let label: String
        /// The map on screen when this page is shown.
        var map: SceneMap
        /// The map's delegate (the map holds it weakly; the page keeps it).
        var delegate: ViewerDelegate
    }

    /// The most scenes a session holds: one per number key, 1 to 9.
    static let maximumScenes = 9

    private(set) var pages: [Page] = []
    /// The index of the page on screen.
    private(set) var current = 0
    /// Where the maps' delegates report.
    let output: ViewerOutput
    /// Whether a tap on a marker centres the camera on it (R21); false with `--no-centering`.
    let centersOnMarkerTap: Bool
    /// Names where a selection came from in error messages (`"selected"` or `"--select"`).
    private let selectionField: String

    /// Makes the map of each scene. `scenes` pairs each scene with its label.
    init(scenes: [(scene: Scene, label: String)], selectionField: String, centersOnMarkerTap: Bool,
         output: ViewerOutput) throws(CLIError) {
        guard !scenes.isEmpty else { throw .usage("infowindow view: no scene to show") }
        guard scenes.count <= Self.maximumScenes else {
            throw .usage("infowindow view: \(scenes.count) scenes given; the number keys switch between at most \(Self.maximumScenes), give fewer")
        }
        self.output = output
        self.centersOnMarkerTap = centersOnMarkerTap
        self.selectionField = selectionField
        for (scene, label) in scenes {
            let (map, delegate) = try makeMap(scene)
            pages.append(Page(scene: scene, label: label, map: map, delegate: delegate))
        }
    }

    /// The page on screen.
    var page: Page { pages[current] }

    /// The window title: `InfoWindowKit: australia (1 of 4)`, without the count for one scene.
    var title: String {
        let count = pages.count > 1 ? " (\(current + 1) of \(pages.count))" : ""
        return "InfoWindowKit: \(page.label)\(count)"
    }

    /// Shows page `index` (0-based); false when there is no such page or it is already shown.
    @discardableResult
    func show(_ index: Int) -> Bool {
        guard pages.indices.contains(index), index != current else { return false }
        current = index
        return true
    }

    /// Makes the shown scene's map afresh, as it was when the viewer started.
    func reset() throws(CLIError) {
        let (map, delegate) = try makeMap(page.scene)
        pages[current].map = map
        pages[current].delegate = delegate
    }

    private func makeMap(_ scene: Scene) throws(CLIError) -> (SceneMap, ViewerDelegate) {
        let map: SceneMap
        do {
            map = try scene.makeMap(selectionField: selectionField)
        } catch {
            throw .usage(error.description)
        }
        let delegate = ViewerDelegate(windows: map.windows, output: output)
        map.mapView.delegate = delegate
        map.mapView.centersOnMarkerTap = centersOnMarkerTap
        return (map, delegate)
    }
}
