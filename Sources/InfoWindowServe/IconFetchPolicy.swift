import Foundation

/// Which `icon:` URLs a server's workers may fetch, and how much of them (D85–D87): the hosts the
/// operator lists with `infowindow serve --icon-hosts`, a byte limit, a time limit and a pixel limit.
/// With no hosts listed nothing is fetched, and no connection is opened.
public struct IconFetchPolicy: Sendable, Equatable {
    /// One listed host: a name or an IP address, with a port or without one.
    public struct Host: Sendable, Equatable, Hashable {
        /// The host name (lower case) or the address as written, without brackets.
        public var name: String
        /// The one port allowed; nil for the scheme's default port only (80 for http, 443 for https).
        public var port: Int?
        /// True when ``name`` is an IPv4 or IPv6 address: only then may it be private or loopback (D86).
        public var isAddress: Bool

        /// `host`, `host:port`, `1.2.3.4`, `1.2.3.4:8080`, `[::1]` or `[::1]:8080`; nil for anything else.
        public init?(_ text: String) {
            var rest = Substring(text.trimmingCharacters(in: .whitespaces).lowercased())
            var port: Int?
            if rest.hasPrefix("[") {
                guard let close = rest.firstIndex(of: "]") else { return nil }
                let after = rest[rest.index(after: close)...]
                if !after.isEmpty {
                    guard after.hasPrefix(":"), let value = Self.port(after.dropFirst()) else { return nil }
                    port = value
                }
                rest = rest[rest.index(after: rest.startIndex)..<close]
                guard IconAddress(literal: String(rest))?.isIPv6 == true else { return nil }
                (name, self.port, isAddress) = (String(rest), port, true)
                return
            }
            if let colon = rest.lastIndex(of: ":") {
                guard let value = Self.port(rest[rest.index(after: colon)...]) else { return nil }
                port = value
                rest = rest[..<colon]
            }
            guard !rest.isEmpty, rest.count <= 253 else { return nil }
            if IconAddress(literal: String(rest)) != nil {
                (name, self.port, isAddress) = (String(rest), port, true)
                return
            }
            let labels = rest.split(separator: ".", omittingEmptySubsequences: false)
            guard labels.allSatisfy({ label in
                !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                    && label.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
            }) else { return nil }
            (name, self.port, isAddress) = (String(rest), port, false)
        }

        private static func port(_ text: Substring) -> Int? {
            guard (1...5).contains(text.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                  let value = Int(text), (1...65535).contains(value) else { return nil }
            return value
        }

        /// The entry as it is written on a worker's command line.
        public var text: String {
            let host = name.contains(":") ? "[\(name)]" : name
            return port.map { "\(host):\($0)" } ?? host
        }
    }

    /// The hosts icons may come from; empty (the default) for none.
    public var hosts: [Host] = []
    /// The most bytes one icon's body may have: 256 KiB (`--icon-max-bytes`).
    public var maximumBytes = 256 * 1024
    /// Seconds all of one request's icon fetches may take together: 2 (`--icon-timeout`).
    public var timeLimit = 2.0
    /// The most pixels an icon may have on either side: 256.
    public var maximumSide = 256
    /// The most different icon URLs one request may name (Google's limit): 5.
    public var maximumIcons = 5

    /// Nothing may be fetched.
    public init() {}

    /// The hosts of `list`: entries separated by commas, spaces or lines, `#` starting a comment to the
    /// end of its line. Throws a message naming the first entry that is not a host.
    public init(hosts list: String) throws(IconPolicyError) {
        for line in list.split(whereSeparator: \.isNewline) {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            for entry in content.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
                guard let host = Host(String(entry)) else { throw IconPolicyError(entry: String(entry)) }
                hosts.append(host)
            }
        }
    }

    /// The options that carry this policy to a worker process (`infowindow serve-worker`).
    public var workerArguments: [String] {
        guard !hosts.isEmpty else { return [] }
        return ["--icon-hosts", hosts.map(\.text).joined(separator: ","), "--icon-max-bytes", String(maximumBytes),
                "--icon-timeout", String(timeLimit)]
    }

    /// The listed host that allows `host` (lower case, no brackets) on `port` for `scheme`, if any.
    func entry(host: String, port: Int, scheme: String) -> Host? {
        let name = host.lowercased()
        return hosts.first { $0.name == name && ($0.port ?? (scheme == "https" ? 443 : 80)) == port }
    }
}

/// An `--icon-hosts` entry that is not a host name, an address, or either with a port.
public struct IconPolicyError: Error, Equatable, CustomStringConvertible {
    /// The entry as written.
    public var entry: String

    /// One sentence with the fix.
    public var description: String {
        "\"\(entry)\" is not a host; write a host name or an IP address, optionally with :PORT (e.g. icons.example.com, 127.0.0.1:8123, [::1]:8123)"
    }
}
