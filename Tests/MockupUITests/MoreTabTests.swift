import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// Six tabs as an app declares them with iOS 18's tab API, the sixth selected by `selection`.
private struct SixTabs: View {
    var selection = 1

    var body: some View {
        TabView(selection: .constant(selection)) {
            Tab("One", systemImage: "1.circle", value: 1) { Text("First page") }
            Tab("Two", systemImage: "2.circle", value: 2) { Text("Second page") }
            Tab("Three", systemImage: "3.circle", value: 3) { Text("Third page") }
            Tab("Four", systemImage: "4.circle", value: 4) { Text("Fourth page") }
            Tab("Five", systemImage: "5.circle", value: 5) { Text("Fifth page") }
            Tab("Six", systemImage: "6.circle", value: 6) { Text("Sixth page") }
        }
    }
}

/// iPhone's More tab: four items and More for more than five tabs, a tab behind More pushed from
/// the More list, the More list itself when UIKit selects it, and every tab on iPad.
@MainActor @Suite(.serialized) struct MoreTabTests {
    private let tint = RGBA(r8: 0x00, 0x7A, 0xFF)

    private func render<V: View>(_ device: DeviceProfile = .iPhone16, _ view: @escaping () -> V) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(device: device, background: .white), fonts: FontLibrary.shared(), view)
    }

    private func bar<V: View>(_ view: () -> V) throws -> TabBarContent {
        try #require(resolveRenderRoot(view).tabBar)
    }

    /// The nodes of `kind` inside the iPhone 16's tab bar (its 49 pt above the 34 pt inset), left to right.
    private func barNodes(_ kind: NodeKind, in tree: LayoutTree) -> [LayoutTree.Node] {
        tree.nodes.filter { $0.kind == kind && $0.frame.minY >= 852 - 34 - 49 && $0.frame.maxY <= 852 - 34 }
            .sorted { $0.frame.minX < $1.frame.minX }
    }

    @Test func fiveTabsAreFiveItemsWithoutMore() throws {
        let tabs = try bar {
            TabView {
                ForEach(1...5, id: \.self) { index in
                    Text("Page \(index)").tabItem { Label("Tab \(index)", systemImage: "\(index).circle") }
                }
            }
        }
        #expect(tabs.items.map(\.title) == ["Tab 1", "Tab 2", "Tab 3", "Tab 4", "Tab 5"])
    }

    @Test func sixTabsAreFourItemsAndMore() throws {
        let rendered = try render { SixTabs() }
        let tree = rendered.layout.tree
        // Five items share the 393 pt: each 78.6 wide, More's centre at 353.7.
        let titles = barNodes(.text, in: tree)
        #expect(titles.map(\.detail) == ["One", "Two", "Three", "Four", "More"])
        for (index, title) in titles.enumerated() {
            #expect(abs(title.frame.midX - 393.0 * Double(2 * index + 1) / 10) < 0.5, "\(title.detail ?? "")")
        }
        let symbols = barNodes(.symbol, in: tree)
        #expect(symbols.map(\.detail) == ["1.circle.fill", "2.circle.fill", "3.circle.fill", "4.circle.fill", "ellipsis"])
        // The symbol centred in its 25 pt box 6 pt below the bar's top (769), as the other items' are.
        #expect(abs(symbols[4].frame.midX - 353.7) < 0.5 && abs(symbols[4].frame.midY - (769 + 6 + 12.5)) < 0.5)
        #expect(symbols[4].frame.midY == symbols[0].frame.midY)
        #expect(tree.all(.text, "Five").isEmpty && tree.all(.text, "Six").isEmpty)
        // The first tab is selected; More is grey, to the pixel.
        #expect(tree.all(.text, "First page").count == 1)
        let more = symbols[4].displayFrame
        var greys = 0, blues = 0
        for y in Int(more.minY * 3)..<Int(more.maxY * 3) {
            for x in Int(more.minX * 3)..<Int(more.maxX * 3) {
                let p = rendered.image.rgba(x, y)
                if (p.r, p.g, p.b) == (0x99, 0x99, 0x99) { greys += 1 }
                if (p.r, p.g, p.b) == (0x00, 0x7A, 0xFF) { blues += 1 }
            }
        }
        #expect(greys > 20 && blues == 0)
    }

    @Test func hiddenTabsDoNotCountAndSectionsAreFlattened() throws {
        let withHidden = try bar {
            TabView {
                ForEach(1...5, id: \.self) { index in Tab("T\(index)", systemImage: "\(index).circle") { Text("\(index)") } }
                Tab("Hidden", systemImage: "eye.slash") { Text("H") }.hidden()
            }
        }
        #expect(withHidden.items.map(\.title) == ["T1", "T2", "T3", "T4", "T5"])
        let sections = try bar {
            TabView {
                TabSection("A") { ForEach(1...3, id: \.self) { index in Tab("A\(index)", systemImage: "a.circle") { Text("A") } } }
                TabSection("B") { ForEach(1...3, id: \.self) { index in Tab("B\(index)", systemImage: "b.circle") { Text("B") } } }
            }
        }
        #expect(sections.items.map(\.title) == ["A1", "A2", "A3", "B1", "More"])
    }

    @Test func aTabBehindMoreIsPushedFromTheMoreList() throws {
        let tabs = try bar { SixTabs(selection: 6) }
        #expect(tabs.selectedIndex == 4, "More is the selected item")
        let rendered = try render { SixTabs(selection: 6) }
        let tree = rendered.layout.tree
        #expect(tree.all(.text, "Sixth page").count == 1)
        // The back button: chevron and "More" in the tint, in the 44 pt row under the 59 pt status bar.
        let back = try #require(tree.all(.text, "More").first { $0.frame.maxY < 200 })
        #expect(abs(back.frame.midY - (59 + 22)) < 1)
        let chevron = try #require(tree.all(.symbol, "chevron.backward").first)
        #expect(abs(chevron.frame.minX - 8) < 1.5 && chevron.frame.maxX < back.frame.minX)
        // The More item is tinted, to the pixel.
        let more = try #require(barNodes(.symbol, in: tree).last).displayFrame
        var blues = 0
        for y in Int(more.minY * 3)..<Int(more.maxY * 3) {
            for x in Int(more.minX * 3)..<Int(more.maxX * 3) where rendered.image.rgba(x, y).b == 0xFF {
                let p = rendered.image.rgba(x, y)
                if (p.r, p.g) == (0x00, 0x7A) { blues += 1 }
            }
        }
        #expect(blues > 20)
    }

    @Test func aNavigationStackInATabBehindMoreDrawsTheBackButtonInItsBar() throws {
        let rendered = try render {
            TabView(selection: .constant(6)) {
                ForEach(1...5, id: \.self) { index in Tab("T\(index)", systemImage: "\(index).circle", value: index) { Text("\(index)") } }
                Tab("Settings", systemImage: "gear", value: 6) {
                    NavigationStack { Text("Settings page").navigationTitle("Settings") }
                }
            }
        }
        let tree = rendered.layout.tree
        // One bar: the back button at the leading edge, the title inline in the middle of the same row.
        let title = try #require(tree.all(.text, "Settings").first { $0.frame.maxY < 200 })
        let back = try #require(tree.all(.text, "More").first { $0.frame.maxY < 200 })
        #expect(abs(title.frame.midX - 393.0 / 2) < 0.5 && abs(title.frame.midY - back.frame.midY) < 0.5)
        #expect(tree.all(.symbol, "chevron.backward").count == 1)
    }

    @Test func uiKitsMoreListShowsTheTabsBehindMore() throws {
        let rendered = try render {
            _TabBarControllerDrawing(
                tabs: (1...6).map { index in
                    (content: AnyView(Text("Page \(index)")),
                     item: TabBarContent.Item(title: "Tab \(index)", systemImage: "\(index).circle"))
                },
                selectedIndex: nil, moreListIsEditable: true)
        }
        let tree = rendered.layout.tree
        #expect(barNodes(.text, in: tree).map(\.detail) == ["Tab 1", "Tab 2", "Tab 3", "Tab 4", "More"])
        // The inline title centred in the 44 pt row under the status bar, Edit at the trailing edge.
        let title = try #require(tree.all(.text, "More").first { $0.frame.maxY < 200 })
        #expect(abs(title.frame.midX - 393.0 / 2) < 0.5 && abs(title.frame.midY - 81) < 1)
        let edit = try #require(tree.all(.text, "Edit").first)
        #expect(abs(edit.frame.maxX - (393 - 16)) < 0.5 && abs(edit.frame.midY - 81) < 1)
        // One plain row for each tab behind More: its symbol as given, its title, a chevron.
        let rows = tree.all(.text).filter { ($0.detail ?? "").hasPrefix("Tab ") && $0.frame.maxY < 700 }
        #expect(rows.map(\.detail) == ["Tab 5", "Tab 6"])
        #expect(abs(rows[1].frame.midY - rows[0].frame.midY - 44) < 0.5, "44 pt rows")
        #expect(tree.all(.symbol, "5.circle").count == 1 && tree.all(.symbol, "6.circle").count == 1)
        #expect(tree.all(.symbol, "chevron.forward").count == 2)
        #expect(tree.all(.text, "Page 1").isEmpty, "no tab's content is shown")
        // The row's symbol in the tint, to the pixel.
        let symbol = try #require(tree.all(.symbol, "6.circle").first).displayFrame
        var blues = 0
        for y in Int(symbol.minY * 3)..<Int(symbol.maxY * 3) {
            for x in Int(symbol.minX * 3)..<Int(symbol.maxX * 3) {
                let p = rendered.image.rgba(x, y)
                if (p.r, p.g, p.b) == (0x00, 0x7A, 0xFF) { blues += 1 }
            }
        }
        #expect(blues > 20)
    }

    @Test func iPadKeepsEveryTab() throws {
        let rendered = try render(.iPad11) { SixTabs() }
        let titles = rendered.layout.tree.all(.text).filter { $0.frame.minY >= 1210 - 20 - 49 && $0.frame.maxY <= 1210 - 20 }
        #expect(titles.sorted { $0.frame.minX < $1.frame.minX }.map(\.detail) == ["One", "Two", "Three", "Four", "Five", "Six"])
    }
}
