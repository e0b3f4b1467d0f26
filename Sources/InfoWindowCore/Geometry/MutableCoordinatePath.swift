import Foundation

/// A path that can change: the SDK's `GMSMutablePath`, a subclass of ``CoordinatePath`` so it goes
/// wherever a path goes.
///
/// Invalid coordinates are refused with a warning (G3). Indices past the end never store a placeholder
/// (G4): inserting or replacing there appends, removing there changes nothing; each says so in a
/// warning (the SDK is silent, or grows the path with an undefined coordinate).
public final class MutableCoordinatePath: CoordinatePath {
    /// Adds `coordinate` at the end (the SDK's `add(_:)`).
    public func add(_ coordinate: Coordinate) {
        guard Self.accepts(coordinate, in: "MutableCoordinatePath.add") else { return }
        coordinates.append(coordinate)
    }

    /// Adds the coordinate (`latitude`, `longitude`) in degrees at the end (the SDK's
    /// `addLatitude(_:longitude:)`).
    public func addLatitude(_ latitude: Double, longitude: Double) {
        guard Self.accepts(Coordinate(latitude: latitude, longitude: longitude),
                           in: "MutableCoordinatePath.addLatitude") else { return }
        coordinates.append(Coordinate(latitude: latitude, longitude: longitude))
    }

    /// Inserts `coordinate` before the one at `index`, moving it and those after it up by one. At
    /// `index == count()` it is added at the end; past that it is added at the end with a warning (G4).
    public func insert(_ coordinate: Coordinate, at index: UInt) {
        guard Self.accepts(coordinate, in: "MutableCoordinatePath.insert(_:at: \(index))") else { return }
        guard index <= count() else {
            Diagnostics.warn("MutableCoordinatePath.insert(_:at: \(index)): past the end of a path of \(count()) coordinate(s); added \(coordinate) at the end instead")
            coordinates.append(coordinate)
            return
        }
        coordinates.insert(coordinate, at: Int(index))
    }

    /// Replaces the coordinate at `index` with `coordinate`. Past the end, `coordinate` is added at the
    /// end with a warning, never after a gap (G4).
    public func replaceCoordinate(at index: UInt, with coordinate: Coordinate) {
        guard Self.accepts(coordinate, in: "MutableCoordinatePath.replaceCoordinate(at: \(index), with:)") else {
            return
        }
        guard index < count() else {
            Diagnostics.warn("MutableCoordinatePath.replaceCoordinate(at: \(index), with:): past the end of a path of \(count()) coordinate(s); added \(coordinate) at the end instead")
            coordinates.append(coordinate)
            return
        }
        coordinates[Int(index)] = coordinate
    }

    /// Removes the coordinate at `index`. Past the end nothing changes, with a warning (G4).
    public func removeCoordinate(at index: UInt) {
        guard index < count() else {
            Diagnostics.warn("MutableCoordinatePath.removeCoordinate(at: \(index)): past the end of a path of \(count()) coordinate(s); nothing removed")
            return
        }
        coordinates.remove(at: Int(index))
    }

    /// Removes the last coordinate. On an empty path nothing changes, with a warning (G4).
    public func removeLastCoordinate() {
        guard !coordinates.isEmpty else {
            Diagnostics.warn("MutableCoordinatePath.removeLastCoordinate(): the path is empty; nothing removed")
            return
        }
        coordinates.removeLast()
    }

    /// Removes every coordinate.
    public func removeAllCoordinates() {
        coordinates.removeAll()
    }
}
