import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// `.mask(alignment:_:)` and `clipShape` with shapes whose outline is known only after layout.
@MainActor @Suite struct MaskTests {
    /// The upper-left half of its rectangle.
    struct Corner: Shape {
        func path(in rect: CGRect) -> Path {
            Path { $0.addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                                CGPoint(x: rect.minX, y: rect.maxY)]) }
        }
    }

    private let red = (r: 255, g: 59, b: 48, a: 255), white = (r: 255, g: 255, b: 255, a: 255)

    private func render<V: View>(_ view: V, _ name: String) throws -> (DisplayList, PixelImage) {
        let (list, rendered) = try R.render(view: resolveView(view), width: 20, scale: 1)
        try rendered.image.writeForInspection(name)
        return (list, rendered.image)
    }

    @Test func maskIsProposedTheViewsSizeAndPlacedByItsAlignment() throws {
        let view = Color.red.frame(width: 20, height: 20).mask(alignment: .leading) { Color.black.frame(width: 8) }
        let (list, image) = try render(view, "mask-leading")
        #expect(list.textDump().contains("group mask shape rectangle fill"))
        #expect(image.rgba(3, 10) == red)
        #expect(image.rgba(12, 10) == white)
        #expect(list.warnings.isEmpty)
    }

    @Test func maskOpacityScalesTheContent() throws {
        let (_, image) = try render(Color.black.frame(width: 20, height: 20).mask(Color.black.opacity(0.5)), "mask-half")
        // Black at alpha 128 over white.
        #expect(image.rgba(10, 10) == (r: 127, g: 127, b: 127, a: 255))
    }

    @Test func customAndInsetClipShapesClipToTheirOutline() throws {
        let (corner, cornerImage) = try render(Color.red.frame(width: 20, height: 20).clipShape(Corner()), "clip-custom")
        #expect(cornerImage.rgba(4, 4) == red)
        #expect(cornerImage.rgba(15, 15) == white)
        #expect(corner.warnings.isEmpty)
        let (_, inset) = try render(Color.red.frame(width: 20, height: 20).clipShape(Circle().inset(by: 5)), "clip-inset")
        #expect(inset.rgba(10, 10) == red)
        #expect(inset.rgba(2, 10) == white)
    }
}
