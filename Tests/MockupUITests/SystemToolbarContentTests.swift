import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// The toolbar content the system provides: a title menu and a default item add nothing to the
/// bars at rest; `toolbar(removing: .title)` takes the title out of the bar but not out of the
/// back button of a screen pushed over it.
@MainActor @Suite(.serialized) struct SystemToolbarContentTests {
    private func tree<V: View>(_ view: @escaping () -> V) throws -> LayoutTree {
        try ViewRenderer.render(RenderRequest(device: .iPhone16, background: .white), fonts: FontLibrary.shared(), view)
            .layout.tree
    }

    @Test func aTitleMenuAndADefaultItemLeaveTheBarsAsTheyWere() throws {
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
                        ToolbarTitleMenu { Button("Rename") {}; Button("Duplicate") {} }
                        ToolbarTitleMenu()
                        DefaultToolbarItem(kind: .search, placement: .bottomBar)
                        DefaultToolbarItem(kind: .title)
                    }
            }
        }
        #expect(withSystemItems.all(.text, "Rename").isEmpty)
        #expect(withSystemItems.all(.text).map(\.frame) == plain.all(.text).map(\.frame))
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
