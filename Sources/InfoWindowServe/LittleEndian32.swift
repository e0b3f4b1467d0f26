import Foundation

/// The 32-bit little-endian numbers of the worker protocol — a frame's length on the pipe, the length of
/// a reply's text lines, the lengths of the query parameters a front hands a worker (D210) — written and
/// read in one place.
enum LittleEndian32 {
    /// Appends `value`'s four bytes, lowest first.
    static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends `value`'s four bytes, lowest first.
    static func append(_ value: UInt32, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }

    /// The number whose four bytes start at `offset` of `bytes`; nil when they do not all lie within.
    static func read(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32? {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
}
