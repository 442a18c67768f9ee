import Foundation
import MockupAssets
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// `Image("name")` of a custom symbol in the app's catalog (a `.symbolset`) draws as a symbol: sized
/// by the font, in the foreground style, inline in text too; an image set of the name wins.
@MainActor struct CustomSymbolImageTests {
    static let catalog = AssetCatalog(folders: [URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CustomSymbols.xcassets").path])

    @Test func aSymbolSetDrawsAsASymbolInTheForegroundStyle() throws {
        var request = RenderRequest(width: 60, scale: 1, background: RGBA(red: 255, green: 255, blue: 255))
        request.assetCatalog = Self.catalog
        let rendered = try ViewRenderer.render(request, fonts: FontLibrary.shared()) {
            VStack(spacing: 0) {
                Image("bar").foregroundStyle(Color.red).font(.system(size: 20))
                Text("\(Image("bar")) Bar").foregroundStyle(Color.blue).font(.system(size: 20))
            }
        }
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        let symbol = try #require(rendered.layout.tree.all(.symbol).first)
        // The 20-pt symbol: 25 pt wide (its margins at 20/80 pt per unit), 24 pt tall; the bar 15 pt wide from 5 pt.
        #expect(symbol.frame.size == Size(25, 24))
        let left = Int(symbol.frame.minX)
        let bar = rendered.image[left + 12, 12], beside = rendered.image[left + 2, 12]
        #expect(bar.red == 255 && bar.green < 60 && beside.green == 255, "red bar, white beside it: \(bar), \(beside)")
        let inline = rendered.image[Int(rendered.layout.tree.all(.text).first!.frame.minX) + 12, 24 + 12]
        #expect(inline.blue > 200 && inline.red < 60, "the inline symbol in the text's colour: \(inline)")
        #expect(Self.catalog.customSymbolFile(named: "bar")?.hasSuffix("bar.symbolset/bar.svg") == true)
        #expect(Self.catalog.customSymbolFile(named: "missing") == nil)
    }
}
