import Foundation

/// How `infowindow serve` runs: where it listens, how many workers draw, how long a request may take
/// and the limits of a request (`docs/serving.md`, "Running").
public struct ServeConfiguration: Sendable {
    /// The address to listen on: a numeric IPv4 or IPv6 address or a host name. Default 127.0.0.1
    /// (loopback: put a proxy in front to serve others).
    public var host = "127.0.0.1"
    /// The TCP port; 0 picks a free one (the server prints which). Default 8080.
    public var port = 8080
    /// Worker processes, each drawing one picture at a time. Default the number of cores.
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Render jobs that may wait for a worker; past it requests get 503 with `Retry-After`. Default 64.
    public var queueCapacity = 64
    /// `Cache-Control: public, max-age=…` on pictures, in seconds. Default 86,400 (a day).
    public var maxAge = 86_400
    /// Connections open at once (libmicrohttpd's limit; idle keep-alive ones count). Default 1,024.
    public var connectionLimit = 1024
    /// Seconds a connection may stay silent before libmicrohttpd closes it. Default 30.
    public var idleTimeout = 30
    /// The per-request limits.
    public var limits = ServeLimits()
    /// Verifies `/staticmap` URLs' `signature=` (`--signing-secret`, D67); nil lets every URL in.
    public var signer: URLSigner?
    /// The API keys `key=` may name (`--keys`, D67); nil takes any key, or none.
    public var allowedKeys: Set<String>?
    /// Where addresses in `/staticmap` URLs are looked up (the offline ``Gazetteer``, D95); nil refuses
    /// them with a 400, as before.
    public var addressBook: (any AddressBook)?
    /// The command that starts one worker: an executable path and its arguments. Its workers make the
    /// ETags of the queries they read with ``renderIdentity`` (`--identity`, D210).
    public var workerCommand: [String]
    /// A digest of everything besides the request that the picture depends on (the program, the
    /// basemap, the style, the images); part of every ETag, so replicas with the same set-up agree and
    /// a new set-up changes them (S3).
    public var renderIdentity: String

    /// A configuration with the defaults above.
    public init(workerCommand: [String], renderIdentity: String) {
        self.workerCommand = workerCommand
        self.renderIdentity = renderIdentity
    }
}
