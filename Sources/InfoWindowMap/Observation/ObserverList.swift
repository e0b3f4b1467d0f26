import Foundation

/// The handlers observing one property of one object, called in the order they were added (D123).
@MainActor
final class ObserverList<Root: AnyObject, Value> {
    private struct Entry {
        /// Held weakly: a released observation reads nil, and stops (D122).
        weak var observation: PropertyObservation?
        let options: ObservingOptions
        let handler: @MainActor (Root, ObservedChange<Value>) -> Void
    }

    private var entries: [Entry] = []

    /// Whether any handler listens (a change point may skip work when none does).
    var isEmpty: Bool {
        prune()
        return entries.isEmpty
    }

    /// Adds a handler; sends the initial notification first when `.initial` is asked for (D121).
    func add(_ root: Root, current: Value, options: ObservingOptions,
             handler: @escaping @MainActor (Root, ObservedChange<Value>) -> Void) -> PropertyObservation {
        prune()
        let observation = PropertyObservation()
        entries.append(Entry(observation: observation, options: options, handler: handler))
        if options.contains(.initial) {
            handler(root, ObservedChange(kind: .setting, newValue: options.contains(.new) ? current : nil,
                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }

    /// Drops the handlers of stopped observations (and their captures).
    private func prune() {
        entries.removeAll { $0.observation?.isActive != true }
    }

    /// Tells the handlers asking for `.prior` that the value is about to change from `old`.
    func willChange(_ root: Root, old: Value) {
        deliver { entry in
            guard entry.options.contains(.prior) else { return }
            entry.handler(root, ObservedChange(kind: .setting, newValue: nil,
                                               oldValue: entry.options.contains(.old) ? old : nil,
                                               indexes: nil, isPrior: true))
        }
    }

    /// Tells every handler that the value changed from `old` to `new`.
    func didChange(_ root: Root, old: Value, new: Value) {
        deliver { entry in
            entry.handler(root, ObservedChange(kind: .setting,
                                               newValue: entry.options.contains(.new) ? new : nil,
                                               oldValue: entry.options.contains(.old) ? old : nil,
                                               indexes: nil, isPrior: false))
        }
    }

    /// Calls `body` for the handlers present now, skipping one stopped meanwhile (D123).
    private func deliver(_ body: (Entry) -> Void) {
        prune()
        for entry in entries where entry.observation?.isActive == true {
            body(entry)
        }
    }
}
