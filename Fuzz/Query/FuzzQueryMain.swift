// The libFuzzer entry point over `GET /staticmap`'s query-string and markers parser. Not part of the
// package: scripts/fuzz compiles it with the library's sources, the server's parser sources and
// Tests/ServeTests/Support/QueryFuzzHarness.swift into one module (-D FUZZING).
import Foundation

/// The images folder icons are looked up in: `INFOWINDOW_FUZZ_SCRATCH/images` (scripts/fuzz copies
/// the demo scenes' images there).
private let imagesFolder: String = (ProcessInfo.processInfo.environment["INFOWINDOW_FUZZ_SCRATCH"] ?? NSTemporaryDirectory()) + "/images"

/// Called by libFuzzer for each input. A failed check prints what failed and aborts, which libFuzzer
/// reports as a crash and saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try QueryFuzzHarness.run(bytes, folder: imagesFolder)
    } catch {
        FileHandle.standardError.write(Data("fuzz: check failed: \(error)\n".utf8))
        abort()
    }
    return 0
}
