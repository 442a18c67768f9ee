import Foundation
import SwiftUI
import Testing
@testable import CoinbaseScenes
@testable import MatchScenes
@testable import MonzoScenes

/// DSLTabBarTests's cases, run on the guides' own components.
@MainActor @Suite(.serialized) struct GuideTabBarTests {
    func tabBar(_ node: ViewNode) -> TabBarContent? {
        node.tabBar
    }

    @Test func coinbaseAppearanceReachesTheTabBar() throws {
        let bar = try #require(tabBar(resolveRenderRoot { CoinbaseRootTabView() }))
        #expect(bar.items.map(\.title) == ["Home", "Trade", "Cards", "Earn", "Wallet"])
        // Named as the bar draws them: in the `.fill` variant a TabView gives its items.
        #expect(bar.items.map(\.systemImage) == ["house.fill", "arrow.left.arrow.right.fill", "creditcard.fill", "percent.fill",
                                                 "wallet.pass.fill"])
        #expect(bar.selectedIndex == 0)
        #expect(hex(bar.tint) == "#0052FF")
        #expect(bar.barBackground == .white)
        #expect(bar.barShadow.map(hex) == "#E1E4E8")
        #expect(nodeTree(bar.selectedContent).contains("text \"PORTFOLIO BALANCE\""), "the first tab, HomeView, is shown")
    }

    @Test func appearanceIsResetBetweenRenders() throws {
        _ = resolveRenderRoot { CoinbaseRootTabView() }
        let monzo = try #require(tabBar(resolveRenderRoot { MonzoTabView() }))
        // Monzo sets no appearance and its Home does not scroll: UIKit's scroll-edge look, a
        // transparent bar without hairline — not Coinbase's white.
        #expect(monzo.barBackground == .clear)
        #expect(monzo.barShadow == .clear)
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
}
