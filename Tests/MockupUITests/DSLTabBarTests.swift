import Foundation
import MockupRaster
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
        #expect(bar.items == [.init(title: "A", systemImage: nil), .init(title: "B", systemImage: "b.circle.fill")])
        #expect(nodeTree(bar.selectedContent) == "text \"second\" system(default) 17 regular #000000")
    }

    /// HMRC's tab bar: `Label("Organisms", image: "organism")` items from the asset catalog draw
    /// their bitmap as a template in the item's state colour; `.renderingMode(.original)` keeps its colours.
    @Test func bitmapItemsDrawAsTemplatesUnlessOriginal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-tab-icons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try PNGEncoder.write(PixelImage(width: 18, height: 18, color: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)),
                             toFile: folder.appendingPathComponent("organism.png").path)
        var request = RenderRequest(device: .iPhone16)
        request.assetDirectory = folder.path
        let rendered = try ViewRenderer.render(request, fonts: FontLibrary.shared()) {
            TabView {
                Text("A").tabItem { Label("Organisms", image: "organism") }
                Text("B").tabItem { Label("Molecules", image: "organism") }
                Text("C").tabItem { Label { Text("Original") } icon: { Image("organism").renderingMode(.original) } }
            }
        }
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        let icons = rendered.layout.tree.all(.image).map(\.frame)
        #expect(icons.count == 3 && icons.allSatisfy { $0.width == 18 && $0.height == 18 }, "\(icons)")
        let scale = 3.0
        let colours = icons.map { rendered.image.rgba(Int($0.midX * scale), Int($0.midY * scale)) }
        #expect(colours[0] == (0, 122, 255, 255), "the selected item in the tint (system blue)")
        #expect(colours[1] == (0x99, 0x99, 0x99, 255), "an unselected item in the bar's grey")
        #expect(colours[2] == (0, 0, 0, 255), "the original image's own black")
    }
}
