// The libFuzzer entry point over InfoWindowFormats' readers (GPX, KML, NMEA and the XML reader under
// them). Not part of the package: scripts/fuzz compiles it with Sources/InfoWindowFormats into one
// module (-D FUZZING).
import Foundation

/// Called by libFuzzer for each input. A broken invariant (``FormatsFuzz``) prints what broke and
/// aborts, which libFuzzer reports as a crash and saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try FormatsFuzz.run(bytes)
    } catch {
        FileHandle.standardError.write(Data("fuzz: check failed: \(error)\n".utf8))
        abort()
    }
    return 0
}
