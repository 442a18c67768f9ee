import Foundation
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// `Group` of toolbar items, scenes and commands, as apps write them in computed properties.
@MainActor @Suite struct GroupOfOtherContentTests {
    struct Screen {
        var showsReset: Bool
        var resetButton: some ToolbarContent {
            Group {
                if showsReset {
                    ToolbarItem(placement: .topBarLeading) { Button("Today") {} }
                }
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }
    }

    @Test func aGroupOfToolbarItemsListsEachWithItsPlacement() {
        let shown = Screen(showsReset: true).resetButton.toolbarEntries
        #expect(shown.map(\.placement) == [.topBarLeading, .topBarTrailing])
        #expect(Screen(showsReset: false).resetButton.toolbarEntries.map(\.placement) == [.topBarTrailing])
    }

    struct Shelf: App {
        var body: some Scene {
            Group {
                WindowGroup { Text("Shelf") }
            }
            .commands {
                Group { EmptyCommands() }
            }
        }
    }

    @Test func aGroupOfScenesShowsItsFirstWindow() throws {
        let content = try #require(firstWindowContent(of: Shelf().body))
        let texts = try ViewRenderer.layout(RenderRequest(width: 200, scale: 1), fonts: FontLibrary.shared()) { content }
            .tree.all(.text).compactMap(\.detail)
        #expect(texts == ["Shelf"])
    }
}
