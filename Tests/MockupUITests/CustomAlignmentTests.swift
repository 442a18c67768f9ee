import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// Guides a user defines with `AlignmentID` (LAYOUT-SPEC §1.3): stacks, ZStack, overlays and frames
/// align on them; containers forward a child's explicit value; the type's default applies when no
/// view sets the guide.
private struct MidAccount: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}

private struct FirstThird: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
}

private struct OneQuarter: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
}

extension VerticalAlignment {
    fileprivate static let midAccount = VerticalAlignment(MidAccount.self)
    fileprivate static let firstThird = VerticalAlignment(FirstThird.self)
}

extension HorizontalAlignment {
    fileprivate static let oneQuarter = HorizontalAlignment(OneQuarter.self)
}

@MainActor @Suite struct CustomAlignmentTests {
    private let quarterThird = Alignment(horizontal: .oneQuarter, vertical: .firstThird)

    private func tree<V: View>(_ view: V) throws -> LayoutTree {
        try layout(resolveView(view.id("root")), width: 200)
    }

    /// `name`'s frame relative to the root view's.
    private func frame(_ name: String, in tree: LayoutTree) throws -> Rect {
        let root = try #require(tree.frame(of: "root")), f = try #require(tree.frame(of: name))
        return Rect(x: f.origin.x - root.origin.x, y: f.origin.y - root.origin.y, width: f.size.width, height: f.size.height)
    }

    /// Apple's "align views across stacks" example: each column marks one row with the guide, and
    /// the HStack lines the marked rows up.
    @Test func hstackAlignsMarkedRowsOfTwoColumns() throws {
        let t = try tree(HStack(alignment: .midAccount, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 10).id("a1")
                Color.red.frame(width: 20, height: 10).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }.id("a2")
                Color.red.frame(width: 20, height: 10).id("a3")
            }
            VStack(spacing: 0) {
                Color.blue.frame(width: 20, height: 10).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }.id("b1")
                Color.blue.frame(width: 20, height: 10).id("b2")
            }.id("right")
        })
        #expect(try frame("root", in: t) == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(try frame("a2", in: t) == Rect(x: 0, y: 10, width: 20, height: 10))
        #expect(try frame("right", in: t) == Rect(x: 20, y: 10, width: 20, height: 20))
        #expect(try frame("b1", in: t) == Rect(x: 20, y: 10, width: 20, height: 10))
    }

    @Test func guideSetOnTheBottomEdgeMovesTheColumn() throws {
        let t = try tree(HStack(alignment: .midAccount, spacing: 0) {
            Color.red.frame(width: 10, height: 40).id("tall")
            VStack(spacing: 0) {
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.midAccount) { d in d[.bottom] }
                Color.blue.frame(width: 10, height: 10)
            }.padding(.top, 5).id("column")
        })
        // Tall: default (its centre) 20. Column: explicit 5 + 10 = 15 → 5 below the tall view's top.
        #expect(try frame("tall", in: t) == Rect(x: 0, y: 0, width: 10, height: 40))
        #expect(try frame("column", in: t) == Rect(x: 10, y: 5, width: 10, height: 25))
    }

    @Test func defaultValueAppliesWhenNoViewSetsTheGuide() throws {
        let t = try tree(HStack(alignment: .firstThird, spacing: 0) {
            Color.red.frame(width: 10, height: 30).id("short")
            Color.blue.frame(width: 10, height: 60).id("long")
        })
        #expect(try frame("root", in: t) == Rect(x: 0, y: 0, width: 20, height: 60))
        #expect(try frame("short", in: t) == Rect(x: 0, y: 10, width: 10, height: 30))
        #expect(try frame("long", in: t) == Rect(x: 10, y: 0, width: 10, height: 60))
    }

    @Test func vstackAlignsOnACustomHorizontalGuide() throws {
        let t = try tree(VStack(alignment: .oneQuarter, spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("wide")
            Color.blue.frame(width: 8, height: 10).id("narrow")
        })
        #expect(try frame("wide", in: t) == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(try frame("narrow", in: t) == Rect(x: 8, y: 10, width: 8, height: 10))
    }

    @Test func zstackOverlayAndFrameAlignOnACustomAlignment() throws {
        let z = try tree(ZStack(alignment: quarterThird) {
            Color.red.frame(width: 40, height: 30)
            Color.blue.frame(width: 20, height: 12).id("small")
        })
        #expect(try frame("root", in: z) == Rect(x: 0, y: 0, width: 40, height: 30))
        #expect(try frame("small", in: z) == Rect(x: 5, y: 6, width: 20, height: 12))

        let overlay = try tree(Color.red.frame(width: 40, height: 30).overlay(alignment: quarterThird) {
            Color.blue.frame(width: 20, height: 12).id("badge")
        })
        #expect(try frame("badge", in: overlay) == Rect(x: 5, y: 6, width: 20, height: 12))

        let explicit = try tree(Color.red.frame(width: 40, height: 30).overlay(alignment: quarterThird) {
            Color.blue.frame(width: 20, height: 12).alignmentGuide(.oneQuarter) { d in d.width }.id("badge")
        })
        #expect(try frame("badge", in: explicit) == Rect(x: -10, y: 6, width: 20, height: 12))

        let framed = try tree(Color.blue.frame(width: 12, height: 12).id("box")
            .frame(width: 40, height: 30, alignment: quarterThird))
        #expect(try frame("box", in: framed) == Rect(x: 7, y: 6, width: 12, height: 12))
    }

    @Test func dimensionsAnswerCustomGuidesExplicitOrDefault() throws {
        var seen: (CGFloat?, CGFloat, CGFloat?, CGFloat) = (nil, 0, nil, 0)
        _ = try tree(HStack(alignment: .midAccount) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10).alignmentGuide(.midAccount) { _ in 2 }
            }
            .alignmentGuide(.midAccount) { d in
                seen.0 = d[explicit: .midAccount]; seen.1 = d[.midAccount]
                seen.2 = d[explicit: .firstThird]; seen.3 = d[.firstThird]
                return d[.midAccount]
            }
        })
        #expect(seen.0 == 12)   // forwarded by the VStack: the second row's origin 10 + 2
        #expect(seen.1 == 12)
        #expect(seen.2 == nil)
        #expect(seen.3 == 20.0 / 3)
    }

    @Test func customLayoutsForwardCustomGuides() throws {
        let t = try tree(HStack(alignment: .midAccount, spacing: 0) {
            Color.red.frame(width: 10, height: 40).id("tall")
            VStackLayout(spacing: 0) {
                Color.blue.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.midAccount) { d in d[.top] }
            }.id("column")
        })
        // The column's guide is its second row's top, 10: placed 20 − 10 below the tall view's top.
        #expect(try frame("column", in: t) == Rect(x: 10, y: 10, width: 10, height: 20))
    }

    @Test func guidesCombineAsAppleDocuments() {
        let values: [CGFloat?] = [3, nil, 1]
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit(values) == 1)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit(values) == 3)
        #expect(VerticalAlignment.center.combineExplicit(values) == 2)
        #expect(VerticalAlignment.midAccount.combineExplicit(values) == 2)
        #expect(HorizontalAlignment.oneQuarter.combineExplicit([nil, nil]) == nil)
    }

    @Test func customGuidesAreEqualByType() {
        #expect(VerticalAlignment(MidAccount.self) == .midAccount)
        #expect(VerticalAlignment(FirstThird.self) != .midAccount)
        #expect(VerticalAlignment.midAccount != .center)
    }
}
