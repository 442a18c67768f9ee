import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// `headerProminence(.increased)` and `badgeProminence(_:)` in lists (docs/CONTROLS.md, [L6], [L11]).
/// Frames are exact with TestSans on a 393-pt-wide list.
@MainActor @Suite struct ListProminenceTests {
    func tree<V: View>(_ view: V) throws -> LayoutTree {
        try layout(resolveView(view), width: 393, height: 700)
    }

    func text(_ tree: LayoutTree, _ string: String) -> Rect? { tree.all(.text).first { $0.detail == string }?.frame }

    // MARK: Header prominence

    @Test func anIncreasedHeaderIsATitle3SemiboldLabel3PointsInFromTheCard() throws {
        let list = List {
            Section { Text("Row") } header: { Text("Latest") }
                .headerProminence(.increased)
        }
        .listStyle(.insetGrouped)
        let dump = nodeTree(resolveView(list))
        #expect(dump.contains("text \"Latest\" system(default) 20 semibold #000000"), "not uppercased, label colour")
        #expect(!dump.contains("LATEST"))
        let laid = try tree(list)
        let header = try #require(text(laid, "Latest")), row = try #require(text(laid, "Row"))
        #expect(header.minX == 16 + 3, "3 pt in from the card's edge")
        #expect(header.minY == 20 - 17 + 8, "8 pt of margin where the grouped header has 17")
        let card = try #require(laid.all(.shape).first { $0.frame.height == 44 && $0.frame.minY < row.midY && $0.frame.maxY > row.midY })
        #expect(card.frame.minY == header.maxY + 11, "11 pt below the header")
    }

    @Test func aListsProminenceReachesItsSectionsAndASectionsOwnWins() throws {
        let list = List {
            Section("Pinned") { Text("A") }
            Section("Other") { Text("B") }.headerProminence(.standard)
        }
        .headerProminence(.increased)
        let dump = nodeTree(resolveView(list))
        #expect(dump.contains("text \"Pinned\" system(default) 20 semibold #000000"))
        #expect(dump.contains("OTHER"), "the section's .standard keeps the grouped header")
    }

    @Test(arguments: [ListLayoutKind.grouped, .plain])
    func otherStylesKeepTheirHeaders(layout: ListLayoutKind) throws {
        let list = List { Section("Latest") { Text("Row") } }
            .headerProminence(.increased)
            .controlEnvironment { $0.listStyle = layout == .plain ? PlainListStyle() as any ListStyle : GroupedListStyle() }
        let dump = nodeTree(resolveView(list))
        #expect(!dump.contains("\"Latest\" system(default) 20 semibold"), "UIKit has a prominent header for inset grouped lists only")
        #expect(!dump.contains("unsupported"))
    }

    // MARK: Badge prominence

    private func renderedBadge(_ prominence: BadgeProminence) throws -> (image: PixelImage, badge: Rect, white: Bool) {
        let request = RenderRequest(width: 393, scale: 1, background: RGBA(red: 255, green: 255, blue: 255))
        let rendered = try ViewRenderer.render(request, fonts: FontLibrary.shared()) {
            List { Text("Inbox").badge(3) }
                .badgeProminence(prominence)
                .frame(height: 120)
        }
        let badge = try #require(rendered.layout.tree.all(.text).first { $0.detail == "3" }?.frame)
        let white = DisplayList(rendered.layout.tree).allItems.contains {
            if case let .text(t) = $0 { return t.text.string == "3" && t.text.paint == .color(.white) } else { return false }
        }
        return (rendered.image, badge, white)
    }

    @Test func anIncreasedBadgeIsWhiteOnARedPlatter() throws {
        let (image, badge, white) = try renderedBadge(.increased)
        #expect(white)
        let platter = image[Int(badge.minX) - 4, Int(badge.midY)]
        #expect(platter.red == 255 && platter.green == 59 && platter.blue == 48, "system red: \(platter)")
        let inside = image[393 - 16 - 20 - 3, Int(badge.midY)], outside = image[393 - 16 - 20 + 1, Int(badge.midY)]
        #expect(inside.red == 255 && inside.green == 59 && outside.green == 255, "the platter ends at the row's trailing inset: \(inside) \(outside)")
    }

    @Test(arguments: [BadgeProminence.decreased, .standard])
    func otherBadgesArePlainSecondaryText(prominence: BadgeProminence) throws {
        let (image, badge, white) = try renderedBadge(prominence)
        #expect(!white)
        let beside = image[Int(badge.minX) - 4, Int(badge.midY)]
        #expect(beside.red == 255 && beside.green == 255 && beside.blue == 255, "no platter: \(beside)")
        #expect(badge.maxX == 393 - 16 - 20)
    }
}
