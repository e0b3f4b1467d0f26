import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// Fetches a request's `icon:` URLs for a worker (D85–D88): only from the hosts of its
/// ``IconFetchPolicy``, over http or https, within its byte, time and pixel limits, redirects only to
/// listed hosts, never to a private address unless that address is listed. Pictures are kept by URL
/// (at most 64, for ten minutes), and so are refusals, so a load test asking the same URL fetches it
/// once per worker. A worker's fetcher is used on its main thread, one request at a time.
final class IconFetcher {
    /// What fetching one URL gave.
    enum Outcome {
        /// The icon, decoded.
        case image(Image)
        /// Why the default pin is drawn instead.
        case refused(IconRefusal)
    }

    /// The hosts and limits.
    let policy: IconFetchPolicy
    /// How long a fetched icon or a refusal is kept: 600 s.
    static let keptFor: Duration = .seconds(600)
    /// The most URLs kept: 64.
    static let capacity = 64
    private var cache: [String: (outcome: Outcome, fetched: ContinuousClock.Instant, used: UInt64)] = [:]
    private var uses: UInt64 = 0

    /// A fetcher for `policy`.
    init(policy: IconFetchPolicy) {
        self.policy = policy
    }

    /// The icon at `url`, fetched by `deadline` (the request's icon time limit), and the metric's
    /// outcome: `fetched`, `cached`, or the refusal's reason.
    func icon(_ url: String, deadline: ContinuousClock.Instant) -> (outcome: Outcome, metric: String) {
        uses += 1
        let now = ContinuousClock.now
        if let kept = cache[url], now - kept.fetched < Self.keptFor {
            cache[url]?.used = uses
            return (kept.outcome, "cached")
        }
        let outcome: Outcome
        #if FUZZING
        // The query fuzzer holds the grammar, not libcurl: nothing is fetched there.
        outcome = .refused(IconRefusal(reason: "connection", message: "nothing is fetched in the fuzzer"))
        #else
        do throws(IconRefusal) {
            let body = try IconTransfer.fetch(url, policy: policy, deadline: deadline)
            outcome = .image(try IconDecoder.decode(body, maximumSide: policy.maximumSide))
        } catch {
            outcome = .refused(error)
        }
        #endif
        if cache.count >= Self.capacity, let oldest = cache.min(by: { $0.value.used < $1.value.used })?.key {
            cache[oldest] = nil
        }
        // A transfer cut by the request's shared time limit says nothing about the URL: not kept.
        if case .refused(let refusal) = outcome, refusal.reason == "timeout" {} else {
            cache[url] = (outcome, now, uses)
        }
        switch outcome {
        case .image: return (outcome, "fetched")
        case .refused(let refusal): return (outcome, refusal.reason)
        }
    }
}

/// Why an icon URL was not drawn: the metric's reason and one sentence for the notice.
struct IconRefusal: Error, Equatable {
    /// `not_listed`, `scheme`, `bad_url`, `private_address`, `redirect`, `too_large`, `timeout`,
    /// `http_status`, `connection`, `not_an_image`, `too_many_pixels`, `too_many_icons`.
    var reason: String
    /// What happened, without the URL.
    var message: String
}
