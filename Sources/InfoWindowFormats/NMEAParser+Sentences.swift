import Foundation

/// The four sentences used, and merging the RMC and GGA of one time of day into one fix.
extension NMEAParser {
    /// What the sentences of one time of day said so far.
    struct Epoch: Sendable {
        var timeText: String
        var timeOfDay: Double
        var day: Int?
        var latitude: Double?
        var longitude: Double?
        var altitude: Double?
        var speed: Double?
        var course: Double?
        var horizontalDOP: Double?
        var quality = LocationFix.Quality.gps
        var satellites: Int?
        var types: Set<String> = []
        var delivered = false
    }

    static let knots = 1852.0 / 3600.0

    mutating func handle(_ fields: [String]) -> [LocationFix] {
        let address = fields[0]
        guard address.utf8.count == 5, !address.hasPrefix("P") else {
            statistics.unsupported += 1
            return []
        }
        let type = String(address.suffix(3))
        switch type {
        case "RMC": return rmc(fields)
        case "GGA": return gga(fields)
        case "GSA": gsa(fields); return []
        case "VTG": vtg(fields); return []
        default:
            statistics.unsupported += 1
            return []
        }
    }

    /// `$xxRMC,time,status,lat,N/S,lon,E/W,knots,course,ddmmyy,magvar,E/W[,mode[,navstatus]]`
    private mutating func rmc(_ f: [String]) -> [LocationFix] {
        guard f.count >= 10, let timeOfDay = NMEAParser.timeOfDay(f[1]) else { return reject() }
        let day = NMEAParser.day(f[9])
        if let day { lastDay = day }
        if f[2] != "A" || (f.count > 12 && f[12] == "N") {
            statistics.noFix += 1
            return []
        }
        guard let latitude = NMEAParser.angle(f[3], f[4], degreeDigits: 2),
              let longitude = NMEAParser.angle(f[5], f[6], degreeDigits: 3) else { return reject() }
        let speed = f[7].isEmpty ? nil : DecimalNumber.parse(f[7]).flatMap { $0 >= 0 ? $0 * NMEAParser.knots : nil }
        let course = NMEAParser.course(f[8])
        if (!f[7].isEmpty && speed == nil) || (!f[8].isEmpty && course == nil) { return reject() }
        return merge("RMC", time: f[1], timeOfDay: timeOfDay) { epoch in
            epoch.day = day ?? epoch.day
            epoch.latitude = latitude
            epoch.longitude = longitude
            epoch.speed = speed ?? epoch.speed
            epoch.course = course ?? epoch.course
        }
    }

    /// `$xxGGA,time,lat,N/S,lon,E/W,quality,satellites,HDOP,altitude,M,separation,M,age,station`
    private mutating func gga(_ f: [String]) -> [LocationFix] {
        guard f.count >= 10, let timeOfDay = NMEAParser.timeOfDay(f[1]) else { return reject() }
        guard let qualityNumber = Int(f[6]) else { return reject() }
        guard qualityNumber != 0 else {
            statistics.noFix += 1
            return []
        }
        guard let quality = LocationFix.Quality(rawValue: qualityNumber),
              let latitude = NMEAParser.angle(f[2], f[3], degreeDigits: 2),
              let longitude = NMEAParser.angle(f[4], f[5], degreeDigits: 3) else { return reject() }
        let satellites = f[7].isEmpty ? nil : Int(f[7])
        let dilution = f[8].isEmpty ? nil : DecimalNumber.parse(f[8])
        let altitude = f[9].isEmpty ? nil : DecimalNumber.parse(f[9])
        if (!f[7].isEmpty && satellites == nil) || (!f[8].isEmpty && (dilution ?? -1) < 0)
            || (!f[9].isEmpty && altitude.map({ abs($0) > 1_000_000 }) ?? true) {
            return reject()
        }
        return merge("GGA", time: f[1], timeOfDay: timeOfDay) { epoch in
            epoch.latitude = latitude
            epoch.longitude = longitude
            epoch.altitude = altitude
            epoch.quality = quality
            epoch.satellites = satellites
            epoch.horizontalDOP = dilution
        }
    }

    /// `$xxGSA,A/M,1/2/3,prn×12,PDOP,HDOP,VDOP[,system]`: the mode and VDOP, kept for later fixes.
    private mutating func gsa(_ f: [String]) {
        guard f.count >= 18, let type = Int(f[2]), (1...3).contains(type) else { _ = reject(); return }
        if type == 1 {
            statistics.noFix += 1
            return
        }
        mode = LocationFix.Mode(rawValue: type)
        verticalDOP = f[17].isEmpty ? nil : DecimalNumber.parse(f[17]).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// `$xxVTG,course,T,magnetic,M,knots,N,km/h,K[,mode]`: speed and course for the open time.
    private mutating func vtg(_ f: [String]) {
        guard f.count >= 8 else { _ = reject(); return }
        if f.count > 9, f[9] == "N" {
            statistics.noFix += 1
            return
        }
        let course = NMEAParser.course(f[1])
        let speed = f[5].isEmpty ? nil : DecimalNumber.parse(f[5]).flatMap { $0 >= 0 ? $0 * NMEAParser.knots : nil }
        guard (f[1].isEmpty || course != nil) && (f[5].isEmpty || speed != nil) else { _ = reject(); return }
        guard var open = epoch, !open.delivered else { return }
        open.course = open.course ?? course
        open.speed = open.speed ?? speed
        epoch = open
    }

    private mutating func reject() -> [LocationFix] {
        statistics.invalid += 1
        return []
    }

    /// Adds a sentence's fields to its time's epoch. An epoch is delivered as soon as it has every
    /// sentence type of the receiver's cycle, or when the next time of day starts. The cycle is
    /// learnt from the stream: the types of the last epoch that ended by a new time starting
    /// (so the first fix waits for the second time of day, and a receiver that changes what it
    /// sends is followed).
    private mutating func merge(_ type: String, time: String, timeOfDay: Double,
                                update: (inout Epoch) -> Void) -> [LocationFix] {
        var fixes: [LocationFix] = []
        if var open = epoch, open.timeText == time {
            guard !open.delivered else { return [] }
            update(&open)
            open.types.insert(type)
            epoch = open
        } else {
            if let previous = epoch, !previous.delivered {
                cycle = previous.types
                if let fix = makeFix(previous) { fixes.append(fix) }
            }
            var fresh = Epoch(timeText: time, timeOfDay: timeOfDay)
            update(&fresh)
            fresh.types.insert(type)
            epoch = fresh
        }
        guard var open = epoch, let cycle, open.types.isSuperset(of: cycle) else { return fixes }
        open.delivered = true
        epoch = open
        if let fix = makeFix(open) { fixes.append(fix) }
        return fixes
    }

    mutating func makeFix(_ epoch: Epoch) -> LocationFix? {
        guard let latitude = epoch.latitude, let longitude = epoch.longitude else { return nil }
        var day = epoch.day ?? lastDay
        // A GGA-only epoch after midnight still carries yesterday's RMC date: move it on a day.
        if epoch.day == nil, let previous = lastTimeOfDay, epoch.timeOfDay + 43_200 < previous, let known = day {
            day = known + 1
            lastDay = day
        }
        lastTimeOfDay = epoch.timeOfDay
        statistics.fixes += 1
        return LocationFix(
            coordinate: GeoPoint(latitude: latitude, longitude: longitude, altitude: epoch.altitude),
            time: day.map { Date(timeIntervalSince1970: Double($0) * 86_400 + epoch.timeOfDay) },
            timeOfDay: epoch.timeOfDay, speed: epoch.speed, course: epoch.course,
            horizontalAccuracy: epoch.horizontalDOP.map { $0 * rangeError },
            verticalAccuracy: mode == .threeD ? verticalDOP.map { $0 * rangeError } : nil,
            quality: epoch.quality, mode: mode, satellites: epoch.satellites)
    }
}
