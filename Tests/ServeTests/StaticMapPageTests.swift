import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowServe

/// `GET /`: the page that documents `/staticmap` (D94), and its parameter table, the one
/// docs/serving.md holds.
@Suite("Serve: the / page and the parameter table (D94)")
struct StaticMapPageTests {
    static let root = #filePath.replacingOccurrences(of: "/Tests/ServeTests/StaticMapPageTests.swift", with: "")

    @Test("D94 docs/serving.md holds the parameter table the page shows, line for line")
    func d94TableInServingDocs() throws {
        let text = try String(contentsOfFile: Self.root + "/docs/serving.md", encoding: .utf8)
        let start = "<!-- staticmap-parameters -->\n", end = "<!-- /staticmap-parameters -->"
        let opening = try #require(text.range(of: start), "docs/serving.md has no \(start)")
        let closing = try #require(text.range(of: end, range: opening.upperBound..<text.endIndex))
        let held = String(text[opening.upperBound..<closing.lowerBound])
        #expect(held == StaticMapParameterTable.markdown,
                "docs/serving.md's table differs from StaticMapParameterTable; put this between the marks:\n\(StaticMapParameterTable.markdown)")
    }

    @Test("D94 every parameter /staticmap reads has a row, and every row names one it reads")
    func d94EveryParameterDocumented() {
        let rows = StaticMapParameterTable.google + StaticMapParameterTable.own
        let documented = Set(rows.flatMap(StaticMapParameterTable.names(of:)))
        #expect(documented == Set(StaticMapRequest.parameters))
    }

    @Test("D94 the page shows every row, and the example uses documented parameters and is drawn")
    func d94Page() throws {
        let page = StaticMapPage.html
        for row in StaticMapParameterTable.google + StaticMapParameterTable.own {
            #expect(page.contains(StaticMapParameterTable.html(row.here)), "the page lacks \(row.parameter)")
        }
        let documented = Set((StaticMapParameterTable.google + StaticMapParameterTable.own).flatMap(StaticMapParameterTable.names(of:)))
        for parameter in StaticMapPage.example { #expect(documented.contains(parameter.name)) }
        #expect(page.contains("src=\"\(StaticMapParameterTable.escape(StaticMapPage.exampleURL))\""))
        // The example is a request this server reads, as the front would (values decoded once).
        let query = StaticMapPage.exampleURL.dropFirst("/staticmap?".count)
        let items = query.split(separator: "&").map { part in
            let pieces = part.split(separator: "=", maxSplits: 1)
            return QueryItem(String(pieces[0]), String(pieces[1]).removingPercentEncoding)
        }
        let request = try StaticMapRequest(query: items)
        #expect(request.openWindows == ["a", "b", "c"])
        #expect(!page.contains("http://") && !page.contains("https://"), "nothing is loaded from elsewhere")
    }

    @Test("D94 the page's policy allows only its own inline style and script, by their hash")
    func d94ContentSecurityPolicy() {
        let policy = StaticMapPage.contentSecurityPolicy
        #expect(policy.hasPrefix("default-src 'none'"))
        #expect(!policy.contains("unsafe-inline") && !policy.contains("*"))
        #expect(StaticMapPage.html.contains("<script>\(StaticMapPage.script)</script>"))
        #expect(StaticMapPage.html.contains("<style>\(StaticMapPage.style)</style>"))
        #expect(policy.contains("script-src 'sha256-") && policy.contains("style-src 'sha256-"))
    }

    @Test("D94 cells become HTML: code spans, escaped text, a written bar")
    func d94CellHTML() {
        #expect(StaticMapParameterTable.html(#"`LAT,LNG\|…` & <b>"#) == "<code>LAT,LNG|…</code> &amp; &lt;b&gt;")
    }
}
