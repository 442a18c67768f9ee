import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// LAYOUT-SPEC §12 PotCard and the synthesised tab bar (§10.3).
@MainActor
struct LayoutComponentTests {
    @Test func potCard() throws {
        let capsule = ViewNode.shape(ResolvedShape(kind: .capsule(continuous: true), drawing: .fill(.color(.black), evenOdd: false)))
        let bar = ViewNode.geometryReader(DeferredContent { size in
            V.zstack(align: .leading, capsule.withFrame(height: 6), capsule.withFrame(width: size.width * 0.64, height: 6))
        }).withFrame(height: 6)
        let tile = V.text("🛟", 22).withFrame(width: 48, height: 48)
            .withBackground(V.shape(.roundedRectangle(cornerRadius: 12, continuous: true)))
        let card = V.hstack(spacing: 14, tile,
                            V.vstack(align: .leading, spacing: 4, V.text("Emergency fund", 15), V.text("£640 of £1,000 goal", 12), bar))
            .padded(16).withBackground(V.shape(.roundedRectangle(cornerRadius: 16, continuous: true)))
        let tree = try layout(card, width: 353)
        expectSize(tree.size, 353, 80)
        let stack = try #require(tree.nodes.first { $0.kind == .hstack })
        expectRect(stack.children[0].frame, 16, 16, 48, 48)
        expectRect(stack.children[1].frame, 78, 19.5, 259, 41)
        expectRect(tree.one(.text, "Emergency fund").frame, 78, 19.5, 105, 15)
        expectRect(tree.one(.text, "£640 of £1,000 goal").frame, 78, 38.5, 114, 12)
        expectRect(tree.one(.geometryReader).frame, 78, 54.5, 259, 6)
        let capsules = tree.all(.shape, "capsule")
        #expect(abs(capsules[1].frame.width - 165.76) < 1e-9)
        expectRect(tree.root.children[1].frame, 0, 0, 353, 80)
    }

    @Test func tabViewPutsTheBarAtTheBottom() throws {
        let tint = RGBA(red: 0, green: 0.4, blue: 1)
        let tab = TabBarContent(items: [.init(title: "Home", systemImage: "house.fill"), .init(title: "Cards", systemImage: "creditcard"),
                                        .init(title: "Pay", systemImage: nil), .init(title: "Me", systemImage: "person")],
                                selectedIndex: 0, selectedContent: V.text("Content"), tint: tint,
                                barBackground: nil, barShadow: nil, colorSchemeIsDark: false)
        // Without a safe area (a component render) the bar is 49 pt.
        let plain = try layout(.tabView(tab), width: 393, height: 852)
        expectRect(plain.one(.overlay).frame, 0, 803, 393, 49)
        expectRect(plain.one(.text, "Content").frame, 161.5, 391.5, 70, 20)

        // On an iPhone 16 the TabView fills the screen: the bar reaches down through the 34 pt
        // home-indicator inset and the content gets the safe area between the status bar and the bar.
        let tree = try layout(.tabView(tab), width: 393, height: 852, canvas: Size(393, 852),
                              safeAreaInsets: EdgeInsets(top: 59, bottom: 34))
        expectSize(tree.size, 393, 852)
        expectRect(tree.one(.tabView).frame, 0, 0, 393, 852)
        expectRect(tree.one(.text, "Content").frame, 161.5, 404, 70, 20)
        let bar = tree.one(.overlay)
        expectRect(bar.frame, 0, 769, 393, 83)
        let items = tree.nodes.filter { $0.kind == .flexFrame && $0.frame.minY == 769 && $0.frame.height == 49 }
        #expect(items.map(\.frame.width) == [98.25, 98.25, 98.25, 98.25])
        expectRect(tree.one(.symbol, "house.fill").frame, 37.125, 775.5, 24, 24)

        let list = DisplayList(tree)
        let symbols = list.allItems.compactMap { if case let .symbol(s) = $0 { return s } else { return nil } }
        #expect(symbols.map(\.paint) == [.color(tint), .color(TabBarComposer.unselectedColor), .color(TabBarComposer.unselectedColor)])
        let titles = list.allItems.compactMap { if case let .text(t) = $0, t.text.font.size == 10 { return t.text.string } else { return nil } }
        #expect(titles == ["Home", "Cards", "Pay", "Me"])
        let fills = list.allItems.compactMap { if case let .shape(s) = $0 { return s } else { return nil } }
        #expect(fills.first?.shape.drawing == .fill(.color(BarChrome.lightBackground), evenOdd: false))
        #expect(fills.last?.frame.height == 1 / 3.0)
        #expect(fills.last?.frame.minY == 769)
    }
}
