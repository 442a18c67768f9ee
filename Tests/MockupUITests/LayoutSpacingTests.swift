import MockupRaster
import Testing
@testable import MockupUI

/// LAYOUT-SPEC §2.2 table rows: default (`spacing: nil`) gaps, TestSans 20 pt at scale 3
/// (L' = 22: generic above text 6, text above generic 8, text above text 0).
@MainActor
struct LayoutSpacingTests {
    /// The gap between two views in a stack with default spacing.
    private func gap(_ a: ViewNode, _ b: ViewNode, _ axis: Axis) throws -> Double {
        let stack = ViewNode.stack(axis: axis, alignment: .center, spacing: nil, children: [a, b])
        let tree = try layout(stack, width: 300)
        let (first, second) = (tree.root.children[0].frame, tree.root.children[1].frame)
        return axis == .horizontal ? second.minX - first.maxX : second.minY - first.maxY
    }

    private let box = V.rect.withFrame(width: 30, height: 30)

    @Test func genericPairsUseTheDefault8() throws {
        #expect(try gap(box, box, .horizontal) == 8)
        #expect(try gap(box, box, .vertical) == 8)
        #expect(try gap(V.circle, V.rect.padded(4), .vertical) == 8)
    }

    @Test func anythingNextToASpacerIsZero() throws {
        for axis in [Axis.horizontal, .vertical] {
            #expect(try gap(V.text("A"), V.spacer(), axis) == 0)
            #expect(try gap(V.spacer(), box, axis) == 0)
            #expect(try gap(box, V.spacer().withFrame(width: 10, height: 10), axis) == 0)
        }
    }

    @Test func textToText() throws {
        #expect(try gap(V.text("A"), V.text("B"), .horizontal) == 8)
        #expect(try gap(V.text("A"), V.text("B"), .vertical) == 0)
    }

    @Test func textAndGenericVertically() throws {
        #expect(abs(try gap(V.text("A"), box, .vertical) - 8) < 1e-9)
        #expect(abs(try gap(box, V.text("A"), .vertical) - 6) < 1e-9)
        #expect(try gap(V.text("A"), box, .horizontal) == 8)
    }

    @Test func paddingMakesTheFacingEdgeGeneric() throws {
        #expect(abs(try gap(V.text("A").padded(bottom: 4), V.text("B"), .vertical) - 6) < 1e-9)
        #expect(try gap(V.text("A").padded(), V.text("B").padded(), .vertical) == 8)
        // A zero inset keeps the text edge: text-to-text stays 0.
        #expect(try gap(V.text("A").padded(leading: 4), V.text("B"), .vertical) == 0)
    }

    @Test func symbolsAgainstTextAndGenericViews() throws {
        // TestSans symbol at 17 pt: box 20.4, baselineOffset (20.4 − 11.9) / 2 = 4.25.
        #expect(try gap(V.symbol("star"), V.text("A"), .vertical) == 0)
        #expect(try gap(V.text("A"), V.symbol("star"), .vertical) == 0)
        #expect(try gap(V.symbol("star"), V.text("A"), .horizontal) == 8)
        #expect(abs(try gap(V.symbol("star"), box, .vertical) - 5.25) < 1e-9)
        #expect(abs(try gap(box, V.symbol("star"), .vertical) - 4.25) < 1e-9)
        #expect(try gap(V.symbol("star"), box, .horizontal) == 8)
    }

    @Test func maxWidthFramedTextIsGenericHorizontallyButTextLikeVertically() throws {
        let wide = V.text("A").withFlexFrame(maxWidth: 100)
        #expect(try gap(wide, box, .horizontal) == 8)
        #expect(abs(try gap(box, wide, .vertical) - 6) < 1e-9)
    }

    @Test func explicitSpacingAppliesToEveryPairIncludingSpacers() throws {
        let tree = try layout(V.hstack(spacing: 5, V.text("A"), V.spacer(), box), width: 300)
        let f = tree.root.children.map(\.frame)
        #expect(f[1].minX - f[0].maxX == 5 && f[2].minX - f[1].maxX == 5)
    }

    @Test func nestedStacksForwardTheirEdgeChildrensPreferences() throws {
        // The inner VStack's bottom edge is its last Text: text above generic = 8, and its top
        // edge is its first Text: generic above text = 6.
        let inner = V.vstack(V.text("A"), V.text("B"))
        #expect(abs(try gap(inner, box, .vertical) - 8) < 1e-9)
        #expect(abs(try gap(box, inner, .vertical) - 6) < 1e-9)
    }
}
