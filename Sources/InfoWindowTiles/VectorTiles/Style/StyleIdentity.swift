/// The identity of one ``MapStyle`` as read or derived (not of its copies, which share it): what the
/// process-wide caches of drawn styles and tile bitmaps key a style by, cheaply and without comparing
/// layers. An entry holds its identity, so an identity is never reused while anything is kept for it.
final class StyleIdentity: Sendable {
    init() {}
}
