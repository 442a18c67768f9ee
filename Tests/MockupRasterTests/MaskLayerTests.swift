import Foundation
import Testing
@testable import MockupRaster

/// `endMaskLayer`: the content layer scaled by the mask layer's alpha, pixel by pixel.
@Suite struct MaskLayerTests {
    func rect(_ x: Double, _ w: Double) -> Path { Path(rect: Rect(x: x, y: 0, width: w, height: 1)) }
    func rgba(_ c: PremultipliedColor) -> [Int] { [Int(c.red), Int(c.green), Int(c.blue), Int(c.alpha)] }

    @Test func contentKeepsTheMaskAlphaAndNothingOutsideTheMask() throws {
        let canvas = try Canvas(width: 4, height: 1, background: .white)
        canvas.beginLayer()
        canvas.fill(rect(0, 4), with: .color(SRGBColor(r8: 255, 0, 0)))
        // The mask layer covers only the first three pixels: the fourth is outside it.
        canvas.beginLayer(bounds: Rect(x: 0, y: 0, width: 3, height: 1))
        canvas.fill(rect(0, 1), with: .solid(.black))
        canvas.fill(rect(1, 1), with: .color(SRGBColor(r8: 0, 0, 0, alpha: 0.5)))
        canvas.endMaskLayer()
        #expect(canvas.layerDepth == 0)
        #expect(rgba(canvas.image[0, 0]) == [255, 0, 0, 255])
        // Red at mask alpha 128 over white: 128 + 255·127/255 red, 127 green and blue.
        #expect(rgba(canvas.image[1, 0]) == [255, 127, 127, 255])
        #expect(canvas.image[2, 0] == .white)
        #expect(canvas.image[3, 0] == .white)
    }

    @Test func withOneLayerOpenNothingHappens() throws {
        let canvas = try Canvas(width: 2, height: 1, background: .white)
        canvas.beginLayer()
        canvas.fill(rect(0, 2), with: .solid(.black))
        canvas.endMaskLayer()
        #expect(canvas.layerDepth == 1)
        canvas.endLayer()
        #expect(canvas.image[0, 0] == .black)
    }
}
