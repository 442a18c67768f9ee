import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// The tabs of the adaptive layout in xiaofu666/SwiftUI_Demos (AdaptiveLayoutDesign,
/// TabBarCustomization), as that code declares them.
private enum TabState: String, Hashable {
    case home = "Home", search = "Search"
    var symbolImage: String { "house" }
}

/// iOS 18's tab API as real code writes it: the tab values are inferred from the selection.
private struct AdaptiveTabs: View {
    @State private var activeTab: TabState = .home
    @AppStorage("c") var customization: TabViewCustomization

    var body: some View {
        TabView(selection: $activeTab) {
            Tab(TabState.home.rawValue, systemImage: TabState.home.symbolImage, value: .home) { Text("Home") }
            TabSection("Library") { Tab("Songs", systemImage: "music.note", value: .search) { Text("S") } }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}

private struct Album: Identifiable { let id: Int; let title: String }

/// Tab content of the app's own: its `TabValue` is its body's.
private struct LibraryTabs: TabContent {
    var body: some TabContent<Int> {
        Tab("Songs", systemImage: "music.note", value: 1) { Text("Songs") }
        Tab("Albums", systemImage: "square.stack", value: 2) { Text("Albums") }
    }
}

/// `TabView` with `Tab`, `TabSection`, `ForEach` and the tab content modifiers: built into the same
/// tab list as the `.tabItem` form and drawn by the same bar.
@MainActor @Suite(.serialized) struct TabContentTests {
    private func device<V: View>(_ view: @escaping () -> V) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(device: .iPhone16, background: .white), fonts: FontLibrary.shared(), view)
    }

    private func bar<V: View>(_ view: () -> V) throws -> TabBarContent {
        try #require(resolveRenderRoot(view).tabBar)
    }

    private func titles(_ bar: TabBarContent) -> [String] { bar.items.map(\.title) }

    /// The paint of the text `string` drawn in the bar of an iPhone 16 (below y 769).
    private func titlePaint(_ string: String, in list: DisplayList) -> ResolvedPaint? {
        list.allItems.lazy.compactMap { item -> ResolvedPaint? in
            if case let .text(text) = item, text.text.string == string, text.frame.minY >= 852 - 34 - 49 {
                return text.text.paint
            }
            return nil
        }.first
    }

    @Test func clearingTheSymbolVariantsKeepsATabsSymbolAsNamed() throws {
        // iOS fills tab bar symbols; `.environment(\.symbolVariants, .none)` on the label (or around the
        // TabView) clears that, while `.symbolVariant(.none)` has no effect (Apple's `SymbolVariants.none`).
        let rendered = try device {
            TabView {
                Text("A").tabItem { Label("Notifications", systemImage: "bell").environment(\.symbolVariants, .none) }
                Text("B").tabItem { Label("Home", systemImage: "house") }
                Text("C").tabItem { Label("Hearts", systemImage: "heart").symbolVariant(.none) }
            }
        }
        let symbols = rendered.layout.tree.nodes.filter { $0.kind == .symbol && $0.frame.minY >= 852 - 34 - 49 }
            .sorted { $0.frame.minX < $1.frame.minX }
        #expect(symbols.map(\.detail) == ["bell", "house.fill", "heart.fill"])
        let cleared = try bar {
            TabView { Text("A").tabItem { Label("Bell", systemImage: "bell") } }.environment(\.symbolVariants, .none)
        }
        #expect(cleared.items.map(\.systemImage) == ["bell"])
        let circled = try bar { TabView { Text("A").tabItem { Label("Bell", systemImage: "bell") } }.symbolVariant(.circle) }
        #expect(circled.items.map(\.systemImage) == ["bell.circle.fill"])
    }

    @Test func theAdaptiveSnippetRendersASectionsTabsInTheBar() throws {
        let rendered = try device { AdaptiveTabs() }
        let tree = rendered.layout.tree
        // iPhone 16: 393 pt wide, the 49 pt bar above the 34 pt home indicator inset; two items
        // share the width equally, the section's tab after the top-level one, its header not drawn.
        let barTop = 852.0 - 34 - 49
        let inBar = tree.nodes.filter { $0.frame.minY >= barTop && $0.frame.maxY <= 852 - 34 }
        let texts = inBar.filter { $0.kind == .text }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(texts.map(\.detail) == ["Home", "Songs"])
        #expect(abs(texts[0].frame.midX - 393.0 / 4) < 0.5 && abs(texts[1].frame.midX - 393.0 * 3 / 4) < 0.5)
        #expect(texts[0].frame.minY == texts[1].frame.minY)
        #expect(tree.all(.text, "Library").isEmpty)
        let symbols = inBar.filter { $0.kind == .symbol }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(symbols.map(\.detail) == ["house.fill", "music.note.fill"])
        // The selected item in the tint, the other in the system grey.
        let list = rendered.layout.displayList
        #expect(titlePaint("Home", in: list) == .color(RGBA(r8: 0x00, 0x7A, 0xFF)))
        #expect(titlePaint("Songs", in: list) == .color(TabBarComposer.unselectedColor))
        // Exact pixels: the selected symbol's fill is the tint, the other's is grey.
        func pixels(in frame: Rect) -> Set<[Int]> {
            var found = Set<[Int]>()
            for y in Int(frame.minY * 3)..<Int(frame.maxY * 3) {
                for x in Int(frame.minX * 3)..<Int(frame.maxX * 3) {
                    let p = rendered.image.rgba(x, y)
                    found.insert([p.r, p.g, p.b, p.a])
                }
            }
            return found
        }
        #expect(pixels(in: symbols[0].displayFrame).contains([0x00, 0x7A, 0xFF, 255]))
        #expect(pixels(in: symbols[1].displayFrame).contains([0x99, 0x99, 0x99, 255]))
        #expect(!pixels(in: symbols[1].displayFrame).contains([0x00, 0x7A, 0xFF, 255]))
        // The selected tab's content is what the screen shows.
        #expect(tree.all(.text, "Home").count == 2 && tree.all(.text, "S").isEmpty)
    }

    @Test func aTabIsTheSameTabAsAViewWithTabItemAndTag() {
        let old = nodeTree(resolveRenderRoot {
            TabView(selection: .constant(2)) {
                Text("One").tabItem { Label("One", systemImage: "1.circle") }.tag(1)
                Text("Two").tabItem { Label("Two", systemImage: "2.circle") }.tag(2).badge(5)
            }
        })
        let new = nodeTree(resolveRenderRoot {
            TabView(selection: .constant(2)) {
                Tab("One", systemImage: "1.circle", value: 1) { Text("One") }
                Tab("Two", systemImage: "2.circle", value: 2) { Text("Two") }.badge(5)
            }
        })
        #expect(old == new)
        #expect(old.hasPrefix("tabView(selected: 1, tint: #007AFF, items: One/1.circle.fill Two/2.circle.fill"), "\(old.prefix(100))")
    }

    @Test func badgesOfEveryKind() throws {
        let tabs = try bar {
            TabView {
                Tab("A", systemImage: "a.circle") { Text("A") }.badge(3)
                Tab("B", systemImage: "b.circle") { Text("B") }.badge(0)
                Tab("C", systemImage: "c.circle") { Text("C") }.badge("New")
                Tab("D", systemImage: "d.circle") { Text("D") }.badge(Text("!"))
                Tab("E", systemImage: "e.circle") { Text("E") }.badge(nil)
            }
        }
        #expect(tabs.items.map(\.badge) == ["3", nil, "New", "!", nil])
    }

    @Test func hiddenTabsAreLeftOutOfTheBar() throws {
        let tabs = try bar {
            TabView(selection: .constant("a")) {
                Tab("A", systemImage: "a.circle", value: "a") { Text("A") }
                Tab("B", systemImage: "b.circle", value: "b") { Text("B") }.hidden()
                Tab("C", systemImage: "c.circle", value: "c") { Text("C") }.hidden(false)
                Tab("D", systemImage: "d.circle", value: "d") { Text("D") }.defaultVisibility(.hidden, for: .tabBar)
                Tab("E", systemImage: "e.circle", value: "e") { Text("E") }.defaultVisibility(.hidden, for: .sidebar)
                Tab("F", systemImage: "f.circle", value: "f") { Text("F") }.tabPlacement(.sidebarOnly)
                TabSection("More") {
                    Tab("G", systemImage: "g.circle", value: "g") { Text("G") }
                    Tab("H", systemImage: "h.circle", value: "h") { Text("H") }
                }
                .defaultVisibility(.hidden, for: .tabBar)
            }
        }
        #expect(titles(tabs) == ["A", "C", "E"])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aHiddenTabCanStillBeSelected() throws {
        let tabs = try bar {
            TabView(selection: .constant(2)) {
                Tab("One", systemImage: "1.circle", value: 1) { Text("One") }
                Tab("Two", systemImage: "2.circle", value: 2) { Text("Two page") }.hidden()
            }
        }
        #expect(titles(tabs) == ["One"])
        #expect(tabs.selectedIndex == -1, "no item is tinted")
        #expect(nodeTree(tabs.selectedContent).contains("\"Two page\""))
    }

    @Test func aCustomizationDecidesWhatTheBarShows() throws {
        let stored = #"{"tabs":{"reports":{"sidebar":"automatic","tabBar":"hidden"},"browse":{"sidebar":"visible","tabBar":"visible"}},"sections":{}}"#
        let customization = try JSONDecoder().decode(TabViewCustomization.self, from: Data(stored.utf8))
        #expect(customization[tab: "reports"].tabBarVisibility == .hidden)
        let tabs = try bar {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home") }.customizationID("home")
                Tab("Reports", systemImage: "chart.bar") { Text("Reports") }.customizationID("reports")
                Tab("Browse", systemImage: "list.bullet") { Text("Browse") }.customizationID("browse")
                    .defaultVisibility(.hidden, for: .tabBar)
            }
            .tabViewCustomization(.constant(customization))
        }
        #expect(titles(tabs) == ["Home", "Browse"])
        // Without it, each tab's default.
        let defaults = try bar {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home") }.customizationID("home")
                Tab("Browse", systemImage: "list.bullet") { Text("Browse") }.customizationID("browse")
                    .defaultVisibility(.hidden, for: .tabBar)
            }
        }
        #expect(titles(defaults) == ["Home"])
    }

    @Test func forEachGroupAndConditionsMakeTabsInOrder() throws {
        let albums = [Album(id: 1, title: "Blue"), Album(id: 2, title: "Red"), Album(id: 3, title: "Gold")]
        let showSearch = true
        let tabs = try bar {
            TabView(selection: .constant(3)) {
                ForEach(albums) { album in
                    Tab(album.title, systemImage: "opticaldisc", value: album.id) { Text(album.title + " page") }
                }
                if showSearch {
                    Tab(value: 9, role: .search) { Text("Find") }
                }
                Group {
                    if albums.isEmpty {
                        Tab("Empty", systemImage: "tray", value: 0) { Text("Empty") }
                    } else {
                        Tab("Library", systemImage: "books.vertical", value: 10) { Text("Library") }
                    }
                }
            }
        }
        #expect(titles(tabs) == ["Blue", "Red", "Gold", "Search", "Library"])
        #expect(tabs.selectedIndex == 2)
        #expect(nodeTree(tabs.selectedContent).contains("\"Gold page\""))
    }

    @Test func anAppsOwnTabContentIsItsBodysTabs() throws {
        let tabs = try bar {
            TabView(selection: .constant(2)) {
                LibraryTabs()
                AnyTabContent(Tab("Radio", systemImage: "radio", value: 3) { Text("Radio") })
            }
            .tabViewStyle(.tabBarOnly)
        }
        #expect(titles(tabs) == ["Songs", "Albums", "Radio"])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func theSearchTabIsAnItemWithAMagnifyingGlassWhereItIsDeclared() throws {
        let tabs = try bar {
            TabView {
                Tab(role: .search) { Text("Find") }
                Tab("Inbox", systemImage: "tray") { Text("Mail") }
            }
        }
        // Named as the bar draws them: in the `.fill` variant a TabView gives its items.
        #expect(tabs.items == [.init(title: "Search", systemImage: "magnifyingglass.fill"), .init(title: "Inbox", systemImage: "tray.fill")])
    }

    @Test func whatAStillCannotShowIsNoted() {
        let dump = nodeTree(resolveRenderRoot {
            TabView {
                Tab("A", systemImage: "a.circle") { Text("A") }.disabled(true)
                Tab("B", systemImage: "b.circle") { Text("B") }
                    .popover(isPresented: .constant(true)) { Text("Pop") }
                    .contextMenu { Button("Do") {} }
                    .accessibilityLabel("Bee")
            }
        })
        #expect(dump.contains("disabled tab (drawn enabled)"))
        #expect(dump.contains("popover(isPresented:) presented"))
        #expect(!dump.contains("Pop"))
    }

    @Test func aCustomizationKeepsWhatAPersonChanged() throws {
        var customization = TabViewCustomization()
        customization[sidebarVisibility: "alerts"] = .hidden
        customization[sectionID: "browse"] = ["lights", "climate"]
        #expect(customization[tab: "alerts"].sidebarVisibility == .hidden)
        #expect(customization[section: "browse"].tabOrder == ["lights", "climate"])
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: JSONEncoder().encode(customization))
        #expect(decoded == customization)
        customization.resetVisibility()
        #expect(customization[sidebarVisibility: "alerts"] == .automatic)
        #expect(customization[sectionID: "browse"] == ["lights", "climate"], "the order is kept")
        customization.resetSectionOrder()
        #expect(customization[sectionID: "browse"] == nil)
    }
}
