import Foundation

/// How often a map wants to be drawn while it moves: the SDK's `GMSFrameRate` (D113). The host paces its
/// frames by the fastest rate its maps ask for, never above the display's.
public enum FrameRate: Int, Hashable, Sendable, CaseIterable {
    /// The rate with the SDK's number (0 power save, 1 conservative, 2 maximum); nil for another number.
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .powerSave
        case 1: self = .conservative
        case 2: self = .maximum
        default: return nil
        }
    }

    /// The fewest frames, to save power: 15 a second.
    case powerSave = 0
    /// Fewer frames than the display can show: 30 a second.
    case conservative = 1
    /// As many frames as the display shows (60 a second headless).
    case maximum = 2

    /// Frames a second this rate asks for; infinity for ``maximum`` (the display's rate).
    public var framesPerSecond: Double {
        switch self {
        case .powerSave: 15
        case .conservative: 30
        case .maximum: .infinity
        }
    }
}

extension MapView {
    /// How often the host draws this map while it moves (the SDK's `preferredFrameRate`). Default
    /// ``FrameRate/maximum``, the display's rate (D113). Animations keep their durations at any rate;
    /// only the number of frames drawn changes.
    public var preferredFrameRate: FrameRate {
        get { cameraState.frameRate }
        set { cameraState.frameRate = newValue }
    }
}
