/// Why a ``MapWindow`` could not open: what SDL said, and what to do about it.
public struct MapWindowError: Error, CustomStringConvertible, Sendable {
    /// What failed, with SDL's own message.
    public let message: String

    /// `cannot open a window: …; …`.
    public var description: String { message }
}
