import Foundation
@testable import MockupGallery
import MockupRaster
import Testing

@Suite struct GalleryOutputTests {
    let folder = GalleryFixture.temporaryDirectory("output-\(UUID().uuidString)")

    private func contents(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func refusesAFolderThatIsNotAGallery() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(throws: GalleryError.self) { try GalleryOutput(directory: folder, planned: ["index.html"]) }
        #expect(try contents("notes.txt") == "mine")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(GalleryOutput.manifestName).path))
    }

    @Test func replacesOnlyItsOwnFilesAndRemovesItsStaleOnes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try GalleryOutput(directory: folder, planned: ["index.html", "images/a.png"])
        try first.write(Data("one".utf8), to: "index.html")
        try first.write(Data("a".utf8), to: "images/a.png")
        #expect(throws: GalleryError.self) { try first.write(Data(), to: "other.html") }
        try first.finish()

        // A file the user added is kept, and a planned path the user owns is refused.
        try Data("mine".utf8).write(to: folder.appendingPathComponent("images/notes.txt"))
        #expect(throws: GalleryError.self) { try GalleryOutput(directory: folder, planned: ["images/notes.txt"]) }

        let second = try GalleryOutput(directory: folder, planned: ["index.html", "images/b.png"])
        try second.write(Data("two".utf8), to: "index.html")
        try second.write(Data("b".utf8), to: "images/b.png")
        #expect(try second.finish() == ["images/a.png"])
        #expect(try contents("index.html") == "two")
        #expect(try contents("images/notes.txt") == "mine")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("images/a.png").path))
        #expect(try contents(GalleryOutput.manifestName).hasSuffix("images/b.png\nindex.html\n"))
    }

    @Test func rejectsPathsOutsideTheFolder() {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: GalleryError.self) { try GalleryOutput(directory: folder, planned: ["../escape.html"]) }
    }
}

@Suite struct ContrastAndHTMLTests {
    @Test func wcagRatios() {
        #expect(abs(ContrastRatio.ratio(.black, on: .white) - 21) < 1e-9)
        #expect(ContrastRatio.ratio(.white, on: .white) == 1)
        // #777777 on white is the classic just-below-AA grey (4.48:1).
        let grey = SRGBColorFixture.hex(0x777777)
        #expect(abs(ContrastRatio.ratio(grey, on: .white) - 4.48) < 0.01)
        #expect(ContrastRatio.Rating(ratio: 4.48) == .aaLarge)
        #expect(ContrastRatio.Rating(ratio: 4.5) == .aa)
        #expect(ContrastRatio.Rating(ratio: 7.0) == .aaa)
        #expect(ContrastRatio.Rating(ratio: 2.99) == .fail)
        // Black at 50 % over white shows as sRGB 0.5 grey (3.98:1).
        #expect(abs(ContrastRatio.ratio(.black.opacity(0.5), on: .white) - 3.98) < 0.01)
    }

    @Test func escapesMarkup() {
        #expect(HTML.escape("if a < b && c > \"d\" 'e'") == "if a &lt; b &amp;&amp; c &gt; &quot;d&quot; &#39;e&#39;")
    }
}

enum SRGBColorFixture {
    static func hex(_ value: Int) -> SRGBColor { SRGBColor(r8: value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF) }
}
