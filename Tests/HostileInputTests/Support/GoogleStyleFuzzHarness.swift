// Compiled twice, like FuzzHarness.swift: into this test target and, by scripts/fuzz, into the
// gstyle fuzzer with the library's sources (-D FUZZING).
#if !FUZZING
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowTiles
#endif
import Foundation

/// What the fuzzer does with each input for Google map styles (issue 21), beyond not crashing:
/// - an input starting with `[` (after white space) is styling JSON: it reads into at most 1000 rules,
///   or fails with a message that starts with the name given and says something, naming an entry
///   that exists;
/// - any other input is Static Maps `style=` values, one a line: the same, messages starting `style=[`
///   with the index of a line given;
/// - a style read is applied to the bundled style: the layers come out in order, no more than one per
///   feature type for each layer, and applying it again gives the same layers.
@MainActor
enum GoogleStyleFuzzHarness {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The bundled style, read once and kept until ``release()``. The tests release it when they end, so
    /// the test process does not exit holding it: LeakSanitizer cannot follow the tagged pointers inside
    /// a style's enums and would report a style a global still holds as leaked.
    private static var cachedBase: MapStyle??

    /// The bundled style (nil when it did not load), read on first use.
    static var base: MapStyle? {
        if let cached = cachedBase { return cached }
        let loaded = try? MapStyle.openMapTiles
        cachedBase = .some(loaded)
        return loaded
    }

    /// Forgets the bundled style read by ``base``.
    static func release() { cachedBase = nil }

    static func run(_ bytes: [UInt8]) throws(Failure) {
        let data = Data(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        let style: GoogleMapStyle
        if text.drop(while: \.isWhitespace).first == "[" {
            do {
                style = try GoogleMapStyle(data: data, name: "style.json")
            } catch {
                try checkError(error, prefix: "style.json: ", entries: 1001)
                return
            }
        } else {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(1100).map(String.init)
            do {
                style = try GoogleMapStyle(staticMapsStyles: lines)
            } catch {
                try checkError(error, prefix: "style=[", entries: lines.count)
                return
            }
        }
        guard style.rules.count <= GoogleMapStyle.maximumRules else { throw Failure(description: "\(style.rules.count) rules read") }
        guard style.rules.allSatisfy({ $0.stylers.count <= 100 }) else { throw Failure(description: "a rule of more than 100 stylers") }
        guard let base = Self.base else { throw Failure(description: "the bundled style did not load") }
        let applied = base.applying(style)
        guard applied.layers.enumerated().allSatisfy({ $0.offset == $0.element.index }) else {
            throw Failure(description: "the applied layers are out of order")
        }
        guard applied.layers.count <= base.layers.count * GoogleFeatureType.allCases.count else {
            throw Failure(description: "\(applied.layers.count) layers from \(base.layers.count)")
        }
        guard base.applying(style).layerIDs == applied.layerIDs else { throw Failure(description: "applying twice differs") }
        for layer in applied.layers {
            let context = StyleContext(zoom: 14.5)
            _ = layer.passes(context)
            for expression in layer.expressions { _ = expression.evaluate(context) }
        }
    }

    static func checkError(_ error: GoogleMapStyleError, prefix: String, entries: Int) throws(Failure) {
        guard error.description.hasPrefix(prefix), !error.message.isEmpty else {
            throw Failure(description: "bad message: \(error.description.debugDescription)")
        }
        if let entry = error.entry, entry < 0 || entry >= max(entries, GoogleMapStyle.maximumRules + 1) {
            throw Failure(description: "entry \(entry) of \(entries): \(error.description.debugDescription)")
        }
    }
}
