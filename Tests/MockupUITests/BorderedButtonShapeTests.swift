import Foundation
import SwiftUI
import Testing
@testable import MockupUI

/// `.buttonBorderShape(.circle)` on bordered buttons: a square hugging its circle at every control
/// size, the label padded by the size's vertical inset all round.
@MainActor @Suite struct BorderedButtonShapeTests {
    @Test func aCircleButtonIsASquareAroundItsCircle() throws {
        let insets: [(ControlSize, Double)] = [(.mini, 3), (.small, 5), (.regular, 7), (.large, 14)]
        for (size, inset) in insets {
            let button = Button {} label: { Label("Listen", systemImage: "speaker.wave.2.fill") }
                .buttonStyle(.bordered).buttonBorderShape(.circle).labelStyle(.iconOnly).controlSize(size)
            let laid = try layout(resolveView(button))
            let symbol = laid.one(.symbol, "speaker.wave.2.fill").frame
            let side = max(symbol.width, symbol.height) + 2 * inset
            expectSize(laid.root.frame.size, side, side)
            let circle = try #require(laid.all(.shape).first)
            expectRect(circle.frame, 0, 0, side, side)
            #expect(abs(symbol.midX - side / 2) < 1e-6 && abs(symbol.midY - side / 2) < 1e-6, "\(size): the glyph in the centre")
        }
    }

    @Test func otherShapesKeepTheWiderSideInsets() throws {
        let button = Button {} label: { Image(systemName: "plus") }.buttonStyle(.bordered).buttonBorderShape(.capsule)
        let laid = try layout(resolveView(button))
        let symbol = laid.one(.symbol, "plus").frame
        expectSize(laid.root.frame.size, symbol.width + 24, symbol.height + 14)
    }
}
