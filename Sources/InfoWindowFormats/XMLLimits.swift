/// The limits `XMLStreamReader` enforces, so that no file can exhaust memory or the stack.
///
/// Going over one is a `FormatError` of kind `.limit` naming the limit and the position. libxml2's
/// own limits stay on too (no `XML_PARSE_HUGE`): 10,000,000 bytes for one name, attribute value
/// or piece of unparsed input. Its 256-level depth limit does not apply to the push parser, so
/// `maxDepth` is the one that counts; the push parser does not recurse, so even 10⁵ allowed
/// levels cannot overflow the stack.
public struct XMLLimits: Sendable, Equatable {
    /// Deepest element nesting (default 128; GPX needs 5, KML rarely 20). Memory grows with it
    /// (a name per level), not the stack.
    public var maxDepth: Int
    /// Most bytes of character data one element may collect (default 8 MiB: about 250,000 KML
    /// coordinates in one `<coordinates>`).
    public var maxTextBytes: Int
    /// Most bytes of one piece of markup the parser must hold whole — a start tag with its
    /// attributes, a comment, a processing instruction, the DOCTYPE (default 1 MiB).
    public var maxMarkupBytes: Int

    /// Limits for GPX and KML files (see each property's default).
    public static let standard = XMLLimits(maxDepth: 128, maxTextBytes: 8 << 20, maxMarkupBytes: 1 << 20)

    /// Custom limits; values below 1 are taken as 1.
    public init(maxDepth: Int, maxTextBytes: Int, maxMarkupBytes: Int) {
        self.maxDepth = max(1, maxDepth)
        self.maxTextBytes = max(1, maxTextBytes)
        self.maxMarkupBytes = max(1, maxMarkupBytes)
    }
}
