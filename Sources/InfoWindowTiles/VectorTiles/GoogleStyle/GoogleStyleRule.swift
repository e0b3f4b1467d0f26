import Foundation
import InfoWindowCore

/// One entry of a Google map style: which features (``featureType``), which part of them
/// (``elementType``) and what to do to them (``stylers``, applied in order).
public struct GoogleStyleRule: Sendable, Hashable {
    /// The features the rule selects; `.all` for every feature (Google's default).
    public var featureType: GoogleFeatureType
    /// The part of those features it selects; `.all` for every part (Google's default).
    public var elementType: GoogleElementType
    /// What it does, in order (colour operations do not commute).
    public var stylers: [GoogleStyler]

    /// A rule of the given parts.
    public init(featureType: GoogleFeatureType = .all, elementType: GoogleElementType = .all, stylers: [GoogleStyler]) {
        self.featureType = featureType
        self.elementType = elementType
        self.stylers = stylers
    }
}

/// What a rule does to the elements it selects, as Google's styling reference defines it. Colour
/// operations work on the colour the element has so far (the map style's, or one an earlier styler
/// set), in the HSL model (docs/map-styles.md).
public enum GoogleStyler: Sendable, Hashable {
    /// Sets the colour (`#RRGGBB`; the element keeps its own opacity).
    case color(Color)
    /// Sets the hue of the colour to this colour's hue, keeping its saturation and lightness.
    case hue(Color)
    /// Changes the saturation by this percentage, −100…100: −100 grey, 100 fully saturated.
    case saturation(Double)
    /// Changes the lightness by this percentage, −100…100: −100 black, 100 white.
    case lightness(Double)
    /// Gamma correction of the lightness, 0.01…10 (1 changes nothing; below 1 darkens the middle
    /// tones and so raises contrast, above 1 lightens them); black and white stay.
    case gamma(Double)
    /// Inverts the lightness when true (a dark map with light text).
    case invertLightness(Bool)
    /// Whether and how the element is drawn.
    case visibility(GoogleStyleVisibility)
    /// The width of lines and outlines, points, 0…100.
    case weight(Double)
}

/// `visibility`: `on`, `off`, or `simplified` (roads without casings and thinner; labels without
/// their text, keeping icons).
public enum GoogleStyleVisibility: String, Sendable, Hashable, CaseIterable {
    /// Drawn.
    case on
    /// Not drawn.
    case off
    /// Drawn with less detail (D52).
    case simplified

    /// The visibility written `rawValue` (`on`, `off`, `simplified`), or nil.
    public init?(rawValue: String) {
        guard let visibility = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = visibility
    }
}

/// Google's feature types: a tree under `all` written with dots (`road.highway` is a kind of `road`).
/// A rule for a type applies to all its kinds. docs/map-styles.md has the table from each to the
/// OpenMapTiles layers and classes drawn.
public enum GoogleFeatureType: String, Sendable, Hashable, CaseIterable {
    /// `all`: Every feature, also those of source layers the table does not know.
    case all
    /// `administrative`: Places and borders of every level (and places of no listed class).
    case administrative
    /// `administrative.country`: Country borders (`admin_level` 2) and country names.
    case administrativeCountry = "administrative.country"
    /// `administrative.land_parcel`: House numbers.
    case administrativeLandParcel = "administrative.land_parcel"
    /// `administrative.locality`: Cities, towns and villages: their names and municipal borders (`admin_level` 5–8).
    case administrativeLocality = "administrative.locality"
    /// `administrative.neighborhood`: Suburbs, quarters and neighbourhoods, and the lowest borders.
    case administrativeNeighborhood = "administrative.neighborhood"
    /// `administrative.province`: States and provinces: their names and borders (`admin_level` 3–4).
    case administrativeProvince = "administrative.province"
    /// `landscape`: The land: natural and built-up.
    case landscape
    /// `landscape.man_made`: Buildings, built-up land use (residential, commercial, industrial) and piers.
    case landscapeManMade = "landscape.man_made"
    /// `landscape.natural`: The land itself (the style's background) and its cover.
    case landscapeNatural = "landscape.natural"
    /// `landscape.natural.landcover`: Grass, wood, farmland and wetland.
    case landscapeNaturalLandcover = "landscape.natural.landcover"
    /// `landscape.natural.terrain`: Rock, sand, ice and beaches; mountain peaks.
    case landscapeNaturalTerrain = "landscape.natural.terrain"
    /// `poi`: Points of interest of every kind and their areas.
    case poi
    /// `poi.attraction`: Museums, monuments, galleries, castles, theatres and other sights.
    case poiAttraction = "poi.attraction"
    /// `poi.business`: Shops and businesses: every point of interest of no listed class.
    case poiBusiness = "poi.business"
    /// `poi.government`: Town halls, police, fire stations, post offices, libraries; military land.
    case poiGovernment = "poi.government"
    /// `poi.medical`: Hospitals, doctors, pharmacies and dentists.
    case poiMedical = "poi.medical"
    /// `poi.park`: Parks and gardens, cemeteries and zoos.
    case poiPark = "poi.park"
    /// `poi.place_of_worship`: Places of worship.
    case poiPlaceOfWorship = "poi.place_of_worship"
    /// `poi.school`: Schools, colleges and universities and their grounds.
    case poiSchool = "poi.school"
    /// `poi.sports_complex`: Stadiums, pitches, pools and sports centres.
    case poiSportsComplex = "poi.sports_complex"
    /// `road`: Every road.
    case road
    /// `road.arterial`: Primary, secondary and tertiary roads.
    case roadArterial = "road.arterial"
    /// `road.highway`: Trunk roads and motorways.
    case roadHighway = "road.highway"
    /// `road.highway.controlled_access`: Motorways.
    case roadHighwayControlledAccess = "road.highway.controlled_access"
    /// `road.local`: Minor and service roads, tracks and paths: every road of no listed class.
    case roadLocal = "road.local"
    /// `transit`: Transit lines and stations.
    case transit
    /// `transit.line`: Railways, trams, ferries and cable cars.
    case transitLine = "transit.line"
    /// `transit.station`: Stations of every kind.
    case transitStation = "transit.station"
    /// `transit.station.airport`: Airports and aerodromes.
    case transitStationAirport = "transit.station.airport"
    /// `transit.station.bus`: Bus stations and stops.
    case transitStationBus = "transit.station.bus"
    /// `transit.station.rail`: Railway stations.
    case transitStationRail = "transit.station.rail"
    /// `water`: Seas, lakes, rivers, the coast and their names.
    case water

    /// The feature type Google names `rawValue` (`"road.local"`), or nil.
    public init?(rawValue: String) {
        guard let type = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = type
    }

    /// True when a rule for `self` selects features of type `other`: the same type, one of its
    /// kinds, or `self` is `all`.
    public func selects(_ other: GoogleFeatureType) -> Bool {
        self == .all || self == other || other.rawValue.hasPrefix(rawValue + ".")
    }
}

/// Google's element types: the parts of a feature (`geometry.fill`, `labels.text.stroke`, …), a tree
/// under `all` like the feature types.
public enum GoogleElementType: String, Sendable, Hashable, CaseIterable {
    /// `all`: Every part of a feature.
    case all
    /// `geometry`: The shape: its fill and its stroke.
    case geometry
    /// `geometry.fill`: Areas' fills, and lines that are the feature itself (roads, rails, rivers).
    case geometryFill = "geometry.fill"
    /// `geometry.stroke`: Outlines, road casings, borders and the coast.
    case geometryStroke = "geometry.stroke"
    /// `labels`: The label: its text and its icon.
    case labels
    /// `labels.icon`: The icon drawn beside a label (the place dots).
    case labelsIcon = "labels.icon"
    /// `labels.text`: The label's text: fill and halo.
    case labelsText = "labels.text"
    /// `labels.text.fill`: The text's colour.
    case labelsTextFill = "labels.text.fill"
    /// `labels.text.stroke`: The halo around the text.
    case labelsTextStroke = "labels.text.stroke"

    /// The element type Google names `rawValue` (`"geometry.fill"`), or nil.
    public init?(rawValue: String) {
        guard let type = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = type
    }

    /// True when a rule for `self` selects the element `other`.
    public func selects(_ other: GoogleElementType) -> Bool {
        self == .all || self == other || other.rawValue.hasPrefix(rawValue + ".")
    }
}
