import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowServe

/// `icon:` URLs fetched by a worker from the hosts of `--icon-hosts` only, within limits, never from a
/// private address unless it is listed as one (D85–D88), against a loopback server the tests start
/// (`Tests/e2e/support/icon-server.py`) that counts the connections it accepts.
@MainActor
@Suite("Serve: icon URLs fetched safely", .serialized)
struct IconFetchTests {
    nonisolated static let root = #filePath.replacingOccurrences(of: "/Tests/ServeTests/IconFetchTests.swift", with: "")

    /// The icon server, running until the value is gone.
    final class IconServer {
        let process = Process()
        let port: Int
        let countFile: String
        let folder: String

        init() throws {
            folder = NSTemporaryDirectory() + "icon-server-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // A 24 x 24 magenta square: a colour no map or pin has.
            let words = [UInt32](repeating: 0xFFFF_00FF, count: 24 * 24)
            let icon = try #require(words.withUnsafeBytes { Image(premultipliedARGB: $0, width: 24, height: 24, bytesPerRow: 96) })
            try #require(icon.pngData()).write(to: URL(fileURLWithPath: folder + "/icon.png"))
            countFile = folder + "/count"
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", IconFetchTests.root + "/Tests/e2e/support/icon-server.py", folder + "/icon.png", countFile]
            process.standardOutput = output
            try process.run()
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let byte = output.fileHandleForReading.readData(ofLength: 1)
                guard !byte.isEmpty else { break }
                line.append(byte)
            }
            port = try #require(Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        }

        /// Connections accepted so far.
        var connections: Int {
            Int((try? String(contentsOfFile: countFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? -1
        }

        deinit {
            // SIGKILL: a child of a test's thread may start with SIGTERM blocked.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    private func worker(_ hosts: String?, configure: (inout IconFetchPolicy) -> Void = { _ in }) throws -> ServeWorker {
        var policy = try hosts.map { try IconFetchPolicy(hosts: $0) } ?? IconFetchPolicy()
        configure(&policy)
        return ServeWorker(folder: Self.root + "/Scenes/images", basemap: nil, icons: policy)
    }

    private func request(_ url: String) throws -> StaticMapRequest {
        try StaticMapRequest(query: [QueryItem("center", "51.5,-0.127"), QueryItem("zoom", "10"), QueryItem("size", "160x120"),
                                     QueryItem("markers", "icon:\(url)|51.5,-0.127")])
    }

    /// Magenta pixels of the picture in the 24-point square above the marker's point (the icon's
    /// bottom centre is on it).
    private func magenta(_ reply: RenderReply) throws -> Int {
        let picture = try Image(pngData: reply.body)
        var count = 0
        for y in 36..<60 {
            for x in 68..<92 {
                guard let c = picture.color(atPixelX: x, y: y) else { continue }
                if c.red > 0.9 && c.green < 0.1 && c.blue > 0.9 { count += 1 }
            }
        }
        return count
    }

    @Test("D85 an icon from a listed loopback address is fetched and drawn, then answered from memory without a new connection")
    func fetchedAndDrawn() throws {
        let server = try IconServer()
        let worker = try worker("127.0.0.1:\(server.port)")
        let url = "http://127.0.0.1:\(server.port)/icon.png"
        let reply = worker.answer(.staticMap(try request(url)))
        #expect(reply.status == 200 && reply.iconOutcomes == ["fetched"] && reply.notices.isEmpty, "\(reply.notices)")
        #expect(try magenta(reply) > 400, "the fetched icon is drawn over its point")
        #expect(server.connections == 1)
        let again = worker.answer(.staticMap(try request(url)))
        #expect(again.iconOutcomes == ["cached"] && again.body == reply.body)
        #expect(server.connections == 1, "a kept icon is not fetched again")
        // A redirect to the same listed host is followed.
        let moved = worker.answer(.staticMap(try request("http://127.0.0.1:\(server.port)/redirect-same")))
        #expect(moved.iconOutcomes == ["fetched"])
        #expect(try magenta(moved) > 400)
    }

    @Test("D85 without --icon-hosts, or with another port listed, the same URL opens no connection and draws the default pin")
    func notListedOpensNothing() throws {
        let server = try IconServer()
        let url = "http://127.0.0.1:\(server.port)/icon.png"
        let plain = try worker(nil).answer(.staticMap(try request(url)))
        #expect(plain.status == 200 && plain.iconOutcomes == ["not_listed"])
        #expect(plain.notices == ["markers[0]: icon URL not drawn: this server fetches icons only from the hosts it lists with --icon-hosts, and lists none; the default pin is drawn"])
        #expect(try magenta(plain) == 0)
        let other = try worker("127.0.0.1:\(server.port == 65535 ? 1 : server.port + 1), 127.0.0.2").answer(.staticMap(try request(url)))
        #expect(other.iconOutcomes == ["not_listed"] && other.notices.first?.contains("is not one of the server's --icon-hosts") == true)
        #expect(server.connections == 0, "no connection was opened")
    }

    @Test("D86 a listed name that resolves to a loopback address, and private addresses not listed, are refused without connecting")
    func privateAddressesRefused() throws {
        let server = try IconServer()
        let byName = try worker("localhost:\(server.port)").answer(.staticMap(try request("http://localhost:\(server.port)/icon.png")))
        #expect(byName.iconOutcomes == ["private_address"], "\(byName.notices)")
        #expect(byName.notices.first?.contains("localhost resolves to a private, loopback") == true)
        for url in ["http://10.0.0.1/icon.png", "http://169.254.169.254/latest/meta-data/", "http://[::1]:\(server.port)/icon.png",
                    "http://[::ffff:127.0.0.1]:\(server.port)/icon.png", "http://0.0.0.0:\(server.port)/icon.png"] {
            let reply = try worker("127.0.0.1:\(server.port), icons.example.com").answer(.staticMap(try request(url)))
            #expect(reply.iconOutcomes == ["not_listed"], "\(url)")
        }
        #expect(server.connections == 0)
    }

    @Test("D86 the address rules: private, loopback, link-local, multicast, unspecified and reserved, IPv4 and IPv6, mapped included")
    func addressRules() throws {
        let refused = ["10.0.0.1", "127.0.0.1", "169.254.169.254", "172.16.0.1", "192.168.1.1", "100.64.0.1", "0.0.0.0",
                       "224.0.0.1", "255.255.255.255", "198.18.0.1", "::", "::1", "::ffff:127.0.0.1", "::ffff:169.254.169.254",
                       "::127.0.0.1", "64:ff9b::a9fe:a9fe", "2002:7f00:1::", "fe80::1", "fc00::1", "fd12:3456::1", "ff02::1",
                       "2001:db8::1", "fec0::1"]
        for text in refused {
            let address = try #require(IconAddress(literal: text), "\(text)")
            #expect(!address.isPublic, "\(text)")
        }
        for text in ["8.8.8.8", "151.101.1.140", "2a00:1450:4009:80b::200e", "::ffff:8.8.8.8", "64:ff9b::808:808"] {
            #expect(try #require(IconAddress(literal: text)).isPublic, "\(text)")
        }
        #expect(IconAddress(literal: "localhost") == nil && IconAddress(literal: "1.2.3") == nil)
        // inet_pton reads a C string: a NUL must not cut the text to an address (a query fuzzer find).
        #expect(IconAddress(literal: "127.0.0.1\0::1") == nil && IconAddress(literal: "::1\0") == nil)
        #expect(IconFetchPolicy.Host("[127.0.0.1\0::1]]:90") == nil && IconFetchPolicy.Host("127.0.0.1\0evil:80") == nil)
    }

    @Test("D86 a redirect to a private address, or to a host not listed, is refused without following it")
    func redirectsRefused() throws {
        let server = try IconServer()
        let worker = try worker("127.0.0.1:\(server.port)")
        let toMetadata = worker.answer(.staticMap(try request("http://127.0.0.1:\(server.port)/redirect-private")))
        #expect(toMetadata.iconOutcomes == ["redirect"] && toMetadata.notices.first?.contains("169.254.169.254:80 is not one of") == true,
                "\(toMetadata.notices)")
        let elsewhere = worker.answer(.staticMap(try request("http://127.0.0.1:\(server.port)/redirect-unlisted")))
        #expect(elsewhere.iconOutcomes == ["redirect"])
        #expect(server.connections == 2, "only the two redirecting answers were asked for")
    }

    @Test("D87 an endless body and a gigabyte one stop at the byte limit, a slow drip at the time limit")
    func limits() throws {
        let server = try IconServer()
        let worker = try worker("127.0.0.1:\(server.port)") { $0.maximumBytes = 64 * 1024; $0.timeLimit = 1 }
        let endless = worker.answer(.staticMap(try request("http://127.0.0.1:\(server.port)/endless")))
        #expect(endless.status == 200 && endless.iconOutcomes == ["too_large"])
        #expect(endless.notices.first?.contains("larger than the limit of 64 KiB") == true, "\(endless.notices)")
        let gigabyte = worker.answer(.staticMap(try request("http://127.0.0.1:\(server.port)/gigabyte")))
        #expect(gigabyte.iconOutcomes == ["too_large"])
        let started = ContinuousClock.now
        let drip = worker.answer(.staticMap(try request("http://127.0.0.1:\(server.port)/drip")))
        #expect(drip.status == 200 && drip.iconOutcomes == ["timeout"], "\(drip.notices)")
        print("IconFetchTests: the drip was cut after \(ContinuousClock.now - started) (time limit 1 s)")
    }

    @Test("D87 a body that is not a PNG, JPEG or GIF, one too many pixels large, and a 404 draw the default pin")
    func notAnImage() throws {
        let server = try IconServer()
        let worker = try worker("127.0.0.1:\(server.port)")
        let text = worker.answer(.staticMap(try request("http://127.0.0.1:\(server.port)/text")))
        #expect(text.status == 200 && text.iconOutcomes == ["not_an_image"])
        #expect(try magenta(text) == 0)
        let big = worker.answer(.staticMap(try request("http://127.0.0.1:\(server.port)/big.png")))
        #expect(big.iconOutcomes == ["too_many_pixels"] && big.notices.first?.contains("5000x5000") == true)
        let missing = worker.answer(.staticMap(try request("http://127.0.0.1:\(server.port)/missing")))
        #expect(missing.iconOutcomes == ["http_status"] && missing.notices.first?.contains("404") == true)
        let ftp = worker.answer(.staticMap(try request("ftp://127.0.0.1:\(server.port)/icon.png")))
        #expect(ftp.iconOutcomes == ["scheme"])
    }

    @Test("D85 --icon-hosts entries: names and addresses, with or without a port; anything else is refused naming the entry")
    func hostList() throws {
        let policy = try IconFetchPolicy(hosts: "icons.example.com, 127.0.0.1:8123\n[::1]:9000 # loopback\n10.1.2.3")
        #expect(policy.hosts.map(\.text) == ["icons.example.com", "127.0.0.1:8123", "[::1]:9000", "10.1.2.3"])
        #expect(policy.hosts.map(\.isAddress) == [false, true, true, true])
        #expect(policy.entry(host: "ICONS.example.com", port: 443, scheme: "https") != nil)
        #expect(policy.entry(host: "icons.example.com", port: 8443, scheme: "https") == nil)
        #expect(policy.entry(host: "127.0.0.1", port: 8123, scheme: "http") != nil)
        #expect(policy.entry(host: "evil.icons.example.com", port: 443, scheme: "https") == nil)
        for bad in ["http://icons.example.com", "icons.example.com:0", "a..b", "[::1", "*.example.com", "host:99999"] {
            #expect(throws: IconPolicyError(entry: bad)) { try IconFetchPolicy(hosts: bad) }
        }
    }

    @Test("D88 a reply carries its notices and icon outcomes across the pipe; the metrics count the outcomes")
    func replyAndMetrics() throws {
        var reply = RenderReply(status: 200, body: Data([1, 2, 3]))
        reply.notices = ["markers[0]: icon URL not drawn: x; the default pin is drawn"]
        reply.iconOutcomes = ["fetched", "not_listed"]
        #expect(RenderReply(payload: reply.payload) == reply)
        let metrics = ServeMetrics(workers: 1)
        metrics.iconFetched("fetched")
        metrics.iconFetched("made up")
        let text = metrics.text(queueDepth: 0)
        #expect(text.contains("infowindow_icon_fetches_total{outcome=\"fetched\"} 1"))
        #expect(text.contains("infowindow_icon_fetches_total{outcome=\"other\"} 1"))
        #expect(text.contains("infowindow_icon_fetches_total{outcome=\"private_address\"} 0"))
    }
}
