import Foundation
import Glibc
import Testing
@testable import InfoWindowFormats

/// A generated GPX track streamed through a pipe in a child process (this test binary again, with
/// only `childRun` enabled), so that the child's peak memory is the reader's alone, whatever the
/// other suites of the process do meanwhile.
///
/// Size: `FORMATS_HUGE_GPX_MIB`, by default 1024 MiB in optimised builds and 64 MiB in debug
/// builds (a debug build reads 3–5 MiB/s, so a gigabyte would take 4 minutes; the claim — memory
/// does not grow with the file — is the same). The child prints its size, time and speed.
@Suite("GPX reader: streaming a huge track", .serialized)
struct GPXStreamingMemoryTests {
    static let childVariable = "FORMATS_HUGE_GPX_CHILD"
    static var mebibytes: Int {
        if let value = ProcessInfo.processInfo.environment["FORMATS_HUGE_GPX_MIB"].flatMap(Int.init) { return value }
        #if DEBUG
        return 64
        #else
        return 1024
        #endif
    }
    /// The sanitizer this test binary was built with ("address", "thread"), or nil.
    static var activeSanitizer: String? {
        guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
        defer { dlclose(handle) }
        if dlsym(handle, "__asan_init") != nil { return "address" }
        if dlsym(handle, "__tsan_init") != nil { return "thread" }
        return nil
    }

    /// The most the child's peak resident memory may rise while it streams (measured: ≈ 2 MiB).
    static let peakRiseLimitKiB = 16 << 10

    @Test("A generated GPX track of FORMATS_HUGE_GPX_MIB (1 GiB optimised) streams in a child process: every point, in order, peak memory up < 16 MiB")
    func hugeTrackInChildProcess() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--testing-library", "swift-testing", "--filter", "GPXStreamingMemoryTests/childRun"]
        var environment = ProcessInfo.processInfo.environment
        environment[GPXStreamingMemoryTests.childVariable] = "1"
        environment["FORMATS_HUGE_GPX_MIB"] = String(GPXStreamingMemoryTests.mebibytes)
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        try child.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("HUGE-GPX ") }, "the child printed no result: \(text.suffix(2000))")
        print(line)
        let fields = Dictionary(uniqueKeysWithValues: line.split(separator: " ").dropFirst().compactMap { field -> (String, Double)? in
            let parts = field.split(separator: "=")
            guard parts.count == 2, let value = Double(parts[1]) else { return nil }
            return (String(parts[0]), value)
        })
        #expect(child.terminationStatus == 0)
        let bytes = try #require(fields["bytes"])
        #expect(bytes > Double((GPXStreamingMemoryTests.mebibytes << 20) - 4096))
        #expect(fields["points"] == fields["delivered"])
        #expect((fields["points"] ?? 0) > bytes / 110)
        #expect(fields["ordered"] == 1)
        let rise = try #require(fields["peakRiseKiB"])
        if let sanitizer = GPXStreamingMemoryTests.activeSanitizer {
            // The sanitizer's allocator decides resident memory (ASan keeps freed blocks in a
            // quarantine of up to 256 MB); every point was still streamed and checked above.
            print("GPXStreamingMemoryTests: built with the \(sanitizer) sanitizer, so the peak (\(rise) KiB) is not compared")
        } else {
            #expect(rise < Double(GPXStreamingMemoryTests.peakRiseLimitKiB), "peak resident memory rose \(rise) KiB")
        }
    }

    @Test("(child process of the test above) stream the generated track and print the figures",
          .enabled(if: ProcessInfo.processInfo.environment[GPXStreamingMemoryTests.childVariable] == "1"))
    func childRun() throws {
        let source = try HugeGPXSource(bytes: GPXStreamingMemoryTests.mebibytes << 20)
        defer { close(source.readEnd) }
        _ = PeakMemory.reset()
        let before = PeakMemory.kibibytes()
        let started = Date()
        source.start()
        var count = 0
        var lastTime = Date.distantPast
        var ordered = true
        let summary = try GPXReader().read(fileDescriptor: source.readEnd, name: "huge.gpx") { point in
            count += 1
            if let time = point.time {
                ordered = ordered && time > lastTime
                lastTime = time
            }
        }
        source.wait()
        let rise = PeakMemory.kibibytes() - before
        let seconds = Date().timeIntervalSince(started)
        print("HUGE-GPX bytes=\(source.bytes) points=\(source.points) delivered=\(count) ordered=\(ordered ? 1 : 0) "
              + "warnings=\(summary.warningCount) peakRiseKiB=\(rise) seconds=\(String(format: "%.1f", seconds)) "
              + "MiBps=\(String(format: "%.1f", Double(source.bytes) / 1_048_576 / seconds))")
        #expect(count == source.points && summary.delivered == count)
    }
}
