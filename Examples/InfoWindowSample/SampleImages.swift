import Foundation

/// Where the sample's pictures are: the `Images` folder copied next to the executable.
enum SampleImages {
    /// The folder holding `sydney-harbour.png` and `sun.png`, or nil when the resources are missing.
    static var folder: String? {
        Bundle.module.path(forResource: "Images", ofType: nil)
    }
}
