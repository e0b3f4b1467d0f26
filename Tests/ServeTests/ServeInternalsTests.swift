import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowServe

/// The server's pieces that need no socket: ETags, error bodies, metrics text, the queue, the pipe
/// protocol, the fast PNG writer.
@Suite("Serve: internals")
struct ServeInternalsTests {
    @Test("S3 ETags depend on the request, the format, the endpoint and the render identity; If-None-Match lists match")
    func etags() {
        let query = Data("center=1,2&zoom=3".utf8)
        let tag = ETag.of(kind: "staticmap", format: .png, request: query, identity: "a")
        #expect(tag.count == 34 && tag.hasPrefix("\"") && tag.hasSuffix("\""))
        #expect(tag == ETag.of(kind: "staticmap", format: .png, request: query, identity: "a"))
        #expect(tag != ETag.of(kind: "staticmap", format: .jpeg, request: query, identity: "a"))
        #expect(tag != ETag.of(kind: "render", format: .png, request: query, identity: "a"))
        #expect(tag != ETag.of(kind: "staticmap", format: .png, request: query, identity: "b"))
        #expect(tag != ETag.of(kind: "staticmap", format: .png, request: Data("center=1,2&zoom=4".utf8), identity: "a"))
        #expect(ETag.matches(tag, tag) && ETag.matches("\"x\", \(tag)", tag) && ETag.matches("W/\(tag)", tag) && ETag.matches("*", tag))
        #expect(!ETag.matches("\"x\"", tag) && !ETag.matches("", tag))
        #expect(ETag.matches("\"x\",\t\(tag) \t", tag) && !ETag.matches(" \t, ,", tag), "spaces and tabs around entries (OWS)")
    }

    @Test("S15 an error body is one JSON object naming the error, the parameter and the limit")
    func errorBody() throws {
        let error = ServeError(status: 400, parameter: "size", limit: "2048x2048", message: "size: \"big\"\n/é")
        let object = try #require(try JSONSerialization.jsonObject(with: error.json) as? [String: String])
        #expect(object == ["error": "size: \"big\"\n/é", "parameter": "size", "limit": "2048x2048"])
        let plain = try #require(try JSONSerialization.jsonObject(with: ServeError.invalid("zoom", "bad").json) as? [String: String])
        #expect(plain == ["error": "zoom: bad", "parameter": "zoom"])
    }

    @Test("S14 the metrics are Prometheus text: counters by endpoint and code, a cumulative histogram, gauges")
    func metrics() {
        let metrics = ServeMetrics(workers: 2)
        metrics.began(); metrics.began(); metrics.began()
        metrics.ended(endpoint: "/staticmap", status: 200, seconds: 0.003)
        metrics.ended(endpoint: "/staticmap", status: 304, seconds: 0.0002)
        metrics.cacheHit()
        metrics.rendered(by: 1)
        let text = metrics.text(queueDepth: 5)
        #expect(text.contains("infowindow_http_requests_total{endpoint=\"/staticmap\",code=\"200\"} 1\n"))
        #expect(text.contains("infowindow_http_requests_total{endpoint=\"/staticmap\",code=\"304\"} 1\n"))
        #expect(text.contains("infowindow_http_request_duration_seconds_bucket{le=\"0.0005\"} 1\n"))
        #expect(text.contains("infowindow_http_request_duration_seconds_bucket{le=\"0.005\"} 2\n"))
        #expect(text.contains("infowindow_http_request_duration_seconds_bucket{le=\"+Inf\"} 2\n"))
        #expect(text.contains("infowindow_http_request_duration_seconds_count 2\n"))
        #expect(text.contains("infowindow_http_requests_in_flight 1\n") && text.contains("infowindow_render_queue_depth 5\n"))
        #expect(text.contains("infowindow_cache_hits_total 1\n"))
        #expect(text.contains("infowindow_worker_renders_total{worker=\"0\"} 0\n") && text.contains("infowindow_worker_renders_total{worker=\"1\"} 1\n"))
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            #expect(line.split(separator: " ").count == 2, "\(line)")
        }
    }

    @Test("S4 the queue holds at most its capacity and hands out jobs in order")
    func queue() {
        var queue = BoundedFIFO<Int>(capacity: 2)
        let offered = [queue.offer(1), queue.offer(2), queue.offer(3)]
        #expect(offered == [true, true, false] && queue.depth == 2 && queue.first == 1)
        let first = queue.take(), fourth = queue.offer(4)
        let rest = [queue.take(), queue.take(), queue.take()]
        #expect(first == 1 && fourth && rest == [2, 4, nil])
        var taken: [Int] = []
        var capacity = BoundedFIFO<Int>(capacity: 400)
        for item in 0..<1_000 {
            let added = capacity.offer(item)
            #expect(added)
            // Take one in three behind: the queue compacts itself as its head moves on.
            if item % 3 != 0, let oldest = capacity.take() { taken.append(oldest) }
        }
        while let oldest = capacity.take() { taken.append(oldest) }
        #expect(taken == Array(0..<1_000) && capacity.depth == 0)
    }

    @Test("S19 a Locked value shared by threads loses no update (and ThreadSanitizer sees its lock)")
    func locked() {
        let counts = Locked([0, 0])
        let done = DispatchSemaphore(value: 0)
        for thread in 0..<4 {
            Thread {
                for _ in 0..<5_000 { counts.withLock { $0[thread % 2] += 1 } }
                done.signal()
            }.start()
        }
        for _ in 0..<4 { done.wait() }
        #expect(counts.withLock { $0 } == [10_000, 10_000])
    }

    @Test("S1 jobs and replies cross a pipe whole, and a closed pipe is seen as closed")
    func frames() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let job = RenderJob.sceneFile(Data((0..<70_000).map { UInt8($0 % 251) }), format: .jpeg)
        var asked = StaticMapRequest(center: Coordinate(latitude: 51.5, longitude: -0.127), zoom: 10)
        asked.format = .jpeg
        asked.selected = "a & b = 100% #1"
        let request = asked
        let (reader, writerEnd) = (fds[0], fds[1])
        let writer = Thread {
            _ = Frame.write(job.payload, to: writerEnd)
            _ = Frame.write(RenderJob.staticMap(request).payload, to: writerEnd)
            _ = Frame.write(RenderReply(status: 422, body: Data("x".utf8)).payload, to: writerEnd)
            close(writerEnd)
        }
        writer.start()
        guard case .frame(let first) = Frame.read(from: reader), case .frame(let second) = Frame.read(from: reader),
              case .frame(let third) = Frame.read(from: reader) else {
            Issue.record("the frames did not arrive")
            return
        }
        #expect(RenderJob(payload: first) == job && RenderJob(payload: second) == .staticMap(request))
        #expect(RenderReply(payload: third) == RenderReply(status: 422, body: Data("x".utf8)))
        #expect(RenderJob(payload: Data([0]) + Data("center=1,2&zoom=99".utf8)) == nil, "a damaged request is no job")
        #expect(RenderJob(payload: Data([1, 7])) == nil && RenderJob(payload: Data()) == nil)
        guard case .closed = Frame.read(from: reader) else { Issue.record("end of file was not seen"); return }
        close(reader)
    }

    @Test("S1 D201 the front reads a reply a piece at a time as it arrives, without waiting, and sees a broken pipe as closed")
    func frameReader() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        let reply = RenderReply(status: 200, body: Data((0..<5_000).map { UInt8($0 % 241) }))
        let frame = Frame.framed(reply.payload) + Frame.framed(Data())
        var reader = FrameReader()
        guard case .waiting = reader.read(from: fds[0]) else { Issue.record("an empty pipe did not say waiting"); return }
        // Three bytes of the length, then the rest of the first frame in odd pieces, then an empty frame.
        var replies: [Data] = []
        var offset = 0
        for size in [3, 1, 700, 2, 5_000, 4] {
            let end = min(frame.count, offset + size)
            frame[offset..<end].withUnsafeBytes { _ = write(fds[1], $0.baseAddress!, $0.count) }
            offset = end
            while case .frame(let payload) = reader.read(from: fds[0]) { replies.append(payload) }
        }
        #expect(offset == frame.count && replies.count == 2)
        #expect(replies.first.flatMap { RenderReply(payload: $0) } == reply && replies.last == Data())
        // A length over the limit is a broken worker, not a reason to allocate.
        var huge = UInt32(Frame.maximumLength + 1).littleEndian
        withUnsafeBytes(of: &huge) { _ = write(fds[1], $0.baseAddress!, 4) }
        guard case .closed = reader.read(from: fds[0]) else { Issue.record("an oversized frame was not refused"); return }
        reader.reset()
        close(fds[1])
        guard case .closed = reader.read(from: fds[0]) else { Issue.record("end of file was not seen"); return }
        close(fds[0])
    }

    @MainActor
    @Test("S12 the fast PNG writer gives the same pixels as Cairo's, opaque (RGB) or not (RGBA)")
    func fastPNG() throws {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 120, height: 90), camera: CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 10))
        let marker = Marker(position: Coordinate(latitude: 51.5, longitude: -0.127))
        marker.title = "London"
        marker.map = map
        map.selectedMarker = marker
        let icon = try Image.load(contentsOfFile: #filePath.replacingOccurrences(of: "Tests/ServeTests/ServeInternalsTests.swift", with: "Scenes/images/house.png"))
        for picture in [map.snapshot(), icon] {
            let fast = try #require(picture.pngData(compression: .fast))
            let small = try #require(picture.pngData(compression: .cairo))
            let a = try Image(pngData: fast), b = try Image(pngData: small)
            #expect(a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight)
            var differing = 0
            for y in 0..<a.pixelHeight { for x in 0..<a.pixelWidth where a.color(atPixelX: x, y: y) != b.color(atPixelX: x, y: y) { differing += 1 } }
            #expect(differing == 0)
            #expect(fast[fast.startIndex + 25] == (picture === icon ? 6 : 2), "colour type: RGB when opaque, RGBA otherwise")
        }
    }
}
