import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// What became of a request's icon URLs (D88): the notices for `X-Staticmap-Notice` and each URL's
/// outcome for `infowindow_icon_fetches_total`.
struct IconReport: Equatable {
    /// One sentence for each icon URL drawn as the default pin.
    var notices: [String] = []
    /// `fetched`, `cached` or the refusal's reason, once for each different URL.
    var outcomes: [String] = []
}

/// One request's icon URLs: each different URL fetched once, all within one time limit (D87), at most
/// ``IconFetchPolicy/maximumIcons`` of them.
struct IconFetches {
    let fetcher: IconFetcher?
    private var images: [String: SceneImage?] = [:]
    private var deadline: ContinuousClock.Instant?

    init(fetcher: IconFetcher?) {
        self.fetcher = fetcher
    }

    /// The picture of marker `index`'s icon `url` at `scale` pixels per point, or nil for the default
    /// pin — with the reason in `report`.
    mutating func icon(_ url: String, marker index: Int, folder: String, scale: Int, report: inout IconReport) -> SceneImage? {
        let key = url + " @\(scale)"
        if let known = images[key] { return known }
        let made = fetch(url, marker: index, folder: folder, scale: scale, report: &report)
        images[key] = made
        return made
    }

    private mutating func fetch(_ url: String, marker index: Int, folder: String, scale: Int, report: inout IconReport) -> SceneImage? {
        func refuse(_ reason: String, _ message: String) -> SceneImage? {
            report.outcomes.append(reason)
            report.notices.append("markers[\(index)]: icon URL not drawn: \(message); the default pin is drawn")
            return nil
        }
        guard let fetcher, !fetcher.policy.hosts.isEmpty else {
            return refuse("not_listed", "this server fetches icons only from the hosts it lists with --icon-hosts, and lists none")
        }
        let urls = Set(images.keys.map { String($0[..<($0.lastIndex(of: " ") ?? $0.endIndex)]) })
        guard urls.contains(url) || urls.count < fetcher.policy.maximumIcons else {
            return refuse("too_many_icons", "a request may name at most \(fetcher.policy.maximumIcons) different icon URLs")
        }
        let deadline = self.deadline ?? ContinuousClock.now + .milliseconds(Int(fetcher.policy.timeLimit * 1000))
        self.deadline = deadline
        let (outcome, metric) = fetcher.icon(url, deadline: deadline)
        switch outcome {
        case .refused(let refusal):
            return refuse(metric, refusal.message)
        case .image(let image):
            report.outcomes.append(metric)
            let drawn = scale == 1 ? image : Image(bitmap: image.bitmap(forScale: image.scale), scale: image.scale * CGFloat(scale))
            return SceneImage(path: ServedScene.drawnImagePath("url:\(scale):" + url, in: folder), image: drawn)
        }
    }
}
