import Foundation
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The warnings `body` sends to ``Diagnostics``, in order (a recording sink for its duration only).
func capturedWarnings(_ body: () -> Void) -> [String] {
    let sink = WarningSink()
    Diagnostics.$sink.withValue(sink, operation: body)
    return sink.messages
}

extension Coordinate {
    /// `Coordinate(51.5, -0.127)`: latitude then longitude, for short test tables.
    init(_ latitude: Double, _ longitude: Double) {
        self.init(latitude: latitude, longitude: longitude)
    }
}
