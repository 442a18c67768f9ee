import Foundation
import Testing
@testable import MockupRaster

/// `ColorMatrix` on premultiplied pixels and `endLayer(colorMatrix:)`.
@Suite struct ColorMatrixTests {
    func rgba(_ p: UInt32) -> [UInt32] { [p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF, p >> 24] }
    func pixel(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 { r | g << 8 | b << 16 | a << 24 }

    /// Adds 0.2 to each colour channel.
    let brighter = ColorMatrix(red: (1, 0, 0, 0, 0.2), green: (0, 1, 0, 0, 0.2), blue: (0, 0, 1, 0, 0.2),
                               alpha: (0, 0, 0, 1, 0))

    @Test func theIdentityGivesBackEveryPremultipliedPixel() {
        var pixels: [UInt32] = []
        for a: UInt32 in 0...255 {
            for c in 0...a { pixels.append(pixel(c, a - c, c / 2, a)) }
        }
        var transformed = pixels
        transformed.withUnsafeMutableBufferPointer { ColorMatrix().apply(to: $0) }
        #expect(transformed == pixels)
    }

    @Test func channelsAreUnpremultipliedTransformedClampedAndPremultiplied() {
        // Opaque rgb(100, 100, 100) + 0.2 → 100 + 51; 250 + 51 clamps to 255.
        #expect(rgba(brighter.transform(pixel(100, 250, 0, 255))) == [151, 255, 51, 255])
        // At alpha 128 the straight value 50/128 gets 0.2 added: 0.590625 · 128 → 76, alpha kept.
        #expect(rgba(brighter.transform(pixel(50, 50, 50, 128))) == [76, 76, 76, 128])
        // Transparent pixels stay transparent while alpha does not depend on an offset.
        #expect(brighter.transform(0) == 0)
        // A NaN entry clamps to 0.
        var broken = ColorMatrix()
        broken.r1 = .nan
        #expect(rgba(broken.transform(pixel(200, 10, 20, 255))) == [0, 10, 20, 255])
    }

    @Test func anAlphaOffsetFillsTheTransparentPixels() {
        var opaqueRed = ColorMatrix(red: (0, 0, 0, 0, 1), green: (0, 0, 0, 0, 0), blue: (0, 0, 0, 0, 0),
                                    alpha: (0, 0, 0, 0, 1))
        #expect(rgba(opaqueRed.transform(0)) == [255, 0, 0, 255])
        opaqueRed.a5 = 0.5
        #expect(rgba(opaqueRed.transform(0)) == [128, 0, 0, 128])
    }

    @Test func aColorMatrixLayerIsTransformedBeforeItIsComposited() throws {
        let canvas = try Canvas(width: 4, height: 1, background: .white)
        canvas.fill(Path(rect: Rect(x: 3, y: 0, width: 1, height: 1)), with: .color(SRGBColor(r8: 100, 100, 100)))
        canvas.beginLayer(bounds: Rect(x: 0, y: 0, width: 2, height: 1))
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), with: .color(SRGBColor(r8: 100, 100, 100)))
        canvas.endLayer(colorMatrix: brighter)
        #expect(canvas.layerDepth == 0)
        let image = canvas.image
        #expect(rgba(image[0, 0].rawValue) == [151, 151, 151, 255])
        #expect(image[1, 0] == .white)  // transparent in the layer: white shows through
        #expect(rgba(image[3, 0].rawValue) == [100, 100, 100, 255])  // outside the layer: unchanged
        // With no layer open nothing happens.
        canvas.endLayer(colorMatrix: brighter)
        #expect(canvas.image == image)
    }
}
