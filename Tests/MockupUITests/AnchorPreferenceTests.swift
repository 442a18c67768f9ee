import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// The selected item's bounds, as a tab bar's underline reads them.
private struct SelectedBoundsKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// Every item's bounds by index (`transformAnchorPreference`).
private struct ItemBoundsKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] { [:] }
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

private struct PointsKey: PreferenceKey {
    static var defaultValue: [Anchor<CGPoint>] { [] }
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
}

private struct CountKey: PreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// `Anchor` values set with `anchorPreference` and resolved by a `GeometryProxy` in
/// `overlayPreferenceValue` / `backgroundPreferenceValue`: the overlay draws at the anchored view's
/// frame as laid out (with its offsets), in the reader's coordinates.
@MainActor @Suite struct AnchorPreferenceTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let gray = Color(red: 0.5, green: 0.5, blue: 0.5)

    /// Three tab items 30, 40 and 50 wide, 10 apart, inside 10 of padding; the second is selected
    /// and a 2-point underline is drawn under it from its anchor.
    private var tabs: some View {
        HStack(spacing: 10) {
            ForEach(0..<3) { index in
                gray.frame(width: CGFloat(30 + 10 * index), height: 20)
                    .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { index == 1 ? $0 : nil }
            }
        }
        .padding(10)
        .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    red.frame(width: proxy[anchor].width, height: 2)
                        .id("underline")
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
                }
            }
        }
    }

    @Test func underlineIsDrawnUnderTheAnchoredItem() throws {
        let tree = try layout(resolveView(tabs), width: 300)
        let underline = try #require(tree.node(identifiedBy: "underline"))
        // The root (160 × 40) is centred in nothing: it starts at the origin.
        #expect(underline.frame == Rect(x: 0, y: 0, width: 40, height: 2))
        #expect(underline.displayFrame == Rect(x: 50, y: 30, width: 40, height: 2))
    }

    @Test func underlinePixelsSitUnderTheItem() throws {
        let (_, rendered) = try R.render(view: resolveView(tabs), width: 300, scale: 1)
        let image = rendered.image
        try image.writeForInspection("anchor-underline")
        #expect(image.width == 160 && image.height == 40)
        #expect(image.rgba(70, 30) == (r: 255, g: 0, b: 0, a: 255))
        #expect(image.rgba(50, 31) == (r: 255, g: 0, b: 0, a: 255))
        #expect(image.rgba(89, 31) == (r: 255, g: 0, b: 0, a: 255))
        #expect(image.rgba(70, 29) == (r: 128, g: 128, b: 128, a: 255))   // the item above
        #expect(image.rgba(70, 32) == (r: 255, g: 255, b: 255, a: 255))
        #expect(image.rgba(49, 31) == (r: 255, g: 255, b: 255, a: 255))
        #expect(image.rgba(90, 31) == (r: 255, g: 255, b: 255, a: 255))
        #expect(image.rgba(20, 31) == (r: 255, g: 255, b: 255, a: 255))   // nothing under the first item
    }

    @Test func pointSourcesResolveInTheReadersSpace() throws {
        var points: [CGPoint] = []
        _ = try layout(resolveView(
            VStack(spacing: 0) {
                Color.clear.frame(width: 100, height: 10)
                gray.frame(width: 40, height: 20)
                    .anchorPreference(key: PointsKey.self, value: .center) { [$0] }
                    .transformAnchorPreference(key: PointsKey.self, value: .topTrailing) { $0.append($1) }
                    .transformAnchorPreference(key: PointsKey.self, value: .unitPoint(UnitPoint(x: 0.25, y: 1))) { $0.append($1) }
                    .transformAnchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 3, y: 4))) { $0.append($1) }
            }
            .backgroundPreferenceValue(PointsKey.self, alignment: .topLeading) { anchors in
                GeometryReader { proxy in
                    let _ = points = anchors.map { proxy[$0] }
                    Color.clear
                }
            }
        ), width: 200)
        // The gray view is at (30, 10) in the 100 × 30 VStack.
        #expect(points == [CGPoint(x: 50, y: 20), CGPoint(x: 70, y: 10), CGPoint(x: 40, y: 30), CGPoint(x: 33, y: 14)])
    }

    @Test func rectListAndOptionalSourcesAndOffsets() throws {
        var rects: [CGRect] = []
        var list: [CGRect] = []
        var optional: CGPoint?? = nil
        _ = try layout(resolveView(
            HStack(spacing: 0) {
                ForEach(0..<2) { index in
                    gray.frame(width: 20, height: 20)
                        .offset(x: index == 1 ? 5 : 0)
                        .transformAnchorPreference(key: ItemBoundsKey.self, value: .bounds) { $0[index] = $1 }
                }
            }
            .overlayPreferenceValue(ItemBoundsKey.self) { anchors in
                GeometryReader { proxy in
                    let _ = rects = anchors.keys.sorted().map { proxy[anchors[$0]!] }
                    Color.clear
                }
            }
            .padding(4)
            .anchorPreference(key: SelectedBoundsKey.self, value: .rect(CGRect(x: 1, y: 2, width: 3, height: 4))) { $0 }
            .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
                GeometryReader { proxy in
                    let _ = list = anchor.map { [proxy[$0]] } ?? []
                    Color.clear
                }
            }
            .overlay {
                Color.clear.frame(width: 4, height: 4)
                    .anchorPreference(key: PointsKey.self, value: Anchor<CGPoint?>.Source(nil)) { _ in [] }
                    .overlayPreferenceValue(PointsKey.self) { _ in
                        GeometryReader { _ in
                            let source = Anchor<[CGPoint]>.Source([.topLeading, .bottomTrailing])
                            let _ = optional = .some(source.resolve(CGRect(x: 0, y: 0, width: 2, height: 2)).last)
                            Color.clear
                        }
                    }
            }
        ), width: 200)
        // The second item is drawn 5 to the right of its layout frame.
        #expect(rects == [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 25, y: 0, width: 20, height: 20)])
        #expect(list == [CGRect(x: 1, y: 2, width: 3, height: 4)])
        #expect(optional == .some(CGPoint(x: 2, y: 2)))
    }

    @Test func anchorsEqualOnlyForTheSameViewAndSource() throws {
        var anchors: [Int: Anchor<CGRect>] = [:]
        _ = try layout(resolveView(
            HStack {
                ForEach(0..<2) { index in
                    gray.frame(width: 10, height: 10)
                        .transformAnchorPreference(key: ItemBoundsKey.self, value: .bounds) { $0[index] = $1 }
                }
            }
            .onPreferenceChange(ItemBoundsKey.self) { anchors = $0 }
        ))
        let first = try #require(anchors[0]), second = try #require(anchors[1])
        #expect(first == first && first != second)
        #expect(Set([first, second, first]).count == 2)
    }

    @Test func transformPreferenceChangesTheSubtreesValue() throws {
        var count = -1
        _ = try layout(resolveView(
            VStack {
                Color.red.preference(key: CountKey.self, value: 2)
                Color.blue.preference(key: CountKey.self, value: 3)
            }
            .transformPreference(CountKey.self) { $0 *= 10 }
            .onPreferenceChange(CountKey.self) { count = $0 }
        ))
        #expect(count == 50)
    }

    @Test func geometryChangeActionsAreNotRunInAStill() throws {
        var calls = 0
        let tree = try layout(resolveView(
            gray.frame(width: 30, height: 10)
                .onGeometryChange(for: CGSize.self, of: { $0.size }, action: { _ in calls += 1 })
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { _, _ in calls += 1 }
        ))
        #expect(calls == 0)
        #expect(tree.size == Size(30, 10))
    }
}
