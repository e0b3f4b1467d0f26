import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowServe

/// The offline gazetteer behind addresses in `/staticmap` URLs (issue 23; docs/decisions.md D95–D97):
/// the world's places, ISO 3166 country and state names as qualifiers, the names of street tiles.
@Suite("Serve: addresses looked up offline")
struct GazetteerTests {
    /// Built once per test (about 10 ms); not kept in a static, so nothing outlives the test.
    private let world = Gazetteer.world()

    private func items(_ query: String) -> [QueryItem] {
        query.split(separator: "&").map { part in
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return QueryItem(String(pieces[0]), pieces.count > 1 ? String(pieces[1]) : nil)
        }
    }

    private func near(_ match: GazetteerMatch?, _ latitude: Double, _ longitude: Double, within metres: Double = 30_000) -> Bool {
        guard let match else { return false }
        return SphericalGeometry.distance(from: match.entry.coordinate, to: Coordinate(latitude: latitude, longitude: longitude)) < metres
    }

    @Test("D95 a city's name finds the world's most important place of that name, in any case and without accents")
    func cityNames() {
        #expect(world.entries.count > 7_000)
        #expect(world.notes.isEmpty)
        #expect(near(world.lookUp("Paris"), 48.857, 2.352))
        #expect(world.lookUp("paris")?.entry == world.lookUp("PARIS")?.entry)
        #expect(near(world.lookUp("Sao Paulo"), -23.55, -46.63))
        #expect(world.lookUp("são paulo")?.entry == world.lookUp("SAO-PAULO")?.entry)
        #expect(near(world.lookUp("London"), 51.507, -0.128))
        #expect(world.lookUp("Atlantis") == nil)
        #expect(world.lookUp("") == nil && world.lookUp(" , ,") == nil)
        #expect(world.lookUp(String(repeating: "a", count: 10_000)) == nil)
    }

    @Test("D96 later parts narrow the place: a country or a state keeps only places in it, unknown parts are reported unused")
    func qualifiers() throws {
        // London, Ontario, not London, England.
        #expect(near(world.lookUp("London, Canada"), 42.97, -81.25))
        #expect(near(world.lookUp("London, ON"), 42.97, -81.25))
        #expect(world.lookUp("London, ON")?.entry.countryCode == "CA")
        // "CA" is both Canada and California: Berkeley lies in one of them.
        let berkeley = try #require(world.lookUp("Berkeley,CA"))
        #expect(berkeley.entry.countryCode == "US" && berkeley.unusedParts.isEmpty)
        #expect(near(berkeley, 37.87, -122.27))
        #expect(world.lookUp("Victoria, Seychelles")?.entry.countryCode == "SC")
        #expect(world.lookUp("Victoria, British Columbia")?.entry.countryCode == "CA")
        // Without commas, trailing words that name a country.
        #expect(world.lookUp("Sydney Australia")?.entry.countryCode == "AU")
        #expect(world.lookUp("Sydney Canada")?.entry.countryCode == "CA")
        // A part naming nothing known narrows nothing and is said.
        let paris = try #require(world.lookUp("Paris, 75001"))
        #expect(paris.entry.countryCode == "FR" && paris.unusedParts == ["75001"])
        // A country with no place of that name: nothing, rather than the wrong country's.
        #expect(world.lookUp("Paris, Japan") == nil)
    }

    @Test("D97 the names of the served street tiles resolve, near the place a later part names, in the tiles' country")
    func tileNames() throws {
        let path = try #require(try VectorTileSource.helsinki().path as String?)
        let streets = world.withNames(inTilesAt: path)
        #expect(streets.notes.isEmpty)
        #expect(streets.entries.count > world.entries.count + 100)
        let street = try #require(streets.lookUp("Mannerheimintie"))
        #expect(street.entry.kind == .street && street.entry.countryCode == "FI")
        // Within the tiles' bounds (24.935…24.953 E, 60.164…60.179 N).
        #expect((24.93...24.96).contains(street.entry.coordinate.longitude) && (60.16...60.18).contains(street.entry.coordinate.latitude))
        #expect(streets.lookUp("Mannerheimintie, Helsinki, Finland")?.entry == street.entry)
        // Under each of its names: the tiles carry the Swedish ones too (D98).
        #expect(streets.lookUp("Mannerheimvägen")?.entry.coordinate == street.entry.coordinate)
        #expect(streets.lookUp("Mannerheimintie, Japan") == nil)
        // World places still come first for their names.
        #expect(streets.lookUp("Helsinki")?.entry.kind == .worldPlace)
        // A file that is not tiles leaves the gazetteer as it was and says why.
        let broken = world.withNames(inTilesAt: "/nonexistent/tiles.mbtiles")
        #expect(broken.entries.count == world.entries.count)
        #expect(broken.notes.first?.contains("/nonexistent/tiles.mbtiles") == true)
    }

    @Test("D95 center, markers, path and visible take addresses; each says what it was read as; unknown ones are a 400 naming the parameter")
    func requests() throws {
        let request = try StaticMapRequest(query: items("center=Paris,France&zoom=10&markers=color:blue|label:S|San Francisco,CA|Oakland,CA&path=Berkeley,CA|San Jose,CA&visible=Toronto"), places: world)
        #expect(request.center.map { SphericalGeometry.distance(from: $0, to: Coordinate(latitude: 48.86, longitude: 2.35)) < 10_000 } == true)
        #expect(request.markers.count == 2 && request.paths.first?.points.count == 2 && request.visible.count == 1)
        #expect(request.notices.headerValue?.contains("center=Paris,France: looked up offline as Paris (FR)") == true)
        #expect(request.notices.items.count == 6)
        // Resolved addresses are coordinates in the canonical request: the same map as with coordinates.
        #expect(request.canonicalQuery.contains("center=48.85809,2.35299"))
        do {
            _ = try StaticMapRequest(query: items("markers=Atlantis"), places: world)
            Issue.record("an unknown address was accepted")
        } catch {
            #expect(error.parameter == "markers[0]" && error.status == 400)
            #expect(error.message.contains("resolve offline"))
        }
        // Without a gazetteer (as before), addresses are refused as before.
        do {
            _ = try StaticMapRequest(query: items("center=Paris&zoom=3"))
            Issue.record("an address was accepted without a gazetteer")
        } catch {
            #expect(error.parameter == "center" && error.message.contains("cannot be looked up"))
        }
    }
}

/// `language=` reaches the scene a request draws (D98).
@Suite("Serve: language")
struct StaticMapLanguageTests {
    @Test("D98 language becomes the scene's label language and is part of the canonical request")
    func language() throws {
        let request = try StaticMapRequest(query: [QueryItem("center", "60.17,24.94"), QueryItem("zoom", "15"), QueryItem("language", "SV")])
        #expect(request.labelLanguage == "sv")
        let folder = FileManager.default.temporaryDirectory.path
        #expect(try request.scene(images: folder).labelLanguage == "sv")
        #expect(try StaticMapRequest(canonicalQuery: request.canonicalQuery) == request)
        #expect(try StaticMapRequest(query: [QueryItem("center", "0,0"), QueryItem("zoom", "1")]).scene(images: folder).labelLanguage == nil)
    }
}
