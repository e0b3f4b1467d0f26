import Foundation
import Testing

/// The articles' Swift code is the compiled code of `Snippets/` (docs/documentation.md, DOC4): each
/// ```` ```swift ```` block of an article stands under a `<!-- snippet: FILE#SLICE -->` marker and is,
/// line for line, that slice of a file this target compiles (and, for most, runs: the tests beside the
/// slices). `UPDATE_DOC_SNIPPETS=1 swift test --filter ArticleSnippetTests` copies the slices into the
/// articles.
@Suite("DOC4 every Swift block of an article is a compiled snippet")
struct ArticleSnippetTests {
    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_DOC_SNIPPETS"] == "1" }

    /// The differences between the articles' blocks and the slices, one line each; empty when they agree.
    /// With `update`, rewrites each differing block from its slice first.
    static func disagreements(articles: [URL], snippets: [String: SnippetFile], update: Bool) throws -> [String] {
        var problems: [String] = snippets.values.flatMap(\.problems).sorted()
        var stray: [String] = []
        for url in articles {
            var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            var rewritten = false
            // Last block first, so that rewriting one keeps the line numbers of those above it.
            for block in try ArticleCodeBlock.blocks(in: url, strayMarkers: &stray).reversed() {
                let place = "\(block.article):\(block.line)"
                guard let source = block.source else {
                    if block.language == "swift" {
                        problems.append("\(place): a swift block without a `<!-- snippet: FILE#SLICE -->` line above it")
                    }
                    continue
                }
                guard let (file, sliceName) = block.fileAndSlice else {
                    problems.append("\(place): marker \(source) is not FILE#SLICE")
                    continue
                }
                guard block.language == "swift" else {
                    problems.append("\(place): the block under \(source) is not ```swift")
                    continue
                }
                guard let slice = snippets[file]?.slices[sliceName] else {
                    problems.append("\(place): \(source): no slice \(sliceName) in Snippets/\(file)")
                    continue
                }
                guard block.lines != slice else { continue }
                if update {
                    lines.replaceSubrange(block.bodyStart..<(block.bodyStart + block.lines.count), with: slice)
                    rewritten = true
                } else {
                    let first = zip(block.lines, slice).enumerated().first { $0.element.0 != $0.element.1 }
                    let detail = first.map { "line \($0.offset + 1): article has [\($0.element.0)], Snippets/\(file) has [\($0.element.1)]" }
                        ?? "the article has \(block.lines.count) lines, the slice \(slice.count)"
                    problems.append("\(place): differs from \(source): \(detail)")
                }
            }
            if rewritten { try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8) }
        }
        problems += stray.map { "\($0): a snippet marker not followed by a ``` fence" }
        return problems
    }

    @Test("DOC4 each swift block of the catalogues' articles has a marker and equals its compiled slice")
    func articlesShowTheCompiledCode() throws {
        let articles = try catalogueArticles()
        #expect(articles.count >= 10, "the catalogues' articles are found")
        let problems = try Self.disagreements(articles: articles, snippets: try SnippetFile.all(), update: Self.updating)
        #expect(problems.isEmpty, """
            articles and Snippets/ disagree (UPDATE_DOC_SNIPPETS=1 copies the slices into the articles):
            \(problems.joined(separator: "\n"))
            """)
    }

    @Test("DOC4 every slice of Snippets/ is shown by an article")
    func everySliceIsShown() throws {
        var stray: [String] = []
        var shown = Set<String>()
        for url in try catalogueArticles() {
            for block in try ArticleCodeBlock.blocks(in: url, strayMarkers: &stray) {
                if let source = block.source { shown.insert(source) }
            }
        }
        let slices = try SnippetFile.all().flatMap { file in file.value.slices.keys.map { "\(file.key)#\($0)" } }
        #expect(slices.count >= 10)
        let unshown = slices.filter { !shown.contains($0) }.sorted()
        #expect(unshown.isEmpty, "slices no article shows (show them, or drop their markers): \(unshown)")
    }

    /// The widest line a code listing shows without scrolling sideways: DocC's article column holds
    /// 78 characters of its code font, however wide the browser.
    static let listingWidth = 78

    @Test("DOC4 every slice fits DocC's code listing: lines of at most 78 characters")
    func slicesFitTheListing() throws {
        var wide: [String] = []
        for (file, snippet) in try SnippetFile.all() {
            for (name, lines) in snippet.slices {
                for line in lines where line.count > Self.listingWidth {
                    wide.append("\(file)#\(name): \(line.count) characters: \(line)")
                }
            }
        }
        #expect(wide.sorted().isEmpty, "wrap these lines: \(wide.sorted().joined(separator: "\n"))")
    }

    @Test("DOC4 the check finds a changed line, a block without a marker, a missing slice and an unclosed one")
    func theCheckCanFail() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc4-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let snippet = SnippetFile(name: "Example.swift", text: """
            func example() {
                // snippet.greet
                let greeting = "hello"
                // snippet.hide
                assert(greeting.count == 5)
                // snippet.show
                print(greeting)
                // snippet.end
                // snippet.open
            }
            """)
        #expect(snippet.slices["greet"] == ["let greeting = \"hello\"", "print(greeting)"], "hidden lines left out, indentation removed")
        #expect(snippet.problems == ["Example.swift: slice open has no `// snippet.end`"])

        let article = folder.appendingPathComponent("Article.md")
        try """
            # Article

            <!-- snippet: Example.swift#greet -->
            ```swift
            let greeting = "hello"
            print(greeting.uppercased())
            ```

            ```swift
            let unchecked = 1
            ```

            <!-- snippet: Example.swift#missing -->
            ```swift
            ```
            """.write(to: article, atomically: true, encoding: .utf8)
        let problems = try Self.disagreements(articles: [article], snippets: ["Example.swift": snippet], update: false)
        let found = problems.joined(separator: "\n")
        #expect(problems.count == 4, "\(found)")
        #expect(found.contains("slice open has no"))
        #expect(found.contains(":4: differs from Example.swift#greet: line 2"))
        #expect(found.contains(":9: a swift block without"))
        #expect(found.contains(":14: Example.swift#missing: no slice missing"))

        _ = try Self.disagreements(articles: [article], snippets: ["Example.swift": snippet], update: true)
        let fixed = try Self.disagreements(articles: [article], snippets: ["Example.swift": snippet], update: false)
        #expect(fixed.count == 3, "updating copies the slice into the article: \(fixed)")
        #expect(try String(contentsOf: article, encoding: .utf8).contains("let greeting = \"hello\"\nprint(greeting)\n```"))
    }
}
