import Foundation
import MockupGallery
import Testing

/// Issue 15: an interrupted gallery left temporary files (Foundation's `.dat.nosync…`, or an
/// unfinished atomic write) that nothing removed; the next gallery into the folder removes them.
@Suite struct GalleryTemporariesTests {
    @Test func theNextGalleryRemovesTemporariesOfAnInterruptedOne() throws {
        let folder = GalleryFixture.temporaryDirectory("temporaries-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try GalleryOutput(directory: folder, planned: ["index.html", "images/a.png"])
        try first.write(Data("one".utf8), to: "index.html")
        try first.finish()
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        let stale = [images.appendingPathComponent(".dat.nosync1f2e.Xy12Ab"),
                     images.appendingPathComponent(".a.png.mockup-tmp-2147483646-4")]
        for file in stale { try Data([0]).write(to: file) }

        let second = try GalleryOutput(directory: folder, planned: ["index.html"])
        #expect(second.removedTemporaries == stale.map(\.path).sorted())
        #expect(stale.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
    }
}
