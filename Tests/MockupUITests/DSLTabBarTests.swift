import Foundation
import MockupText
import SwiftUI
import Testing

/// TabView resolution: items, tint, selection, and the UITabBar.appearance() colours.
@MainActor @Suite(.serialized) struct DSLTabBarTests {
    func tabBar(_ node: ViewNode) -> TabBarContent? {
        node.tabBar
    }

    @Test func opaqueBackgroundFollowsTheScheme() throws {
        struct Opaque: View {
            init() {
                let appearance = UITabBarAppearance()
                appearance.configureWithOpaqueBackground()
                UITabBar.appearance().standardAppearance = appearance
            }
            // Content that scrolls under the bar shows the standard appearance.
            var body: some View {
                TabView { ScrollView { Text("A") }.tabItem { Label("A", systemImage: "a") } }
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

    /// A slot kept free for a floating button (`Label("", systemImage: "")`) has no icon and no warning.
    @Test func anEmptySymbolNameDrawsNoIcon() throws {
        let rendered = try ViewRenderer.render(RenderRequest(device: .iPhone16), fonts: FontLibrary.shared()) {
            TabView {
                Text("Home").tabItem { Label("Home", systemImage: "house") }
                Color.clear.tabItem { Label("", systemImage: "") }
            }
        }
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
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
