import Foundation
import InfoWindowCore
import InfoWindowGraphics

extension PMTilesDirectory {
    /// The varint encoding the specification gives (count; tile-id deltas; run lengths; lengths;
    /// offsets, 0 for "right after the previous entry", else offset + 1), not compressed.
    var encoded: Data {
        var out = [UInt8]()
        out.reserveCapacity(entries.count * 6 + 4)
        Self.appendVarint(UInt64(entries.count), to: &out)
        var last: UInt64 = 0
        for entry in entries {
            Self.appendVarint(entry.tileID - last, to: &out)
            last = entry.tileID
        }
        for entry in entries { Self.appendVarint(UInt64(entry.runLength), to: &out) }
        for entry in entries { Self.appendVarint(UInt64(entry.length), to: &out) }
        for (index, entry) in entries.enumerated() {
            if index > 0, entry.offset == entries[index - 1].offset + UInt64(entries[index - 1].length) {
                out.append(0)
            } else {
                Self.appendVarint(entry.offset + 1, to: &out)
            }
        }
        return Data(out)
    }

    /// Appends `value` as an unsigned LEB128 varint.
    static func appendVarint(_ value: UInt64, to out: inout [UInt8]) {
        var v = value
        while v >= 0x80 {
            out.append(UInt8(v & 0x7f) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }
}
