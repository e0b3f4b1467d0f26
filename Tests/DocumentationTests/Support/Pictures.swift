import Foundation
import TestSupport

/// The pictures of a catalogue's articles, `Sources/MODULE/MODULE.docc/Resources/NAME.png`: goldens of
/// the snippets that draw them, so each picture is what its article's code draws (docs/documentation.md,
/// DOC5). `RECORD_SNAPSHOTS=1` redraws them; a mismatch is written under `.test-output/snapshots/`.
func pictures(of module: String) -> GoldenImages {
    GoldenImages(references: repositoryRoot.appendingPathComponent("Sources/\(module)/\(module).docc/Resources"),
                 failures: repositoryRoot.appendingPathComponent(".test-output/snapshots/DocumentationTests"))
}

/// A new empty folder for files a snippet writes, removed by the caller.
func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
