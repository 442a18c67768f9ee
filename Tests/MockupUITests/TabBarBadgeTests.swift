import MockupRaster
import Testing
@testable import MockupUI

/// `.badge` on a tab's view: the tab bar draws it over the item's symbol, as iOS does.
@MainActor
struct TabBarBadgeTests {
    private var view: some View {
        TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
            Text("Me").tabItem { Label("Me", systemImage: "person") }.badge(0)
        }
    }

    @Test func theBadgeBelongsToTheTabItem() throws {
        let root = resolveRenderRoot { view }
        let tab = try #require(root.tabBar)
        #expect(tab.items.map(\.badge) == [nil, "3", nil])
        // Drawn by the bar, so not noted as unsupported.
        #expect(!nodeTree(root).contains("unsupported"))
    }

    /// A list's rows in a tab draw their own badges; only the badge on the tab's view is the tab item's.
    @Test func aListRowsBadgeInATabIsDrawnInTheRow() throws {
        let root = resolveRenderRoot {
            TabView {
                List {
                    Label("Orders", systemImage: "shippingbox").badge(2)
                    Text("Coupons").badge("New")
                }
                .tabItem { Label("Account", systemImage: "person") }
            }
        }
        #expect(try #require(root.tabBar).items.map(\.badge) == [nil])
        let tree = try layout(root, width: 393, height: 852)
        let texts = tree.all(.text)
        let orders = try #require(texts.first { $0.detail == "Orders" }?.frame)
        let count = try #require(texts.first { $0.detail == "2" }?.frame, "the first row's badge")
        let coupons = try #require(texts.first { $0.detail == "Coupons" }?.frame)
        let new = try #require(texts.first { $0.detail == "New" }?.frame, "the second row's badge")
        #expect(abs(count.midY - orders.midY) < 1 && count.minX > orders.maxX)
        #expect(abs(new.midY - coupons.midY) < 1 && new.minX > coupons.maxX)
    }

    @Test func theBadgeIsARedCapsuleOverTheSymbolsTopTrailingCorner() throws {
        let tree = try layout(resolveRenderRoot { view }, width: 393, height: 852, canvas: Size(393, 852),
                              safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
        let symbol = tree.one(.symbol, "tray.fill").displayFrame
        let capsule = try #require(tree.nodes.first { $0.kind == .shape && $0.detail?.contains("capsule") == true })
        let badge = capsule.displayFrame
        #expect(badge.height == 18 && badge.width >= 18)
        let box = TabBarComposer.iconBox
        #expect(abs(badge.minX - (symbol.midX + 4)) < 1, "leading edge 4 pt right of the symbol's centre")
        #expect(abs(badge.minY - (symbol.midY - box / 2 - 4)) < 1, "4 pt above the symbol's box")
        let list = DisplayList(tree)
        #expect(list.allItems.contains {
            if case let .text(t) = $0 { return t.text.string == "3" && t.text.paint == .color(.white) } else { return false }
        })
    }
}
