internal import CMicroHTTPD
import Foundation
import InfoWindowKit

/// What one `infowindow serve-worker` process does (S1): takes render jobs from the front, turns each
/// into a ``Scene`` value — a request by ``StaticMapRequest/scene(images:)`` (S18), a posted scene file
/// by ``ServedScene`` (S9) —, draws it with ``SceneRenderer`` as `infowindow render` draws a scene, and
/// answers the picture or the error. A worker is one core's
/// renderer: it draws on its main thread, one job at a time, and its street maps' ground on that
/// thread only (S17).
@MainActor
public struct ServeWorker {
    /// The images folder (absolute) icons and scene images are named in.
    public let folder: String
    /// What replaces a scene's `"default"` basemap: the server's `--tiles` (and `--style`); nil for
    /// the built-in world map.
    public let basemap: SceneBasemap?
    /// The limits a posted scene is held to.
    public let limits: ServeLimits
    /// Fetches `icon:` URLs from the hosts of the server's `--icon-hosts`, and keeps them (D85).
    let icons: IconFetcher
    /// The GeoJSON files of points a posted scene's `clusters` may name by file name (`--points`, D178).
    public var pointsFiles: [String] = []
    /// Where the addresses of a query the worker reads itself are looked up (D95, D210): the front's
    /// gazetteer, loaded again by each worker; nil answers an address with a 400.
    public var places: (any AddressBook)?
    /// The server's render identity (S3), which the ETag of a query the worker reads itself is made
    /// with (D210); the front passes it with `--identity`.
    public var renderIdentity = ""

    /// A worker for the images in `folder` (absolute), drawing `basemap` for `"default"`, fetching icon
    /// URLs as `icons` allows (by default: none).
    public init(folder: String, basemap: SceneBasemap?, limits: ServeLimits = ServeLimits(), icons: IconFetchPolicy = IconFetchPolicy()) {
        self.folder = folder
        self.basemap = basemap
        self.limits = limits
        self.icons = IconFetcher(policy: icons)
    }

    /// Warms up, then answers the jobs on standard input until the front closes it (``WorkerLoop``);
    /// returns the exit status.
    public func run() -> Int32 {
        keepFreedMemory()
        warmUp()
        return WorkerLoop.run(answer)
    }

    /// Tells glibc's allocator to keep freed memory for the next picture (D171): a picture's bitmaps
    /// (a 640 × 640 canvas is 1.6 MB) are above its default threshold for private mappings, so each was
    /// mapped, zeroed page by page by the kernel and unmapped again — a sixth of a picture's time. A
    /// worker's memory then stays at its largest picture's, which it needs again anyway.
    func keepFreedMemory() {
        iw_keep_freed_memory(64 * 1024 * 1024, 256 * 1024 * 1024)
    }

    /// Draws one small map with a window, so that loading the fonts, Pango and the basemap's data is
    /// paid at start-up rather than by the first request (and its time limit).
    public func warmUp() {
        var request = StaticMapRequest(center: Coordinate(latitude: 51.5, longitude: -0.127), zoom: 10)
        (request.width, request.height) = (64, 48)
        var marker = StaticMarker(position: Coordinate(latitude: 51.5, longitude: -0.127))
        (marker.id, marker.title, marker.snippet) = ("warm", "Warm-up", "ready")
        request.markers = [marker]
        request.selected = "warm"
        _ = answer(.staticMap(request))
    }

    /// The answer to one job: the picture (200), or the error naming the parameter.
    public func answer(_ job: RenderJob) -> RenderReply {
        var report = IconReport()
        var format = job.format ?? .png
        // A query read here (D210): its notices, ETag and format go back with the picture.
        var read: (notices: [String], etag: String)?
        do throws(ServeError) {
            var scene: Scene
            switch job {
            case .staticMap(let request): scene = try request.scene(images: folder, fetching: icons, report: &report)
            case .staticMapQuery(let text, _):
                scene = try StaticMapRequest(canonicalQuery: text).scene(images: folder, fetching: icons, report: &report)
            case .staticMapParameters(let parameters):
                let request = try StaticMapRequest(query: try parameters.items(), limits: limits, places: places)
                format = request.format
                read = (request.notices.items, ETag.of(staticMap: request, identity: renderIdentity))
                scene = try request.scene(images: folder, fetching: icons, report: &report)
            case .sceneFile(let body, _): scene = try ServedScene.load(body: body, folder: folder, limits: limits, served: basemap,
                                                                            points: pointsFiles)
            }
            if scene.basemap == .default, let basemap { scene.basemap = basemap }
            var options = SceneRenderer.Options()
            options.format = format
            // Pictures made per request (S12), by one core's renderer: the workers already fill the
            // cores, so a street map's ground is drawn on this thread only (S1, S17). Its PNG writer is
            // render's (D83).
            options.pngCompression = .fast
            options.drawingThreads = 1
            do {
                let picture = try SceneRenderer.render(scene, options: options)
                var reply = RenderReply(status: 200, body: picture.data)
                // What the request's icons and the drawing (D93) found to say joins the request's notices.
                (reply.notices, reply.iconOutcomes) = ((read?.notices ?? []) + report.notices + picture.notices, report.outcomes)
                if let read { (reply.etag, reply.format) = (read.etag, format) }
                return reply
            } catch .scene(let error) {
                throw ServedScene.serveError(error, source: job.source, folder: folder)
            } catch {
                throw ServeError(status: 500, parameter: "request", message: "the picture could not be encoded as \(format.rawValue)")
            }
        } catch {
            var reply = RenderReply(error)
            reply.iconOutcomes = report.outcomes
            return reply
        }
    }
}
