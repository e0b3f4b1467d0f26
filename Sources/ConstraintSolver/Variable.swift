import Synchronization

/// An unknown of a linear constraint system, such as the left edge of a view.
///
/// A variable has identity: two variables with the same name are different unknowns.
/// ``value`` holds the value the last ``Solver/updateVariables()`` wrote (0 before any);
/// it is stored atomically, so reading it from another thread is safe, but a solver
/// writes it only when asked.
///
/// `Variable` deliberately does not conform to `Equatable`, so that `a == b` on two
/// variables always builds a ``Constraint``; compare ``id`` to test identity.
public final class Variable: Sendable, CustomStringConvertible {
    /// A process-wide unique number naming this variable (stable for its lifetime).
    public let id: Int
    /// The name used in descriptions and error messages (for debugging only).
    public let name: String
    private let storage: Atomic<UInt64>

    /// Creates a variable.
    /// - Parameters:
    ///   - name: a debug name (default empty; descriptions then use `v<id>`).
    ///   - value: the initial ``value`` (default 0); the solver never reads it.
    public init(_ name: String = "", value: Double = 0) {
        id = UniqueIDs.next()
        self.name = name
        storage = Atomic(value.bitPattern)
    }

    /// The value written by the last ``Solver/updateVariables()`` (or the initial value).
    public var value: Double {
        Double(bitPattern: storage.load(ordering: .relaxed))
    }

    /// Stores a solved value; only solvers do this.
    func store(_ newValue: Double) {
        storage.store(newValue.bitPattern, ordering: .relaxed)
    }

    /// The debug name, or `v<id>` when the name is empty.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}

/// Hands out process-wide unique identifiers for variables and constraints.
enum UniqueIDs {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int {
        counter.add(1, ordering: .relaxed).newValue
    }
}
