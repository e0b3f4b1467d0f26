// The code of the article "Serving map images" (InfoWindowKit.docc/ServingMapImages.md), and the tests
// that run it and draw its picture.
import Foundation
import InfoWindowKit
import Testing

// snippet.scene
/// The PNG of a scene sent as JSON — what a `POST /render` handler answers —
/// or the error that names the field to fix, for a 400 response.
@MainActor
func picture(ofScene json: Data) throws(SceneError) -> Data? {
    var options = SceneLoadOptions()
    options.allowsAbsolutePaths = false  // no files of the server's choosing
    options.maximumFileSize = 1 << 20    // 1 MiB of JSON at most
    let scene = try Scene(jsonData: json, name: "body", options: options)
    let map = try scene.makeMap()  // a MapView, its markers, the window open
    return map.snapshot().pngData(compression: .fast)
}
// snippet.end

/// The article's scene: the London Eye's window open, Tower Bridge in blue.
let londonSceneJSON = """
    { "version": 1,
      "size": [640, 360],
      "camera": { "target": { "latitude": 51.507, "longitude": -0.1 }, "zoom": 11 },
      "markers": [
        { "id": "eye", "position": { "latitude": 51.5033, "longitude": -0.1196 },
          "title": "London Eye", "snippet": "135 m, 32 capsules" },
        { "position": { "latitude": 51.5055, "longitude": -0.0754 },
          "title": "Tower Bridge", "pin_color": "#3b6fd1" } ],
      "selected": "eye" }
    """

@MainActor
@Suite("DOC5 Serving map images: the article's code runs and draws its picture")
struct ServingMapImagesTests {
    @Test("DOC5 a scene's JSON becomes a PNG with the London Eye's window open")
    func sceneToPNG() throws {
        let png = try #require(try picture(ofScene: Data(londonSceneJSON.utf8)))
        let image = try Image(pngData: png)
        #expect(image.pixelWidth == 640 && image.pixelHeight == 360)
        pictures(of: "InfoWindowKit").assert(image, named: "serving-london")
    }

    @Test("DOC5 a mistake in the scene is an error naming the body and the field, with the fix")
    func sceneError() {
        let typo = Data(#"{ "version": 1, "camera": { "target": { "latitude": 51.5, "longitude": 0 }, "zom": 3 } }"#.utf8)
        var response: (status: Int, body: String)?
        // snippet.error
        do {
            let png = try picture(ofScene: typo)
            response = (200, "\(png?.count ?? 0) bytes of PNG")
        } catch {
            // body: camera: unknown field "zom"; did you mean "zoom"?
            response = (400, error.description)
        }
        // snippet.end
        #expect(response?.status == 400)
        #expect(response?.body.hasPrefix("body: camera") == true, "\(response?.body ?? "")")
        #expect(response?.body.contains("did you mean \"zoom\"") == true, "\(response?.body ?? "")")
        #expect(throws: SceneError.self) { try picture(ofScene: typo) }
    }

    @Test("DOC5 JPEG for photos of busy maps, and a file written by the output rules")
    func jpegAndFiles() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("london.jpg").path
        let map = try Scene(jsonData: Data(londonSceneJSON.utf8), name: "london.json").makeMap()
        // snippet.jpeg
        if let jpeg = map.snapshot().jpegData(quality: 80) {
            // the whole file or nothing, even on a full disk
            try OutputFile.write(jpeg, to: path)
        }
        // snippet.end
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(written.starts(with: [0xFF, 0xD8]) && written.count > 1000, "a JPEG")
    }
}
