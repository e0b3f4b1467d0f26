import Testing
import Foundation
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

@MainActor @Test func smoke() throws {
    let map = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), camera: CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 10))
    let london = Marker(position: Coordinate(latitude: 51.5, longitude: -0.127))
    london.title = "London"
    london.snippet = "Population: 8,174,100"
    london.map = map
    map.selectedMarker = london
    #expect(map.selectedMarker === london)
    let image = map.snapshot()
    let scratch = try OutputScratch()
    try image.write(toPNG: scratch.path("smoke.png"))
    map.scale = 2
    try map.snapshot().write(toPNG: scratch.path("smoke2.png"))
    #expect(try Image.load(contentsOfFile: scratch.path("smoke2.png")).pixelWidth == 800)
    print(map.infoWindowFrame as Any)
}
