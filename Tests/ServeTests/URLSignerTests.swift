import Foundation
import Testing
@testable import InfoWindowServe

/// URL signing as Google's (D67): HMAC-SHA1 of the path and query as sent, with the URL-safe base64
/// secret, written in URL-safe base64 as the last parameter.
@Suite("Serve: URL signatures")
struct URLSignerTests {
    /// Google's published example (the Maps web services' "URL signing" section, quoted by its client
    /// libraries' tests): the secret, the portion signed and its signature.
    static let googleSecret = "vNIXE0xscrmjlyV-12Nj_BvUPaw="
    static let googlePortion = "/maps/api/geocode/json?address=New+York&client=clientID"
    static let googleSignature = "chaRF2hTJKOScPr-RQCEhZbSzIE="

    @Test("D67 Google's published signing example verifies, and a changed byte does not")
    func googleExample() throws {
        let signer = try #require(URLSigner(secret: Self.googleSecret))
        #expect(signer.signature(of: Self.googlePortion) == Self.googleSignature)
        #expect(signer.verify(uri: Self.googlePortion + "&signature=" + Self.googleSignature) == nil)
        // One byte of the URL changed: the same signature no longer matches.
        let changed = Self.googlePortion.replacingOccurrences(of: "New+York", with: "New+Yorl")
        #expect(signer.verify(uri: changed + "&signature=" + Self.googleSignature) == .mismatch)
        // One character of the signature changed.
        let flipped = "d" + Self.googleSignature.dropFirst()
        #expect(signer.verify(uri: Self.googlePortion + "&signature=" + flipped) == .mismatch)
        // Another secret.
        let other = try #require(URLSigner(secret: "a2V5"))
        #expect(other.verify(uri: Self.googlePortion + "&signature=" + Self.googleSignature) == .mismatch)
    }

    @Test("D67 a /staticmap URL signed with the secret verifies, %3D for the padding too; another URL's signature does not")
    func staticMapURL() throws {
        let signer = try #require(URLSigner(secret: Self.googleSecret))
        let portion = "/staticmap?center=40.714%2c%20-73.998&zoom=12&size=400x400&key=YOUR_API_KEY"
        let signature = signer.signature(of: portion)
        #expect(signature.count == 28)
        #expect(signer.verify(uri: portion + "&signature=" + signature) == nil)
        #expect(signer.verify(uri: portion + "&signature=" + signature.replacingOccurrences(of: "=", with: "%3D")) == nil)
        let other = "/staticmap?center=40.714%2c%20-73.998&zoom=13&size=400x400&key=YOUR_API_KEY"
        #expect(signer.verify(uri: other + "&signature=" + signature) == .mismatch)
    }

    @Test("D67 a missing signature, one of the wrong length or alphabet, or one not last, is refused by its reason")
    func malformed() throws {
        let signer = try #require(URLSigner(secret: Self.googleSecret))
        #expect(signer.verify(uri: Self.googlePortion) == .missing)
        #expect(signer.verify(uri: "/staticmap?xsignature=abc") == .missing)
        #expect(signer.verify(uri: Self.googlePortion + "&signature=chaRF2hTJKOScPr") == .malformed)
        #expect(signer.verify(uri: Self.googlePortion + "&signature=" + Self.googleSignature + "AAAA") == .malformed)
        #expect(signer.verify(uri: Self.googlePortion + "&signature=cha!F2hTJKOScPr-RQCEhZbSzIE=") == .malformed)
        #expect(signer.verify(uri: "/maps/api/geocode/json?signature=" + Self.googleSignature + "&address=New+York&client=clientID") == .malformed)
        #expect(signer.verify(uri: Self.googlePortion + "&signature=") == .malformed)
        #expect(URLSigner(secret: "not base64!") == nil && URLSigner(secret: "") == nil)
    }
}
