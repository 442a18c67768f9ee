import Foundation
import MockupAssets
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

// Code that names assets through Xcode 15's generated asset symbols, written as an app writes it
// (the symbols declared as Xcode generates them), rendered with an asset catalog.

extension ImageResource {
    fileprivate static let badge = ImageResource(name: "badge", bundle: .main)
    fileprivate static let photo = ImageResource(name: "photo", bundle: .main)
}

extension ColorResource {
    fileprivate static let brand = ColorResource(name: "Brand", bundle: .main)
}

private struct ResourceViews: View {
    var body: some View {
        VStack(spacing: 0) {
            Image(.badge)
            Image(uiImage: UIImage(resource: .badge)).renderingMode(.original)
            Image(.photo).resizable().frame(width: 16, height: 8)
            Rectangle().foregroundStyle(Color(.brand)).frame(width: 10, height: 10)
            Color(uiColor: UIColor(resource: .brand)).frame(width: 10, height: 10)
        }
        .frame(width: 40)
    }
}

private struct ResourceControls: View {
    @State private var on = true
    @State private var pick = 1
    var body: some View {
        VStack {
            Label("Badge", image: .badge)
            Button("Badge", image: .badge) {}
            Button("Delete", image: .badge, role: .destructive) {}
            Toggle("Badge", image: .badge, isOn: $on)
            Toggle("All", image: .badge, sources: [Binding.constant(true)], isOn: \.self)
            Menu("More", image: .badge) { Button("One") {} }
            Menu("More", image: .badge, content: { Button("One") {} }, primaryAction: {})
            Picker("Pick", image: .badge, selection: $pick) { Text("One").tag(1) }
        }
    }
}

@MainActor
struct AssetSymbolsProbeTests {
    /// A catalog: `badge` a template image set (white 6 × 6 px at @3x), `photo` a JPEG, `Brand` a
    /// colour with a dark appearance.
    private func catalog() throws -> (AssetCatalog, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("asset-symbols-\(UUID().uuidString)/Assets.xcassets")
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("{\"images\":[{\"filename\":\"badge@3x.png\",\"idiom\":\"universal\",\"scale\":\"3x\"}],"
                  + "\"properties\":{\"template-rendering-intent\":\"template\"}}", "badge.imageset/Contents.json")
        try PNGEncoder.write(PixelImage(width: 6, height: 6, color: PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)),
                             toFile: root.appendingPathComponent("badge.imageset/badge@3x.png").path)
        try write("{\"images\":[{\"filename\":\"photo.jpg\",\"idiom\":\"universal\",\"scale\":\"3x\"}]}", "photo.imageset/Contents.json")
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/JPEG/two-colours-444.jpg")
        try FileManager.default.copyItem(at: fixture, to: root.appendingPathComponent("photo.imageset/photo.jpg"))
        try write("{\"colors\":[{\"color\":{\"color-space\":\"srgb\",\"components\":{\"red\":\"0x10\",\"green\":\"0x80\",\"blue\":\"0xF0\",\"alpha\":\"1\"}},\"idiom\":\"universal\"},"
                  + "{\"appearances\":[{\"appearance\":\"luminosity\",\"value\":\"dark\"}],\"color\":{\"color-space\":\"srgb\",\"components\":"
                  + "{\"red\":\"0xF0\",\"green\":\"0x80\",\"blue\":\"0x10\",\"alpha\":\"1\"}},\"idiom\":\"universal\"}]}", "Brand.colorset/Contents.json")
        return (AssetCatalog(folders: [root.path]), root.deletingLastPathComponent())
    }

    private func render(_ scheme: ColorScheme, catalog: AssetCatalog) throws -> RenderedView {
        var request = RenderRequest(width: 40, scale: 3, colorScheme: scheme, background: RGBA(red: 0, green: 0, blue: 0))
        request.assetCatalog = catalog
        return try ViewRenderer.render(request, fonts: FontLibrary.shared()) { ResourceViews().foregroundStyle(Color.red) }
    }

    @Test func resourcesNameTheCatalogsImagesAndColours() throws {
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let light = try render(.light, catalog: catalog)
        #expect(light.warnings.isEmpty, "\(light.warnings)")
        // 2 pt badge (6 px @3x) twice, the template one in the foreground style, the original white;
        // the 16 × 8 pt photo drawn from its 16 × 8 px JPEG @3x file; the brand colour twice.
        #expect(light.layout.tree.size == Size(40, 2 + 2 + 8 + 10 + 10))
        let px = light.image
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let p = px[x, y]; return [p.red, p.green, p.blue] }
        #expect(rgb(60, 3) == [255, 59, 48])
        #expect(rgb(60, 9) == [255, 255, 255])
        #expect(rgb(37, 24) == [201, 40, 30] && rgb(82, 24) == [20, 90, 220])
        #expect(rgb(60, 50) == [0x10, 0x80, 0xF0] && rgb(60, 80) == [0x10, 0x80, 0xF0])
        let dark = try render(.dark, catalog: catalog).image
        #expect([dark[60, 50].red, dark[60, 50].green, dark[60, 50].blue] == [0xF0, 0x80, 0x10])
    }

    /// A dynamic colour made of an asset colour (`UIColor { traits in UIColor(Color("Brand")) }`, the
    /// xquare design system's `darkModeColor`) resolves the asset where it is drawn, not without a catalog.
    @Test func dynamicColoursOfAssetColoursResolveWhereTheyAreDrawn() throws {
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dynamic = Color(uiColor: UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(Color.red) : UIColor(Color("Brand")) })
        var environment = EnvironmentValues()
        environment.assetCatalog = catalog
        #expect(dynamic.rgba(in: environment) == RGBA(red: 0x10 / 255.0, green: 0x80 / 255.0, blue: 0xF0 / 255.0))
        environment.colorScheme = .dark
        #expect(dynamic.rgba(in: environment) == Color.red.rgba(in: environment))
        let mixed = Color("Brand").mix(with: .white, by: 0.5, in: .device)
        let halfway = mixed.rgba(in: environment)
        #expect(abs(halfway.red - 247.5 / 255) < 1e-9 && abs(halfway.green - 191.5 / 255) < 1e-9 && abs(halfway.blue - 135.5 / 255) < 1e-9,
                "a mix of an asset colour resolves it where it is drawn (dark: 0xF08010 halfway to white)")
        let accented = Color(light: .accentColor, dark: .white)
        environment.colorScheme = .light
        environment.tint = .green
        #expect(accented.rgba(in: environment) == Color.green.rgba(in: environment))
    }

    @Test func resourcesAreValuesAndTheControlsTakeThem() throws {
        #expect(ImageResource.badge == ImageResource(name: "badge", bundle: .main))
        #expect(ColorResource.brand != ColorResource(name: "Other", bundle: .main))
        #expect(Set([ImageResource.badge, .badge, .photo]).count == 2)
        #expect(Image(.badge) == Image("badge"))
        #expect(Color(.brand) == Color("Brand"))
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = EnvironmentValues()
        environment.assetCatalog = catalog
        let tree = nodeTree(resolveView(ResourceControls(), environment: environment))
        // Every control shows the image but the picker, whose menu style shows its selection on iOS.
        #expect(tree.components(separatedBy: "bitmap badge file=").count - 1 == 7, "\(tree)")
        let picker = Picker("Pick", image: .badge, selection: .constant(1)) { Text("One").tag(1) }
        #expect(picker.label.icon == Image("badge"))
    }
}
