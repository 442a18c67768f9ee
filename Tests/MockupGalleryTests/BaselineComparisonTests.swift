import Foundation
@testable import MockupGallery
import MockupRaster
import MockupText
import Testing

/// Issue 16: `--baseline DIR` marks component images that changed since an earlier gallery, with
/// the earlier image and a diff; identical and new images are told apart.
@Suite struct BaselineComparisonTests {
    static func png(_ pixels: [UInt32]) throws -> [UInt8] { try PNGEncoder.encode(try PixelImage(width: 2, height: 1, pixels: pixels)) }

    @Test func changedSameAndNewImages() throws {
        let folder = GalleryFixture.temporaryDirectory("baseline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let red: UInt32 = 0xFF00_00FF, blue: UInt32 = 0xFFFF_0000
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("components/acme"), withIntermediateDirectories: true)
        try Data(try Self.png([red, red])).write(to: folder.appendingPathComponent("components/acme/badge.png"))
        try Data(try Self.png([red, blue])).write(to: folder.appendingPathComponent("components/acme/same.png"))

        let comparison = try BaselineComparison(images: [("components/acme/badge.png", try Self.png([red, blue])),
                                                         ("components/acme/same.png", try Self.png([red, blue])),
                                                         ("components/acme/new.png", try Self.png([red, red]))], baseline: folder)
        #expect(comparison.changes["components/acme/same.png"] == nil)
        #expect(comparison.changes["components/acme/new.png"]?.summary == "new since the baseline")
        let changed = try #require(comparison.changes["components/acme/badge.png"])
        #expect(changed.summary == "1 pixel changed")
        #expect(comparison.files.map(\.path) == ["baseline/components/acme/badge.png", "diffs/components/acme/badge.png"])
        let diff = try PNGDecoder.decode(comparison.files[1].bytes)
        #expect(diff.pixels[1] == 0xFFFF_00FF)   // the changed pixel in magenta

        let component = GuideComponent(name: "Badge", variant: nil, line: 1, arguments: [:], images: [
            .init(scheme: "light", path: "components/acme/badge.png", width: 2, height: 1)], message: nil)
        let brand = GalleryBrand(slug: "acme", scenes: [], guide: nil, guideName: "ios-acme-swiftui.md", fonts: try FontLibrary.shared())
        let card = GuideComponentCard(variants: [component.compared(with: comparison)], brand: brand)
        #expect(card.html.contains("Changed (light): 1 pixel changed"))
        #expect(card.html.contains("src=\"diffs/components/acme/badge.png\""))
        #expect(throws: GalleryError.self) { try BaselineComparison(images: [], baseline: folder.appendingPathComponent("missing")) }
    }
}
