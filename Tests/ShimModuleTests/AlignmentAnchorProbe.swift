import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

// Every signature of SwiftUI's custom-alignment and anchor families as Apple documents them,
// written as pasted code writes them, through `import SwiftUI`.

private struct FirstThirdAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
    private struct MidAccountAndName: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }
    static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
    static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

extension HorizontalAlignment {
    private struct OneQuarter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
    }
    static let oneQuarter = HorizontalAlignment(OneQuarter.self)
}

extension Alignment {
    static let quarterThird = Alignment(horizontal: .oneQuarter, vertical: .firstThird)
}

/// Apple's "Aligning views across stacks" example.
struct AccountRow: View {
    var body: some View {
        HStack(alignment: .midAccountAndName) {
            VStack {
                Text("@fullName")
                    .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                    .id("handle")
                Image(systemName: "person.circle")
            }
            VStack {
                Text("Full Name")
                Text("Address")
                Text("Email")
                    .alignmentGuide(.midAccountAndName) { d in d[.bottom] }
                    .id("email")
            }
        }
    }
}

struct AlignmentProbe: View {
    var body: some View {
        VStack(alignment: .oneQuarter) {
            AccountRow()
            ZStack(alignment: .quarterThird) { Color.red; Text("Z") }.frame(width: 40, height: 30)
            Color.blue.frame(width: 8, height: 8)
                .frame(width: 40, height: 30, alignment: Alignment(horizontal: .oneQuarter, vertical: .firstThird))
                .frame(maxWidth: .infinity, alignment: .leadingFirstTextBaseline)
            Color.green.frame(width: 40, height: 30)
                .overlay(alignment: .quarterThird) { Circle().frame(width: 4, height: 4) }
                .background(alignment: .init(horizontal: .trailing, vertical: .midAccountAndName)) { Color.gray }
                .alignmentGuide(HorizontalAlignment.oneQuarter) { (d: ViewDimensions) -> CGFloat in
                    let explicit: CGFloat? = d[explicit: HorizontalAlignment.oneQuarter]
                    let combined = HorizontalAlignment.oneQuarter.combineExplicit([explicit, d.width / 2])
                    return combined ?? d[HorizontalAlignment.oneQuarter]
                }
            HStack(alignment: .firstThird) {
                Text("A").alignmentGuide(.firstThird) { d in d[explicit: .firstTextBaseline] ?? d[.firstThird] }
                Text("B")
            }
            let centers: [Alignment] = [.centerFirstTextBaseline, .centerLastTextBaseline, .leadingLastTextBaseline,
                                        .trailingFirstTextBaseline, .trailingLastTextBaseline]
            Text("\(centers.count)")
            let merged: CGFloat? = VerticalAlignment.lastTextBaseline.combineExplicit([1, nil, 2])
            Text("\(merged ?? 0)")
        }
    }
}

struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = nextValue() ?? value
    }
}

struct PointKey: PreferenceKey {
    static var defaultValue: [String: Anchor<CGPoint>] { [:] }
    static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// The classic selected-tab underline.
struct AnchorProbe: View {
    @State private var selected = 1
    @State private var width: CGFloat = 0
    let tabs = ["Home", "Search", "Profile"]

    var body: some View {
        HStack(spacing: 12) {
            ForEach(tabs.indices, id: \.self) { index in
                Text(tabs[index])
                    .padding(.vertical, 6)
                    .id("tab\(index)")
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { anchor in
                        selected == index ? anchor : nil
                    }
            }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                Rectangle()
                    .fill(Color.accentColor)
                    .frame(width: proxy[anchor!].width, height: 2)
                    .offset(x: proxy[anchor!].minX, y: proxy[anchor!].maxY)
                    .id("underline")
            }
        }
        .overlayPreferenceValue(BoundsKey.self, alignment: .bottom) { _ in EmptyView() }
        .backgroundPreferenceValue(BoundsKey.self) { _ in Color.clear }
        .backgroundPreferenceValue(BoundsKey.self, alignment: .topLeading) { _ in Color.clear }
        .anchorPreference(key: PointKey.self, value: .center) { ["center": $0] }
        .transformAnchorPreference(key: PointKey.self, value: .top) { $0["top"] = $1 }
        .transformAnchorPreference(key: PointKey.self, value: .topLeading) { value, anchor in value["topLeading"] = anchor }
        .transformAnchorPreference(key: PointKey.self, value: .topTrailing) { $0["topTrailing"] = $1 }
        .transformAnchorPreference(key: PointKey.self, value: .leading) { $0["leading"] = $1 }
        .transformAnchorPreference(key: PointKey.self, value: .trailing) { $0["trailing"] = $1 }
        .transformAnchorPreference(key: PointKey.self, value: .bottomLeading) { $0["bottomLeading"] = $1 }
        .transformAnchorPreference(key: PointKey.self, value: .bottom) { $0["bottom"] = $1 }
        .transformAnchorPreference(key: PointKey.self, value: .bottomTrailing) { $0["bottomTrailing"] = $1 }
        .transformAnchorPreference(key: PointKey.self, value: .point(CGPoint(x: 1, y: 2))) { $0["point"] = $1 }
        .transformAnchorPreference(key: PointKey.self, value: .unitPoint(.center)) { $0["unit"] = $1 }
        .anchorPreference(key: BoundsKey.self, value: .rect(CGRect(x: 0, y: 0, width: 4, height: 4))) { $0 }
        .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { newValue in width = newValue }
        .onGeometryChange(for: CGSize.self, of: { $0.size }, action: { oldValue, newValue in width = newValue.width - oldValue.width })
    }

    /// Sources of lists and optionals, and anchors as values.
    static func sources(_ a: Anchor<CGRect>, _ b: Anchor<CGRect>) -> Bool {
        let _: Anchor<[CGPoint]>.Source = .init([.center, .top])
        let _: Anchor<CGRect?>.Source = .init(Optional<Anchor<CGRect>.Source>.some(.bounds))
        let _: Set<Anchor<CGRect>> = [a, b]
        return a == b
    }
}

@MainActor @Suite struct AlignmentAnchorProbeTests {
    @Test func accountRowLinesTheHandleUpWithTheEmail() throws {
        let tree = try layout(resolveView(AccountRow()), width: 390)
        let handle = try #require(tree.frame(of: "handle")), email = try #require(tree.frame(of: "email"))
        // The handle's centre is level with the email's bottom.
        #expect(abs((handle.minY + handle.height / 2) - email.maxY) < 1e-9)
        #expect(handle.minY > 0)
    }

    @Test func probesLayOut() throws {
        let tree = try layout(resolveView(AlignmentProbe()), width: 390)
        #expect(tree.size.width > 0)
        let anchored = try layout(resolveView(AnchorProbe()), width: 390)
        let underline = try #require(anchored.node(identifiedBy: "underline")).displayFrame
        let search = try #require(anchored.frame(of: "tab1"))
        // Under the selected tab, snapped to the 1/3-point pixel grid.
        #expect(abs(underline.minX - search.minX) <= 1.0 / 3 && abs(underline.width - search.width) <= 1.0 / 3)
        #expect(abs(underline.minY - search.maxY) <= 1.0 / 3 && underline.height == 2)
    }
}
