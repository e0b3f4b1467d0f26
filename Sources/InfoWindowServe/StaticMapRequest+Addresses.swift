import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// Where the addresses of Static Maps URLs are looked up: `center`, `markers`, `path` and `visible` take
/// an address or place name wherever they take `LATITUDE,LONGITUDE`, as Google's do (D95). The server's
/// is the offline ``Gazetteer``; without one, addresses are refused.
public protocol AddressBook: Sendable {
    /// Where `address` lies and a sentence saying how it was read (for the notice header), or nil when
    /// it names nothing known.
    func locate(_ address: String) -> (coordinate: Coordinate, reading: String)?
}

extension StaticMapRequest {
    /// `text` as `LATITUDE,LONGITUDE` (Google's tolerance: spaces around the numbers), else as an
    /// address in `places`; a 400 naming `parameter` when it is neither. A resolved address adds a
    /// notice saying what it was read as.
    static func location(_ parameter: String, _ text: Substring, places: (any AddressBook)?,
                         notices: inout StaticMapNotices) throws(ServeError) -> Coordinate {
        if let point = QueryValue.coordinate(text) { return point }
        let address = QueryValue.trimmed(text)
        guard let places else {
            throw .invalid(parameter, "expected LATITUDE,LONGITUDE in degrees (latitude -90 to 90, longitude -180 to 180), e.g. 51.5,-0.127, got \(QueryValue.quoted(String(text))); addresses and place names cannot be looked up on this server")
        }
        if !address.isEmpty, let found = places.locate(String(address)) {
            notices.add("\(parameter)=\(address): \(found.reading)")
            return found.coordinate
        }
        throw .invalid(parameter, "\(QueryValue.quoted(String(text))) is neither LATITUDE,LONGITUDE (latitude -90 to 90, longitude -180 to 180) nor an address this server can resolve offline (it knows the world's cities and towns and the names of its street tiles); give coordinates, e.g. 51.5,-0.127, or a city name such as Paris,France")
    }
}
