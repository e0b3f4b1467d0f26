import Foundation
import Testing

/// The sample is iOS code: it names nothing of InfoWindowKit's own, and the built executable does what
/// its usage says.
@Suite("InfoWindowSample: the source and the executable")
struct SampleSourceTests {
    static let sampleFolder = TestResources.packageRoot.appendingPathComponent("Examples/InfoWindowSample")
    /// The modules `import InfoWindowKit` re-exports.
    static let coreFolders = ["InfoWindowCore", "InfoWindowGraphics", "InfoWindowTiles", "InfoWindowViews", "InfoWindowMap",
                              "InfoWindowScene"].map { TestResources.packageRoot.appendingPathComponent("Sources/\($0)") }

    /// The names of InfoWindowKit's top-level public types, read from the sources of the modules it
    /// re-exports.
    static func coreTypeNames() throws -> Set<String> {
        let pattern = try Regex(#"^(?:public|open) (?:final )?(?:class|struct|enum|protocol|actor|typealias) ([A-Za-z_][A-Za-z0-9_]*)"#)
            .anchorsMatchLineEndings()
        var names: Set<String> = []
        for coreFolder in coreFolders {
            let files = FileManager.default.enumerator(atPath: coreFolder.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: coreFolder.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: pattern) {
                    if let name = match.output[1].substring { names.insert(String(name)) }
                }
            }
        }
        return names
    }

    /// The identifiers of Swift `source`, leaving out comments and string literals.
    static func identifiers(in source: String) throws -> Set<String> {
        let code = source.replacing(try Regex(#"//[^\n]*"#), with: "")
            .replacing(try Regex(#""(?:[^"\\\n]|\\.)*""#), with: "\"\"")
        return Set(code.matches(of: try Regex(#"[A-Za-z_][A-Za-z0-9_]*"#)).map { String(code[$0.range]) })
    }

    /// The sample's host files: they stand in for UIKit's event loop and a user's fingers (touches go in
    /// as InfoWindowKit's `PointerEvent`, as an SDL window sends them), so they may use the host API.
    static let hostFiles: Set<String> = ["main.swift", "SampleTour.swift", "WalkTour.swift", "SampleImages.swift"]

    @Test("the sample's iOS-style Swift files use only GoogleMapsCompat names: no InfoWindowKit type, no import of it")
    func onlyCompatNames() throws {
        let core = try Self.coreTypeNames()
        #expect(core.isSuperset(of: ["MapView", "Marker", "MapViewDelegate", "View", "Label", "Image", "Color", "Coordinate"]),
                "the scan finds InfoWindowKit's types")
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sampleFolder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.contains("CityInfoWindowViewController.swift") && files.contains("HelsinkiWalkViewController.swift"))
        for file in files {
            if Self.hostFiles.contains(file) {
                let source = try String(contentsOf: Self.sampleFolder.appendingPathComponent(file), encoding: .utf8)
                #expect(!source.contains("import InfoWindowKit"), "\(file) imports InfoWindowKit")
                continue
            }
            let source = try String(contentsOf: Self.sampleFolder.appendingPathComponent(file), encoding: .utf8)
            let used = try Self.identifiers(in: source).intersection(core)
            #expect(used.isEmpty, "\(file) names InfoWindowKit's \(used.sorted()); use the SDK's names")
            #expect(!source.contains("import InfoWindowKit"), "\(file) imports InfoWindowKit")
        }
    }

    @Test("the name scan catches an InfoWindowKit name in code but not in comments or strings")
    func scanCatchesCoreNames() throws {
        let used = try Self.identifiers(in: """
            let m = Marker(position: p) // a MapView comment
            let s = "a Label in a string"
            """)
        #expect(used.contains("Marker"))
        #expect(!used.contains("MapView") && !used.contains("Label"))
    }

    @Test("the executable prints its messages and writes a PNG per step into the folder it is given")
    func executableRun() throws {
        let sample = try Self.sampleExecutable()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("InfoWindowSample-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }

        let (status, output, errors) = try Self.run(sample, arguments: [folder.path])
        #expect(status == 0, "stderr: \(errors)")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("Info window for marker") } == [
            "Info window for marker Melbourne closed.",
            "Info window for marker Brisbane closed.",
            "Info window for marker Sydney long pressed.",
            "Info window for marker Sydney closed.",
        ])
        let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(pngs == ["0-map.png", "1-melbourne-default.png", "2-brisbane-contents.png", "3-sydney-window.png",
                         "4-sydney-long-press.png", "5-closed.png", "walk-0-start.png", "walk-1-dragged.png",
                         "walk-2-cafe.png", "walk-3-booking-sheet.png", "walk-4-toast.png", "walk-5-pins.png"])
        #expect(lines.filter { $0.hasPrefix("said: ") } == [
            "said: dragged You: 480 m from the station", "said: book tapped", "said: booked for 2",
            "said: closed Café Kappeli", "said: dropped Pin #1", "said: dropped Pin #2", "said: dropped Pin #3",
            "said: dropped Pin #4", "said: dropped Pin #5",
        ], "the walk: a drag, a button in a window, an action sheet, a toast, pins from asyncAfter")
        for png in pngs {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(png))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(png) is a PNG file")
        }

        let (badStatus, _, badErrors) = try Self.run(sample, arguments: ["--nonsense"])
        #expect(badStatus == 2)
        #expect(badErrors.contains("usage: InfoWindowSample [output-folder]"))
        let (helpStatus, help, _) = try Self.run(sample, arguments: ["--help"])
        #expect(helpStatus == 0 && help.contains("InfoWindowSample --window"))
    }

    @Test("--window without a display fails with SDL's reason and what to do, exit status 1")
    func windowWithoutDisplay() throws {
        let sample = try Self.sampleExecutable()
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = "x11"
        let (status, output, errors) = try Self.run(sample, arguments: ["--window"], environment: environment)
        #expect(status == 1)
        #expect(output.isEmpty)
        #expect(errors.contains("InfoWindowSample: cannot open a window"))
        #expect(errors.contains("set DISPLAY or use Xvfb"))
    }

    /// The built sample, in the build's products folder (where this target's resource bundle is too).
    static func sampleExecutable() throws -> URL {
        let products = Bundle.module.bundleURL.deletingLastPathComponent()
        let sample = products.appendingPathComponent("InfoWindowSample")
        try #require(FileManager.default.isExecutableFile(atPath: sample.path),
                     "\(sample.path) is built with the tests (swift build --build-tests)")
        return sample
    }

    /// Runs `executable` to completion; its exit status, standard output and standard error.
    static func run(_ executable: URL, arguments: [String],
                    environment: [String: String]? = nil) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        // Files, not pipes: a child that fills one pipe while the other is read first would wait for ever
        // (a sanitizer's report on standard error at exit is long).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sample-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        // Through a file handle: Data(contentsOf:) of an empty file leaks its 4 KiB buffer (Foundation).
        let outData = try FileHandle(forReadingFrom: outURL).readToEnd() ?? Data()
        let errData = try FileHandle(forReadingFrom: errURL).readToEnd() ?? Data()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
