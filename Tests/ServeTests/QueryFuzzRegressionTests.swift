import Foundation
import Testing
@testable import InfoWindowServe

/// The query fuzzer's seeds and finds, kept in `Tests/ServeTests/Fuzz/`, each run through the fuzzer's
/// own checks (``QueryFuzzHarness``).
@Suite("Serve: query fuzzer finds")
struct QueryFuzzRegressionTests {
    static let root = #filePath.replacingOccurrences(of: "/Tests/ServeTests/QueryFuzzRegressionTests.swift", with: "")
    static let folder = root + "/Tests/ServeTests/Fuzz"
    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test("Every query the fuzzer keeps passes the fuzzer's checks", arguments: inputs)
    func replay(_ name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
        try QueryFuzzHarness.run([UInt8](bytes), folder: Self.root + "/Scenes/images")
    }

    @Test("The harness splits and decodes as libmicrohttpd: & and =, + as a space, %XX, invalid UTF-8 refused")
    func splitting() {
        #expect(QueryFuzzHarness.items(Array("a=1&b&c=x+y%7Cz&=v".utf8))
                == [QueryItem("a", "1"), QueryItem("b", nil), QueryItem("c", "x y|z"), QueryItem("", "v")])
        #expect(QueryFuzzHarness.items(Array("a=%FF".utf8)) == nil)
        #expect(Self.inputs.count >= 4)
    }
}
