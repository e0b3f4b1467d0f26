// The libFuzzer entry point over the scene loader and the GeoJSON reader. Not part of the package:
// scripts/fuzz compiles it with the library's sources and Tests/HostileInputTests/Support/FuzzHarness.swift
// into one module (`swiftc -sanitize=fuzzer,address -D FUZZING`), so `swift build` never sees it.
import Foundation

/// The scratch folder each input is written to: `INFOWINDOW_FUZZ_SCRATCH` (scripts/fuzz puts the demo
/// scenes' images and GeoJSON file there), or a fresh temporary folder.
private let scratchFolder: String = {
    if let folder = ProcessInfo.processInfo.environment["INFOWINDOW_FUZZ_SCRATCH"] { return folder }
    let folder = NSTemporaryDirectory() + "infowindow-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}()

/// Called by libFuzzer for each input, on the main thread. A failed check prints what failed and
/// aborts, which libFuzzer reports as a crash and saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
        do {
            try FuzzHarness.run(bytes, in: scratchFolder)
        } catch {
            FileHandle.standardError.write(Data("fuzz: check failed: \(error)\n".utf8))
            abort()
        }
    }
    return 0
}
