// swift-testing declares a cross-import overlay for UIKit: a file that imports both Testing and UIKit
// makes the compiler load `_Testing_UIKit`, which the toolchain ships only on Apple platforms (its
// image attachments). On Linux `UIKit` is this package's module (D125), so this empty module stands in
// for the overlay and a test file of an iOS port can import both, as it does on iOS.
