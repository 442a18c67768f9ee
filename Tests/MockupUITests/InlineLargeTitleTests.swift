import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// `toolbarTitleDisplayMode(.inlineLarge)` (iOS 17): the large title in the bar's row, beside the
/// trailing items; the leading items go to an overflow menu, as Apple documents the mode.
@MainActor
struct InlineLargeTitleTests {
    private func texts<V: View>(_ makeView: () -> V) throws -> [DisplayText] {
        try ViewRenderer.render(RenderRequest(width: 393, height: 300), fonts: FontLibrary.shared(), makeView).layout.displayList.items.texts
    }

    private func screen(_ mode: ToolbarTitleDisplayMode) -> some View {
        NavigationStack {
            List { Text("Row") }
                .navigationTitle("Search")
                .toolbarTitleDisplayMode(mode)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                }
        }
    }

    @Test func theLargeTitleSharesTheRowWithTheTrailingItems() throws {
        let inlineLarge = try texts { screen(.inlineLarge) }
        let title = try #require(inlineLarge.first { $0.text.string == "Search" })
        let add = try #require(inlineLarge.first { $0.text.string == "Add" })
        #expect(title.text.font.size == 34 && title.frame.minX == 16)
        #expect(title.frame.maxY <= 52 && abs(add.frame.midY - title.frame.midY) < 4, "one row: \(title.frame), \(add.frame)")
        #expect(!inlineLarge.contains { $0.text.string == "Edit" }, "the leading item is in the overflow menu")
        // `.large` keeps the 44-pt row for the items and the title in the row below it.
        let large = try texts { screen(.large) }
        let largeTitle = try #require(large.first { $0.text.string == "Search" })
        #expect(largeTitle.frame.minY >= 44 && large.contains { $0.text.string == "Edit" })
    }
}
