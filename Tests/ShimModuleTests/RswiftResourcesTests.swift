import Foundation
import MockupAssets
import MockupRaster
import MockupText
import MockupUI
import RswiftResources
import SwiftUI
import Testing

/// The shape of R.swift 7's generated `R` (a trimmed `R.generated.swift`; renamed, as this module has an `R`): resources by
/// name in a bundle.
private let Res = _Res(bundle: .main)
private struct _Res {
    let bundle: Foundation.Bundle
    var color: color { .init(bundle: bundle) }
    var image: image { .init(bundle: bundle) }
    var string: string { .init(bundle: bundle) }
    struct color {
        let bundle: Foundation.Bundle
        var brand: RswiftResources.ColorResource { .init(name: "Brand", path: [], bundle: bundle) }
    }
    struct image {
        let bundle: Foundation.Bundle
        var dot: RswiftResources.ImageResource { .init(name: "dot", path: [], bundle: bundle, locale: nil, onDemandResourceTags: nil) }
    }
    struct string {
        let bundle: Foundation.Bundle
        var localizable: localizable { .init(source: .init(bundle: bundle, tableName: "Localizable", preferredLanguages: nil, locale: nil)) }
        struct localizable {
            let source: RswiftResources.StringResource.Source
            init(source: RswiftResources.StringResource.Source) { self.source = source }
            var title: RswiftResources.StringResource {
                .init(key: "title", tableName: "Localizable", source: source, developmentValue: "Welcome", comment: nil)
            }
            var items: RswiftResources.StringResource2<Int, String> {
                .init(key: "items", tableName: "Localizable", source: source, developmentValue: "%d items in %@", comment: nil)
            }
            var untranslated: RswiftResources.StringResource {
                .init(key: "untranslated", tableName: "Localizable", source: source, developmentValue: nil, comment: nil)
            }
        }
    }
}

@MainActor
struct RswiftResourcesTests {
    /// A catalog: `Brand` a colour with a dark appearance, `dot` a green 3 × 3 px image at @3x (shared
    /// with `RswiftTests`).
    static func catalog() throws -> (AssetCatalog, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rswift-\(UUID().uuidString)")
        let root = folder.appendingPathComponent("Assets.xcassets")
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write(#"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0x20","green":"0x40","blue":"0x60","alpha":"1"}},"idiom":"universal"},"#
                  + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":"#
                  + #"{"red":"0xE0","green":"0xC0","blue":"0xA0","alpha":"1"}},"idiom":"universal"}]}"#, "Brand.colorset/Contents.json")
        try write(#"{"images":[{"filename":"dot@3x.png","idiom":"universal","scale":"3x"}]}"#, "dot.imageset/Contents.json")
        try PNGEncoder.write(PixelImage(width: 3, height: 3, color: PremultipliedColor(red: 0, green: 200, blue: 0, alpha: 255)),
                             toFile: root.appendingPathComponent("dot.imageset/dot@3x.png").path)
        return (AssetCatalog(folders: [root.path]), folder)
    }

    @Test func generatedResourcesDrawTheAppsColoursAndImages() throws {
        let (catalog, folder) = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (scheme, brand) in [(ColorScheme.light, [0x20, 0x40, 0x60]), (.dark, [0xE0, 0xC0, 0xA0])] as [(ColorScheme, [UInt8])] {
            var request = RenderRequest(width: 4, scale: 3, colorScheme: scheme, background: RGBA(red: 0, green: 0, blue: 0))
            request.assetCatalog = catalog
            let rendered = try ViewRenderer.render(request, fonts: FontLibrary.shared()) {
                VStack(spacing: 0) {
                    Color(Res.color.brand).frame(width: 4, height: 2)
                    Image(Res.image.dot)
                    Color(uiColor: Res.color.brand() ?? .clear).frame(width: 4, height: 1)
                }
            }
            #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
            #expect(rendered.layout.tree.size == Size(4, 4))
            let brandPixel = rendered.image[6, 3], dotPixel = rendered.image[6, 7], uiKitPixel = rendered.image[6, 10]
            #expect([brandPixel.red, brandPixel.green, brandPixel.blue] == brand)
            #expect([uiKitPixel.red, uiKitPixel.green, uiKitPixel.blue] == brand)
            #expect([dotPixel.red, dotPixel.green, dotPixel.blue] == [0, 200, 0])
        }
    }

    @Test func stringsReadTheDevelopmentValueAndFormatTheirArguments() {
        #expect(Res.string.localizable.title() == "Welcome" && String(resource: Res.string.localizable.title) == "Welcome")
        #expect(Res.string.localizable.items(3, "Inbox") == "3 items in Inbox")
        #expect(String(format: Res.string.localizable.items, 1, "Sent") == "1 items in Sent")
        #expect(Res.string.localizable.untranslated() == "untranslated", "no value anywhere: the key")
    }

    @Test func filesAndLocalizationsAreNamedAsRSwiftNamesThem() {
        #expect(FileResource(name: "data", pathExtension: "json", bundle: .main, locale: nil).filename == "data.json")
        #expect(LocaleReference(url: URL(fileURLWithPath: "/app/fr.lproj/Localizable.strings")) == .language("fr"))
        #expect(LocaleReference(url: URL(fileURLWithPath: "/app/Base.lproj/Main.storyboard")).isBase)
        #expect(LocaleReference(url: URL(fileURLWithPath: "/app/data.json")).isNone)
    }
}
