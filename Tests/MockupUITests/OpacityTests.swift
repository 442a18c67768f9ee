import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// `.opacity` on a container fades each leaf separately; `compositingGroup()` / `drawingGroup()`
/// flatten the content first.
@MainActor @Suite struct OpacityTests {
    /// A red square with a blue one over its right half, drawn over white.
    private func render<V: View>(_ modify: (AnyView) -> V, _ name: String) throws -> PixelImage {
        let squares = ZStack(alignment: .topLeading) {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
            Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20).padding(.leading, 10)
        }
        let (_, rendered) = try R.render(view: resolveView(modify(AnyView(squares))), width: 30, scale: 1)
        try rendered.image.writeForInspection(name)
        return rendered.image
    }

    @Test func containerOpacityFadesEachLeaf() throws {
        let image = try render({ $0.opacity(0.5) }, "opacity-per-leaf")
        #expect(image.rgba(5, 10) == (r: 255, g: 127, b: 127, a: 255))
        // The red shows through the faded blue.
        #expect(image.rgba(15, 10) == (r: 127, g: 63, b: 191, a: 255))
        #expect(image.rgba(25, 10) == (r: 127, g: 127, b: 255, a: 255))
    }

    @Test func nestedOpacitiesMultiply() throws {
        let image = try render({ $0.opacity(0.5).opacity(0.5) }, "opacity-nested")
        #expect(image.rgba(5, 10) == (r: 255, g: 191, b: 191, a: 255))
    }

    @Test func compositingGroupFadesTheComposite() throws {
        for (image, name) in [(try render({ $0.compositingGroup().opacity(0.5) }, "opacity-composite"), "composite"),
                              (try render({ $0.drawingGroup().opacity(0.5) }, "opacity-drawing-group"), "drawing")] {
            // Only the front colour at 50 %, as beside the overlap.
            #expect(image.rgba(15, 10) == (r: 127, g: 127, b: 255, a: 255), "\(name)")
            #expect(image.rgba(5, 10) == (r: 255, g: 127, b: 127, a: 255), "\(name)")
        }
    }
}
