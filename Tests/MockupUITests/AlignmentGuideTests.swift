import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// `.alignmentGuide(_:computeValue:)`: stacks, ZStack, frames and overlays align on the explicit
/// value instead of the guide's default; containers forward their children's explicit guides.
@MainActor @Suite struct AlignmentGuideTests {
    private func tree<V: View>(_ view: V) throws -> LayoutTree {
        try layout(resolveView(view.id("root")), width: 200)
    }

    /// `name`'s frame relative to the root view's.
    private func frame(_ name: String, in tree: LayoutTree) -> Rect? {
        guard let root = tree.frame(of: "root"), let f = tree.frame(of: name) else { return nil }
        return Rect(x: f.origin.x - root.origin.x, y: f.origin.y - root.origin.y, width: f.size.width, height: f.size.height)
    }

    @Test func vstackLeadingUsesTheExplicitLeading() throws {
        let t = try tree(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d[.trailing] }.id("b")
        })
        #expect(frame("root", in: t) == Rect(x: 0, y: 0, width: 60, height: 20))
        #expect(frame("a", in: t) == Rect(x: 20, y: 0, width: 40, height: 10))
        #expect(frame("b", in: t) == Rect(x: 0, y: 10, width: 20, height: 10))
    }

    @Test func textWhoseLeadingIsItsTrailingEndsWhereTheOtherStarts() throws {
        let t = try tree(VStack(alignment: .leading) {
            Text("A").id("a")
            Text("B").alignmentGuide(.leading) { d in d[.trailing] }.id("b")
        })
        let a = try #require(t.frame(of: "a")), b = try #require(t.frame(of: "b"))
        #expect(b.origin.x + b.size.width == a.origin.x)
        #expect(b.size.width > 0)
    }

    @Test func hstackCenterOffset() throws {
        let t = try tree(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).id("a")
            Color.blue.frame(width: 20, height: 20)
                .alignmentGuide(VerticalAlignment.center) { d in d[VerticalAlignment.center] - 10 }.id("b")
        })
        #expect(frame("root", in: t) == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(frame("a", in: t) == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(frame("b", in: t) == Rect(x: 20, y: 10, width: 20, height: 20))
    }

    @Test func closureSeesExplicitBaselinesAndOtherGuides() throws {
        var seen: (CGFloat?, CGFloat?, CGFloat) = (nil, nil, 0)
        _ = try tree(HStack(alignment: .lastTextBaseline) {
            Text("Hi").alignmentGuide(.lastTextBaseline) { d in
                seen = (d[explicit: .lastTextBaseline], d[explicit: .leading], d[.bottom])
                return d[.lastTextBaseline]
            }
        })
        #expect(seen.0 != nil && seen.0! > 0 && seen.0! < seen.2)
        #expect(seen.1 == nil)
    }

    @Test func zstackFrameAndOverlayUseExplicitGuides() throws {
        let z = try tree(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 10, height: 10)
                .alignmentGuide(.leading) { _ in -5 }
                .alignmentGuide(.top) { d in d[.bottom] - 20 }.id("small")
        })
        #expect(frame("small", in: z) == Rect(x: 5, y: 10, width: 10, height: 10))

        let framed = try tree(Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in -5 }.id("c")
            .frame(width: 40, height: 10, alignment: .leading))
        #expect(frame("c", in: framed) == Rect(x: 5, y: 0, width: 10, height: 10))

        let badge = try tree(Color.red.frame(width: 40, height: 40).overlay(alignment: .topTrailing) {
            Color.blue.frame(width: 10, height: 10)
                .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
                .alignmentGuide(.top) { d in d[VerticalAlignment.center] }.id("badge")
        })
        #expect(frame("badge", in: badge) == Rect(x: 35, y: -5, width: 10, height: 10))
    }

    @Test func containersForwardTheirChildrensGuides() throws {
        let t = try tree(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            HStack(spacing: 0) {
                Color.green.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 0 }
            }
            .padding(.leading, 5).id("row")
        })
        // The row's explicit leading is the blue square's: 5 + 10 into the row.
        #expect(frame("a", in: t) == Rect(x: 15, y: 0, width: 40, height: 10))
        #expect(frame("row", in: t) == Rect(x: 0, y: 10, width: 25, height: 10))
    }

    @Test func twoExplicitChildrenForwardTheirAverage() throws {
        let t = try tree(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("a")
            VStack(alignment: .trailing, spacing: 0) {
                Color.green.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 10 }
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 20 }
            }.id("column")
        })
        // Both squares sit at x 0 in the column, which forwards the average leading (10 + 20) / 2.
        #expect(frame("a", in: t) == Rect(x: 15, y: 0, width: 40, height: 10))
        #expect(frame("column", in: t) == Rect(x: 0, y: 10, width: 10, height: 20))
    }
}
