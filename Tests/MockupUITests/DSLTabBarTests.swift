import Foundation
import SwiftUI
import Testing
@testable import CoinbaseScenes
@testable import MatchScenes
@testable import MonzoScenes

/// TabView resolution: items, tint, selection, and the UITabBar.appearance() colours.
@MainActor @Suite(.serialized) struct DSLTabBarTests {
    func tabBar(_ node: ViewNode) -> TabBarContent? {
        node.tabBar
    }

    @Test func coinbaseAppearanceReachesTheTabBar() throws {
        let bar = try #require(tabBar(resolveRenderRoot { CoinbaseRootTabView() }))
        #expect(bar.items.map(\.title) == ["Home", "Trade", "Cards", "Earn", "Wallet"])
        #expect(bar.items.map(\.systemImage) == ["house", "arrow.left.arrow.right", "creditcard", "percent", "wallet.pass"])
        #expect(bar.selectedIndex == 0)
        #expect(hex(bar.tint) == "#0052FF")
        #expect(bar.barBackground == .white)
        #expect(bar.barShadow.map(hex) == "#E1E4E8")
        #expect(nodeTree(bar.selectedContent).contains("text \"PORTFOLIO BALANCE\""), "the first tab, HomeView, is shown")
    }

    @Test func appearanceIsResetBetweenRenders() throws {
        _ = resolveRenderRoot { CoinbaseRootTabView() }
        let monzo = try #require(tabBar(resolveRenderRoot { MonzoTabView() }))
        #expect(monzo.barBackground == nil)
        #expect(monzo.barShadow == nil)
        #expect(hex(monzo.tint) == "#FF3464")
        #expect(monzo.items.map(\.title) == ["Home", "Payments", "Pots", "Trends", "Account"])
    }

    @Test func matchSetsItsAppearanceOnAppear() throws {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let bar = try #require(tabBar(resolveRenderRoot(environment: dark) { MatchTabView() }))
        #expect(bar.barBackground.map(hex) == "#141414@0.94")
        #expect(bar.barShadow.map(hex) == "#FFFFFF@0.15")
        #expect(bar.colorSchemeIsDark)
        #expect(hex(bar.tint) == "#F0203E")
        #expect(nodeTree(bar.selectedContent).contains("text \"match\" Poppins-ExtraBold 28"), "the first tab, DiscoverView, is shown")
    }

    @Test func opaqueBackgroundFollowsTheScheme() throws {
        struct Opaque: View {
            init() {
                let appearance = UITabBarAppearance()
                appearance.configureWithOpaqueBackground()
                UITabBar.appearance().standardAppearance = appearance
            }
            var body: some View {
                TabView { Text("A").tabItem { Label("A", systemImage: "a") } }
            }
        }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let bar = try #require(tabBar(resolveRenderRoot(environment: dark) { Opaque() }))
        #expect(bar.barBackground == .black)
        // The setting lived in that render's context: nothing is left behind for the process.
        #expect(UITabBar.appearance().scrollEdgeAppearance == nil)
        #expect(UITabBar.appearance().standardAppearance.backgroundColor == nil)
    }

    @Test func appearanceSetWhenTheSelectedTabAppearsIsHonoured() throws {
        struct Tabs: View {
            var body: some View {
                TabView {
                    Text("Feed")
                        .onAppear {
                            let appearance = UITabBarAppearance()
                            appearance.configureWithTransparentBackground()
                            UITabBar.appearance().standardAppearance = appearance
                        }
                        .tabItem { Label("Feed", systemImage: "house") }
                }
            }
        }
        let bar = try #require(tabBar(resolveRenderRoot { Tabs() }))
        #expect(bar.barBackground == .clear)
        #expect(bar.barShadow == .clear)
    }

    @Test func selectionPicksTheTaggedTab() throws {
        let view = TabView(selection: .constant("b")) {
            Text("first").tabItem { Text("A") }.tag("a")
            Text("second").tabItem { Image(systemName: "b.circle"); Text("B") }.tag("b")
        }
        let bar = try #require(tabBar(resolveRenderRoot { view }))
        #expect(bar.selectedIndex == 1)
        #expect(bar.items == [.init(title: "A", systemImage: nil), .init(title: "B", systemImage: "b.circle")])
        #expect(nodeTree(bar.selectedContent) == "text \"second\" system(default) 17 regular #000000")
    }
}
