import Foundation
import Glibc

/// Writes a generated GPX track of a given size into a pipe from its own thread, so a test can
/// stream a gigabyte without a gigabyte on disk. Points are 0.001 s apart (times increase), each
/// about 100 bytes.
final class HugeGPXSource: @unchecked Sendable {
    let readEnd: Int32
    private let writeEnd: Int32
    private let targetBytes: Int
    private let finished = NSCondition()
    private var done = false
    /// Points and bytes written (read after `wait()`).
    private(set) var points = 0
    private(set) var bytes = 0

    init(bytes: Int) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        readEnd = ends[0]
        writeEnd = ends[1]
        targetBytes = bytes
    }

    func start() {
        let thread = Thread { [self] in
            write()
            finished.lock()
            done = true
            finished.signal()
            finished.unlock()
        }
        thread.start()
    }

    /// Waits for the writer to finish (it finishes early if the reader closed its end).
    func wait() {
        finished.lock()
        while !done { finished.wait() }
        finished.unlock()
    }

    private static let header = Array("<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"HugeGPXSource\"><trk><name>huge</name><trkseg>\n".utf8)
    private static let footer = Array("</trkseg></trk></gpx>\n".utf8)
    private static let template = Array("<trkpt lat=\"60.170000\" lon=\"24.940000\"><ele>12.5</ele><time>2024-01-01T00:00:00.000Z</time></trkpt>\n".utf8)

    private func write() {
        defer { close(writeEnd) }
        guard send(HugeGPXSource.header) else { return }
        var point = HugeGPXSource.template
        let timeStart = point.firstIndex(of: UInt8(ascii: "T")).map { $0 + 1 } ?? 0
        var block: [UInt8] = []
        block.reserveCapacity(1 << 16)
        while bytes + block.count + point.count + HugeGPXSource.footer.count <= targetBytes {
            let millis = points
            let hours = millis / 3_600_000 % 100, minutes = millis / 60_000 % 60, seconds = millis / 1000 % 60
            let fraction = millis % 1000
            point[timeStart] = UInt8(48 + hours / 10)
            point[timeStart + 1] = UInt8(48 + hours % 10)
            point[timeStart + 3] = UInt8(48 + minutes / 10)
            point[timeStart + 4] = UInt8(48 + minutes % 10)
            point[timeStart + 6] = UInt8(48 + seconds / 10)
            point[timeStart + 7] = UInt8(48 + seconds % 10)
            point[timeStart + 9] = UInt8(48 + fraction / 100)
            point[timeStart + 10] = UInt8(48 + fraction / 10 % 10)
            point[timeStart + 11] = UInt8(48 + fraction % 10)
            block += point
            points += 1
            if block.count > (1 << 16) - point.count {
                guard send(block) else { return }
                block.removeAll(keepingCapacity: true)
            }
        }
        _ = send(block) && send(HugeGPXSource.footer)
    }

    private func send(_ data: [UInt8]) -> Bool {
        var offset = 0
        while offset < data.count {
            let n = data.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(writeEnd, base + offset, data.count - offset)
            }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        bytes += data.count
        return true
    }
}

/// The process's peak resident memory ("VmHWM" in /proc/self/status), in KiB.
enum PeakMemory {
    static func kibibytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0
        }
        return 0
    }

    /// Resets the peak to the current resident size (Linux ≥ 4.0: "5" to /proc/self/clear_refs).
    static func reset() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return Glibc.write(descriptor, "5", 1) == 1
    }
}
