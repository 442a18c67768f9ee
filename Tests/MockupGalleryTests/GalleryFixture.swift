import Foundation
import MockupGuide
import MockupGallery
import MockupRaster
import MockupText
import MockupUI

/// A small gallery built in tests: the Acme guide of `GuideTokensTests` with three scenes (one in
/// both schemes, a `home` screen), rendered one by one and written through `GalleryOutput`.
enum GalleryFixture {
    static let canvas: @Sendable (ColorScheme) -> RGBA = { $0 == .dark ? RGBA(r8: 14, 22, 32) : .white }

    @MainActor
    static func brand() throws -> GalleryBrand {
        let scenes = [
            MockupScene("acme/badge", summary: "A badge in both schemes", component: "AcmeBadge", width: 200, margin: 12,
                        schemes: [.light, .dark], canvas: canvas) { AcmeBadge(label: "New") },
            MockupScene("acme/badge-row", summary: "A row with a badge", component: "AcmeBadgeRow", width: 240,
                        canvas: canvas) { AcmeBadge(label: "Row") },
            MockupScene("acme/home", summary: "Home", component: "AcmeBadgeRow", width: 393, height: 300,
                        schemes: [.light, .dark], canvas: canvas) { AcmeBadge(label: "Home") },
        ]
        return GalleryBrand(slug: "acme", scenes: scenes, guide: GuideDocument(markdown: GuideTokensTests.guide),
                            guideName: "ios-acme-swiftui.md", fonts: try FontLibrary.shared())
    }

    /// Renders and writes the whole site into `directory`.
    @MainActor
    static func write(to directory: URL) throws -> GallerySite {
        let site = GallerySite(brands: [try brand()])
        let output = try GalleryOutput(directory: directory, planned: site.plannedPaths)
        let fonts = try FontLibrary.shared()
        var sizes: [String: PixelSize] = [:]
        for render in site.renders {
            let laidOut = try render.scene.layout(scheme: render.scheme, scale: render.scale, fonts: fonts)
            let image = try render.scene.rasterize(laidOut, fonts: fonts).image
            try output.write(try PNGEncoder.encode(image), to: render.path)
            sizes[render.path] = PixelSize(width: image.width, height: image.height)
        }
        for page in site.pages(imageSizes: sizes) { try output.write(Data(page.html.utf8), to: page.path) }
        try output.finish()
        return site
    }

    static func temporaryDirectory(_ name: String) -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("mockup-gallery-\(name)-\(getpid())")
    }
}

/// The fixture guide's `AcmeBadge`, as a view.
struct AcmeBadge: View {
    let label: String
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Text(label)
            .font(.custom("Inter-Bold", size: 14))
            .foregroundStyle(colorScheme == .dark ? Color.white : Color.black)
            .padding(8)
            .background(Capsule().fill(Color(red: 1, green: 0.204, blue: 0.392).opacity(0.3)))
    }
}
