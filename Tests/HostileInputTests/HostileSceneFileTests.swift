import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Hostile scene files: empty, binary, huge, deeply nested, odd numbers, NaN and ∞ in their spellings,
/// invalid UTF-8, byte-order marks and every line ending. Each is a `SceneError` naming the file and
/// the line and column (or the field), never a crash.
@MainActor
@Suite("Hostile input: scene files")
struct HostileSceneFileTests {
    /// The one-line error loading the file `name` of `files` gives.
    private func loadError(_ files: HostileFiles, _ name: String) -> String? {
        do {
            _ = try Scene.load(contentsOfFile: files.path(name))
            return nil
        } catch {
            return error.description
        }
    }

    @Test("An empty file, a file of whitespace and a file of NUL bytes are syntax errors at their end or first byte")
    func empty() {
        let files = HostileFiles()
        files.write("empty.json", Data())
        #expect(loadError(files, "empty.json") == files.path("empty.json") + ":1:1: expected a value, found the end of the file")
        files.write("blank.json", " \n\t \r\n  ")
        #expect(loadError(files, "blank.json") == files.path("blank.json") + ":3:3: expected a value, found the end of the file")
        files.write("nul.json", [UInt8](repeating: 0, count: 100))
        #expect(loadError(files, "nul.json") == files.path("nul.json") + ":1:1: expected a value, found the byte 0x00")
    }

    @Test("Binary files are syntax errors at their first byte: a PNG, a UTF-16 text, random bytes")
    func binary() {
        #expect(sceneError(bytes: PNGBytes.headerOnly(width: 4, height: 4))?.description == "scene.json:1:1: expected a value, found the byte 0x89")
        #expect(sceneError(bytes: [0xFF, 0xFE] + Array("{\0}\0".utf8))?.description
                == "scene.json:1:1: expected a value, found the byte 0xFF; the file is UTF-16 (it starts with a UTF-16 byte-order mark), save it as UTF-8")
        var generator = SystemRandomNumberGenerator()
        var seed = UInt64.random(in: 0...UInt64.max, using: &generator)
        for _ in 0..<200 {
            let start = seed
            let bytes = (0..<512).map { _ -> UInt8 in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return UInt8(truncatingIfNeeded: seed >> 56)
            }
            let error = sceneError(bytes: bytes)
            #expect(error != nil, "seed \(start)")
            #expect(error.map { !$0.description.contains("\n") && $0.description.hasPrefix("scene.json") } == true, "seed \(start)")
        }
    }

    @Test("F5 a 100 MB scene file is refused by its size before it is read")
    func hundredMegabytes() throws {
        let files = HostileFiles()
        let path = try files.writeSparse("huge.json", head: Data(hostileScene().utf8), size: 100 << 20)
        #expect(loadError(files, "huge.json") == path + ": the file is 100 MiB, more than the 16 MiB a scene file may have; split it or check that it is the right file")
        // Unread: a 1 GiB file does not raise the peak of resident memory.
        let giant = try files.writeSparse("giant.json", head: Data(hostileScene().utf8), size: 1 << 30)
        var message: String?
        let rise = ResidentMemory.peakRise { message = loadError(files, "giant.json") }
        #expect(message == giant + ": the file is 1 GiB, more than the 16 MiB a scene file may have; split it or check that it is the right file")
        if !ResidentMemory.underSanitizer {
            let rise = try #require(rise, "/proc/self/clear_refs and VmHWM are needed to measure the peak")
            #expect(rise < 128 << 20, "the peak of resident memory rose by \(rise >> 20) MiB")
        }
        // A device has no size: reading stops one byte past the limit.
        #expect((try? Scene.load(contentsOfFile: "/dev/zero")) == nil)
        do {
            _ = try Scene.load(contentsOfFile: "/dev/zero")
        } catch {
            #expect(error.description == "/dev/zero: more than 16 MiB could be read from it, more than a scene file may have; check that it is the right file")
        }
        #expect(sceneError(bytes: [UInt8](repeating: 0x20, count: (16 << 20) + 1))?.kind == .fileTooLarge)
    }

    @Test("F5 a 4 MiB scene of a million tiny values is refused at its first bad marker, holding little more than the tree")
    func millionValues() throws {
        let markers = [String](repeating: "[]", count: 1_400_000).joined(separator: ",")
        let bytes = Array(hostileScene("\"markers\": [\(markers)]").utf8)
        #expect(bytes.count > 4_000_000)
        let tree = ResidentMemory.peakRise(runs: 2) { _ = try? JSONReader.document(bytes, name: "scene.json") }
        var error: SceneError?
        let scene = ResidentMemory.peakRise(runs: 2) {
            do { _ = try Scene(jsonBytes: bytes, name: "scene.json", options: SceneLoadOptions()) } catch let e as SceneError { error = e } catch {}
        }
        #expect(error?.description == "scene.json: markers[0]: expected an object, got an empty array")
        // The parsed tree takes ≈ 50 bytes a value at its peak; decoding must add little to it. Making a
        // field for every element up front (as the decoder once did) added ≈ 100 bytes each, 130 MiB here.
        if !ResidentMemory.underSanitizer {
            let (tree, scene) = try #require(tree.flatMap { t in scene.map { (t, $0) } },
                                             "/proc/self/clear_refs and VmHWM are needed to measure the peak")
            #expect(scene - tree < 64 << 20, "decoding rose the peak by \(scene >> 20) MiB, parsing alone by \(tree >> 20) MiB")
        }
    }

    @Test("F5 nesting 100,000 deep is refused at the 129th level, in any mix of arrays and objects")
    func deepNesting() {
        let arrays = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(sceneError(arrays)?.description == "scene.json:1:129: arrays and objects are nested more than 128 levels deep")
        #expect(sceneError(String(repeating: "{\"a\":", count: 100_000))?.description
                == "scene.json:1:641: arrays and objects are nested more than 128 levels deep")
        let mixed = hostileScene("\"markers\": " + String(repeating: "[{\"a\":", count: 50_000))
        #expect(sceneError(mixed)?.description.hasSuffix(": arrays and objects are nested more than 128 levels deep") == true)
        let inString = hostileScene("\"markers\": [{\"position\": {\"latitude\": 1, \"longitude\": 2}, \"title\": \"\(String(repeating: "[{", count: 50_000))\"}]")
        #expect(sceneError(inString) == nil)
    }

    @Test("Numbers: 1e400 and huge integers are out of range, -0 and 1e-400 are zero, ids keep every digit")
    func numbers() throws {
        func marker(_ fields: String) -> String {
            hostileScene("\"markers\": [{\"position\": {\"latitude\": 1, \"longitude\": 2}, \(fields)}]")
        }
        func position(_ latitude: String) -> String {
            hostileScene("\"markers\": [{\"position\": {\"latitude\": \(latitude), \"longitude\": 2}}]")
        }
        for value in ["1e400", "-1e400", "1E309", "123456789012345678901234567890"] {
            #expect(sceneError(position(value))?.description
                    == "scene.json: markers[0].position.latitude: expected a number from -90 to 90, got \(value)")
        }
        for value in ["2147483648", "-2147483649", "9223372036854775807", "9223372036854775808", "1e19", "1e400", "0.5"] {
            #expect(sceneError(marker("\"z_index\": \(value)"))?.description
                    == "scene.json: markers[0].z_index: expected a whole number from -2147483648 to 2147483647, got \(value)")
        }
        #expect(sceneError(hostileScene("\"size\": [1e400, 100]"))?.description == "scene.json: size[0]: expected a number from 1 to 4096, got 1e400")
        #expect(sceneError(position(String(repeating: "9", count: 401)))?.description == "scene.json:1:129: a number longer than 400 characters")
        let zeros = try Scene(jsonData: Data(hostileScene("\"markers\": [{\"position\": {\"latitude\": -0, \"longitude\": 1e-400}, \"z_index\": -0, \"rotation\": -0.0}]").utf8), name: "scene.json")
        #expect(zeros.markers[0].position.latitude == 0 && zeros.markers[0].position.longitude == 0)
        #expect(zeros.markers[0].zIndex == 0 && zeros.markers[0].rotation == 0)
        let big = try Scene(jsonData: Data(marker("\"id\": 123456789012345678901234567890e5, \"title\": \"x\"").utf8), name: "scene.json")
        #expect(big.markers[0].id == "123456789012345678901234567890e5")
        let upper = try Scene(jsonData: Data(#"{"version": 1E0, "camera": {"target": {"latitude": 1E1, "longitude": -2.5E+1}, "zoom": 1.0e1}}"#.utf8), name: "scene.json")
        #expect(upper.camera.zoom == 10 && upper.camera.target.latitude == 10 && upper.camera.target.longitude == -25)
    }

    @Test("F5 NaN and infinity in every spelling are refused with a message that says so")
    func nanAndInfinity() {
        let prefix = #"{"version": 1, "camera": {"target": {"latitude": "#
        func error(_ value: String) -> String? {
            sceneError(prefix + value + #", "longitude": 0}, "zoom": 3}}"#)?.description
        }
        for word in ["NaN", "nan", "NAN", "Infinity", "infinity", "INFINITY", "Inf", "inf"] {
            #expect(error(word) == "scene.json:1:50: \(word) is not valid JSON; write a finite number")
        }
        for word in ["-Infinity", "-infinity", "-inf", "-NaN", "-nan"] {
            #expect(error(word) == "scene.json:1:50: -Infinity and NaN are not valid JSON; write a finite number")
        }
        for word in ["+Infinity", "+inf", "+1"] {
            #expect(error(word) == "scene.json:1:50: a number cannot start with '+'; leave the sign out")
        }
        for text in [#""NaN""#, #""Infinity""#, "1e999", "-1e999"] {
            #expect(error(text) == "scene.json: camera.target.latitude: expected a number from -90 to 90, got \(text)")
        }
        #expect(error("NaNa") == "scene.json:1:50: unexpected word 'NaNa'; text must be in double quotes")
        #expect(error("0x1p3") == "scene.json:1:51: expected ',' or '}' after the value, found 'x'")
    }

    @Test("F5 invalid UTF-8 is refused where it starts: bad lead bytes, cut sequences, overlong forms, surrogates, beyond U+10FFFF")
    func invalidUTF8() {
        func titled(_ bytes: [UInt8]) -> [UInt8] {
            Array(#"{"version": 1, "title": "ab"#.utf8) + bytes + Array(#"cd"}"#.utf8)
        }
        for (bytes, lead) in [([0x80], "80"), ([0xC0, 0xAF], "C0"), ([0xE0, 0x80, 0xAF], "E0"), ([0xED, 0xA0, 0x80], "ED"),
                              ([0xF4, 0x90, 0x80, 0x80], "F4"), ([0xF5, 0x80, 0x80, 0x80], "F5"), ([0xE4, 0xB8], "E4"), ([0xFF], "FF")] as [([UInt8], String)] {
            #expect(sceneError(bytes: titled(bytes))?.description
                    == "scene.json:1:28: the text is not valid UTF-8 here (byte 0x\(lead)); save the file as UTF-8")
        }
        #expect(sceneError(bytes: Array(#"{"ti"#.utf8) + [0xC3] + Array(#"": 1}"#.utf8))?.description
                == "scene.json:1:5: the text is not valid UTF-8 here (byte 0xC3); save the file as UTF-8")
        #expect(sceneError(bytes: Array("[\"\u{4E2D}".utf8) + [0xE4, 0xB8])?.description
                == "scene.json:1:4: the text is not valid UTF-8 here (byte 0xE4); save the file as UTF-8")
        #expect(sceneError(bytes: Array("[1,".utf8) + [0xE2, 0x80, 0x8B] + Array("2]".utf8))?.description
                == "scene.json:1:4: expected a value, found '\u{200B}' (U+200B)")
    }

    @Test("F5 a UTF-8 byte-order mark is skipped and not counted as a column; a second one is an error")
    func byteOrderMark() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try Scene(jsonData: Data(bom + Array(hostileScene().utf8)), name: "scene.json").camera.zoom == 10)
        #expect(sceneError(bytes: bom + Array("{x}".utf8))?.description == "scene.json:1:2: expected a key in double quotes, found 'x'")
        #expect(sceneError(bytes: bom + bom + Array("{}".utf8))?.description == "scene.json:1:1: expected a value, found '\u{FEFF}' (U+FEFF)")
        let files = HostileFiles()
        let geojson = files.write("bom.geojson", bom + Array(#"{"type": "FeatureCollection", "features": [x]}"#.utf8))
        #expect(geoJSONError(geojson) == geojson + ":1:44: unexpected word 'x'; text must be in double quotes")
    }

    @Test("F5 line and column are right with LF, CRLF, lone CR and mixed line endings")
    func lineEndings() {
        let lines = ["{", #"  "version": 1,"#, #"  "camera": {"target": {"latitude": 51.5 "longitude": 0}, "zoom": 3}"#, "}"]
        for ending in ["\n", "\r\n", "\r"] {
            #expect(sceneError(lines.joined(separator: ending))?.description
                    == "scene.json:3:42: expected ',' or '}' after the value, found '\"'", "\(ending.unicodeScalars.map(\.value))")
        }
        #expect(sceneError("{\r\n\"a\": 1,\r\r\n\n x}")?.description == "scene.json:5:2: expected a key in double quotes, found 'x'")
    }

    @Test("Error messages stay on one line: keys, ids, titles and paths quoted from the file have line breaks and bidi controls escaped")
    @MainActor
    func oneLineMessages() throws {
        #expect(sceneError(#"{"version": 1, "d\nx" 1}"#)?.description
                == #"scene.json:1:23: expected ':' after the key "d\nx", found '1'"#)
        #expect(sceneError(hostileScene(#""a\u202Eb\r": 1"#))?.description.hasPrefix(#"scene.json: unknown field "a\u{202E}b\u000d""#) == true)
        #expect(sceneError(#"{"k\u2028": 1, "k\u2028": 2}"#)?.description == #"scene.json:1:16: the key "k\u{2028}" appears twice in this object"#)
        let files = HostileFiles()
        let icon = files.write("icon.json", hostileScene(#""markers": [{"position": {"latitude": 1, "longitude": 2}, "icon": "a\nb.png"}]"#))
        #expect(loadError(files, "icon.json") == icon + #": markers[0].icon: no such file: "# + files.path(#"a\nb.png"#))
        let geojson = files.write("titles.geojson", #"{"type": "FeatureCollection", "features": [{"type": "Feature", "id": "x\ny", "geometry": {"type": "Point", "coordinates": [0, 0]}, "properties": {"title": "T\u0085\u2066"}}]}"#)
        var scene = Scene(camera: CameraPosition(latitude: 0, longitude: 0, zoom: 1), name: "s.json")
        scene.geoJSON = geojson
        scene.selectedMarker = "z\r"
        do {
            _ = try scene.makeMap()
            Issue.record("a selection of no marker was accepted")
        } catch {
            #expect(error.description == #"s.json: selected: no marker has the id or title "z\u000d"; the markers are "x\ny" (T\u{85}\u{2066})"#)
        }
        #expect(imageError { () throws(ImageError) in try Image.load(contentsOfFile: "/no\nsuch.png") }?.description
                == #"/no\nsuch.png: no such image file; check the path."#)
    }

    // The guard is against a hang (a quadratic spelling search over 100,000 characters would take hours),
    // so it times the operations it protects, on the clock, not the test: a test's time limit would also
    // count its wait for the main actor behind the other suites (473 s under ThreadSanitizer once). Each
    // operation takes milliseconds; a minute means it no longer answers at once.
    @Test("F3 a selection, a title or a key of 100,000 characters is answered at once, quoted short; no spelling is suggested for it")
    @MainActor
    func longNames() throws {
        let long = String(repeating: "a", count: 100_000)
        let files = HostileFiles()
        let path = files.write("long.json", hostileScene(#""basemap": "none", "markers": [{"id": "m", "position": {"latitude": 1, "longitude": 2}, "title": "\#(long)"}], "selected": "\#(long.dropLast())b""#))
        let short = String(repeating: "a", count: 40) + "…"
        let clock = ContinuousClock()
        let bound = Duration.seconds(60)
        func timed<T>(_ what: String, _ body: () throws -> T) rethrows -> T {
            let start = clock.now
            let result = try body()
            let spent = clock.now - start
            #expect(spent < bound, "\(what) took \(spent): a search that grows with the name's length")
            return result
        }
        #expect(timed("loading") { loadError(files, "long.json") } == nil)
        let scene = try timed("loading") { try Scene.load(contentsOfFile: path) }
        do {
            _ = try timed("the selection's error") { try scene.makeMap() }
            Issue.record("a selection of no marker was accepted")
        } catch {
            #expect("\(error)" == path + #": selected: no marker has the id or title ""# + short + #""; the markers are "m" ("# + short + ")")
        }
        #expect(timed("the unknown key's error") { sceneError(hostileScene("\"\(long)\": 1")) }?.description
                .hasPrefix("scene.json: unknown field \"" + short + "\"; the fields here are") == true)
        #expect(timed("the syntax error") { sceneError("{\"\(long)\" 1}") }?.description
                == "scene.json:1:100005: expected ':' after the key \"" + short + "\", found '1'")
    }

    /// The error reading the GeoJSON file at `path` gives, or nil.
    private func geoJSONError(_ path: String) -> String? {
        do {
            try GeoJSONReader(contentsOfFile: path).forEachPoint { _ in }
            return nil
        } catch {
            return error.description
        }
    }

    @Test("F5 positions stay right when a CRLF, a lone CR or a multi-byte character straddles a 64 KiB read")
    func chunkBoundaries() {
        let files = HostileFiles()
        let chunk = JSONReader.chunkSize
        // The byte at `chunk - 1` ends the first read; what straddles it must still count right.
        func document(_ straddling: [UInt8], before: Int) -> [UInt8] {
            let head = Array("{\"type\": \"FeatureCollection\",\n \"features\": [],\n".utf8)
            let padding = [UInt8](repeating: 0x20, count: chunk - before - head.count)
            return head + padding + straddling + Array(" x}".utf8)
        }
        let crlf = files.write("crlf.geojson", document([0x0D, 0x0A], before: 1))
        #expect(geoJSONError(crlf) == crlf + ":4:2: expected a key in double quotes, found 'x'")
        let cr = files.write("cr.geojson", document([0x0D], before: 1))
        #expect(geoJSONError(cr) == cr + ":4:2: expected a key in double quotes, found 'x'")
        // A three-byte character cut by the read: the column counts it once.
        let head = Array("{\"type\": \"FeatureCollection\", \"features\": [], \"note\": \"".utf8)
        let text = head + [UInt8](repeating: 0x61, count: chunk - 1 - head.count) + Array("\u{4E2D}\" x}".utf8)
        let wide = files.write("wide.geojson", text)
        #expect(geoJSONError(wide) == wide + ":1:\(chunk - 1 + 4): expected ',' or '}' after the value, found 'x'")
    }
}
