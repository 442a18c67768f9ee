import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// A triangle pointing right: its tip at the middle of the right edge, its base the left edge.
private struct RightPointer: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// The same triangle, declared not to mirror.
private struct FixedRightPointer: Shape {
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path { RightPointer().path(in: rect) }
}

/// `Shape.layoutDirectionBehavior` (iOS 17): a shape that declares nothing has its path mirrored in
/// its frame in a right-to-left layout; built-in shapes and shapes declaring `.fixed` do not;
/// wrappers take their shape's behavior (LAYOUT-SPEC §6.8).
@MainActor @Suite struct ShapeLayoutDirectionTests {
    /// `view` drawn in black in a 40 × 30 frame at scale 1 on white, in `direction`.
    private func render<V: View>(_ view: V, _ direction: LayoutDirection) throws -> PixelImage {
        let framed = view.frame(width: 40, height: 30).environment(\.layoutDirection, direction)
        return try R.render(view: resolveView(framed), width: 40, scale: 1).1.image
    }

    /// Whether the pixel at (x, y) is inked (dark).
    private func inked(_ image: PixelImage, _ x: Int, _ y: Int) -> Bool { image.rgba(x, y).r < 128 }

    /// True when the drawing points right: ink near the top-left corner, none near the top-right.
    private func pointsRight(_ image: PixelImage) -> Bool { inked(image, 3, 3) && !inked(image, 36, 3) }
    /// True when it points left: the same corners the other way round.
    private func pointsLeft(_ image: PixelImage) -> Bool { !inked(image, 3, 3) && inked(image, 36, 3) }

    @Test func aCustomShapeMirrorsRightToLeft() throws {
        #expect(pointsRight(try render(RightPointer().fill(Color.black), .leftToRight)))
        #expect(pointsLeft(try render(RightPointer().fill(Color.black), .rightToLeft)))
        // As a view (filled with the foreground style) too.
        #expect(pointsLeft(try render(RightPointer().foregroundStyle(Color.black), .rightToLeft)))
    }

    @Test func aShapeDeclaringFixedDoesNotMirror() throws {
        #expect(pointsRight(try render(FixedRightPointer().fill(Color.black), .rightToLeft)))
    }

    @Test func aPathUsedAsAViewMirrorsInItsFrame() throws {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 40, y: 15)); p.addLine(to: CGPoint(x: 0, y: 30))
            p.closeSubpath()
        }
        #expect(pointsRight(try render(path.fill(Color.black), .leftToRight)))
        #expect(pointsLeft(try render(path.fill(Color.black), .rightToLeft)))
        // A clip to the path is mirrored the same way.
        #expect(pointsLeft(try render(Color.black.clipShape(path), .rightToLeft)))
    }

    @Test func strokesTrimsAndAnyShapeTakeTheirShapesBehavior() throws {
        // The outline's left edge is stroked 4 pt wide: mirrored, it is the right edge.
        let stroked = try render(RightPointer().stroke(Color.black, lineWidth: 4), .rightToLeft)
        #expect(inked(stroked, 39, 3) && !inked(stroked, 1, 3))
        // The first half of the outline: the top edge from the (mirrored) top corner to the tip.
        let trimmed = try render(RightPointer().trim(from: 0, to: 0.3).stroke(Color.black, lineWidth: 4), .rightToLeft)
        #expect(inked(trimmed, 38, 1) && !inked(trimmed, 1, 1))
        #expect(pointsLeft(try render(AnyShape(RightPointer()).fill(Color.black), .rightToLeft)))
        #expect(pointsRight(try render(AnyShape(FixedRightPointer()).fill(Color.black), .rightToLeft)))
        #expect(pointsLeft(try render(RightPointer().offset(x: 0).fill(Color.black), .rightToLeft)))
        // A circle's trimmed quarter (from 3 o'clock clockwise) stays bottom right: circles are fixed.
        let quarter = try render(Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 4), .rightToLeft)
        #expect(inked(quarter, 34, 22) && !inked(quarter, 6, 22))
    }

    @Test func leadingCornerRadiiFollowTheLayoutDirection() throws {
        // Only the top leading corner rounded: top left left to right, top right right to left.
        let shape = UnevenRoundedRectangle(topLeadingRadius: 14)
        let ltr = try render(shape.fill(Color.black), .leftToRight)
        #expect(!inked(ltr, 1, 1) && inked(ltr, 38, 1))
        let rtl = try render(shape.fill(Color.black), .rightToLeft)
        #expect(inked(rtl, 1, 1) && !inked(rtl, 38, 1))
        // As a clip shape, and stroked inside its bounds, the same.
        let clipped = try render(Color.black.clipShape(.rect(topLeadingRadius: 14)), .rightToLeft)
        #expect(inked(clipped, 1, 1) && !inked(clipped, 38, 1))
        let border = try render(shape.strokeBorder(Color.black, lineWidth: 2), .rightToLeft)
        #expect(inked(border, 0, 0) && !inked(border, 39, 0))
    }

    @Test func builtInShapesDrawTheSameEitherWay() throws {
        let rounded = RoundedRectangle(cornerRadius: 10).fill(Color.black)
        #expect(try render(rounded, .rightToLeft).pixels == render(rounded, .leftToRight).pixels)
        // Drawn as the built-in shape, not as a path built at its size.
        let tree = try layout(resolveView(rounded.frame(width: 40, height: 30).environment(\.layoutDirection, .rightToLeft)), width: 40)
        #expect(tree.nodes.contains { $0.kind == .shape } && !tree.nodes.contains { $0.kind == .customShape })
    }
}
