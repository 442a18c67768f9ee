import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// `.environment(\.layoutDirection, .rightToLeft)`: containers place their children in a
/// horizontally flipped space, leaves draw unflipped, `.flipsForRightToLeftLayoutDirection`
/// mirrors its content (LAYOUT-SPEC §6.8).
@MainActor @Suite struct LayoutDirectionTests {
    private func tree<V: View>(_ view: V, _ direction: LayoutDirection = .rightToLeft, width: Double = 200) throws -> LayoutTree {
        try layout(resolveView(view.environment(\.layoutDirection, direction).id("root")), width: width)
    }

    private func square(_ color: Color, _ width: CGFloat = 10, _ name: String) -> some View {
        color.frame(width: width, height: 10).id(name)
    }

    @Test func hstackChildrenRunRightToLeftFromTheLeadingEdge() throws {
        let view = HStack(spacing: 0) { square(.red, 10, "a"); square(.blue, 20, "b") }
            .frame(width: 100, alignment: .leading)
        let rtl = try tree(view)
        #expect(rtl.frame(of: "a") == Rect(x: 90, y: 0, width: 10, height: 10))
        #expect(rtl.frame(of: "b") == Rect(x: 70, y: 0, width: 20, height: 10))
        let ltr = try tree(view, .leftToRight)
        #expect(ltr.frame(of: "a") == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(ltr.frame(of: "b") == Rect(x: 10, y: 0, width: 20, height: 10))
    }

    @Test func vstackLeadingAlignmentIsTheRightEdge() throws {
        let t = try tree(VStack(alignment: .leading, spacing: 0) { square(.red, 40, "a"); square(.blue, 20, "b") })
        #expect(t.frame(of: "root") == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(t.frame(of: "a") == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(t.frame(of: "b") == Rect(x: 20, y: 10, width: 20, height: 10))
    }

    @Test func leadingPaddingIsOnTheRight() throws {
        let t = try tree(square(.red, 10, "a").padding(.leading, 16).frame(width: 100, alignment: .leading))
        #expect(t.frame(of: "a") == Rect(x: 74, y: 0, width: 10, height: 10))
    }

    @Test func topLeadingOverlayIsTopRight() throws {
        let t = try tree(Color.gray.frame(width: 100, height: 50).overlay(alignment: .topLeading) { square(.red, 10, "a") })
        #expect(t.frame(of: "a") == Rect(x: 90, y: 0, width: 10, height: 10))
        let z = try tree(ZStack(alignment: .bottomLeading) { Color.gray.frame(width: 100, height: 50); square(.red, 10, "b") })
        #expect(z.frame(of: "b") == Rect(x: 90, y: 40, width: 10, height: 10))
    }

    @Test func gridColumnsRunRightToLeft() throws {
        let t = try tree(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { square(.red, 10, "a"); square(.blue, 30, "b") }
        })
        #expect(t.frame(of: "a") == Rect(x: 30, y: 0, width: 10, height: 10))
        #expect(t.frame(of: "b") == Rect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func offsetMovesTowardsTheTrailingEdge() throws {
        let t = try tree(square(.red, 10, "a").offset(x: 5).frame(width: 100, alignment: .leading))
        let a = try #require(t.node(identifiedBy: "a"))
        #expect(a.frame == Rect(x: 90, y: 0, width: 10, height: 10))
        #expect(a.displayFrame.minX == 85)
    }

    @Test func anInnerLeftToRightSubtreeKeepsItsOrder() throws {
        let t = try tree(HStack(spacing: 0) {
            square(.red, 10, "a")
            HStack(spacing: 0) { square(.green, 10, "b"); square(.blue, 10, "c") }.environment(\.layoutDirection, .leftToRight)
        })
        #expect(t.frame(of: "a") == Rect(x: 20, y: 0, width: 10, height: 10))
        #expect(t.frame(of: "b") == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(t.frame(of: "c") == Rect(x: 10, y: 0, width: 10, height: 10))
    }

    @Test func geometryReaderContentSitsTopRight() throws {
        let t = try tree(GeometryReader { _ in Color.red.frame(width: 10, height: 10).id("a") }.frame(width: 100, height: 50))
        #expect(t.frame(of: "a") == Rect(x: 90, y: 0, width: 10, height: 10))
    }

    /// A layout that stacks its subviews from the bounds' minimum x and records the direction it sees.
    private struct LeadingRow: Layout {
        let seen: DirectionBox
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            seen.direction = subviews.layoutDirection
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width
            }
        }
    }

    private final class DirectionBox: @unchecked Sendable { var direction: LayoutDirection? }

    @Test func customLayoutPlacesInTheFlippedSpaceAndSeesTheDirection() throws {
        let seen = DirectionBox()
        let t = try tree(LeadingRow(seen: seen) { square(.red, 10, "a"); square(.blue, 20, "b") })
        #expect(t.frame(of: "a") == Rect(x: 20, y: 0, width: 10, height: 10))
        #expect(t.frame(of: "b") == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(seen.direction == .rightToLeft)
        _ = try tree(LeadingRow(seen: seen) { square(.red, 10, "a") }, .leftToRight)
        #expect(seen.direction == .leftToRight)
    }

    @Test func multilineLeadingTextAlignsRightToLeft() throws {
        func alignment(_ direction: LayoutDirection, _ set: TextAlignment = .leading) throws -> MockupUI.TextAlignment? {
            let node = resolveView(Text("a").multilineTextAlignment(set), environment: {
                var environment = EnvironmentValues(); environment.layoutDirection = direction; return environment
            }())
            return try #require(node.children.first?.primitive as? TextNode).text.alignment
        }
        #expect(try alignment(.rightToLeft) == .trailing)
        #expect(try alignment(.rightToLeft, .trailing) == .leading)
        #expect(try alignment(.rightToLeft, .center) == .center)
    }

    @Test func flipsForRightToLeftMirrorsTheLeftToRightDrawing() throws {
        func render(flips: Bool) throws -> (LayoutTree, PixelImage) {
            let view = HStack(spacing: 0) { square(.red, 10, "a"); square(.blue, 10, "b") }
                .flipsForRightToLeftLayoutDirection(flips)
                .environment(\.layoutDirection, .rightToLeft)
            let node = resolveView(view)
            let (_, rendered) = try R.render(view: node, width: 20, scale: 1)
            return (try layout(node, width: 20), rendered.image)
        }
        // Laid out left to right inside (red first, on the left), drawn mirrored: red on the right.
        let (flipped, flippedPixels) = try render(flips: true)
        #expect(flipped.frame(of: "a")?.minX == 0)
        #expect(flippedPixels.rgba(15, 5) == (255, 59, 48, 255))
        #expect(flippedPixels.rgba(5, 5) == (0, 122, 255, 255))
        // Not flipped: the stack itself runs right to left, red on the right as well.
        let (plain, plainPixels) = try render(flips: false)
        #expect(plain.frame(of: "a")?.minX == 10)
        #expect(plainPixels.rgba(15, 5) == (255, 59, 48, 255))
    }

    @Test func symbolsNamedByReadingDirectionFaceTheOtherWay() throws {
        /// Where the ink of the symbol's middle row sits across its inked columns: > 0.5 for a
        /// chevron pointing right, < 0.5 pointing left.
        func pointing(_ name: String, _ direction: LayoutDirection) throws -> Double {
            let view = Image(systemName: name).font(.system(size: 20)).frame(width: 30, height: 30)
                .environment(\.layoutDirection, direction)
            let image = try R.render(view: resolveView(view), width: 30).1.image
            let columns = Array(0..<image.width)
            let inked = columns.filter { (x: Int) -> Bool in (0..<image.height).contains { image.rgba(x, $0).r < 128 } }
            let middle = columns.filter { (x: Int) -> Bool in image.rgba(x, image.height / 2).r < 128 }
            let minX = Double(try #require(inked.min())), maxX = Double(try #require(inked.max()))
            let centre = Double(middle.reduce(0, +)) / Double(middle.count)
            return (centre - minX) / (maxX - minX)
        }
        #expect(try pointing("chevron.forward", .leftToRight) > 0.6)
        #expect(try pointing("chevron.forward", .rightToLeft) < 0.4)
        #expect(try pointing("chevron.backward", .rightToLeft) > 0.6)
        // Named by the direction it points: the same either way.
        #expect(try pointing("chevron.right", .rightToLeft) > 0.6)
        #expect(try pointing("chevron.left", .rightToLeft) < 0.4)
    }
}
