// SwiftPM generates `Bundle.module` for a target with resources; the fuzzer compiles the library
// without SwiftPM, so it points the library at the resources in the checkout instead.
import Foundation

extension Foundation.Bundle {
    /// The library's resource folder in the checkout (`Sources/InfoWindowTiles`, holding `Data/`).
    static let module: Bundle = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/InfoWindowTiles").path
        guard let bundle = Bundle(path: folder) else { fatalError("no resource folder at \(folder)") }
        return bundle
    }()
}
