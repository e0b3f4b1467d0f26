import Foundation

/// A query's parameters as libmicrohttpd decoded them, kept as bytes: what the front hands a worker
/// for a `GET /staticmap` it does not read itself (D210). Each parameter is its name's length (32 bits,
/// little-endian), the name, then its value's length — `0xFFFFFFFF` for a bare name without `=` — and
/// the value. Names and values are kept exactly as decoded, NUL bytes and invalid UTF-8 included, so
/// the worker reads the same parameters the front would have (``items()``).
public struct QueryParameters: Sendable, Equatable {
    /// The encoded parameters.
    public private(set) var bytes: [UInt8] = []

    private static let noValue = UInt32.max

    /// No parameters.
    public init() {}

    /// The parameters of `items`, in order.
    public init(_ items: [QueryItem]) {
        for item in items {
            var name = item.name
            name.withUTF8 { name in
                if var value = item.value {
                    value.withUTF8 { append(name: UnsafeRawBufferPointer(name), value: UnsafeRawBufferPointer($0)) }
                } else {
                    append(name: UnsafeRawBufferPointer(name), value: nil)
                }
            }
        }
    }

    /// Parameters read back from ``bytes``; nil when they are not a whole encoding (a length past the
    /// end).
    public init?(bytes: some Collection<UInt8>) {
        self.bytes = Array(bytes)
        var offset = 0
        while offset < self.bytes.count {
            guard let name = Self.length(in: self.bytes, at: offset), name != Self.noValue,
                  Int(name) <= self.bytes.count - offset - 4 else { return nil }
            offset += 4 + Int(name)
            guard let value = Self.length(in: self.bytes, at: offset) else { return nil }
            offset += 4
            if value != Self.noValue {
                guard Int(value) <= self.bytes.count - offset else { return nil }
                offset += Int(value)
            }
        }
    }

    /// Adds a parameter; `value` nil for a bare name.
    public mutating func append(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer?) {
        Self.appendLength(UInt32(truncatingIfNeeded: name.count), to: &bytes)
        bytes.append(contentsOf: name)
        if let value {
            Self.appendLength(UInt32(truncatingIfNeeded: value.count), to: &bytes)
            bytes.append(contentsOf: value)
        } else {
            Self.appendLength(Self.noValue, to: &bytes)
        }
    }

    /// The parameters as ``QueryItem``s, in order; a 400 naming `query` when a name or value is not
    /// valid UTF-8 (the same answer the front gives).
    public func items() throws(ServeError) -> [QueryItem] {
        var items: [QueryItem] = []
        var offset = 0
        while offset < bytes.count, let nameLength = Self.length(in: bytes, at: offset) {
            let nameStart = offset + 4
            offset = nameStart + Int(nameLength)
            guard let valueLength = Self.length(in: bytes, at: offset),
                  let name = String(validating: bytes[nameStart..<(nameStart + Int(nameLength))], as: UTF8.self) else {
                throw Self.notUTF8
            }
            offset += 4
            var value: String?
            if valueLength != Self.noValue {
                guard let text = String(validating: bytes[offset..<(offset + Int(valueLength))], as: UTF8.self) else { throw Self.notUTF8 }
                value = text
                offset += Int(valueLength)
            }
            items.append(QueryItem(name, value))
        }
        return items
    }

    /// The answer to a query whose parameter is not UTF-8 once percent-decoded.
    static let notUTF8 = ServeError.invalid("query", "a parameter is not valid UTF-8 once percent-decoded; encode text as UTF-8")

    private static func length(in bytes: [UInt8], at offset: Int) -> UInt32? {
        bytes.withUnsafeBytes { LittleEndian32.read($0, at: offset) }
    }

    private static func appendLength(_ length: UInt32, to bytes: inout [UInt8]) {
        LittleEndian32.append(length, to: &bytes)
    }
}
