import Foundation
import InfoWindowKit

/// Google map styles over the street map (issue 21): applying one to the loaded Helsinki map, and
/// frames with and without one, measured one after the other in the same run (`vt_frame_ms` and
/// `vt_frame_tilt_ms` again beside their styled twins).
@MainActor
enum StyleBenchmarks {
    /// A night look (the rules of `Scenes/styles/night.json`, which the tests check is dark).
    static let night = """
        [{"elementType": "geometry", "stylers": [{"color": "#1d2433"}]},
         {"elementType": "labels.text.fill", "stylers": [{"color": "#8a93a6"}]},
         {"elementType": "labels.text.stroke", "stylers": [{"color": "#11151f"}]},
         {"featureType": "water", "elementType": "geometry", "stylers": [{"color": "#0e1a2b"}]},
         {"featureType": "poi.park", "elementType": "geometry", "stylers": [{"color": "#1f3330"}]},
         {"featureType": "landscape.man_made", "elementType": "geometry", "stylers": [{"lightness": 12}]},
         {"featureType": "road", "elementType": "geometry.fill", "stylers": [{"color": "#343d4f"}]},
         {"featureType": "road", "elementType": "geometry.stroke", "stylers": [{"color": "#171c27"}]},
         {"featureType": "road.arterial", "elementType": "geometry.fill", "stylers": [{"color": "#465066"}]},
         {"featureType": "road.highway", "elementType": "geometry.fill", "stylers": [{"color": "#6b5a41"}]},
         {"featureType": "transit", "elementType": "geometry", "stylers": [{"color": "#2a3242"}]},
         {"featureType": "administrative.locality", "elementType": "labels.text.fill", "stylers": [{"color": "#c9a27a"}]}]
        """

    static func figures() -> [Figure] {
        let style: GoogleMapStyle
        do { style = try GoogleMapStyle(jsonString: night) } catch { fail("the night style does not read: \(error)") }
        return [apply(style), restyledFrames(style)] + interleaved(tilted: false, style) + interleaved(tilted: true, style)
    }

    /// The frames of `vt_frame_ms` (or `vt_frame_tilt_ms`) on two maps, one without and one with the
    /// style, taken in turn (plain, styled, plain, …) so that a busy machine slows both alike.
    static func interleaved(tilted: Bool, _ style: GoogleMapStyle) -> [Figure] {
        let plain = VectorTileBenchmarks.map(bearing: tilted ? 30 : 0, tilt: tilted ? 45 : 0)
        let styled = VectorTileBenchmarks.map(bearing: tilted ? 30 : 0, tilt: tilted ? 45 : 0)
        styled.googleStyle = style
        let centres = VectorTileBenchmarks.centres
        for map in [plain, styled] {
            for c in centres { map.camera.target = Coordinate(latitude: c.0, longitude: c.1); _ = map.snapshot() }
        }
        var plainTimes: [Double] = [], styledTimes: [Double] = []
        for i in 0..<30 {
            let c = centres[i % centres.count]
            plain.camera.target = Coordinate(latitude: c.0, longitude: c.1)
            styled.camera.target = plain.camera.target
            plainTimes.append(seconds { _ = plain.snapshot() } * 1e3)
            styledTimes.append(seconds { _ = styled.snapshot() } * 1e3)
        }
        let what = tilted ? "Helsinki zoom 16, bearing 30°, tilt 45°, 20 markers, window, labels" : "Helsinki zoom 16, 1280×800, 20 markers, window, labels, new centre each frame"
        return [
            Figure(tilted ? "gstyle_frame_tilt_plain_ms" : "gstyle_frame_plain_ms", plainTimes, target: tilted ? 20 : 16,
                   label: "\(what); no style (taken in turn with the next)", decimals: 2),
            Figure(tilted ? "gstyle_frame_tilt_styled_ms" : "gstyle_frame_styled_ms", styledTimes, target: tilted ? 20 : 16,
                   label: "the same with the night Google style", decimals: 2),
        ]
    }

    /// Applying the style to the loaded map's source: the layers rewritten and the per-style state
    /// dropped (what `mapView.mapStyle = …` costs before the next frame).
    static func apply(_ style: GoogleMapStyle) -> Figure {
        let map = VectorTileBenchmarks.map()
        _ = map.snapshot()
        guard let source = map.basemap as? VectorTileSource else { fail("no vector basemap") }
        let times = (0..<25).map { _ -> Double in
            source.googleStyle = nil
            return seconds { source.googleStyle = style } * 1e3
        }
        return Figure("gstyle_apply_ms", times, target: 20, label: "apply a Google map style (night, 12 rules) to the loaded Helsinki street map", decimals: 3)
    }

    /// The first frame after the style changes: applying, choosing each layer's features again and
    /// drawing the tiles again (the decoded tiles are kept).
    static func restyledFrames(_ style: GoogleMapStyle) -> Figure {
        let map = VectorTileBenchmarks.map()
        _ = map.snapshot()
        let times = (0..<15).map { i -> Double in
            map.googleStyle = i % 2 == 0 ? style : nil
            return seconds { _ = map.snapshot() } * 1e3
        }
        return Figure("gstyle_switch_frame_ms", times, label: "the frame right after switching between no style and the night style (apply, select, draw)", decimals: 2)
    }
}
