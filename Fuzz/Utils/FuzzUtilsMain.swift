// The libFuzzer entry point over GoogleMapsUtils' GeoJSON parser (`GMUGeoJSONParser`). Not part of the
// package: scripts/fuzz compiles it with the library's sources, GoogleMapsCompat's, the GeoJSON files of
// GoogleMapsUtilsCompat, Fuzz/BundleModule.swift and
// Tests/GoogleMapsUtilsTests/Support/GeoJSONFuzzHarness.swift into one module (-D FUZZING).
import Foundation

/// Called by libFuzzer for each input, on the main thread. A failed check prints what failed and
/// aborts, which libFuzzer reports as a crash and saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
        do {
            try GeoJSONFuzzHarness.run(bytes)
        } catch {
            FileHandle.standardError.write(Data("fuzz: check failed: \(error)\n".utf8))
            abort()
        }
    }
    return 0
}
