import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// `TextEditor`: its text inset by `UITextView`'s insets and, as a scrollable view, by the content
/// margins set for scroll content.
@MainActor @Suite struct TextEditorTests {
    func textFrame(_ view: some View) throws -> Rect {
        let tree = try layout(resolveView(view), width: 393, height: 300)
        return try #require(tree.all(.text).first { $0.detail == "Notes" }?.frame)
    }

    @Test func theTextSitsInsideTheTextContainerInsets() throws {
        let text = try textFrame(TextEditor(text: .constant("Notes")))
        #expect(text.minX == 5 && text.minY == 8, "\(text)")
    }

    @Test func scrollContentMarginsInsetTheTextFurther() throws {
        let text = try textFrame(TextEditor(text: .constant("Notes")).contentMargins(.horizontal, 16, for: .scrollContent))
        #expect(text.minX == 21 && text.minY == 8, "\(text)")
        let indicators = try textFrame(TextEditor(text: .constant("Notes")).contentMargins(.horizontal, 16, for: .scrollIndicators))
        #expect(indicators.minX == 5, "the indicators' margins leave the text where it was")
    }
}
