/// An element's name: its local part and its namespace URI ("" when it has none).
public struct XMLName: Sendable, Hashable, CustomStringConvertible {
    /// The name without its prefix: `Track` for `gx:Track`.
    public var localName: String
    /// The namespace URI, "" for none (or an undeclared prefix, which is a warning).
    public var namespaceURI: String

    /// A name.
    public init(localName: String, namespaceURI: String = "") {
        self.localName = localName
        self.namespaceURI = namespaceURI
    }

    /// The local name.
    public var description: String { localName }
}

/// A start tag as the streaming reader reports it.
public struct XMLStartElement: Sendable {
    /// The element's name.
    public var name: XMLName
    /// Its attributes in document order: (local name, value), values with entities decoded.
    public var attributes: [(name: String, value: String)]
    /// 1-based line where the start tag ends.
    public var line: Int
    /// 1-based column just after the start tag's `>`.
    public var column: Int

    /// The value of the attribute with this local name, nil when absent.
    public func attribute(_ localName: String) -> String? {
        attributes.first { $0.name == localName }?.value
    }
}

/// Receives a document's elements from `XMLStreamReader`, in document order, on the reading thread.
///
/// A thrown error stops the parse and is rethrown by the reader as it is.
public protocol XMLStreamHandler: AnyObject {
    /// An element starts.
    func startElement(_ element: XMLStartElement) throws
    /// An element ends. `text` is the character data (CDATA included) since its start tag or its
    /// last child's end tag, whichever came later — a leaf element's whole text.
    func endElement(_ name: XMLName, text: String, line: Int, column: Int) throws
    /// A problem libxml2 recovers from (an undeclared namespace prefix, …). Default: ignored.
    func warning(_ warning: FormatWarning)
}

extension XMLStreamHandler {
    /// Ignores the warning.
    public func warning(_ warning: FormatWarning) {}
}
