import Foundation
import Synchronization

/// A canvas's storage for the shapes it keeps (D202) and its threads' rasterizers, handed on to the next
/// canvas when it ends: a map draws each frame on a new canvas, and growing a frame's recording (some
/// megabytes for a thousand lines) and the rasterizers' buffers again every frame cost page faults and
/// copies (D205).
struct OwnShapeStorage: @unchecked Sendable {
    // The rasterizers are used by one canvas at a time: the one that took them from the pool, until it
    // gives them back; the pool's lock hands them over.
    var recording = OwnShapeRecording()
    var workers: [OwnShapeWorker] = []

    /// Storage given back, at most ``kept`` of them.
    private static let pool = Mutex<[OwnShapeStorage]>([])
    static let kept = 4

    /// Storage for a canvas over a bitmap of `width` × `height` pixels: given back by an earlier canvas
    /// (its rasterizers kept when they fit that size), or new.
    static func take(width: Int, height: Int) -> OwnShapeStorage {
        var storage = pool.withLock { $0.popLast() } ?? OwnShapeStorage()
        if let first = storage.workers.first, first.strokes.width != width || first.strokes.height != height {
            storage.workers.removeAll()
        }
        return storage
    }

    /// Gives `storage` back for a later canvas, emptied of its shapes.
    static func give(_ storage: OwnShapeStorage) {
        var emptied = storage
        emptied.recording.removeAll()
        pool.withLock { if $0.count < kept { $0.append(emptied) } }
    }
}
