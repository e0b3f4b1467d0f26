import Testing

/// The location tests share the process's one `DeviceLocation`, so they run one at a time (SPEC R34).
@Suite("R34 location", .serialized)
enum LocationSuites {}
