import MockupRaster
import Testing
@testable import MockupUI

/// UIKit's tab bar appearance rules (iOS 15+), as a TabView resolves them: the scroll-edge look at
/// rest, the standard look when content scrolls under the bar (which the layout decides).
@MainActor
struct TabBarAppearanceTests {
    /// The bar of the TabView `makeView` builds, after its content ran (and maybe set appearances).
    private func bar<V: View>(_ makeView: () -> V) throws -> TabBarContent {
        let root = resolveRenderRoot(environment: EnvironmentValues(), makeView)
        return try #require(root.tabBar)
    }

    @Test func withoutAppearancesStillContentGetsATransparentBarWithoutHairline() throws {
        let tab = try bar { TabView { Text("Home").tabItem { Label("Home", systemImage: "house") } } }
        #expect(tab.barBackground == .clear)
        #expect(tab.barShadow == .clear)
    }

    @Test func contentThatMayScrollUnderTheBarGetsBothLooksForTheLayoutToChoose() throws {
        let root = resolveRenderRoot(environment: EnvironmentValues()) {
            TabView { ScrollView { Text("Feed") }.tabItem { Label("Feed", systemImage: "list.bullet") } }
        }
        let tabView = try #require(root.primitive as? TabViewNode)
        // No standard appearance set: the system material and hairline.
        #expect(tabView.tab.barBackground == nil)
        #expect(tabView.tab.barShadow == nil)
        // No scroll-edge appearance set: transparent, no hairline.
        #expect(tabView.scrollEdgeTab?.barBackground == .clear)
        #expect(tabView.scrollEdgeTab?.barShadow == .clear)
    }

    @Test func aScrollEdgeAppearanceIsUsedAtRest() throws {
        let tab = try bar {
            TabView { Text("Home").tabItem { Label("Home", systemImage: "house") } }
                .onAppear {
                    BarAppearanceStore[.tabBar, .standard] = .init(background: .red, shadow: nil)
                    BarAppearanceStore[.tabBar, .scrollEdge] = .init(background: .blue, shadow: .green)
                }
        }
        #expect(tab.barBackground == Color.blue.rgba(in: EnvironmentValues()))
        #expect(tab.barShadow == Color.green.rgba(in: EnvironmentValues()))
    }
}
