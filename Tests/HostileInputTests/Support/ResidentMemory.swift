import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory (Linux `/proc/self/statm`), for tests that prove an input is refused
/// or streamed without holding it in memory.
enum ResidentMemory {
    /// True when the test binary runs under AddressSanitizer or ThreadSanitizer. Their allocators keep
    /// freed memory in quarantine, so resident memory says nothing about what the code holds.
    static var underSanitizer: Bool {
        #if canImport(Glibc)
        guard let handle = dlopen(nil, RTLD_NOW) else { return false }
        return dlsym(handle, "__asan_init") != nil || dlsym(handle, "__tsan_init") != nil
        #else
        return false
        #endif
    }

    /// Resident bytes now, after handing free heap pages back to the system (`malloc_trim`), so the
    /// figure is memory in use. Nil where `/proc` is missing.
    static func bytes() -> Int? {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        if let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") {
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
        #endif
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Starts a new peak: the kernel's high-water mark of resident memory (`VmHWM`) is set back to
    /// what is resident now (writing 5 to `/proc/self/clear_refs`, Linux 4.0 and later). False when
    /// that is not possible.
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// The most memory that was resident at once since the last ``resetPeak()``, in bytes.
    static func peakBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else {
            return nil
        }
        return kilobytes * 1024
    }

    /// How much the peak of resident memory rose above what was resident before `body` ran, in
    /// bytes: the least rise of `runs` runs; nil where it cannot be measured. The peak is the whole
    /// process's, so tests running at the same time can only add to it; the least of a few runs is
    /// the closest to `body`'s own (and the suites that measure run on the main actor, one at a time
    /// with the other main-actor suites).
    static func peakRise(runs: Int = 1, during body: () throws -> Void) rethrows -> Int? {
        var least: Int?
        for _ in 0..<max(1, runs) {
            guard let before = bytes(), resetPeak() else {
                try body()
                return nil
            }
            try body()
            guard let peak = peakBytes() else { return nil }
            least = min(least ?? Int.max, peak - before)
        }
        return least
    }
}
