import Foundation

/// Reads ``Frame``s from a non-blocking descriptor a piece at a time, as the front's event loop
/// finds it readable (D201): what has arrived is kept until the frame is whole, so the loop never
/// waits on one worker while others, or the network, have work.
struct FrameReader {
    private var header: UInt32 = 0
    private var headerBytes = 0
    private var payload: UnsafeMutableRawPointer?
    private var length = 0
    private var filled = 0

    /// What reading gave so far.
    enum Progress {
        /// A whole frame's payload.
        case frame(Data)
        /// Nothing more to read now; call again when the descriptor is readable.
        case waiting
        /// End of file, a read error, or a frame longer than ``Frame/maximumLength``.
        case closed
    }

    /// Reads what `fd` has now; at most one frame is returned a call (call again for the next).
    mutating func read(from fd: Int32) -> Progress {
        while headerBytes < 4 {
            let n = withUnsafeMutableBytes(of: &header) { raw in
                Glibc.read(fd, raw.baseAddress! + headerBytes, 4 - headerBytes)
            }
            if let stop = outcome(n) { return stop }
            headerBytes += n
            if headerBytes == 4 {
                length = Int(UInt32(littleEndian: header))
                guard length <= Frame.maximumLength else { return .closed }
                if length == 0 { return take() }
                // Uninitialised memory the Data then owns: a picture's bytes are not zeroed first.
                guard let memory = malloc(length) else { return .closed }
                payload = memory
            }
        }
        while filled < length, let payload {
            let n = Glibc.read(fd, payload + filled, length - filled)
            if let stop = outcome(n) { return stop }
            filled += n
        }
        return take()
    }

    /// nil when `n` bytes were read; otherwise what the loop should do.
    private func outcome(_ n: Int) -> Progress? {
        if n > 0 { return nil }
        if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return .waiting }
        return .closed
    }

    private mutating func take() -> Progress {
        let data = payload.map { Data(bytesNoCopy: $0, count: length, deallocator: .free) } ?? Data()
        payload = nil
        header = 0
        headerBytes = 0
        length = 0
        filled = 0
        return .frame(data)
    }

    /// Frees a frame half read (the worker is gone).
    mutating func reset() {
        free(payload)
        payload = nil
        header = 0
        headerBytes = 0
        length = 0
        filled = 0
    }
}
