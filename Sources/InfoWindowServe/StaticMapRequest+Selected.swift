import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// `selected`: one window, or several on one picture (D90).
extension StaticMapRequest {
    /// Reads `selected`: a value that is a marker's whole id or title is that one marker (ids and
    /// titles may hold commas, as before); otherwise a value with commas is a list of two to
    /// ``Scene/maximumOpenWindows`` ids or titles, each without the spaces around it, none twice.
    /// Names that match no marker are found when the scene is made (a 400 naming `selected`).
    mutating func readSelected(_ text: String, limits: ServeLimits) throws(ServeError) {
        let wholeName = markers.contains { $0.id == text || $0.title == text }
        guard !wholeName, text.contains(",") else {
            try StaticMarker.checkName(text, parameter: "selected", label: "selected", limits: limits)
            selected = text
            return
        }
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " "))
        }
        if let problem = Scene.selectedListProblem(names) {
            throw ServeError(status: 400, parameter: "selected",
                             limit: names.count > Scene.maximumOpenWindows ? "\(Scene.maximumOpenWindows) windows" : nil,
                             message: "selected: \(problem)")
        }
        for name in names {
            try StaticMarker.checkName(name, parameter: "selected", label: "selected: \(QueryValue.quoted(name))", limits: limits)
        }
        if names.count == 1 {
            selected = names[0]
        } else {
            openWindows = names
        }
    }
}
