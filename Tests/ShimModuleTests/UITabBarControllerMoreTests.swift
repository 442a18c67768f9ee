import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI
@testable import SwiftUI

/// A UIKit tab bar controller as an app sets one up: hosting controllers with their tab bar items,
/// wrapped for SwiftUI.
private struct MainTabs: UIViewControllerRepresentable {
    var count = 7
    var selectsMoreList = false
    var selectedIndex = 0
    var customizable = true

    func makeUIViewController(context: Context) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = (1...count).map { index in
            let page = UIHostingController(rootView: Text("Page \(index)"))
            page.title = "Page \(index)"
            page.tabBarItem = UITabBarItem(title: "Tab \(index)", image: UIImage(systemName: "\(index).circle"), tag: index)
            return page
        }
        if !customizable { tabs.customizableViewControllers = [] }
        if selectsMoreList {
            tabs.selectedViewController = tabs.moreNavigationController
        } else {
            tabs.selectedIndex = selectedIndex
        }
        return tabs
    }

    func updateUIViewController(_ uiViewController: UITabBarController, context: Context) {}
}

@MainActor @Suite struct UITabBarControllerMoreTests {
    private func render(_ view: some View) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(device: .iPhone16, background: .white), fonts: FontLibrary.shared()) { view }
    }

    /// The texts in the iPhone 16's tab bar, left to right.
    private func barTitles(_ rendered: RenderedView) -> [String] {
        rendered.layout.tree.nodes.filter { $0.kind == .text && $0.frame.minY >= 852 - 34 - 49 && $0.frame.maxY <= 852 - 34 }
            .sorted { $0.frame.minX < $1.frame.minX }.compactMap(\.detail)
    }

    @Test func theControllerKeepsUIKitsSelectionRules() {
        let tabs = UITabBarController()
        let pages = (1...6).map { _ in UIViewController() }
        tabs.viewControllers = pages
        #expect(tabs.customizableViewControllers?.count == 6, "setting the controllers makes all customizable")
        #expect(!(tabs.viewControllers ?? []).contains { $0 === tabs.moreNavigationController })
        tabs.selectedIndex = 5
        #expect(tabs.selectedViewController === pages[5], "a controller behind More can be selected")
        tabs.selectedViewController = tabs.moreNavigationController
        #expect(tabs.selectedIndex == NSNotFound && tabs.selectedViewController === tabs.moreNavigationController)
        tabs.selectedViewController = pages[2]
        #expect(tabs.selectedIndex == 2)
        let more = UITabBarItem(tabBarSystemItem: .more, tag: 9)
        more.title = "Other"
        #expect(more.title == "More" && more.image?.systemSymbolName == "ellipsis" && more.tag == 9)
        let page = UIViewController()
        page.title = "Inbox"
        #expect(page.tabBarItem.title == "Inbox" && page.tabBarItem.image == nil)
        page.title = "Mail"
        #expect(page.tabBarItem.title == "Mail", "the title set last wins")
    }

    @Test func sevenControllersShowFourItemsAndMore() throws {
        let rendered = try render(MainTabs())
        #expect(barTitles(rendered) == ["Tab 1", "Tab 2", "Tab 3", "Tab 4", "More"])
        let tree = rendered.layout.tree
        #expect(tree.all(.text, "Page 1").count == 1)
        // UIKit draws the images as given: no `.fill`.
        #expect(tree.all(.symbol, "1.circle").count == 1 && tree.all(.symbol, "ellipsis").count == 1)
    }

    @Test func theMoreListListsTheRestWithAnEditButton() throws {
        let rendered = try render(MainTabs(selectsMoreList: true))
        let tree = rendered.layout.tree
        let rows = tree.all(.text).filter { ($0.detail ?? "").hasPrefix("Tab ") && $0.frame.maxY < 700 }.compactMap(\.detail)
        #expect(rows == ["Tab 5", "Tab 6", "Tab 7"])
        #expect(tree.all(.text, "Edit").count == 1)
        #expect(tree.all(.text).filter { ($0.detail ?? "").hasPrefix("Page") }.isEmpty)
        let fixed = try render(MainTabs(selectsMoreList: true, customizable: false))
        #expect(fixed.layout.tree.all(.text, "Edit").isEmpty, "nothing to rearrange: no Edit button")
    }

    @Test func aControllerBehindMoreIsPushedUnderItsTitle() throws {
        let rendered = try render(MainTabs(selectedIndex: 5))
        let tree = rendered.layout.tree
        #expect(tree.all(.text, "Page 6").count == 2, "the content and the inline title")
        let title = try #require(tree.all(.text, "Page 6").first { $0.frame.maxY < 200 })
        #expect(abs(title.frame.midX - 393.0 / 2) < 0.5)
        #expect(tree.all(.text, "More").count == 2, "the back button and the item")
    }

    @Test func fiveControllersAreFiveItems() throws {
        #expect(barTitles(try render(MainTabs(count: 5))) == ["Tab 1", "Tab 2", "Tab 3", "Tab 4", "Tab 5"])
    }
}
