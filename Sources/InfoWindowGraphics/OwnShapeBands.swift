import Dispatch
import Foundation
import Synchronization
import InfoWindowCore

/// Draws an ``OwnShapeRecording`` into a bitmap's pixels in horizontal bands of ``bandRows`` rows, on
/// up to a given number of threads at once (D202). Every band draws every shape that may reach its rows,
/// in the recorded order, through its own thread's rasterizers, into its own rows only; a pixel's value
/// is worked out from the shape's geometry alone, never from which rows are drawn together, so the
/// pixels are the same whatever the bands and threads (D203).
enum OwnShapeBands {
    /// The pixel rows of a band (the last one takes what is left): 100 splits an 800-row frame into
    /// eight, taken by the threads as they come free.
    static let bandRows = 100
    /// Below this many recorded points, the shapes are drawn on the calling thread in one band.
    static let threadedMinimumPoints = 2_000

    /// The bitmap's pixels: premultiplied ARGB32 words, `stride` bytes a row.
    struct Pixels: @unchecked Sendable {
        // Each band writes only its own rows, and the caller waits for all of them (see `draw`).
        let base: UnsafeMutableRawPointer
        let stride: Int, width: Int, height: Int
    }

    /// The rasterizers of the threads, one set each.
    struct Workers: @unchecked Sendable {
        // Worker `t` is used by the `t`-th iteration of `concurrentPerform` only.
        let list: [OwnShapeWorker]
    }

    /// Draws `recording` into `pixels` with up to `threads` of `workers` (at least one) and returns
    /// when every band is done.
    static func draw(_ recording: OwnShapeRecording, into pixels: Pixels, workers: [OwnShapeWorker], threads: Int) {
        guard !recording.isEmpty, let first = workers.first else { return }
        let count = max(1, Int((Double(pixels.height) / Double(bandRows)).rounded()))
        let threaded = min(max(1, threads), count, workers.count)
        guard threaded > 1, recording.pointCount >= threadedMinimumPoints else {
            draw(recording, rows: 0..<pixels.height, into: pixels, with: first)
            return
        }
        let kept = Workers(list: workers)
        // Each thread takes the next band not yet taken: a thread that starts late or is slowed by another
        // process draws fewer of them. Which thread draws a band changes nothing in it (D203).
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threaded) { t in
            while true {
                let band = next.add(1, ordering: .relaxed).oldValue
                guard band < count else { break }
                let top = band * bandRows, bottom = band == count - 1 ? pixels.height : top + bandRows
                draw(recording, rows: top..<bottom, into: pixels, with: kept.list[t])
            }
        }
    }

    /// Draws every shape of `recording` that may reach `rows`, in order, into those rows only.
    static func draw(_ recording: OwnShapeRecording, rows: Range<Int>, into pixels: Pixels, with worker: OwnShapeWorker) {
        recording.points.withUnsafeBufferPointer { points in
            recording.ends.withUnsafeBufferPointer { ends in
                recording.parts.withUnsafeBufferPointer { parts in
                    recording.shapes.withUnsafeBufferPointer { shapes in
                        for shape in shapes where shape.top < rows.upperBound && shape.bottom > rows.lowerBound {
                            let target = ThinStrokeRasterizer.Target(
                                pixels: pixels.base, stride: pixels.stride, clipMinX: shape.clipMinX, clipMinY: shape.clipMinY,
                                clipMaxX: shape.clipMaxX, clipMaxY: shape.clipMaxY, scale: shape.scale, offsetX: shape.offsetX,
                                offsetY: shape.offsetY)
                            let shapeParts = UnsafeBufferPointer(rebasing: parts[shape.parts])
                            switch shape.kind {
                            case .stroke(let width, let closing):
                                guard let run = shapeParts.first else { continue }
                                worker.strokes.stroke(run.points(in: points), ends: run.ends(in: ends), closing: closing,
                                                      lineWidth: width, color: shape.color, into: target, rows: rows)
                            case .fill:
                                worker.fills.fill(shapeParts, points: points, ends: ends, color: shape.color, into: target,
                                                  rows: rows)
                            }
                        }
                    }
                }
            }
        }
    }
}

extension OwnShapeRecording.Parts {
    /// This run's points within all the recorded ones.
    func points(in all: UnsafeBufferPointer<CGPoint>) -> UnsafeBufferPointer<CGPoint> {
        UnsafeBufferPointer(rebasing: all[pointStart..<(pointStart + pointCount)])
    }

    /// This run's part ends (relative to its first point) within all the recorded ones.
    func ends(in all: UnsafeBufferPointer<Int>) -> UnsafeBufferPointer<Int> {
        UnsafeBufferPointer(rebasing: all[endStart..<(endStart + endCount)])
    }
}
