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
    case on, off, simplified
}

/// Google's feature types: a tree under `all` written with dots (`road.highway` is a kind of `road`).
/// A rule for a type applies to all its kinds. docs/map-styles.md has the table from each to the
/// OpenMapTiles layers and classes drawn.
public enum GoogleFeatureType: String, Sendable, Hashable, CaseIterable {
    case all
    case administrative
    case administrativeCountry = "administrative.country"
    case administrativeLandParcel = "administrative.land_parcel"
    case administrativeLocality = "administrative.locality"
    case administrativeNeighborhood = "administrative.neighborhood"
    case administrativeProvince = "administrative.province"
    case landscape
    case landscapeManMade = "landscape.man_made"
    case landscapeNatural = "landscape.natural"
    case landscapeNaturalLandcover = "landscape.natural.landcover"
    case landscapeNaturalTerrain = "landscape.natural.terrain"
    case poi
    case poiAttraction = "poi.attraction"
    case poiBusiness = "poi.business"
    case poiGovernment = "poi.government"
    case poiMedical = "poi.medical"
    case poiPark = "poi.park"
    case poiPlaceOfWorship = "poi.place_of_worship"
    case poiSchool = "poi.school"
    case poiSportsComplex = "poi.sports_complex"
    case road
    case roadArterial = "road.arterial"
    case roadHighway = "road.highway"
    case roadHighwayControlledAccess = "road.highway.controlled_access"
    case roadLocal = "road.local"
    case transit
    case transitLine = "transit.line"
    case transitStation = "transit.station"
    case transitStationAirport = "transit.station.airport"
    case transitStationBus = "transit.station.bus"
    case transitStationRail = "transit.station.rail"
    case water

    /// True when a rule for `self` selects features of type `other`: the same type, one of its
    /// kinds, or `self` is `all`.
    public func selects(_ other: GoogleFeatureType) -> Bool {
        self == .all || self == other || other.rawValue.hasPrefix(rawValue + ".")
    }
}

/// Google's element types: the parts of a feature (`geometry.fill`, `labels.text.stroke`, …), a tree
/// under `all` like the feature types.
public enum GoogleElementType: String, Sendable, Hashable, CaseIterable {
    case all
    case geometry
    case geometryFill = "geometry.fill"
    case geometryStroke = "geometry.stroke"
    case labels
    case labelsIcon = "labels.icon"
    case labelsText = "labels.text"
    case labelsTextFill = "labels.text.fill"
    case labelsTextStroke = "labels.text.stroke"

    /// True when a rule for `self` selects the element `other`.
    public func selects(_ other: GoogleElementType) -> Bool {
        self == .all || self == other || other.rawValue.hasPrefix(rawValue + ".")
    }
}
