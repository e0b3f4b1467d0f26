import Foundation

/// Distances, headings and areas on the Google Maps SDK's spherical Earth (the SDK's
/// `GMSGeometryUtils`): a sphere of radius ``earthRadius``, great-circle paths.
///
/// Inputs must be valid coordinates: finite, latitude within ±90° (longitudes may be any finite value;
/// they are taken modulo 360°). An invalid input gives NaN — a coordinate of NaN for the functions that
/// return one — and a warning (decision G2); a marker given such a coordinate refuses it (D1).
public enum SphericalGeometry {
    /// The Earth's mean radius in metres, 6 371 009 (the SDK's `kGMSEarthRadius`).
    public static let earthRadius = 6_371_009.0

    /// The great-circle distance from `from` to `to` in metres: the shortest way on the sphere.
    public static func distance(from: Coordinate, to: Coordinate) -> Double {
        guard check([from, to], in: "distance") else { return .nan }
        return centralAngle(from, to) * earthRadius
    }

    /// The initial heading at `from` of the shortest path to `to`, degrees clockwise from north in
    /// 0…<360. 0 when the two are the same point. At a pole, north is taken along the meridian of the
    /// pole's given longitude, so from the North Pole along that meridian the heading is 180° (G1).
    public static func heading(from: Coordinate, to: Coordinate) -> Double {
        guard check([from, to], in: "heading") else { return .nan }
        let (phi1, lambda1) = radians(from), (phi2, lambda2) = radians(to)
        let dLambda = lambda2 - lambda1
        let y = sin(dLambda) * cos(phi2)
        let x = cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLambda)
        if x == 0 && y == 0 { return 0 }
        return normalizedDegrees(atan2(y, x) * 180 / .pi)
    }

    /// The point reached from `from` by travelling `distance` metres along the great circle that starts
    /// with `heading` (degrees clockwise from north). A negative distance travels backwards. The
    /// longitude is in −180…<180.
    public static func offset(from: Coordinate, distance: Double, heading: Double) -> Coordinate {
        guard check([from], in: "offset"), checkFinite(["distance": distance, "heading": heading],
                                                       in: "offset") else { return .notANumber }
        let (phi1, lambda1) = radians(from)
        let delta = distance / earthRadius
        let theta = heading * .pi / 180
        let sinPhi2 = sin(phi1) * cos(delta) + cos(phi1) * sin(delta) * cos(theta)
        let phi2 = asin(min(max(sinPhi2, -1), 1))
        let lambda2 = lambda1 + atan2(sin(theta) * sin(delta) * cos(phi1), cos(delta) - sin(phi1) * sinPhi2)
        return Coordinate(latitude: phi2 * 180 / .pi,
                          longitude: Coordinate.wrapLongitude(lambda2 * 180 / .pi))
    }

    /// The point `fraction` of the way from `from` to `to` along the shortest great circle (0 gives
    /// `from`, 1 gives `to`; values outside 0…1 continue along the same circle). The longitude is in
    /// −180…<180. Between antipodal points the path leaves `from` on ``heading(from:to:)`` (G1).
    public static func interpolate(from: Coordinate, to: Coordinate, fraction: Double) -> Coordinate {
        guard check([from, to], in: "interpolate"),
              checkFinite(["fraction": fraction], in: "interpolate") else { return .notANumber }
        if fraction == 0 { return from.wrapped }
        if fraction == 1 { return to.wrapped }
        return offset(from: from, distance: fraction * distance(from: from, to: to),
                      heading: heading(from: from, to: to))
    }

    /// The length of `path` in metres: the sum of the great-circle distances between its coordinates
    /// (0 for fewer than two).
    public static func length(of path: CoordinatePath) -> Double {
        path.length(of: .geodesic)
    }

    /// The area in square metres of the polygon whose edges are the great circles between the
    /// coordinates of `path`, closed back to the first. The inside is the side that does not hold the
    /// South Pole. 0 for fewer than three coordinates.
    public static func area(of path: CoordinatePath) -> Double {
        abs(signedArea(of: path))
    }

    /// ``area(of:)`` with a sign: positive when the coordinates run counter-clockwise around the inside
    /// (as seen on a north-up map), negative when clockwise.
    public static func signedArea(of path: CoordinatePath) -> Double {
        let points = path.coordinates
        guard points.count >= 3 else { return 0 }
        // Each edge with the North Pole makes a spherical triangle whose two sides from the pole are the
        // colatitudes and whose angle there is the longitude step; its excess E follows from
        // tan(E/2) = t1·t2·sin Δλ / (1 + t1·t2·cos Δλ) with t = tan(colatitude / 2). The signed excesses
        // add up to the region to the left of travel that does not hold the South Pole.
        var excess = 0.0
        for (index, a) in points.enumerated() {
            let b = points[(index + 1) % points.count]
            let (phi1, lambda1) = radians(a), (phi2, lambda2) = radians(b)
            var dLambda = lambda2 - lambda1
            dLambda -= 2 * .pi * (dLambda / (2 * .pi)).rounded()
            let t = tan((.pi / 2 - phi1) / 2) * tan((.pi / 2 - phi2) / 2)
            excess += 2 * atan2(t * sin(dLambda), 1 + t * cos(dLambda))
        }
        return excess * earthRadius * earthRadius
    }

    // MARK: Shared steps

    /// The angle in radians at the Earth's centre between two coordinates (haversine form, exact for
    /// small distances).
    static func centralAngle(_ a: Coordinate, _ b: Coordinate) -> Double {
        let (phi1, lambda1) = radians(a), (phi2, lambda2) = radians(b)
        let s = sin((phi2 - phi1) / 2), t = sin((lambda2 - lambda1) / 2)
        let h = min(s * s + cos(phi1) * cos(phi2) * t * t, 1)
        return 2 * atan2(sqrt(h), sqrt(1 - h))
    }

    /// The rhumb-line (constant heading) distance in radians of arc, the shorter way round.
    static func rhumbAngle(_ a: Coordinate, _ b: Coordinate) -> Double {
        let (phi1, lambda1) = radians(a), (phi2, lambda2) = radians(b)
        let dPhi = phi2 - phi1
        var dLambda = lambda2 - lambda1
        dLambda -= 2 * .pi * (dLambda / (2 * .pi)).rounded()
        let limit = Double.pi / 2 - 1e-12
        let dPsi = log(tan(.pi / 4 + min(max(phi2, -limit), limit) / 2)
                       / tan(.pi / 4 + min(max(phi1, -limit), limit) / 2))
        let q = abs(dPsi) > 1e-12 ? dPhi / dPsi : cos(phi1)
        return sqrt(dPhi * dPhi + q * q * dLambda * dLambda)
    }

    private static func radians(_ c: Coordinate) -> (Double, Double) {
        (c.latitude * .pi / 180, c.longitude * .pi / 180)
    }

    private static func normalizedDegrees(_ degrees: Double) -> Double {
        let d = degrees.truncatingRemainder(dividingBy: 360)
        let positive = d < 0 ? d + 360 : d
        return positive >= 360 ? 0 : positive
    }

    private static func check(_ coordinates: [Coordinate], in function: String) -> Bool {
        guard let bad = coordinates.first(where: { !$0.isValid }) else { return true }
        Diagnostics.warn("SphericalGeometry.\(function): \(bad) is not a valid coordinate (finite, latitude within ±90); the result is NaN")
        return false
    }

    private static func checkFinite(_ values: KeyValuePairs<String, Double>, in function: String) -> Bool {
        guard let bad = values.first(where: { !$0.value.isFinite }) else { return true }
        Diagnostics.warn("SphericalGeometry.\(function): \(bad.key) \(bad.value) is not a finite number; the result is NaN")
        return false
    }
}

extension Coordinate {
    /// (NaN, NaN): the result of spherical geometry on invalid input (G2).
    static let notANumber = Coordinate(latitude: .nan, longitude: .nan)
}
