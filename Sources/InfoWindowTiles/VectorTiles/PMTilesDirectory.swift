import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// One PMTiles v3 directory: entries sorted by tile id, read from the varint encoding of the
/// specification (count; tile-id deltas; run lengths; lengths; offsets, 0 meaning "right after the
/// previous entry"). Pure Swift over bytes, fuzzed alone. Not API.
struct PMTilesDirectory: Equatable {
    /// One entry: a run of `runLength` tiles from `tileID` sharing the bytes at `offset`, or, with a
    /// run length of 0, a leaf directory at `offset` in the leaf section.
    struct Entry: Equatable {
        var tileID: UInt64
        var offset: UInt64
        var length: UInt32
        var runLength: UInt32
    }

    /// Why bytes are not a directory, as a phrase ("is truncated").
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private(set) var entries: [Entry]

    /// A directory of entries already in order (the writer's).
    init(uncheckedEntries: [Entry]) {
        entries = uncheckedEntries
    }

    /// Decodes an inflated directory.
    init(decoding bytes: Data) throws(Failure) {
        var reader = VarintReader(bytes: bytes)
        let count = try reader.next("the entry count")
        // Every entry takes at least four bytes, so a count beyond that is a lie (and no allocation follows it).
        guard count <= UInt64(bytes.count / 4) else {
            throw Failure(description: "claims \(count) entries in \(bytes.count) bytes")
        }
        let n = Int(count)
        var entries = [Entry](repeating: Entry(tileID: 0, offset: 0, length: 0, runLength: 0), count: n)
        var id: UInt64 = 0
        for i in 0..<n {
            let (sum, overflow) = id.addingReportingOverflow(try reader.next("a tile id"))
            guard !overflow else { throw Failure(description: "has tile ids past 2⁶⁴") }
            id = sum
            entries[i].tileID = id
        }
        for i in 0..<n {
            let run = try reader.next("a run length")
            guard run <= UInt64(UInt32.max) else { throw Failure(description: "has a run length of \(run) at entry \(i)") }
            entries[i].runLength = UInt32(run)
        }
        for i in 0..<n {
            let length = try reader.next("a length")
            guard length >= 1, length <= UInt64(UInt32.max) else {
                throw Failure(description: "has a length of \(length) at entry \(i); lengths run from 1 to 2³² − 1")
            }
            entries[i].length = UInt32(length)
        }
        for i in 0..<n {
            let value = try reader.next("an offset")
            if value == 0 {
                guard i > 0 else { throw Failure(description: "has an offset of 0 in its first entry, which has no previous entry to follow") }
                let (next, overflow) = entries[i - 1].offset.addingReportingOverflow(UInt64(entries[i - 1].length))
                guard !overflow else { throw Failure(description: "has offsets past 2⁶⁴") }
                entries[i].offset = next
            } else {
                entries[i].offset = value - 1
            }
        }
        self.entries = entries
    }

    /// The entry that covers `tileID`: a run of tiles holding it, or the leaf directory whose range
    /// may hold it; nil when none does.
    func entry(covering tileID: UInt64) -> Entry? {
        var low = 0, high = entries.count - 1
        var found = -1
        while low <= high {
            let mid = (low + high) / 2
            if entries[mid].tileID <= tileID { found = mid; low = mid + 1 } else { high = mid - 1 }
        }
        guard found >= 0 else { return nil }
        let entry = entries[found]
        if entry.runLength == 0 { return entry }
        return tileID - entry.tileID < UInt64(entry.runLength) ? entry : nil
    }

    /// The PMTiles tile id of tile z/x/y: the tiles of lower zooms first, then the Hilbert-curve index.
    static func tileID(zoom: Int, x: Int, y: Int) -> UInt64 {
        var id: UInt64 = 0
        for z in 0..<zoom { id += UInt64(1) << UInt64(2 * z) }
        let n = Int64(1) << Int64(zoom)
        var tx = Int64(x), ty = Int64(y), d: Int64 = 0
        var s = n / 2
        while s > 0 {
            let rx: Int64 = (tx & s) > 0 ? 1 : 0, ry: Int64 = (ty & s) > 0 ? 1 : 0
            d += s * s * ((3 * rx) ^ ry)
            if ry == 0 {
                if rx == 1 { tx = n - 1 - tx; ty = n - 1 - ty }
                swap(&tx, &ty)
            }
            s /= 2
        }
        return id + UInt64(d)
    }
}

/// Unsigned LEB128 varints, as protocol buffers and PMTiles write them.
struct VarintReader {
    let bytes: Data
    private var index: Data.Index

    init(bytes: Data) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    /// The next varint; `what` names it when the bytes run out or it is longer than ten bytes.
    mutating func next(_ what: String) throws(PMTilesDirectory.Failure) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard index < bytes.endIndex else { throw PMTilesDirectory.Failure(description: "is truncated (it ends inside \(what))") }
            let byte = bytes[index]
            index += 1
            guard shift < 64, shift < 63 || byte <= 1 else {
                throw PMTilesDirectory.Failure(description: "has a varint of more than 64 bits in \(what)")
            }
            value |= UInt64(byte & 0x7f) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
    }
}
