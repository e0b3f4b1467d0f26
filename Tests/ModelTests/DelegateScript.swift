/// One delegate call as the log records it: the method, the marker it is about, the close reason (R23)
/// and what `selectedMarker` read inside the call (D16). Markers are named by their number; `nil` reads
/// as "-".
struct LogEntry: Equatable, CustomStringConvertible {
    var method: DelegateMethod
    var marker: Int?
    var reason: String?
    var selected: Int?

    var description: String {
        var text = method.rawValue
        if let marker { text += "(m\(marker)\(reason.map { ", \($0)" } ?? ""))" }
        return text + " sel=" + (selected.map { "m\($0)" } ?? "-")
    }
}

/// The reactions of the current step and how often each method has been called during it. Both the
/// reference model and the library's delegate keep one: while their logs agree, they fire the same
/// reactions at the same calls.
struct DelegateScript {
    private var reactions: [Reaction] = []
    private var calls: [DelegateMethod: Int] = [:]

    /// Starts a step.
    mutating func begin(_ reactions: [Reaction]) {
        self.reactions = reactions
        calls = [:]
    }

    /// Counts a call of `method` and returns the reactions due at it, in script order.
    mutating func fire(_ method: DelegateMethod) -> [ReactionAction] {
        let count = calls[method, default: 0] + 1
        calls[method] = count
        return reactions.filter { $0.method == method && $0.occurrence == count }.map(\.action)
    }
}
