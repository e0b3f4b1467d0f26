import Foundation
import Testing

/// Proves mechanically that `GuideSnippetTests.swift` holds every Swift snippet of the guide, character
/// for character: the snippets are cut out of the guide's text (a line "Swift" opens one, the line
/// "Objective-C" ends it) and each must appear in the test source at the start of a line.
@Suite("Guide snippets are copied verbatim")
struct GuideVerbatimTests {
    /// The guide as kept in this repository: a byte-for-byte copy of the seed the project started from.
    static let guidePath = TestResources.sourceFolder.appendingPathComponent("Resources/info-windows.zh-TW.txt").path
    static let snippetTestsPath = TestResources.sourceFolder.appendingPathComponent("GuideSnippetTests.swift").path
    /// The SHA-256 of the seed (`info-windows.zh-TW.txt`) as the project received it, 2026-11.
    static let seedSHA256 = "27f8f235ba1ab00f8ae5975f2487d7e87c13f1e3fc46a761fe3d528d2534f79f"

    /// The Swift snippets of `guide`, in order, each as its lines joined with "\n".
    static func swiftSnippets(of guide: String) -> [String] {
        var snippets: [String] = []
        var current: [String]?
        for line in guide.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "Swift" {
                current = []
            } else if line == "Objective-C" {
                if let lines = current { snippets.append(lines.joined(separator: "\n")) }
                current = nil
            } else {
                current?.append(line)
            }
        }
        return snippets
    }

    @Test("the guide has five Swift snippets, each opened by 'Swift' and closed by 'Objective-C'")
    func guideHasFiveSnippets() throws {
        let guide = try String(contentsOfFile: Self.guidePath, encoding: .utf8)
        let snippets = Self.swiftSnippets(of: guide)
        #expect(snippets.count == 5)
        #expect(snippets.first?.hasPrefix("let position = CLLocationCoordinate2D(latitude: 51.5, longitude: -0.127)") == true)
        #expect(snippets.allSatisfy { !$0.isEmpty && !$0.contains("[") }, "no Objective-C leaked into a Swift snippet")
    }

    @Test("every Swift snippet of the guide stands verbatim, at line starts, in GuideSnippetTests.swift")
    func everySnippetIsVerbatim() throws {
        let guide = try String(contentsOfFile: Self.guidePath, encoding: .utf8)
        let tests = try String(contentsOfFile: Self.snippetTestsPath, encoding: .utf8)
        for (index, snippet) in Self.swiftSnippets(of: guide).enumerated() {
            let found = tests.contains("\n" + snippet + "\n")
            #expect(found, "snippet \(index + 1) is not in GuideSnippetTests.swift as written:\n\(snippet)")
        }
    }

    @Test("the guide kept here is the seed, byte for byte (its SHA-256 as received)")
    func guideCopyIsTheSeed() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [Self.guidePath]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.split(separator: " ").first.map(String.init) == Self.seedSHA256)
    }
}
