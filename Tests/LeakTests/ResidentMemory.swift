import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// glibc's `malloc_trim`, looked up at run time (its header is not part of the Glibc module).
private func trimHeap() {
    #if canImport(Glibc)
    typealias Trim = @convention(c) (Int) -> Int32
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
}

/// The process's resident memory, from `/proc/self/statm` (Linux).
enum ResidentMemory {
    /// The sanitizer this test binary was built with ("address", "thread"), or nil. Under one, the
    /// allocator is the sanitizer's: AddressSanitizer holds freed blocks in a quarantine of up to 256 MB,
    /// so resident memory no longer tells a leak from the quarantine filling and draining.
    static var activeSanitizer: String? {
        #if canImport(Glibc)
        guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
        if dlsym(handle, "__asan_init") != nil { return "address" }
        if dlsym(handle, "__tsan_init") != nil { return "thread" }
        #endif
        return nil
    }

    /// Resident bytes now, after giving free heap pages back to the system so the figure counts memory
    /// in use rather than what the allocator keeps cached. Nil where `/proc` is missing.
    static func bytes() -> Int? {
        trimHeap()
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
