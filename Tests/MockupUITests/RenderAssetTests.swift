import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// Bitmap assets are cached by content: a file replaced on disk is sized and drawn from its new
/// bytes, never from a stale decode.
@MainActor
struct RenderAssetTests {
    private func writeSolidPNG(_ color: PremultipliedColor, width: Int, height: Int, to path: String) throws {
        try PNGEncoder.write(PixelImage(width: width, height: height, color: color), toFile: path)
    }

    @Test func aReplacedAssetIsSizedAndDrawnFromTheNewFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("dot.png").path
        try writeSolidPNG(PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255), width: 4, height: 4, to: file)
        let image = ViewNode.image(.bitmap(R.bitmap("dot", in: folder.path, scale: 1), resizable: false))
        let (redList, red) = try R.render(view: image, width: 10, scale: 1)
        #expect(redList.size == Size(4, 4))
        #expect(red.image[1, 1] == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255))

        try writeSolidPNG(PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255), width: 6, height: 6, to: file)
        let (blueList, blue) = try R.render(view: image, width: 10, scale: 1)
        #expect(blueList.size == Size(6, 6))
        #expect(blue.image[1, 1] == PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255))
    }
}
