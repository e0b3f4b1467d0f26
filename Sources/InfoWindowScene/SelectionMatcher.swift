import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// Finds the marker a selection names while markers stream by: the first whose id is the query, else
/// the first whose title is. Keeps only what a failure message needs (the first few ids and titles and
/// the nearest spelling), so it costs nothing per marker kept.
@MainActor
struct SelectionMatcher {
    /// How many markers a failure message lists.
    static let listed = 8

    let query: String?
    private var idMatch: Marker?
    private var titleMatch: Marker?
    private var names: [String] = []
    private var selectable = 0
    private var nearest: (name: String, distance: Int)?

    /// The query lowercased, as the spelling suggestion compares it.
    private let queryCharacters: [Character]

    init(query: String?) {
        self.query = query
        self.queryCharacters = Array((query ?? "").lowercased())
    }

    /// The marker the query names, id matches first.
    var match: Marker? { idMatch ?? titleMatch }

    mutating func consider(_ marker: Marker, id: String?, title: String?) {
        guard let query, idMatch == nil else { return }
        if id == query {
            idMatch = marker
            return
        }
        if titleMatch == nil, title == query { titleMatch = marker }
        // Only an id can still change the match; the failure message is no longer needed.
        guard titleMatch == nil, id != nil || title != nil else { return }
        selectable += 1
        if names.count < Self.listed {
            switch (id, title) {
            case let (id?, title?): names.append("\(id.quotedForMessage) (\(title.shortenedForMessage))")
            case let (id?, nil): names.append(id.quotedForMessage)
            case let (nil, title?): names.append(title.quotedForMessage)
            case (nil, nil): break
            }
        }
        guard queryCharacters.count <= EditDistance.maximumLength else { return }
        let limit = max(2, queryCharacters.count / 3)
        for candidate in [id, title].compactMap({ $0 })
        where candidate.count <= EditDistance.maximumLength && abs(candidate.count - queryCharacters.count) <= limit {
            let distance = EditDistance.between(queryCharacters, Array(candidate.lowercased()))
            if distance <= limit, distance < min(query.count, candidate.count), distance < (nearest?.distance ?? .max) {
                nearest = (candidate, distance)
            }
        }
    }

    /// `no marker has the id or title "X" (did you mean "Y"?); the markers are "a" (A), "b" and 3 more`.
    var failureMessage: String {
        var text = "no marker has the id or title \((query ?? "").quotedForMessage)"
        if let nearest { text += " (did you mean \(nearest.name.quotedForMessage)?)" }
        guard selectable > 0 else { return text + "; there are no markers with an id or a title" }
        text += "; the markers are "
        let more = selectable - names.count
        if more > 0 {
            return text + names.joined(separator: ", ") + " and \(more) more"
        }
        if names.count == 1 { return text + names[0] }
        return text + names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
