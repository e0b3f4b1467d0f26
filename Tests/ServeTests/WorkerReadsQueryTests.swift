import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowServe

/// D210: the front hands a `GET /staticmap` query it does not read itself to a worker as the
/// parameters libmicrohttpd decoded; the worker reads them, answers mistakes as the front would, and
/// sends the picture with the ETag and format the front would have given it.
@MainActor
@Suite("Serve: a worker reads the query (D210)")
struct WorkerReadsQueryTests {
    static let root = #filePath.replacingOccurrences(of: "/Tests/ServeTests/WorkerReadsQueryTests.swift", with: "")

    private var worker: ServeWorker {
        var worker = ServeWorker(folder: Self.root + "/Scenes/images", basemap: nil)
        worker.renderIdentity = "identity-1"
        return worker
    }

    private let items = [QueryItem("size", "160x120"), QueryItem("markers", "size:mid|color:blue|label:A|51.45,-0.25"),
                         QueryItem("markers", "color:red|label:B|51.5,-0.2"), QueryItem("maptype", "satellite"),
                         QueryItem("style", "feature:water|element:geometry|color:0x8ab4f8"), QueryItem("format", "png8"),
                         QueryItem("key", "AIzaAny")]

    @Test("D210 parameters cross the pipe exactly as decoded: order, bare names, NUL bytes and bytes that are not UTF-8")
    func parametersCrossThePipe() throws {
        var parameters = QueryParameters(items)
        let odd: [UInt8] = [0x61, 0x00, 0xFF, 0x62]
        odd.withUnsafeBytes { parameters.append(name: UnsafeRawBufferPointer(rebasing: $0[0..<1]), value: $0) }
        "bare".utf8CString.withUnsafeBytes { parameters.append(name: UnsafeRawBufferPointer(rebasing: $0.dropLast()), value: nil) }
        let job = RenderJob.staticMapParameters(parameters)
        #expect(RenderJob(payload: job.payload) == job)
        #expect(job.format == nil && job.source == .query)
        guard case .staticMapParameters(let back)? = RenderJob(payload: job.payload) else {
            Issue.record("the job did not read back")
            return
        }
        #expect(throws: QueryParameters.notUTF8) { try back.items() }
        #expect(try QueryParameters(items).items() == items)
        let bare = QueryParameters([QueryItem("zoom", nil), QueryItem("", "")])
        #expect(try QueryParameters(bytes: bare.bytes)?.items() == [QueryItem("zoom", nil), QueryItem("", "")])
        // A length past the end is no job: the frame is damaged.
        #expect(RenderJob(payload: Data([2]) + Data(QueryParameters(items).bytes.dropLast())) == nil)
        #expect(QueryParameters(bytes: [5, 0, 0, 0, 0x61]) == nil && QueryParameters(bytes: [0xFF, 0xFF, 0xFF, 0xFF]) == nil)
        #expect(QueryParameters(bytes: []) == QueryParameters())
    }

    @Test("D210 the worker draws the query it read as the front's canonical text, with the same ETag, format and notices")
    func sameAsTheFront() throws {
        let request = try StaticMapRequest(query: items)
        let canonical = request.canonicalQuery
        let fromFront = worker.answer(.staticMapQuery(canonical, format: request.format))
        let read = worker.answer(.staticMapParameters(QueryParameters(items)))
        #expect(read.status == 200 && fromFront.status == 200)
        #expect(read.body == fromFront.body, "the same picture, byte for byte")
        #expect(read.etag == ETag.of(kind: "staticmap", format: .png8, request: Data(canonical.utf8), identity: "identity-1"))
        #expect(read.format == .png8 && fromFront.etag == nil && fromFront.format == nil)
        #expect(read.notices == request.notices.items + fromFront.notices && !request.notices.items.isEmpty,
                "the request's own notice (satellite drawn as a road map) comes back with the picture")
        #expect(RenderReply(payload: read.payload) == read, "the ETag and format cross the pipe")
        // Another identity, another tag; the picture is the same.
        var other = worker
        other.renderIdentity = "identity-2"
        let again = other.answer(.staticMapParameters(QueryParameters(items)))
        #expect(again.etag != read.etag && again.body == read.body)
    }

    @Test("D210 a mistake in a query the worker reads is the front's 4xx, with no ETag")
    func mistakes() throws {
        for bad in [[QueryItem("center", "0,0"), QueryItem("zoom", "99")], [QueryItem("zom", "2")],
                    [QueryItem("center", "0,0"), QueryItem("zoom", "2"), QueryItem("zoom", "3")],
                    [QueryItem("path", "1,2")]] {
            var expected: ServeError?
            do { _ = try StaticMapRequest(query: bad) } catch { expected = error }
            let reply = worker.answer(.staticMapParameters(QueryParameters(bad)))
            #expect(reply == RenderReply(try #require(expected)), "\(bad)")
            #expect(reply.etag == nil && reply.format == nil)
        }
        var parameters = QueryParameters()
        let invalid: [UInt8] = [0xC3, 0x28]
        "center".utf8CString.withUnsafeBytes { name in
            invalid.withUnsafeBytes { parameters.append(name: UnsafeRawBufferPointer(rebasing: name.dropLast()), value: $0) }
        }
        #expect(worker.answer(.staticMapParameters(parameters)) == RenderReply(QueryParameters.notUTF8))
    }
}
