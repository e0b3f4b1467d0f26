import Dispatch

/// Runs `body` over `0 ..< n` split in two halves on two threads when `parallel` and `n` is
/// large, else in one call. Only for work whose result does not depend on the split (each
/// element written by exactly one half).
func forEachChunk(_ n: Int, parallel: Bool, _ body: (Range<Int>) -> Void) {
    guard parallel, n >= 1 << 15 else {
        body(0 ..< n)
        return
    }
    let half = n / 2
    withoutActuallyEscaping(body) { escaping in
        // The halves touch disjoint elements, and concurrentPerform returns only when both are
        // done, so handing the closure to the second thread is safe.
        let shared = UncheckedSendable(value: escaping)
        DispatchQueue.concurrentPerform(iterations: 2) { chunk in
            shared.value(chunk == 0 ? 0 ..< half : half ..< n)
        }
    }
}

/// A value handed across threads under a guarantee the compiler cannot check (see callers).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
