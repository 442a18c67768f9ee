import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// `.zIndex(_:)`: siblings paint in ascending zIndex, ties in declaration order; frames unchanged.
@MainActor @Suite struct ZIndexTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)
    private let green = Color(red: 0, green: 1, blue: 0)

    private func render<V: View>(_ view: V, _ name: String) throws -> PixelImage {
        let (_, rendered) = try R.render(view: resolveView(view), width: 30, scale: 1)
        try rendered.image.writeForInspection(name)
        return rendered.image
    }

    @Test func laterChildWithLowerZIndexIsDrawnBeneath() throws {
        let image = try render(ZStack(alignment: .topLeading) {
            red.frame(width: 20, height: 20).zIndex(1)
            blue.frame(width: 20, height: 20).padding(.leading, 10)
        }, "zindex-zstack")
        #expect(image.rgba(5, 10) == (r: 255, g: 0, b: 0, a: 255))
        #expect(image.rgba(15, 10) == (r: 255, g: 0, b: 0, a: 255))   // red over the overlap
        #expect(image.rgba(25, 10) == (r: 0, g: 0, b: 255, a: 255))
    }

    @Test func tiesKeepDeclarationOrderAndNegativeValuesGoBehind() throws {
        let image = try render(ZStack(alignment: .topLeading) {
            red.frame(width: 20, height: 20).zIndex(2)
            green.frame(width: 20, height: 20).padding(.leading, 5).zIndex(2)
            blue.frame(width: 30, height: 20).zIndex(-1)
        }, "zindex-ties")
        #expect(image.rgba(2, 10) == (r: 255, g: 0, b: 0, a: 255))
        #expect(image.rgba(10, 10) == (r: 0, g: 255, b: 0, a: 255))    // equal zIndex: later in front
        #expect(image.rgba(27, 10) == (r: 0, g: 0, b: 255, a: 255))
    }

    @Test func overlappingStackChildrenAndOverlayContentFollowZIndex() throws {
        let stack = try render(HStack(spacing: -10) {
            red.frame(width: 20, height: 20).zIndex(1)
            blue.frame(width: 20, height: 20)
        }, "zindex-hstack")
        #expect(stack.rgba(15, 10) == (r: 255, g: 0, b: 0, a: 255))
        let overlay = try render(Color.white.frame(width: 30, height: 20).overlay(alignment: .leading) {
            red.frame(width: 20, height: 20).zIndex(1)
            blue.frame(width: 10, height: 20)
        }, "zindex-overlay")
        #expect(overlay.rgba(5, 10) == (r: 255, g: 0, b: 0, a: 255))
    }

    @Test func layoutIsUnchanged() throws {
        func frames<V: View>(_ view: V) throws -> [Rect] { try layout(resolveView(view), width: 100).nodes.map(\.frame) }
        let plain = try frames(HStack(spacing: -10) { red.frame(width: 20, height: 20); blue.frame(width: 30, height: 10) })
        let indexed = try frames(HStack(spacing: -10) {
            red.frame(width: 20, height: 20).zIndex(3); blue.frame(width: 30, height: 10).zIndex(-2)
        })
        #expect(plain == indexed)
    }
}
