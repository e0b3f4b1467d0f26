import Foundation
import InfoWindowCore
import InfoWindowMap

/// Several windows open on one picture (D90–D92): the scene's `selected` list, `/staticmap`'s
/// `selected=a,b,c`.
extension Scene {
    /// The most windows a picture opens together: 10 (D90).
    public static let maximumOpenWindows = 10

    /// What is wrong with a list of selected markers, one sentence; nil when it is usable (D90): empty
    /// names, more than ``maximumOpenWindows``, a name given twice.
    public static func selectedListProblem(_ names: [String]) -> String? {
        if names.isEmpty { return "the list is empty; name one marker or more, or leave the selection out" }
        if names.contains(where: \.isEmpty) { return "a name in the list is empty; give each marker's id or title" }
        if names.count > maximumOpenWindows {
            return "names \(names.count) markers, more than the limit of \(maximumOpenWindows) windows open together; name fewer"
        }
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted {
            return "names \(name.quotedForMessage) twice; name each marker once"
        }
        return nil
    }

    static func checkSelectedList(_ names: [String], field: JSONField) throws(SceneError) {
        if let problem = selectedListProblem(names) { throw field.error(.invalidValue, problem) }
    }

    /// Opens the windows of ``selectedMarkers`` on `map` (D91): each name matched as a single selection
    /// is (id first, then title), every window placed by ``WindowPlacement``. Returns the names whose
    /// windows found no free place (drawn above their markers all the same).
    @MainActor func openSelectedWindows(on map: MapView, matchers: [SelectionMatcher],
                                        selectionField: String) throws(SceneError) -> [String] {
        var chosen: [Marker] = []
        for matcher in matchers {
            guard let marker = matcher.match else {
                throw SceneError(kind: .noSuchMarker, file: name, field: selectionField, message: matcher.failureMessage)
            }
            guard !chosen.contains(where: { $0 === marker }) else {
                throw SceneError(kind: .invalidValue, file: name, field: selectionField,
                                 message: "\(matcher.query?.quotedForMessage ?? "") names a marker named before in the list; name each marker once")
            }
            chosen.append(marker)
        }
        let placed = map.openPlacedWindows(chosen)
        var unplaced: [String] = []
        for (index, result) in placed.enumerated() {
            let query = selectedMarkers[index]
            guard let result else {
                throw SceneError(kind: .invalidValue, file: name, field: selectionField,
                                 message: "the marker \(query.quotedForMessage) has no title, snippet or custom window, so it has no window to open")
            }
            if !result.fits { unplaced.append(query) }
        }
        return unplaced
    }
}
