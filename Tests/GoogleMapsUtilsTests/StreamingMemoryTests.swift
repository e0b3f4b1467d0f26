import Foundation
import Glibc
import Testing
import GoogleMapsUtilsCompat

/// A generated GeoJSON FeatureCollection and a generated KML document, each streamed through
/// `init(stream:)` and `parse(each:)` in a child process (this test binary again, with only `childRun`
/// enabled), so the child's peak memory is the parser's alone whatever the other suites do meanwhile.
///
/// Size: `UTILS_HUGE_MIB`, by default 1024 MiB in optimised builds and 32 MiB in debug builds (a debug
/// build parses a few MiB a second, so a gigabyte takes minutes there; the claim — memory does not grow
/// with the file — is the same). `scripts/stream-geometry-memory` runs the gigabyte. The child prints its
/// size, time and speed.
@MainActor
@Suite("GeoJSON and KML parsers: streaming a huge file in bounded memory (D180)", .serialized)
struct StreamingMemoryTests {
    nonisolated static let childVariable = "UTILS_HUGE_CHILD"
    static var mebibytes: Int {
        if let value = ProcessInfo.processInfo.environment["UTILS_HUGE_MIB"].flatMap(Int.init) { return value }
        #if DEBUG
        return 32
        #else
        return 1024
        #endif
    }
    /// The most the child's peak resident memory may rise while it streams.
    static let peakRiseLimitKiB = 16 << 10

    static var activeSanitizer: String? {
        guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
        defer { dlclose(handle) }
        if dlsym(handle, "__asan_init") != nil { return "address" }
        if dlsym(handle, "__tsan_init") != nil { return "thread" }
        return nil
    }

    @Test("D180 a generated GeoJSON FeatureCollection and KML document of UTILS_HUGE_MIB (1 GiB optimised) stream through init(stream:) and parse(each:) in a child process: every feature, in order, none kept, peak memory up < 16 MiB",
          arguments: ["geojson", "kml"])
    func hugeFileInChildProcess(format: String) throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--testing-library", "swift-testing", "--filter", "StreamingMemoryTests/childRun"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childVariable] = format
        environment["UTILS_HUGE_MIB"] = String(Self.mebibytes)
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        try child.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("HUGE-GEOMETRY ") }, "the child printed no result: \(text.suffix(2000))")
        print(line)
        let fields = Dictionary(uniqueKeysWithValues: line.split(separator: " ").dropFirst().compactMap { field -> (String, String)? in
            let parts = field.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        })
        #expect(child.terminationStatus == 0)
        #expect(fields["format"] == format)
        let bytes = try #require(fields["bytes"].flatMap(Double.init))
        #expect(bytes > Double((Self.mebibytes << 20) - (1 << 16)))
        let records = try #require(fields["records"].flatMap(Int.init))
        #expect(records > Int(bytes) / 200)
        #expect(fields["delivered"].flatMap(Int.init) == records)
        #expect(fields["ordered"] == "1" && fields["kept"] == "0" && fields["error"] == "none")
        let rise = try #require(fields["peakRiseKiB"].flatMap(Double.init))
        if let sanitizer = Self.activeSanitizer {
            print("StreamingMemoryTests: built with the \(sanitizer) sanitizer, so the peak (\(rise) KiB) is not compared")
        } else {
            #expect(rise < Double(Self.peakRiseLimitKiB), "peak resident memory rose \(rise) KiB")
        }
    }

    @Test("(child process of the test above) stream the generated file and print the figures",
          .enabled(if: ProcessInfo.processInfo.environment[StreamingMemoryTests.childVariable] != nil))
    func childRun() throws {
        let format = ProcessInfo.processInfo.environment[Self.childVariable] ?? ""
        let stream = format == "kml" ? HugeGeometry.kml(bytes: Self.mebibytes << 20) : HugeGeometry.geoJSON(bytes: Self.mebibytes << 20)
        _ = PeakResidentMemory.reset()
        let before = PeakResidentMemory.kibibytes()
        let started = Date()
        var delivered = 0
        var ordered = true
        let error: String
        let kept: Int
        if format == "kml" {
            let parser = GMUKMLParser(stream: stream)
            parser.parse { container in
                ordered = ordered && (container as? GMUPlacemark)?.title == "road \(delivered)"
                    && ((container.geometry as? GMULineString)?.path.count() ?? 0) == 4
                delivered += 1
            }
            error = parser.error.map { _ in "yes" } ?? "none"
            kept = parser.placemarks.count
        } else {
            let parser = GMUGeoJSONParser(stream: stream)
            parser.parse { container in
                ordered = ordered && (container as? GMUFeature)?.identifier == String(delivered)
                    && ((container.geometry as? GMULineString)?.path.count() ?? 0) == 4
                delivered += 1
            }
            error = parser.error.map { _ in "yes" } ?? "none"
            kept = parser.features.count
        }
        let rise = PeakResidentMemory.kibibytes() - before
        let seconds = Date().timeIntervalSince(started)
        print("HUGE-GEOMETRY format=\(format) bytes=\(stream.bytes) records=\(stream.records) delivered=\(delivered) "
              + "ordered=\(ordered ? 1 : 0) kept=\(kept) error=\(error) peakRiseKiB=\(rise) seconds=\(String(format: "%.1f", seconds)) "
              + "MiBps=\(String(format: "%.1f", Double(stream.bytes) / 1_048_576 / seconds))")
        #expect(delivered == stream.records)
    }
}

/// The generated documents: record i is a line of four positions named "road i" (GeoJSON: id i).
enum HugeGeometry {
    static func geoJSON(bytes: Int) -> GeneratedStream {
        GeneratedStream(bytes: bytes, header: #"{"type": "FeatureCollection", "features": ["# + "\n", separator: ",\n", footer: "\n]}\n") { i, out in
            out += #"{"type":"Feature","id":"#.utf8
            append(i, to: &out)
            out += #","properties":{"name":"road "#.utf8
            append(i, to: &out)
            out += #""},"geometry":{"type":"LineString","coordinates":[[24.9"#.utf8
            append(i % 100_000, to: &out)
            out += #",60.1],[24.95,60.1"#.utf8
            append(i % 100_000, to: &out)
            out += #"],[25.0,60.2],[24.9,60.3]]}}"#.utf8
        }
    }

    static func kml(bytes: Int) -> GeneratedStream {
        GeneratedStream(bytes: bytes, header: #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>huge</name>"# + "\n",
                        separator: "\n", footer: "\n</Document></kml>\n") { i, out in
            out += "<Placemark><name>road ".utf8
            append(i, to: &out)
            out += "</name><LineString><coordinates>24.9".utf8
            append(i % 100_000, to: &out)
            out += ",60.1 24.95,60.1".utf8
            append(i % 100_000, to: &out)
            out += " 25.0,60.2 24.9,60.3</coordinates></LineString></Placemark>".utf8
        }
    }

    /// `n`'s decimal digits.
    static func append(_ n: Int, to out: inout [UInt8]) {
        var digits: [UInt8] = []
        var value = n
        repeat {
            digits.append(UInt8(48 + value % 10))
            value /= 10
        } while value > 0
        out += digits.reversed()
    }
}
