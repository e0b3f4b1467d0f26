import Foundation

/// The checkout this test target was built from (three folders above this file).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Where the compiled snippets live: `Tests/DocumentationTests/Snippets/`.
let snippetFolder = repositoryRoot.appendingPathComponent("Tests/DocumentationTests/Snippets")

/// The three documentation catalogues, `Sources/M/M.docc`.
let catalogues = ["InfoWindowKit", "InfoWindowSDL", "GoogleMapsCompat"].map {
    repositoryRoot.appendingPathComponent("Sources/\($0)/\($0).docc")
}

/// The slices of one compiled snippet file (docs/documentation.md, DOC4). A slice is the lines between
/// `// snippet.NAME` and `// snippet.end`, without the lines between `// snippet.hide` and
/// `// snippet.show` (test code around the example), with their common indentation removed — DocC's own
/// snippet markers, so the files also suit DocC snippets once the toolchain can extract them offline.
struct SnippetFile {
    /// The file's name in ``snippetFolder``, e.g. `GettingStarted.swift`.
    let name: String
    /// Each slice's lines, by slice name.
    let slices: [String: [String]]
    /// Mistakes in the markers: a slice opened twice, not closed, an `end` or `show` without a start.
    let problems: [String]

    init(name: String, text: String) {
        self.name = name
        var slices: [String: [String]] = [:]
        var problems: [String] = []
        var open: (name: String, lines: [String], hidden: Bool)?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("// snippet.") else {
                if open?.hidden == false { open?.lines.append(line) }
                continue
            }
            let word = String(trimmed.dropFirst("// snippet.".count))
            switch word {
            case "end":
                if let slice = open {
                    slices[slice.name] = Self.dedented(slice.lines)
                } else {
                    problems.append("\(name):\(index + 1): `// snippet.end` with no slice open")
                }
                open = nil
            case "hide", "show":
                if open == nil { problems.append("\(name):\(index + 1): `// snippet.\(word)` outside a slice") }
                open?.hidden = word == "hide"
            default:
                if let slice = open {
                    problems.append("\(name):\(index + 1): slice \(word) starts inside slice \(slice.name)")
                } else if slices[word] != nil {
                    problems.append("\(name):\(index + 1): a second slice named \(word)")
                }
                open = (word, [], false)
            }
        }
        if let slice = open { problems.append("\(name): slice \(slice.name) has no `// snippet.end`") }
        self.slices = slices
        self.problems = problems
    }

    /// `lines` without the indentation they all share (blank lines aside), without blank lines at the ends.
    static func dedented(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeFirst() }
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(indent)) }
    }

    /// Every snippet file of ``snippetFolder``, by name.
    static func all() throws -> [String: SnippetFile] {
        let names = try FileManager.default.contentsOfDirectory(atPath: snippetFolder.path)
            .filter { $0.hasSuffix(".swift") }
        var files: [String: SnippetFile] = [:]
        for name in names {
            let text = try String(contentsOf: snippetFolder.appendingPathComponent(name), encoding: .utf8)
            files[name] = SnippetFile(name: name, text: text)
        }
        return files
    }
}

/// One fenced code block of an article, and the snippet marker above it if there is one:
/// `<!-- snippet: FILE#SLICE -->` on the line just before the opening fence.
struct ArticleCodeBlock {
    /// The article, relative to the checkout.
    let article: String
    /// 1-based line of the opening fence.
    let line: Int
    /// The fence's language (`swift`, `sh`, `json`, …), empty when none is given.
    let language: String
    /// `FILE#SLICE` from the marker, nil when the block has none.
    let source: String?
    /// The block's lines, between the fences.
    let lines: [String]
    /// Index (0-based) in the article's lines of the first line inside the fences.
    let bodyStart: Int

    /// The marker's file and slice, nil when the block has no marker or a malformed one.
    var fileAndSlice: (file: String, slice: String)? {
        guard let source, let hash = source.firstIndex(of: "#") else { return nil }
        return (String(source[..<hash]), String(source[source.index(after: hash)...]))
    }

    /// Every fenced block of the article at `url`, in order; markers that stand before something other
    /// than a fence are returned in `strayMarkers` (as `article:line`).
    static func blocks(in url: URL, strayMarkers: inout [String]) throws -> [ArticleCodeBlock] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let article = String(url.path.dropFirst(repositoryRoot.path.count + 1))
        var blocks: [ArticleCodeBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if let source = marker(in: line) {
                let next = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
                if !next.hasPrefix("```") { strayMarkers.append("\(article):\(index + 1): \(source)") }
            }
            if line.hasPrefix("```") {
                let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                let source = index > 0 ? marker(in: lines[index - 1].trimmingCharacters(in: .whitespaces)) : nil
                var end = index + 1
                while end < lines.count && lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
                blocks.append(ArticleCodeBlock(article: article, line: index + 1, language: language, source: source,
                                               lines: Array(lines[(index + 1)..<min(end, lines.count)]),
                                               bodyStart: index + 1))
                index = end + 1
                continue
            }
            index += 1
        }
        return blocks
    }

    /// `FILE#SLICE` of a `<!-- snippet: FILE#SLICE -->` line.
    static func marker(in line: String) -> String? {
        guard line.hasPrefix("<!-- snippet:"), line.hasSuffix("-->") else { return nil }
        return String(line.dropFirst("<!-- snippet:".count).dropLast(3)).trimmingCharacters(in: .whitespaces)
    }
}

/// Every article (`.md` file) of the catalogues.
func catalogueArticles() throws -> [URL] {
    var articles: [URL] = []
    for catalogue in catalogues {
        guard let walker = FileManager.default.enumerator(at: catalogue, includingPropertiesForKeys: nil) else { continue }
        for case let url as URL in walker where url.pathExtension == "md" { articles.append(url) }
    }
    // The map of modules and layers shows compiled code too: its smallest layer.
    articles.append(repositoryRoot.appendingPathComponent("docs/architecture.md"))
    return articles.sorted { $0.path < $1.path }
}
