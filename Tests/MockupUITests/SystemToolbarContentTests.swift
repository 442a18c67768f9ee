import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// The toolbar content the system provides: a default item adds nothing to the bars at rest, a
/// title menu its indicator after an inline title; `toolbar(removing: .title)` takes the title out
/// of the bar but not out of the back button of a screen pushed over it.
@MainActor @Suite(.serialized) struct SystemToolbarContentTests {
    private func tree<V: View>(_ view: @escaping () -> V) throws -> LayoutTree {
        try ViewRenderer.render(RenderRequest(device: .iPhone16, background: .white), fonts: FontLibrary.shared(), view)
            .layout.tree
    }

    @Test func aDefaultItemLeavesTheBarsAsTheyWere() throws {
        let plain = try tree {
            NavigationStack {
                Text("List").navigationTitle("Groceries").navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
            }
        }
        let withSystemItems = try tree {
            NavigationStack {
                Text("List").navigationTitle("Groceries").navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                        DefaultToolbarItem(kind: .search, placement: .bottomBar)
                        DefaultToolbarItem(kind: .title)
                    }
            }
        }
        #expect(withSystemItems.all(.text).map(\.frame) == plain.all(.text).map(\.frame))
    }

    /// A title menu (the modifier or the toolbar content) shows UIKit's indicator 6 pt after the
    /// inline title, the two centred in the bar together; its actions show only once it is opened.
    @Test func aTitleMenuPutsItsIndicatorAfterTheInlineTitle() throws {
        let modifier = try tree {
            NavigationStack {
                Text("List").navigationTitle("Groceries").navigationBarTitleDisplayMode(.inline)
                    .toolbarTitleMenu { Button("Rename") {} }
            }
        }
        let content = try tree {
            NavigationStack {
                Text("List").navigationTitle("Groceries").navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarTitleMenu { Button("Rename") {}; Button("Duplicate") {} } }
            }
        }
        for laid in [modifier, content] {
            #expect(laid.all(.text, "Rename").isEmpty)
            let title = laid.one(.text, "Groceries").frame
            let indicator = try #require(laid.all(.symbol).first { $0.detail?.contains("chevron.down.circle.fill") == true }?.frame)
            #expect(abs(indicator.minX - title.maxX - 6) < 1e-6, "\(title) \(indicator)")
            #expect(abs(indicator.midY - title.midY) < 0.5)
            #expect(abs((title.minX + indicator.maxX) / 2 - 393 / 2) < 0.5, "centred together")
        }
        let large = try tree {
            NavigationStack { Text("List").navigationTitle("Groceries").toolbarTitleMenu { Button("Rename") {} } }
        }
        #expect(!large.all(.symbol).contains { $0.detail?.contains("chevron.down.circle.fill") == true },
                "a large title draws no indicator")
    }

    /// Toolbar items take the environment of the view their `.toolbar` is declared on: a tint applied
    /// after it, inside the stack, tints their buttons; without one they keep the system blue.
    @Test func toolbarItemsTakeTheTintAroundTheirToolbar() throws {
        func paint(_ tint: Color?) throws -> ResolvedPaint? {
            let laid = try ViewRenderer.render(RenderRequest(device: .iPhone16, background: .white), fonts: FontLibrary.shared()) {
                NavigationStack {
                    Text("Body").navigationTitle("Edit").navigationBarTitleDisplayMode(.inline)
                        .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Save") {} } }
                        .tint(tint)
                }
            }
            return laid.layout.displayList.allItems.lazy.compactMap { item -> ResolvedPaint? in
                if case .text(let text) = item, text.text.string == "Save" { return text.text.paint }
                return nil
            }.first
        }
        #expect(try paint(Color(red: 0, green: 0.5, blue: 0)) == .color(RGBA(red: 0, green: 0.5, blue: 0)))
        #expect(try paint(nil) == .color(RGBA(r8: 0, 122, 255)))
    }

    /// A toggle style set outside the navigation stack reaches the toolbar items of its screens, as
    /// SwiftUI gives toolbar content the declaring view's environment: the bottom bar's toggle is an
    /// icon button, not a 51 × 31 switch. Without the style the switch is there.
    @Test func aToggleStyleAroundTheStackReachesItsBottomBarToggles() throws {
        func compose() -> some View {
            NavigationStack {
                Text("Draft").navigationTitle("Compose").navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) { Toggle(isOn: .constant(true)) { Image(systemName: "bold") } }
                    }
            }
        }
        func switches(_ styled: Bool) throws -> Int {
            let laid = styled ? try tree { compose().toggleStyle(.button) } : try tree { compose() }
            return laid.nodes.filter { abs($0.frame.width - 51) < 1e-3 && abs($0.frame.height - 31) < 1e-3 }.count
        }
        #expect(try switches(false) > 0)
        #expect(try switches(true) == 0)
    }

    /// `navigationBarItems(trailing:)` items take the environment around them as `.toolbar` items do.
    @Test func navigationBarItemsTakeTheTintAroundThem() throws {
        let laid = try ViewRenderer.render(RenderRequest(device: .iPhone16, background: .white), fonts: FontLibrary.shared()) {
            NavigationStack {
                Text("Body").navigationTitle("Edit").navigationBarTitleDisplayMode(.inline)
                    .navigationBarItems(trailing: Button("Save") {})
            }
            .tint(Color(red: 0, green: 0.5, blue: 0))
        }
        let paint = laid.layout.displayList.allItems.lazy.compactMap { item -> ResolvedPaint? in
            if case .text(let text) = item, text.text.string == "Save" { return text.text.paint }
            return nil
        }.first
        #expect(paint == .color(RGBA(red: 0, green: 0.5, blue: 0)))
    }

    @Test func removingTheTitleKeepsItForTheBackButton() throws {
        let root = try tree {
            NavigationStack { Text("Mail list").navigationTitle("Mail").toolbar(removing: .title) }
        }
        #expect(root.all(.text, "Mail").isEmpty && root.all(.text, "Mail list").count == 1)
        let pushed = try tree {
            NavigationStack(path: .constant([1])) {
                Text("Mail list").navigationTitle("Mail").toolbar(removing: .title)
                    .navigationDestination(for: Int.self) { _ in Text("Message") }
            }
        }
        #expect(pushed.all(.text, "Mail").count == 1 && pushed.all(.text, "Message").count == 1)
        #expect(try #require(pushed.all(.text, "Mail").first).frame.midY < 103)
    }
}
