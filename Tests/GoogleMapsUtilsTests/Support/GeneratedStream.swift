import Foundation

/// An `InputStream` that makes a huge document as it is read — a header, then record after record, then
/// a footer — so a test can stream a gigabyte without a gigabyte on disk or in memory. Records are
/// separated by `separator`; `record(i, &bytes)` appends the i-th.
final class GeneratedStream: InputStream {
    private let header: [UInt8]
    private let separator: [UInt8]
    private let footer: [UInt8]
    private let record: (Int, inout [UInt8]) -> Void
    private let targetBytes: Int
    private var pending: [UInt8] = []
    private var pendingIndex = 0
    private var status: Stream.Status = .notOpen
    private var finished = false
    /// Records and bytes produced so far.
    private(set) var records = 0
    private(set) var bytes = 0

    /// A stream of about `bytes` bytes (never more).
    init(bytes: Int, header: String, separator: String, footer: String, record: @escaping (Int, inout [UInt8]) -> Void) {
        self.header = Array(header.utf8)
        self.separator = Array(separator.utf8)
        self.footer = Array(footer.utf8)
        self.record = record
        targetBytes = bytes
        super.init(data: Data())
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var streamError: Error? { nil }
    override var hasBytesAvailable: Bool { status == .open }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) -> Int {
        guard status == .open else { return status == .atEnd ? 0 : -1 }
        if pendingIndex == pending.count { refill() }
        let n = min(maxLength, pending.count - pendingIndex)
        if n == 0 {
            status = .atEnd
            return 0
        }
        pending.withUnsafeBufferPointer { source in
            buffer.update(from: source.baseAddress! + pendingIndex, count: n)
        }
        pendingIndex += n
        return n
    }

    /// The next 64 KiB or so: the header first, records while they fit, the footer last.
    private func refill() {
        pending.removeAll(keepingCapacity: true)
        pendingIndex = 0
        guard !finished else { return }
        if bytes == 0 { pending += header }
        var item: [UInt8] = []
        while pending.count < 1 << 16 {
            item.removeAll(keepingCapacity: true)
            if records > 0 { item += separator }
            record(records, &item)
            guard bytes + pending.count + item.count + footer.count <= targetBytes else {
                pending += footer
                finished = true
                break
            }
            pending += item
            records += 1
        }
        bytes += pending.count
    }
}

/// A stream that hands out `prefix` and then fails (as a socket that drops), to see the error path.
final class FailingStream: InputStream {
    private let prefix: [UInt8]
    private var offset = 0
    private var status: Stream.Status = .notOpen

    init(prefix: String) {
        self.prefix = Array(prefix.utf8)
        super.init(data: Data())
    }

    override func open() { status = .open }
    override func close() { status = .closed }
    override var streamStatus: Stream.Status { status }
    override var streamError: Error? { status == .error ? POSIXError(.ECONNRESET) : nil }
    override var hasBytesAvailable: Bool { status == .open }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength: Int) -> Int {
        guard offset < prefix.count else {
            status = .error
            return -1
        }
        let n = min(maxLength, prefix.count - offset)
        prefix.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: n) }
        offset += n
        return n
    }
}

/// The process's peak resident memory ("VmHWM" in /proc/self/status), in KiB, and its reset (Linux ≥ 4.0).
enum PeakResidentMemory {
    static func kibibytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true)[1]) } ?? 0
    }

    /// Resets the peak to the current resident size ("5" to /proc/self/clear_refs); false when it cannot.
    static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }
}
