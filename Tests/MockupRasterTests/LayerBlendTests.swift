import Foundation
import Testing
@testable import MockupRaster

/// Blend modes against values computed independently from the W3C Compositing and Blending
/// Level 1 formulas (§9 Porter-Duff, §10.1 separable, §10.2 non-separable) for one opaque pair:
/// backdrop (204, 102, 51) = (0.8, 0.4, 0.2), source (102, 51, 153) = (0.4, 0.2, 0.6).
@Suite struct LayerBlendTests {
    func pixel(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32 = 255) -> UInt32 { r | g << 8 | b << 16 | a << 24 }
    var backdrop: UInt32 { pixel(204, 102, 51) }
    var source: UInt32 { pixel(102, 51, 153) }

    @Test func everyModeOnOpaquePixels() {
        let expected: [LayerBlend: UInt32] = [
            .normal: source, .sourceAtop: source, .destinationOver: backdrop, .destinationOut: 0,
            .multiply: pixel(82, 20, 31), .screen: pixel(224, 133, 173), .overlay: pixel(194, 41, 61),
            .darken: pixel(102, 51, 51), .lighten: pixel(204, 102, 153), .colorDodge: pixel(255, 128, 128),
            .colorBurn: pixel(128, 0, 0), .hardLight: pixel(163, 41, 92), .softLight: pixel(196, 65, 64),
            .difference: pixel(102, 51, 102), .exclusion: pixel(143, 112, 143), .hue: pixel(164, 87, 240),
            .saturation: pixel(178, 110, 76), .color: pixel(151, 100, 202), .luminosity: pixel(155, 53, 2),
            .plusLighter: pixel(255, 153, 204), .plusDarker: pixel(51, 0, 0),
        ]
        #expect(expected.count == LayerBlend.allCases.count)
        for mode in LayerBlend.allCases {
            let result = mode.composite(source, onto: backdrop)
            #expect(result == expected[mode], "\(mode): \(String(result, radix: 16))")
        }
    }

    @Test func translucentSourcesBlendByTheirAlpha() {
        // Red at alpha 128 (premultiplied 128, 0, 0): cb·(1 − αs) + αs·B(cb, cs) per channel.
        #expect(LayerBlend.multiply.composite(pixel(128, 0, 0, 128), onto: backdrop) == pixel(204, 51, 25))
        // Destination-out keeps cb·(1 − αs) and alpha 1 − αs.
        #expect(LayerBlend.destinationOut.composite(pixel(128, 0, 0, 128), onto: backdrop) == pixel(102, 51, 25, 127))
        // A transparent backdrop shows the source as it is.
        #expect(LayerBlend.multiply.composite(source, onto: 0) == source)
    }

    @Test func blendedLayerIsWeightedByCoverageAndLeavesTheRestAlone() throws {
        let canvas = try Canvas(width: 3, height: 1, background: PremultipliedColor(rawValue: backdrop))
        canvas.beginLayer()
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 1.5, height: 1)),
                    with: .color(SRGBColor(r8: 102, 51, 153)))
        canvas.endLayer(blending: .multiply)
        #expect(canvas.layerDepth == 0)
        #expect(canvas.image[0, 0].rawValue == pixel(82, 20, 31))
        // Half coverage: the source scaled to premultiplied (51, 26, 77, 128), whose straight red
        // 51/128 gives 0.8·(1 − ½) + ½·0.8·0.398 = 0.558 → 142 (143 before the 8-bit scaling).
        #expect(canvas.image[1, 0].rawValue == pixel(142, 61, 41))
        #expect(canvas.image[2, 0].rawValue == backdrop)
    }
}
