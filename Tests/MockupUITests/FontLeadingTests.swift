import Foundation
import MockupText
import Testing
@testable import MockupUI

/// `Font.leading(_:)`: a system font's lines 2 pt closer (tight) or further apart (loose), as Apple
/// documents for iOS; other fonts keep their line height.
@MainActor @Suite struct FontLeadingTests {
    private func height(_ font: Font) throws -> Double {
        let laid = try ViewRenderer.layout(RenderRequest(width: 300, scale: 3), fonts: FontLibrary.shared()) {
            Text("First line\nSecond line").font(font)
        }
        return try #require(laid.tree.all(.text).first).frame.height
    }

    @Test func tightAndLooseMoveEachLineOfASystemFontByTwoPoints() throws {
        #expect(try height(.body) == 44, "two 22-pt body lines")
        #expect(try height(.body.leading(.tight)) == 40)
        #expect(try height(.body.leading(.loose)) == 48)
        #expect(try height(.body.leading(.tight).leading(.standard)) == 44)
        let sized = try height(.system(size: 20))
        #expect(abs(try height(.system(size: 20, weight: .bold).leading(.loose)) - (sized + 4)) < 1e-9)
    }

    @Test func otherFontsKeepTheirLineHeight() throws {
        let inter = Font.custom("Inter-Regular", size: 17)
        #expect(try height(inter.leading(.tight)) == height(inter))
    }
}
