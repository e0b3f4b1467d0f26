import Foundation
import InfoWindowKit

/// The server's addresses are looked up in the offline gazetteer (D95–D97).
extension Gazetteer: AddressBook {
    /// The entry `address` resolves to, and "looked up offline as NAME (CC), LAT,LNG", with the parts
    /// of the address that narrowed nothing down.
    public func locate(_ address: String) -> (coordinate: Coordinate, reading: String)? {
        guard let match = lookUp(address) else { return nil }
        let ascii = match.summary.folding(options: .diacriticInsensitive, locale: nil)
        let unused = match.unusedParts.isEmpty ? "" : " (not used: \(match.unusedParts.joined(separator: ", ")))"
        return (match.entry.coordinate, "looked up offline as \(ascii)\(unused)")
    }
}
