import Foundation
import MockupRaster
import Testing
@testable import MockupGuide

/// An app folder with an asset catalog, rendered end to end: the code names its images and colours
/// by name and through the symbols Xcode generates, and the PNGs show them.
struct GuideAssetTests {
    static let code = """
    import SwiftUI

    extension Color {
        /// The code's own shorthand for an asset colour: the generated one is left out.
        static let tone = Color("Tone")
    }

    struct AssetCard: View {
        var body: some View {
            VStack(spacing: 0) {
                Color(.brandPrimary).frame(width: 40, height: 20)
                Rectangle().fill(Color.brandPrimary).frame(width: 40, height: 20)
                Rectangle().foregroundStyle(.brandPrimary).frame(width: 40, height: 20)
                Color(uiColor: UIColor(resource: .brandPrimary)).frame(width: 40, height: 20)
                Color("BrandPrimary").frame(width: 40, height: 20)
                Image(.hero)
                Image(uiImage: .hero)
                Image("photo").resizable().frame(width: 32, height: 16)
                Image(.glyph).foregroundStyle(Color(.Brand.accent))
                Color.primary.frame(width: 10, height: 10)
                Color(.primary).frame(width: 10, height: 10)
                Color.tone.frame(width: 10, height: 10)
                Image("logo")
                Image("mark")
            }
        }
    }
    """

    static func colorSet(_ light: String, dark: String? = nil) -> String {
        func entry(_ hex: String, _ appearance: String) -> String {
            let c = Array(hex)
            return "{\"color\":{\"color-space\":\"srgb\",\"components\":{\"red\":\"0x\(String(c[0...1]))\",\"green\":\"0x\(String(c[2...3]))\","
                + "\"blue\":\"0x\(String(c[4...5]))\",\"alpha\":\"1.000\"}},\"idiom\":\"universal\"\(appearance)}"
        }
        let darkEntry = dark.map { [entry($0, ",\"appearances\":[{\"appearance\":\"luminosity\",\"value\":\"dark\"}]")] } ?? []
        return "{\"colors\":[" + ([entry(light, "")] + darkEntry).joined(separator: ",") + "],\"info\":{\"author\":\"xcode\",\"version\":1}}"
    }

    static func imageSet(_ file: String, scale: String?, template: Bool = false) -> String {
        "{\"images\":[{\"filename\":\"\(file)\",\"idiom\":\"universal\"" + (scale.map { ",\"scale\":\"\($0)\"" } ?? "") + "}]"
            + (template ? ",\"properties\":{\"template-rendering-intent\":\"template\"}" : "") + "}"
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Pixels of exactly `rgb` in `image`.
    func count(_ rgb: (UInt8, UInt8, UInt8), in image: PixelImage) -> Int {
        image.pixels.filter { raw in
            let p = PremultipliedColor(rawValue: raw)
            return p.alpha == 255 && p.red == rgb.0 && p.green == rgb.1 && p.blue == rgb.2
        }.count
    }

    @Test(.timeLimit(.minutes(4)))
    func anAppFolderRendersItsCatalogsImagesAndColours() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-guide-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let app = work.appendingPathComponent("Acme")
        try write(Self.code, to: app.appendingPathComponent("AssetCard.swift"))
        let catalog = app.appendingPathComponent("Resources/Assets.xcassets")
        try write(Self.colorSet("E0301E", dark: "1E40E0"), to: catalog.appendingPathComponent("BrandPrimary.colorset/Contents.json"))
        try write(Self.colorSet("123456"), to: catalog.appendingPathComponent("primary.colorset/Contents.json"))
        try write(Self.colorSet("0A0B0C"), to: catalog.appendingPathComponent("Tone.colorset/Contents.json"))
        try write("{\"properties\":{\"provides-namespace\":true}}", to: catalog.appendingPathComponent("Brand/Contents.json"))
        try write(Self.colorSet("F0A000"), to: catalog.appendingPathComponent("Brand/accent.colorset/Contents.json"))
        try write(Self.imageSet("hero@3x.png", scale: "3x"), to: catalog.appendingPathComponent("hero.imageset/Contents.json"))
        try PNGEncoder.write(PixelImage(width: 30, height: 30, color: PremultipliedColor(red: 0, green: 200, blue: 100, alpha: 255)),
                             toFile: catalog.appendingPathComponent("hero.imageset/hero@3x.png").path)
        try write(Self.imageSet("glyph@3x.png", scale: "3x", template: true), to: catalog.appendingPathComponent("glyph.imageset/Contents.json"))
        try PNGEncoder.write(PixelImage(width: 24, height: 24, color: PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)),
                             toFile: catalog.appendingPathComponent("glyph.imageset/glyph@3x.png").path)
        try write(Self.imageSet("photo.jpg", scale: "1x"), to: catalog.appendingPathComponent("photo.imageset/Contents.json"))
        try FileManager.default.copyItem(at: GuideBuildTests.root.appendingPathComponent("Tests/Fixtures/JPEG/two-colours-444.jpg"),
                                         to: catalog.appendingPathComponent("photo.imageset/photo.jpg"))
        try write(Self.imageSet("logo.pdf", scale: nil), to: catalog.appendingPathComponent("logo.imageset/Contents.json"))
        try FileManager.default.copyItem(at: GuideBuildTests.root.appendingPathComponent("Tests/Fixtures/Vector/half-red.pdf"),
                                         to: catalog.appendingPathComponent("logo.imageset/logo.pdf"))
        try write(Self.imageSet("mark.heic", scale: nil), to: catalog.appendingPathComponent("mark.imageset/Contents.json"))
        try write("not drawn", to: catalog.appendingPathComponent("mark.imageset/mark.heic"))

        let engine = EngineBuild(productsDirectory: try GuideBuildTests.productsDirectory(),
                                 sourcesDirectory: GuideBuildTests.root.appendingPathComponent("Sources"))
        let compiler = GuideCompiler(engine: engine, cacheDirectory: work.appendingPathComponent("cache"))
        let input = try #require(try GuideInput.load(app.path).first)
        #expect(input.assetCatalogs.map(\.lastPathComponent) == ["Assets.xcassets"])
        var run = GuideRun()
        run.fontsDirectory = GuideBuildTests.root.appendingPathComponent("Fonts")
        run.schemes = ["light", "dark"]
        let output = work.appendingPathComponent("out")
        let report = try #require(try GuideBatch(compiler: compiler, run: run, output: output).render([input], jobs: 1).first?.result.get())
        #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
        #expect(report.compiled.notes.contains { $0.contains("conflicting Color symbol \"primary\"") }, "\(report.compiled.notes)")
        let card = try #require(report.entries.first { $0.component == "AssetCard" })
        #expect(card.status == "rendered", "\(card.message ?? "")")
        #expect(card.warnings == ["image \"mark\": mark.heic is not a PNG, JPEG, WebP, PDF or SVG, which is all Mockup draws; add a PNG (a placeholder stands in)"])

        let light = try PNGDecoder.decode(fileAt: output.appendingPathComponent("acme/asset-card.light.png").path)
        let dark = try PNGDecoder.decode(fileAt: output.appendingPathComponent("acme/asset-card.dark.png").path)
        // Five 40 × 20 pt rows of the brand colour at 3x, by every way of naming it; its dark value in dark.
        #expect(count((0xE0, 0x30, 0x1E), in: light) == 5 * 120 * 60)
        #expect(count((0x1E, 0x40, 0xE0), in: dark) == 5 * 120 * 60)
        // The hero (30 px at @3x, twice), the template glyph in the namespaced accent colour.
        #expect(count((0, 200, 100), in: light) == 2 * 30 * 30)
        #expect(count((0xF0, 0xA0, 0x00), in: light) == 24 * 24)
        // `Color.primary` stays the system colour: the asset shows only through `Color(.primary)`.
        #expect(count((0x12, 0x34, 0x56), in: light) == 30 * 30)
        #expect(count((0x0A, 0x0B, 0x0C), in: light) == 30 * 30)
        // The PDF logo (a 20 × 10 pt page, its left half red) rasterized at 3x: 30 × 30 red pixels.
        #expect(count((255, 0, 0), in: light) == 30 * 30)
        // The JPEG photo's two halves, scaled 2 × to 96 × 48 px.
        #expect(count((201, 40, 30), in: light) > 40 * 40)
        #expect(count((20, 90, 220), in: light) > 40 * 40)
    }
}
