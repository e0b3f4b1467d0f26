internal import CCurl
import Foundation

/// One icon URL's bytes through libcurl (D85, D86): the URL parsed once by curl's own parser and that
/// parse handed to the transfer, so the host checked is the host fetched; the host and port must be
/// listed; every address curl is about to connect to, after DNS resolution, is checked in its
/// open-socket callback, so the address checked is the address connected to (a name cannot resolve to
/// something else between check and connection); no proxy, http and https only; a redirect is read
/// here and followed only to a listed host, by the same rules, at most three times; the body stops at
/// the byte limit and everything at the request's icon deadline.
enum IconTransfer {
    /// Redirects followed at most: 3.
    static let maximumRedirects = 3

    private static let started: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// The body of `url`, following listed redirects; throws why not.
    static func fetch(_ url: String, policy: IconFetchPolicy, deadline: ContinuousClock.Instant) throws(IconRefusal) -> Data {
        guard started else { throw IconRefusal(reason: "connection", message: "libcurl did not start") }
        var current = url
        var hops = 0
        while true {
            let answer: Answer
            do throws(IconRefusal) {
                answer = try once(current, policy: policy, deadline: deadline)
            } catch where hops > 0 && error.reason != "timeout" && error.reason != "too_large" {
                throw IconRefusal(reason: "redirect", message: "it redirects to a URL not fetched: \(error.message)")
            }
            switch answer {
            case .body(let data):
                return data
            case .redirect(let next):
                hops += 1
                guard hops <= maximumRedirects else {
                    throw IconRefusal(reason: "redirect", message: "it redirects more than \(maximumRedirects) times")
                }
                current = next
            }
        }
    }

    private enum Answer {
        case body(Data)
        case redirect(String)
    }

    /// What one transfer's callbacks share.
    private final class Context {
        let maximumBytes: Int
        /// The listed address, when the host is listed as an address (D86); nil for a listed name.
        let listedAddress: IconAddress?
        var body = Data()
        var tooLarge = false
        var refusedAddress: String?

        init(maximumBytes: Int, listedAddress: IconAddress?) {
            self.maximumBytes = maximumBytes
            self.listedAddress = listedAddress
        }
    }

    private static func once(_ url: String, policy: IconFetchPolicy, deadline: ContinuousClock.Instant) throws(IconRefusal) -> Answer {
        guard let parsed = curl_url() else { throw IconRefusal(reason: "connection", message: "libcurl could not start") }
        defer { curl_url_cleanup(parsed) }
        guard url.utf8.count <= 2048, curl_url_set(parsed, CURLUPART_URL, url, 0) == CURLUE_OK else {
            throw IconRefusal(reason: "bad_url", message: "it is not a URL curl can read")
        }
        let scheme = part(parsed, CURLUPART_SCHEME)?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else {
            throw IconRefusal(reason: "scheme", message: "only http and https icons are fetched")
        }
        guard part(parsed, CURLUPART_USER) == nil, part(parsed, CURLUPART_ZONEID) == nil,
              var host = part(parsed, CURLUPART_HOST)?.lowercased(),
              let port = part(parsed, CURLUPART_PORT, flags: UInt32(CURLU_DEFAULT_PORT)).flatMap(Int.init) else {
            throw IconRefusal(reason: "bad_url", message: "an icon URL has a host and no user name")
        }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard let entry = policy.entry(host: host, port: port, scheme: scheme) else {
            throw IconRefusal(reason: "not_listed", message: "\(host):\(port) is not one of the server's --icon-hosts")
        }
        let remaining = deadline - ContinuousClock.now
        let milliseconds = remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
        guard milliseconds > 0 else { throw IconRefusal(reason: "timeout", message: "the icon time limit had passed") }

        guard let handle = curl_easy_init() else { throw IconRefusal(reason: "connection", message: "libcurl could not start") }
        defer { curl_easy_cleanup(handle) }
        let context = Context(maximumBytes: policy.maximumBytes, listedAddress: entry.isAddress ? IconAddress(literal: entry.name) : nil)
        let unmanaged = Unmanaged.passRetained(context)
        defer { unmanaged.release() }
        let open = UnsafeMutablePointer<iw_curl_open_context>.allocate(capacity: 1)
        defer { open.deallocate() }
        open.initialize(to: iw_curl_open_context(check: { raw, address, length in
            guard let raw, let address else { return 0 }
            let context = Unmanaged<Context>.fromOpaque(raw).takeUnretainedValue()
            guard let connecting = IconAddress(socketAddress: address, length: Int(length)) else {
                context.refusedAddress = "an address of another family"
                return 0
            }
            if let listed = context.listedAddress {
                guard connecting == listed else {
                    context.refusedAddress = "an address other than the listed one"
                    return 0
                }
                return 1
            }
            guard connecting.isPublic else {
                context.refusedAddress = "a private, loopback, link-local, multicast or reserved address"
                return 0
            }
            return 1
        }, context: unmanaged.toOpaque()))

        var ok = iw_curl_set_pointer(handle, CURLOPT_CURLU, UnsafeRawPointer(parsed)) == CURLE_OK
        ok = ok && iw_curl_set_pointer(handle, CURLOPT_PROTOCOLS_STR, "http,https") == CURLE_OK
        ok = ok && iw_curl_set_pointer(handle, CURLOPT_PROXY, "") == CURLE_OK
        ok = ok && iw_curl_set_pointer(handle, CURLOPT_USERAGENT, "infowindow-serve") == CURLE_OK
        ok = ok && iw_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0) == CURLE_OK
        ok = ok && iw_curl_set_long(handle, CURLOPT_NOSIGNAL, 1) == CURLE_OK
        ok = ok && iw_curl_set_long(handle, CURLOPT_TIMEOUT_MS, max(1, Int(milliseconds))) == CURLE_OK
        ok = ok && iw_curl_set_off(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(policy.maximumBytes)) == CURLE_OK
        ok = ok && iw_curl_set_write(handle, { data, size, count, raw in
            guard let raw else { return 0 }
            let context = Unmanaged<Context>.fromOpaque(raw).takeUnretainedValue()
            let length = size * count
            guard context.body.count + length <= context.maximumBytes else {
                context.tooLarge = true
                return 0
            }
            if let data { context.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: length) }
            return length
        }) == CURLE_OK
        ok = ok && iw_curl_set_pointer(handle, CURLOPT_WRITEDATA, unmanaged.toOpaque()) == CURLE_OK
        ok = ok && iw_curl_set_address_check(handle, open) == CURLE_OK
        guard ok else { throw IconRefusal(reason: "connection", message: "libcurl refused an option") }

        let code = curl_easy_perform(handle)
        if let refused = context.refusedAddress {
            throw IconRefusal(reason: "private_address", message: "\(host) resolves to \(refused), which is fetched from only when listed as an address")
        }
        if context.tooLarge || code == CURLE_FILESIZE_EXCEEDED {
            throw IconRefusal(reason: "too_large", message: "the body is larger than the limit of \(ServeLimits.bytes(policy.maximumBytes))")
        }
        if code == CURLE_OPERATION_TIMEDOUT {
            throw IconRefusal(reason: "timeout", message: "it did not arrive within the icon time limit")
        }
        guard code == CURLE_OK else {
            let reason = String(cString: curl_easy_strerror(code))
            throw IconRefusal(reason: "connection", message: "the fetch failed (\(reason))")
        }
        let status = iw_curl_info_long(handle, CURLINFO_RESPONSE_CODE)
        if [301, 302, 303, 307, 308].contains(status) {
            guard let next = iw_curl_info_string(handle, CURLINFO_REDIRECT_URL) else {
                throw IconRefusal(reason: "http_status", message: "it answered \(status) without a Location")
            }
            return .redirect(String(cString: next))
        }
        guard status == 200 else { throw IconRefusal(reason: "http_status", message: "it answered HTTP \(status), not 200") }
        return .body(context.body)
    }

    private static func part(_ url: OpaquePointer, _ which: CURLUPart, flags: UInt32 = 0) -> String? {
        var text: UnsafeMutablePointer<CChar>?
        guard curl_url_get(url, which, &text, flags) == CURLUE_OK, let text else { return nil }
        defer { curl_free(text) }
        return String(cString: text)
    }
}
