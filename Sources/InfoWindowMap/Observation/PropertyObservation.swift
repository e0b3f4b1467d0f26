import Foundation

/// Which notifications an observation asks for (Foundation's `NSKeyValueObservingOptions`, D120).
public struct ObservingOptions: OptionSet, Sendable {
    /// The raw bits: `new` 1, `old` 2, `initial` 4, `prior` 8, as Foundation's.
    public let rawValue: UInt

    /// Creates the options of the raw bits `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the value after it (`newValue`).
    public static let new = ObservingOptions(rawValue: 1)
    /// The change carries the value before it (`oldValue`).
    public static let old = ObservingOptions(rawValue: 2)
    /// The handler is called once at once, from `observe`, with the current value (D121).
    public static let initial = ObservingOptions(rawValue: 4)
    /// The handler is also called just before each change, with `isPrior` true (D121).
    public static let prior = ObservingOptions(rawValue: 8)
}

/// What kind of change was observed (Foundation's `NSKeyValueChange`): a map's observable properties
/// are only ever set, so every change here is `.setting`.
public enum ObservedChangeKind: UInt, Sendable {
    /// Creates the kind of the raw value `rawValue` (Foundation's numbers: 1 setting … 4 replacement), or
    /// nil for another number.
    public init?(rawValue: UInt) {
        switch rawValue {
        case 1: self = .setting
        case 2: self = .insertion
        case 3: self = .removal
        case 4: self = .replacement
        default: return nil
        }
    }

    /// The value was replaced.
    case setting = 1
    /// Objects were inserted into a to-many property (never sent by a map).
    case insertion = 2
    /// Objects were removed from a to-many property (never sent by a map).
    case removal = 3
    /// Objects were replaced in a to-many property (never sent by a map).
    case replacement = 4
}

/// One observed change (Foundation's `NSKeyValueObservedChange`): the values the options asked for.
public struct ObservedChange<Value> {
    /// Always `.setting` for a map's properties.
    public let kind: ObservedChangeKind
    /// The value after the change, when `.new` was asked for (nil in a prior notification); for an
    /// optional property a nil value is `.some(nil)`.
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for (nil in an initial notification).
    public let oldValue: Value?
    /// The changed indexes of a to-many property: always nil here.
    public let indexes: IndexSet?
    /// True for the notification sent before the change (`.prior`).
    public let isPrior: Bool
}

/// A running observation (Foundation's `NSKeyValueObservation`): its handler is called until
/// ``invalidate()`` is called or the observation is released. It holds neither the observed map nor
/// the handler: the map holds the handler, and drops it at its next notification once the observation
/// has stopped (D122). Sendable, so a main-actor class's `deinit` may invalidate it, as iOS screens do.
public final class PropertyObservation: @unchecked Sendable {
    /// False once invalidated. Guarded by `lock`.
    private var active = true
    private let lock = NSLock()

    init() {}

    /// Whether the handler is still to be called.
    var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return active
    }

    /// Stops the observation: its handler is not called again, even for a change being delivered now.
    /// Calling it again does nothing.
    public func invalidate() {
        lock.lock()
        active = false
        lock.unlock()
    }
}
