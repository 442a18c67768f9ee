import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// Where the bottom toolbar puts its items on a 393-pt iPhone 16 (16-pt margins): a status item in the
/// centre of the bar whatever else it holds, the items declared after it at the trailing margin and
/// those before it at the leading one; items with a `Spacer` between them at the two margins; a
/// lone item centred. Keyboard items draw nothing; bottom bar buttons take the tint around them.
@MainActor @Suite struct BottomBarLayoutTests {
    private func render(_ view: some View) throws -> LaidOutView {
        try ViewRenderer.render(RenderRequest(device: .iPhone16, background: .white), fonts: FontLibrary.shared()) { view }.layout
    }

    private func item(_ id: String, width: Double = 30) -> some View {
        Color.red.frame(width: width, height: 30).accessibilityIdentifier(id)
    }

    @Test func aStatusItemIsCentredWithTheItemDeclaredAfterItAtTheTrailingMargin() throws {
        let tree = try render(NavigationStack {
            Text("x").toolbar {
                ToolbarItem(placement: .status) { item("status", width: 81) }
                ToolbarItem(placement: .bottomBar) { item("compose") }
            }
        }).tree
        let status = try #require(tree.frame(of: "status")), compose = try #require(tree.frame(of: "compose"))
        #expect(status.minX == 156 && status.maxX == 237)
        #expect(compose.minX == 347 && compose.maxX == 377)
        #expect(compose.midY == status.midY)
    }

    @Test func theItemsBeforeAStatusItemStartAtTheLeadingMargin() throws {
        let tree = try render(NavigationStack {
            Text("x").toolbar {
                ToolbarItem(placement: .bottomBar) { item("folder") }
                ToolbarItem(placement: .status) { item("status", width: 81) }
                ToolbarItem(placement: .bottomBar) { item("compose", width: 50) }
            }
        }).tree
        #expect(tree.frame(of: "folder")?.minX == 16)
        #expect(tree.frame(of: "status")?.minX == 156)
        #expect(tree.frame(of: "compose")?.maxX == 377)
    }

    @Test func aSpacerInAGroupPutsItsItemsAtTheTwoMargins() throws {
        let tree = try render(NavigationStack {
            Text("x").toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    item("folder")
                    Spacer()
                    item("compose")
                }
            }
        }).tree
        #expect(tree.frame(of: "folder")?.minX == 16)
        #expect(tree.frame(of: "compose")?.maxX == 377)
    }

    @Test func aLoneBottomBarItemIsCentred() throws {
        let tree = try render(NavigationStack {
            Text("x").toolbar { ToolbarItem(placement: .bottomBar) { item("only", width: 41) } }
        }).tree
        #expect(tree.frame(of: "only")?.minX == 176)
    }

    @Test func aKeyboardItemDrawsNothingAndMakesNoBottomBar() throws {
        let keyboard = try render(NavigationStack {
            Color.blue.accessibilityIdentifier("content")
                .toolbar { ToolbarItem(placement: .keyboard) { item("key") } }
        }).tree
        let plain = try render(NavigationStack { Color.blue.accessibilityIdentifier("content") }).tree
        #expect(keyboard.frame(of: "key") == nil)
        #expect(keyboard.frame(of: "content") == plain.frame(of: "content"))
    }

    @Test func aBottomBarButtonTakesTheTintAroundItsToolbar() throws {
        func paint(_ tint: Color?) throws -> ResolvedPaint? {
            let laid = try render(NavigationStack {
                Text("x")
                    .toolbar { ToolbarItem(placement: .bottomBar) { Button {} label: { Image(systemName: "square.and.pencil") } } }
                    .tint(tint)
            })
            return laid.displayList.allItems.lazy.compactMap { item -> ResolvedPaint? in
                if case .symbol(let symbol) = item, symbol.name == "square.and.pencil" { return symbol.paint }
                return nil
            }.first
        }
        #expect(try paint(Color(red: 0.9, green: 0.7, blue: 0)) == .color(RGBA(red: 0.9, green: 0.7, blue: 0)))
        #expect(try paint(nil) == .color(RGBA(r8: 0, 122, 255)))
    }
}
