import Foundation

/// The server's counters, gauges and latency histogram, written by every thread and read out by
/// `GET /metrics` in the Prometheus text format (version 0.0.4, `docs/serving.md`, "Metrics").
final class ServeMetrics: Sendable {
    /// The upper bounds of the latency histogram's buckets, in seconds (then +Inf).
    static let buckets: [Double] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    private struct State {
        var requests: [String: [Int: Int]] = [:]
        var bucketCounts = [Int](repeating: 0, count: ServeMetrics.buckets.count + 1)
        var latencySum = 0.0
        var latencyCount = 0
        var inFlight = 0
        var cacheHits = 0
        var renders: [Int] = []
        var restarts = 0
        var rejected = 0
        var refusals: [String: Int] = [:]
        var iconFetches: [String: Int] = [:]
    }

    /// The outcomes of icon URLs (D88), each counted from the start so the series exist at 0: fetched,
    /// answered from a worker's memory, or the reason the default pin was drawn.
    static let iconOutcomes = ["fetched", "cached", "not_listed", "scheme", "bad_url", "private_address", "redirect",
                               "too_large", "timeout", "http_status", "connection", "not_an_image", "too_many_pixels",
                               "too_many_icons"]

    /// The reasons a `/staticmap` request is refused before it is read (D67, D68), each counted from
    /// the start so the series exist at 0.
    static let refusalReasons = URLSigner.Refusal.allCases.map(\.rawValue) + ["key_missing", "key_unknown", "url_too_long"]

    private let state: Locked<State>
    /// The number of workers, for the per-worker series.
    let workers: Int

    /// Metrics for a server with `workers` workers.
    init(workers: Int) {
        self.workers = workers
        var initial = State()
        initial.renders = [Int](repeating: 0, count: workers)
        for reason in Self.refusalReasons { initial.refusals[reason] = 0 }
        for outcome in Self.iconOutcomes { initial.iconFetches[outcome] = 0 }
        state = Locked(initial)
    }

    /// A request began (after its headers were read).
    func began() { state.withLock { $0.inFlight += 1 } }

    /// A request on `endpoint` ended with `status` after `seconds`.
    func ended(endpoint: String, status: Int, seconds: Double) {
        state.withLock { s in
            s.inFlight -= 1
            s.requests[endpoint, default: [:]][status, default: 0] += 1
            let bucket = ServeMetrics.buckets.firstIndex { seconds <= $0 } ?? ServeMetrics.buckets.count
            s.bucketCounts[bucket] += 1
            s.latencySum += seconds
            s.latencyCount += 1
        }
    }

    /// Requests begun and not yet ended.
    var inFlight: Int { state.withLock { $0.inFlight } }

    /// A `304 Not Modified` answered from the ETag alone.
    func cacheHit() { state.withLock { $0.cacheHits += 1 } }

    /// Worker `index` drew a picture (or answered an error).
    func rendered(by index: Int) { state.withLock { $0.renders[index] += 1 } }

    /// A worker was killed or died and will be started again.
    func restarted() { state.withLock { $0.restarts += 1 } }

    /// A job was refused because the queue was full.
    func rejected() { state.withLock { $0.rejected += 1 } }

    /// A request was refused for `reason` (one of ``refusalReasons``).
    func refused(_ reason: String) { state.withLock { $0.refusals[reason, default: 0] += 1 } }

    /// An icon URL's `outcome` (one of ``iconOutcomes``; anything else is counted as `other`).
    func iconFetched(_ outcome: String) {
        let label = Self.iconOutcomes.contains(outcome) ? outcome : "other"
        state.withLock { $0.iconFetches[label, default: 0] += 1 }
    }

    /// The exposition text; `queueDepth` is read by the caller at the same moment.
    func text(queueDepth: Int) -> String {
        let s = state.withLock { $0 }
        var lines: [String] = []
        func family(_ name: String, _ type: String, _ help: String) {
            lines.append("# HELP \(name) \(help)")
            lines.append("# TYPE \(name) \(type)")
        }
        family("infowindow_http_requests_total", "counter", "HTTP requests answered, by endpoint and status code.")
        for endpoint in s.requests.keys.sorted() {
            for (status, count) in s.requests[endpoint, default: [:]].sorted(by: { $0.key < $1.key }) {
                lines.append("infowindow_http_requests_total{endpoint=\"\(endpoint)\",code=\"\(status)\"} \(count)")
            }
        }
        family("infowindow_http_request_duration_seconds", "histogram", "Time from a request's headers to its last byte handed to the socket.")
        var cumulative = 0
        for (index, bound) in ServeMetrics.buckets.enumerated() {
            cumulative += s.bucketCounts[index]
            lines.append("infowindow_http_request_duration_seconds_bucket{le=\"\(bound)\"} \(cumulative)")
        }
        cumulative += s.bucketCounts[ServeMetrics.buckets.count]
        lines.append("infowindow_http_request_duration_seconds_bucket{le=\"+Inf\"} \(cumulative)")
        lines.append("infowindow_http_request_duration_seconds_sum \(s.latencySum)")
        lines.append("infowindow_http_request_duration_seconds_count \(s.latencyCount)")
        family("infowindow_http_requests_in_flight", "gauge", "Requests begun and not yet answered (this one included).")
        lines.append("infowindow_http_requests_in_flight \(s.inFlight)")
        family("infowindow_render_queue_depth", "gauge", "Render jobs waiting for a worker.")
        lines.append("infowindow_render_queue_depth \(queueDepth)")
        family("infowindow_render_queue_rejected_total", "counter", "Requests answered 503 because the render queue was full.")
        lines.append("infowindow_render_queue_rejected_total \(s.rejected)")
        family("infowindow_cache_hits_total", "counter", "Requests answered 304 Not Modified from the ETag, without drawing.")
        lines.append("infowindow_cache_hits_total \(s.cacheHits)")
        family("infowindow_staticmap_refusals_total", "counter", "/staticmap requests refused by URL signing, API keys or the URL length, by reason.")
        for (reason, count) in s.refusals.sorted(by: { $0.key < $1.key }) {
            lines.append("infowindow_staticmap_refusals_total{reason=\"\(reason)\"} \(count)")
        }
        family("infowindow_icon_fetches_total", "counter", "icon: URLs of /staticmap requests, by outcome: fetched, cached, or why the default pin was drawn.")
        for (outcome, count) in s.iconFetches.sorted(by: { $0.key < $1.key }) {
            lines.append("infowindow_icon_fetches_total{outcome=\"\(outcome)\"} \(count)")
        }
        family("infowindow_worker_renders_total", "counter", "Jobs each worker process answered.")
        for (index, count) in s.renders.enumerated() {
            lines.append("infowindow_worker_renders_total{worker=\"\(index)\"} \(count)")
        }
        family("infowindow_worker_restarts_total", "counter", "Worker processes killed (time limit) or found dead, and started again.")
        lines.append("infowindow_worker_restarts_total \(s.restarts)")
        family("infowindow_workers", "gauge", "Worker processes.")
        lines.append("infowindow_workers \(workers)")
        return lines.joined(separator: "\n") + "\n"
    }
}
