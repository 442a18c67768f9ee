import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import CryptoComScenes
@testable import MonzoScenes
@testable import MatchScenes

/// DSLControlsAndEffectsTests's cases, run on the guides' own components.
@MainActor @Suite struct GuideControlsTests {
    @Test func plainAndCustomStylesDrawTheLabelAsIs() {
        #expect(nodeTree(resolveView(MonzoPrimaryButton(title: "Pay") {})) == """
        background(center)
          padding(15, 0, 15, 0)
            flexFrame(maxW: inf, center)
              text "Pay" Inter-Bold 16 #FFFFFF
          shape roundedRectangle(14) fill #FF3464
        """)
        // PressableScale: unpressed, so scale 1 and opacity 1.
        #expect(nodeTree(resolveView(CryptoPrimaryButton(title: "Buy") {})).hasPrefix("""
        effect opacity(1)
          effect scale(1, 1)
            background(center)
              frame(w: nil, h: 52, center)
        """))
    }

    @Test func optionalOverlayAndStrokeBorder() {
        let bordered = nodeTree(resolveView(DockButton(systemName: "xmark", size: 56, tint: .matchDarkTextSecondary) {}))
        #expect(bordered.contains("shape circle strokeBorder #322C2C w1 butt miter"))
        #expect(bordered.contains("symbol xmark system(default) 23.52 bold #A89E9E"))
        let plain = nodeTree(resolveView(DockButton(systemName: "heart.fill", size: 56, tint: .white,
                                                    fill: .matchRedBright, bordered: false) {}))
        #expect(!plain.contains("strokeBorder"))
        #expect(plain.contains("overlay(center)"))
    }

    @Test func potCardProgressUsesTheReaderWidth() {
        let card = PotCard(emoji: "🏝️", name: "Holiday", saved: "£640", goal: "£1,000", progress: 0.64)
        let text = nodeTree(resolveView(card), geometrySize: Size(200, 6))
        #expect(text.contains("""
                frame(w: nil, h: 6, center)
                  geometryReader @200x6
                    zstack(leading)
                      frame(w: nil, h: 6, center)
                        shape capsule fill #243A57
                      frame(w: 128, h: 6, center)
                        shape capsule fill #5CE0C4
        """))
    }
}
