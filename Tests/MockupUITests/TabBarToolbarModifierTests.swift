import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// SwiftUI's bar modifiers aimed at `.tabBar`, applied inside a TabView's tab (iOS 16+): the
/// preferences flow up to the TabView and set its bar's background, background visibility, colour
/// scheme and visibility, through UIKit's appearance rules (docs/DEVICES.md, "Bars").
@MainActor
struct TabBarToolbarModifierTests {
    /// A canvas no bar colour is, so a transparent bar shows it.
    private static let canvas = RGBA(red: 1, green: 0, blue: 0)
    private static let blue = Color(red: 0, green: 0, blue: 1)
    /// On an iPhone 16 (@3x) the bar is 49 + 34 pt tall at the bottom: its top hairline is the
    /// pixel row at 769 pt; (10, 830) pt is inside the bar, clear of the items and home indicator.
    private static let hairlineRow = 769 * 3, barPixel = (x: 30, y: 830 * 3)

    private func render<V: View>(_ scheme: ColorScheme = .light, _ makeView: () -> V) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(device: .iPhone16, colorScheme: scheme, background: Self.canvas),
                                fonts: FontLibrary.shared(), makeView)
    }

    /// A TabView whose first (selected) tab is `content`, beside a second tab.
    private func tabs<C: View>(_ content: C) -> some View {
        TabView {
            content.tabItem { Label("Home", systemImage: "house") }
            Color.clear.tabItem { Label("Settings", systemImage: "gear") }
        }
    }

    private func isCanvas(_ pixel: (r: Int, g: Int, b: Int, a: Int)) -> Bool {
        pixel.r == 255 && pixel.g == 0 && pixel.b == 0
    }

    @Test func aVisibleBackgroundTakesTheStyleAndKeepsTheStandardHairline() throws {
        let rendered = try render {
            tabs(Color.clear.toolbarBackground(Self.blue, for: .tabBar).toolbarBackground(.visible, for: .tabBar))
        }
        let bar = rendered.image.rgba(Self.barPixel.x, Self.barPixel.y)
        #expect(bar.r == 0 && bar.g == 0 && bar.b == 255, "\(bar)")
        // The standard appearance's default hairline, black at 30 %, over the blue fill.
        let line = rendered.image.rgba(Self.barPixel.x, Self.hairlineRow)
        #expect(line.r == 0 && line.g == 0 && (178...179).contains(line.b), "\(line)")
        // Just above the bar: the canvas.
        #expect(isCanvas(rendered.image.rgba(Self.barPixel.x, Self.hairlineRow - 1)))
        #expect(!rendered.warnings.contains { $0.contains("tabBar") }, "\(rendered.warnings)")
    }

    @Test func theStyleAloneShowsOnlyOnceContentScrollsUnderTheBar() throws {
        let atRest = try render { tabs(Color.clear.toolbarBackground(Self.blue, for: .tabBar)) }
        #expect(isCanvas(atRest.image.rgba(Self.barPixel.x, Self.barPixel.y)))
        #expect(isCanvas(atRest.image.rgba(Self.barPixel.x, Self.hairlineRow)))
        let scrolling = try render {
            tabs(ScrollView { Color.clear.frame(height: 2000) }.toolbarBackground(Self.blue, for: .tabBar))
        }
        let bar = scrolling.image.rgba(Self.barPixel.x, Self.barPixel.y)
        #expect(bar.r == 0 && bar.g == 0 && bar.b == 255, "\(bar)")
    }

    @Test func scrollContentEndingAboveTheBarLeavesTheBarAtItsScrollEdge() throws {
        let short = try render {
            tabs(ScrollView { Color.clear.frame(height: 300) }.toolbarBackground(Self.blue, for: .tabBar))
        }
        #expect(isCanvas(short.image.rgba(Self.barPixel.x, Self.barPixel.y)))
        #expect(isCanvas(short.image.rgba(Self.barPixel.x, Self.hairlineRow)))
        // A list too short to reach the bar: its grouped background, not the bar's material.
        let list = try render { tabs(List { Text("One"); Text("Two") }) }
        let groupedBackground = list.image.rgba(Self.barPixel.x, Self.barPixel.y)
        #expect(groupedBackground.r == 242 && groupedBackground.g == 242 && groupedBackground.b == 247, "\(groupedBackground)")
    }

    @Test(arguments: [false, true])
    func aHiddenBackgroundDrawsNoBackgroundAndNoHairline(iOS18Name: Bool) throws {
        let rendered = try render {
            tabs(ScrollView { Color.clear.frame(height: 2000) }
                .modifier(HiddenTabBarBackground(iOS18Name: iOS18Name)))
        }
        #expect(isCanvas(rendered.image.rgba(Self.barPixel.x, Self.barPixel.y)))
        #expect(isCanvas(rendered.image.rgba(Self.barPixel.x, Self.hairlineRow)))
    }

    @Test func aDarkBarSchemeGivesALightRenderTheDarkMaterialAndItemColours() throws {
        let rendered = try render(.light) {
            tabs(Color.clear.toolbarBackground(.visible, for: .tabBar).toolbarColorScheme(.dark, for: .tabBar))
        }
        // The dark material's tint (#121212 at 94 %) over the blurred red canvas.
        let bar = rendered.image.rgba(Self.barPixel.x, Self.barPixel.y)
        #expect(abs(bar.r - 32) <= 1 && abs(bar.g - 17) <= 1 && abs(bar.b - 17) <= 1, "\(bar)")
        // The dark hairline (white at 15 %) is lighter than the bar.
        let line = rendered.image.rgba(Self.barPixel.x, Self.hairlineRow)
        #expect(line.g > bar.g + 20, "\(line) over \(bar)")
        // Items in the dark scheme: the tint's dark value selected, the dark grey (#757575) not.
        let symbols = rendered.layout.displayList.allItems.compactMap { item -> DisplaySymbol? in
            if case let .symbol(symbol) = item { return symbol } else { return nil }
        }
        let darkBlue = RGBA(red: 10 / 255, green: 132 / 255, blue: 1)
        #expect(symbols.map(\.paint) == [.color(darkBlue), .color(RGBA(red: 117 / 255, green: 117 / 255, blue: 117 / 255))])
        let root = resolveRenderRoot(environment: EnvironmentValues()) {
            tabs(Color.clear.toolbarColorScheme(.dark, for: .tabBar))
        }
        let tab = try #require(root.tabBar)
        #expect(tab.colorSchemeIsDark)
        // The selected item takes the tint in the bar's scheme: system blue's dark value.
        #expect(tab.tint == darkBlue)
    }

    @Test func theModifiersOfTheSelectedTabApplyThroughANavigationStack() throws {
        let rendered = try render {
            tabs(NavigationStack {
                Color.clear.navigationTitle("Home")
                    .toolbarBackground(Self.blue, for: .tabBar, .navigationBar)
                    .toolbarBackground(.visible, for: .tabBar)
            })
        }
        let bar = rendered.image.rgba(Self.barPixel.x, Self.barPixel.y)
        #expect(bar.r == 0 && bar.g == 0 && bar.b == 255, "\(bar)")
        // The navigation bar's background stays at rest (its visibility was not asked for).
        #expect(isCanvas(rendered.image.rgba(30, 70 * 3)))
        // An unselected tab's modifiers do not reach the bar.
        let unselected = try render {
            TabView {
                Color.clear.tabItem { Label("Home", systemImage: "house") }
                Color.clear.toolbarBackground(Self.blue, for: .tabBar).toolbarBackground(.visible, for: .tabBar)
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
        }
        #expect(isCanvas(unselected.image.rgba(Self.barPixel.x, Self.barPixel.y)))
    }

    @Test func aHiddenTabBarGivesTheTabTheWholeSafeArea() throws {
        let rendered = try render { tabs(Color.blue.toolbar(.hidden, for: .tabBar)) }
        // Still a tab view (a screen), with no bar: no symbol or title is drawn.
        #expect(rendered.layout.tree.nodes.contains { $0.kind == .tabView })
        #expect(rendered.layout.tree.all(.text).isEmpty && rendered.layout.tree.nodes.allSatisfy { $0.kind != .image })
        // The tab's colour runs down to the safe area's bottom (818 pt) with no bar or hairline over
        // it; below, the home-indicator band shows the canvas (a Color view stays in the safe area).
        let content = rendered.image.rgba(Self.barPixel.x, Self.hairlineRow)
        #expect(content.r == 0 && content.b == 255, "\(content)")
        #expect(isCanvas(rendered.image.rgba(Self.barPixel.x, Self.barPixel.y)))
        let text = try render { tabs(Text("Hi").toolbarVisibility(.hidden, for: .tabBar)) }
        let frame = try #require(text.layout.tree.nodes.first { $0.kind == .text }).frame
        // Centred in the safe area 59...818 pt, not in the part above a bar.
        #expect(abs(frame.midY - (59 + 818) / 2) < 0.5, "\(frame)")
    }
}

/// `toolbarBackground(.hidden, for: .tabBar)`, or iOS 18's `toolbarBackgroundVisibility`.
private struct HiddenTabBarBackground: ViewModifier {
    let iOS18Name: Bool
    func body(content: Content) -> some View {
        if iOS18Name {
            content.toolbarBackgroundVisibility(.hidden, for: .tabBar)
        } else {
            content.toolbarBackground(.hidden, for: .tabBar)
        }
    }
}
