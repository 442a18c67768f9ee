import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// Colour filters (`brightness`, `grayscale`, …, and their `GraphicsContext.Filter` twins) drawn
/// through the W3C Filter Effects matrices (values: ColorMatrixTests).
@MainActor @Suite struct ColorEffectTests {
    static let grey100 = Color(red: 100 / 255, green: 100 / 255, blue: 100 / 255)
    static let pureRed = Color(red: 1, green: 0, blue: 0)

    /// The centre pixel of a 10×10 `view` rendered at scale 1 on `background`, with no render notes.
    func centre(_ view: some View, background: RGBA = .white) throws -> (r: Int, g: Int, b: Int, a: Int) {
        let (list, rendered) = try R.render(view: resolveView(view.frame(width: 10, height: 10)), width: 10, scale: 1,
                                            background: background)
        #expect(list.warnings.isEmpty, "\(list.warnings)")
        return rendered.image.rgba(5, 5)
    }

    @Test func eachModifierDrawsItsMatrix() throws {
        #expect(try centre(Self.grey100.brightness(0.2)) == (151, 151, 151, 255))
        #expect(try centre(Self.grey100.brightness(-1)) == (0, 0, 0, 255))
        // (200/255 − 0.5)·0.5 + 0.5 = 0.642 → 164.
        #expect(try centre(Color(red: 200 / 255, green: 200 / 255, blue: 200 / 255).contrast(0.5)) == (164, 164, 164, 255))
        // feColorMatrix saturate(0): red's luma is 0.213 → 54; saturate(0.5): 0.6065, 0.1065.
        #expect(try centre(Self.pureRed.grayscale(1)) == (54, 54, 54, 255))
        #expect(try centre(Self.pureRed.saturation(0)) == (54, 54, 54, 255))
        #expect(try centre(Self.pureRed.saturation(0.5)) == (155, 27, 27, 255))
        // hueRotate(180°): red → (0.213 − 0.787, 0.426, 0.426).
        #expect(try centre(Self.pureRed.hueRotation(.degrees(180))) == (0, 109, 109, 255))
        #expect(try centre(Color.white.colorInvert()) == (0, 0, 0, 255))
        // Color.red is the system red #FF3B30.
        #expect(try centre(Color.white.colorMultiply(.red)) == (255, 59, 48, 255))
        #expect(try centre(Color.white.colorMultiply(.red.opacity(0.4)), background: .clear) == (255, 60, 48, 102))
        #expect(try centre(Color.white.luminanceToAlpha(), background: .clear) == (0, 0, 0, 255))
        #expect(try centre(Color.black.luminanceToAlpha(), background: .clear) == (0, 0, 0, 0))
    }

    @Test func identityAmountsAddNoLayer() {
        let identities: [AnyView] = [AnyView(Text("a").brightness(0)), AnyView(Text("a").contrast(1)),
                                     AnyView(Text("a").saturation(1)), AnyView(Text("a").grayscale(0)),
                                     AnyView(Text("a").hueRotation(.zero)), AnyView(Text("a").colorMultiply(.white))]
        for view in identities { #expect(nodeTree(resolveView(view)) == "text \"a\" system(default) 17 regular #000000") }
        #expect(nodeTree(resolveView(Text("a").brightness(0.2).grayscale(1))) == """
        effect colorMatrix([0.213 0.715 0.072 0 0; 0.213 0.715 0.072 0 0; 0.213 0.715 0.072 0 0; 0 0 0 1 0])
          effect colorMatrix([1 0 0 0 0.2; 0 1 0 0 0.2; 0 0 1 0 0.2; 0 0 0 1 0])
            text "a" system(default) 17 regular #000000
        """)
    }

    @Test func theFilterAppliesToTheCompositeNotEachLeaf() throws {
        // Two overlapping half-transparent squares are composited first, then inverted: the
        // overlap is darker red before inversion, so lighter cyan after.
        let view = ZStack(alignment: .topLeading) {
            Self.pureRed.opacity(0.5).frame(width: 6, height: 10)
            Self.pureRed.opacity(0.5).frame(width: 6, height: 10).offset(x: 4)
        }.colorInvert()
        let (list, rendered) = try R.render(view: resolveView(view.frame(width: 10, height: 10, alignment: .topLeading)),
                                            width: 10, scale: 1)
        #expect(list.textDump().contains("group colorMatrix [-1 0 0 0 1;"))
        // Alone: red at alpha 128 → (0, 1, 1) at 128 over white. Overlap: alpha 192.
        #expect(rendered.image.rgba(1, 5) == (127, 255, 255, 255))
        #expect(rendered.image.rgba(5, 5) == (63, 255, 255, 255))
    }

    @Test func canvasFiltersDrawTheSameMatrices() throws {
        func canvas(_ filter: GraphicsContext.Filter, _ color: Color = .white) throws -> (r: Int, g: Int, b: Int, a: Int) {
            try centre(Canvas { context, size in
                context.addFilter(filter)
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(color))
            }, background: .clear)
        }
        #expect(try canvas(.brightness(0.2), Self.grey100) == (151, 151, 151, 255))
        #expect(try canvas(.grayscale(1), Self.pureRed) == (54, 54, 54, 255))
        #expect(try canvas(.colorInvert()) == (0, 0, 0, 255))
        // Half inverted: 1 − 2·0.25 slope, 0.25 offset → white becomes 0.75.
        #expect(try canvas(.colorInvert(0.25)) == (191, 191, 191, 255))
        #expect(try canvas(.colorMultiply(.red)) == (255, 59, 48, 255))
        #expect(try canvas(.luminanceToAlpha) == (0, 0, 0, 255))
        var swapRedAndBlue = ColorMatrix()
        (swapRedAndBlue.r1, swapRedAndBlue.r3, swapRedAndBlue.b1, swapRedAndBlue.b3) = (0, 1, 1, 0)
        #expect(try canvas(.colorMatrix(swapRedAndBlue), Self.pureRed) == (0, 0, 255, 255))
    }

    @Test func colourFiltersRenderTheSameBytesEveryTime() async throws {
        let view = HStack(spacing: 0) {
            Self.pureRed.hueRotation(.degrees(90))
            Color.blue.brightness(0.3).contrast(1.4)
            Color.green.grayscale(0.6)
        }.frame(width: 30, height: 10)
        let (list, first) = try R.render(view: resolveView(view), width: 30)
        let concurrent = try await R.renderConcurrently(list)
        #expect(concurrent.count == 2 && concurrent.allSatisfy { $0 == first.image })
    }
}
