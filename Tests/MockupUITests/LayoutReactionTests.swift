import Foundation
import MockupText
import Testing
@testable import MockupUI

private struct MeasuredHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Code that reacts to layout — `onPreferenceChange` of values set inside a GeometryReader,
/// `onGeometryChange` — runs after the layout, and the render shows the state it sets, laid out again.
@MainActor @Suite struct LayoutReactionTests {
    private func texts<V: View>(width: Double = 300, _ view: @escaping () -> V) throws -> [String] {
        try ViewRenderer.layout(RenderRequest(width: width, scale: 1), fonts: FontLibrary.shared(), view)
            .tree.all(.text).compactMap(\.detail)
    }

    /// The size-reading idiom: a GeometryReader behind a view sets its height as a preference, and
    /// the reader's action stores it in state that another view shows.
    struct MeasuredCard: View {
        @State private var titleHeight: CGFloat = 0
        let log: (CGFloat) -> Void
        var body: some View {
            VStack {
                Text("Title").font(.system(size: 40))
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: MeasuredHeightKey.self, value: proxy.size.height)
                    })
                    .onPreferenceChange(MeasuredHeightKey.self) { height in
                        log(height)
                        titleHeight = height
                    }
                Text("height \(Int(titleHeight))")
            }
        }
    }

    @Test func valuesMeasuredInAGeometryReaderReachOnPreferenceChangeAndTheirStateIsShown() throws {
        var reported: [CGFloat] = []
        let shown = try texts { MeasuredCard { reported.append($0) } }
        let height = try #require(reported.last)
        #expect(height > 40)
        #expect(shown == ["Title", "height \(Int(height))"])
        // Not called before the first layout (SwiftUI first reports the measured value), reported
        // after it, then resolved with the value measured: the second layout measures the same,
        // and nothing more runs.
        #expect(reported == [height, height])
    }

    private struct MeasurementsKey: PreferenceKey {
        static let defaultValue: [CGSize] = []
        static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) { value += nextValue() }
    }

    /// HMRC's scroll view: an array of measurements whose reader takes the first with `first!`, which
    /// would trap if the action saw the empty default.
    struct MeasurableScroll: View {
        @State private var size: CGSize = .zero
        var body: some View {
            ScrollView {
                Text("Content").font(.system(size: 40))
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: MeasurementsKey.self, value: [proxy.size])
                    })
                    .onPreferenceChange(MeasurementsKey.self) { size = $0.first! }
                Text("height \(Int(size.height))")
            }
        }
    }

    @Test func aReaderAroundAGeometryReaderIsFirstCalledWithTheMeasuredValues() throws {
        let shown = try texts { MeasurableScroll() }
        #expect(shown.count == 2 && shown[1] != "height 0" && shown[1].hasPrefix("height 4"), "\(shown)")
    }

    private struct FirstSizeKey: PreferenceKey {
        static let defaultValue: CGSize = .zero
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) {}
    }

    /// The idiom with an empty `reduce`: SwiftUI reduces only when several views set a key, so one
    /// view's value reaches the reader as it is, not the default it would be reduced into.
    struct SizeReadout: View {
        @State private var size: CGSize = .zero
        var body: some View {
            ZStack {
                Color.blue.frame(width: 200, height: 120)
                Text("\(Int(size.width)) x \(Int(size.height))")
            }
            .background(GeometryReader { proxy in Color.clear.preference(key: FirstSizeKey.self, value: proxy.size) })
            .onPreferenceChange(FirstSizeKey.self) { size = $0 }
        }
    }

    @Test func aSingleValueReachesTheReaderWhateverTheKeysReduce() throws {
        #expect(try texts { SizeReadout() } == ["200 x 120"])
        // Several values are reduced from the first: the empty reduce keeps it.
        var seen: [CGSize] = []
        _ = resolveView(VStack {
            Color.clear.preference(key: FirstSizeKey.self, value: CGSize(width: 1, height: 1))
            Color.clear.preference(key: FirstSizeKey.self, value: CGSize(width: 2, height: 2))
        }.onPreferenceChange(FirstSizeKey.self) { seen.append($0) })
        #expect(seen == [CGSize(width: 1, height: 1)])
    }

    @Test func outsideARenderTheReaderSeesOnlyValuesSetWhileResolving() {
        var reported: [CGFloat] = []
        _ = resolveView(MeasuredCard { reported.append($0) })
        #expect(reported == [0])
    }

    /// The other size-reading idiom: the GeometryReader's content stores the size as it appears.
    struct AppearMeasured: View {
        @State private var size: CGSize = .zero
        let resolved: () -> Void
        var body: some View {
            let _ = resolved()
            VStack {
                Text("Title").font(.system(size: 40))
                    .background(GeometryReader { proxy in Color.clear.onAppear { size = proxy.size } })
                Text("height \(Int(size.height))")
            }
        }
    }

    @Test func stateAGeometryReadersContentSetsAsItAppearsIsShown() throws {
        var resolves = 0
        let shown = try texts { AppearMeasured { resolves += 1 } }
        let title = try ViewRenderer.layout(RenderRequest(width: 300, scale: 1), fonts: FontLibrary.shared()) {
            Text("Title").font(.system(size: 40))
        }.tree.all(.text)[0].frame
        #expect(shown == ["Title", "height \(Int(title.height))"])
        // The second layout writes the same size again: that is no change, and no third pass runs.
        #expect(resolves == 2)
    }

    struct WidthLabel: View {
        @State private var width: CGFloat = 0
        @State private var change = "none"
        var body: some View {
            VStack {
                Text("Wide title").font(.system(size: 30))
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                    .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minY }) { old, new in
                        change = "\(Int(old))→\(Int(new))"
                    }
                Text("width \(Int(width)) \(change)")
            }
        }
    }

    @Test func onGeometryChangeRunsWithTheFirstLayoutsValue() throws {
        let shown = try texts { WidthLabel() }
        let title = try ViewRenderer.layout(RenderRequest(width: 300, scale: 1), fonts: FontLibrary.shared()) {
            Text("Wide title").font(.system(size: 30))
        }.tree.all(.text)[0].frame
        // The first call passes the initial value as both old and new.
        #expect(shown == ["Wide title", "width \(Int(title.width)) 0→0"])
    }

    /// A view whose measured value changes every time its state does never settles: the render stops
    /// after a fixed number of passes, as SwiftUI warns and moves on.
    struct Growing: View {
        @State private var count = 1
        var body: some View {
            Text(String(repeating: "x", count: count))
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { _ in count += 1 }
        }
    }

    @Test func aReactionThatNeverSettlesStopsAfterThePassLimit() throws {
        #expect(try texts { Growing() } == [String(repeating: "x", count: 1 + layoutReactionPassLimit)])
    }
}
