import Foundation
import InfoWindowKit
import InfoWindowFormats

/// A GPX track replayed into the device's location (SPEC R34), as Xcode simulates a location from a GPX
/// file: each point becomes a fix at its time in the track (``GPXReplayClock``: untimed points 1 s
/// apart, a point earlier than the one before follows it at once), `speed` times faster than real time.
///
/// The replay runs on the host's clock: ``advance(to:)`` reports every point due by then, in order, on the
/// main actor; ``start()`` drives it from the main queue in real time; ``finish()`` reports the rest at
/// once (headless, as fast as the clock allows). Course and speed come from the file when it has them,
/// else from the step between points; the course is also the heading (D146). Points the reader rejects
/// (missing or out-of-range coordinates) are skipped with its warnings (D147).
@MainActor
public final class GPXReplay {
    /// The file replayed.
    public let file: String
    /// The fixes in order, with their offsets (seconds of track time from the first).
    public let fixes: [(offset: TimeInterval, location: Location)]
    /// How many times faster than real time (default 1).
    public var speed: Double
    /// What the reader worked around (skipped points, …), in its words.
    public let warnings: [String]
    /// The device the fixes go to.
    public let device: DeviceLocation
    /// How many fixes have been reported.
    public private(set) var delivered = 0
    /// Seconds of host time since the start.
    public private(set) var elapsed: TimeInterval = 0
    /// Called once after the last fix (on the main actor).
    public var onFinish: (() -> Void)?

    private var timer: DispatchSourceTimer?

    /// Most points a replay holds (default 500,000, about 50 MB): a longer file is refused before it is
    /// read whole, so a huge file never takes unbounded memory (D147).
    public static let defaultMaxPoints = 500_000

    /// Loads `path`, streaming it, at most `maxPoints` points; throws ``LocationSourceError`` when it cannot
    /// be read, has no usable point, or has more points than that.
    public convenience init(path: String, speed: Double = 1, device: DeviceLocation = .shared,
                            maxPoints: Int = GPXReplay.defaultMaxPoints) throws {
        guard speed.isFinite, speed > 0 else { throw LocationSourceError.badSpeed(String(speed)) }
        var points: [GPXPoint] = []
        let summary: GPXSummary
        do {
            summary = try GPXReader().read(fileAt: path) { point in
                guard points.count < maxPoints else { throw LocationSourceError.tooManyPoints(file: path, limit: maxPoints) }
                points.append(point)
            }
        } catch let error as LocationSourceError {
            throw error
        } catch {
            throw LocationSourceError.unreadableTrack(file: path, message: String(describing: error))
        }
        try self.init(file: path, points: points, warnings: summary.warnings.map { String(describing: $0) },
                      speed: speed, device: device)
    }

    /// Replays points already read.
    public convenience init(track: GPXTrack, speed: Double = 1, device: DeviceLocation = .shared) throws {
        try self.init(file: track.file, points: track.points, warnings: track.warnings.map { String(describing: $0) },
                      speed: speed, device: device)
    }

    private init(file: String, points: [GPXPoint], warnings: [String], speed: Double, device: DeviceLocation) throws {
        guard speed.isFinite, speed > 0 else { throw LocationSourceError.badSpeed(String(speed)) }
        let usable = points.filter { $0.coordinate.isValid }
        guard !usable.isEmpty else { throw LocationSourceError.emptyTrack(file: file) }
        self.file = file
        self.speed = speed
        self.device = device
        self.warnings = warnings
        self.fixes = Self.fixes(from: usable)
    }

    /// Turns points into fixes: offsets by the replay clock; course and speed from the file or the step.
    static func fixes(from points: [GPXPoint]) -> [(offset: TimeInterval, location: Location)] {
        var clock = GPXReplayClock()
        let start = Date()
        var result: [(offset: TimeInterval, location: Location)] = []
        result.reserveCapacity(points.count)
        var previous: (offset: TimeInterval, coordinate: Coordinate)?
        for point in points {
            let offset = clock.offset(of: point)
            let coordinate = Coordinate(latitude: point.coordinate.latitude, longitude: point.coordinate.longitude)
            var course = point.course ?? -1
            var speed = point.speed ?? -1
            if let previous, previous.coordinate != coordinate {
                if course < 0 {
                    course = (SphericalGeometry.heading(from: previous.coordinate, to: coordinate) + 360)
                        .truncatingRemainder(dividingBy: 360)
                }
                let step = offset - previous.offset
                if speed < 0, step > 0 { speed = SphericalGeometry.distance(from: previous.coordinate, to: coordinate) / step }
            }
            if course >= 0 { course = course.truncatingRemainder(dividingBy: 360) }
            let location = Location(coordinate: coordinate, altitude: point.coordinate.altitude ?? 0,
                                    horizontalAccuracy: 5, verticalAccuracy: point.coordinate.altitude == nil ? -1 : 10,
                                    course: course, speed: speed, timestamp: point.time ?? start.addingTimeInterval(offset))
            result.append((offset, location))
            previous = (offset, coordinate)
        }
        return result
    }

    /// Whether every fix has been reported.
    public var isFinished: Bool { delivered == fixes.count }

    /// Reports every fix due at `time` seconds of host time since the start (track time × ``speed``), in
    /// order. Time never goes back: an earlier `time` does nothing.
    public func advance(to time: TimeInterval) {
        guard time.isFinite, time >= elapsed else { return }
        elapsed = time
        let trackTime = time * speed
        while delivered < fixes.count, fixes[delivered].offset <= trackTime {
            report(fixes[delivered].location)
        }
        if isFinished { end() }
    }

    /// Reports every fix not yet reported, at once.
    public func finish() {
        while delivered < fixes.count { report(fixes[delivered].location) }
        end()
    }

    /// Drives the replay from the main queue in real time (every 1/60 s), until it ends or ``stop()``.
    public func start() {
        guard timer == nil, !isFinished else { return }
        let began = Date().addingTimeInterval(-elapsed)
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: .milliseconds(16))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.advance(to: Date().timeIntervalSince(began)) }
        }
        self.timer = timer
        timer.resume()
    }

    /// Stops the real-time drive (the replay can go on with ``advance(to:)`` or ``start()``).
    public func stop() {
        timer?.cancel()
        timer = nil
    }

    private func report(_ location: Location) {
        delivered += 1
        device.report(location, heading: location.course >= 0 ? location.course : nil)
    }

    private func end() {
        stop()
        let finish = onFinish
        onFinish = nil
        finish?()
    }
}
