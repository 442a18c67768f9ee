import Foundation
import Testing
@testable import MockupUI
import SwiftUI

/// Issue 14: `.accessibilityIdentifier(_:)` and `.id(_:)` name a view's own layout node (the tree
/// keeps its shape and frames), show in the text and JSON dumps, and find frames.
@Suite @MainActor struct IdentifierTests {
    private func tree<V: View>(_ view: V) throws -> LayoutTree {
        try layout(resolveView(view), width: 200)
    }

    private var plain: some View {
        HStack(spacing: 8) { Text("Balance"); Color.red.frame(width: 30, height: 10) }
    }

    @Test func identifiersNameTheViewsOwnNode() throws {
        let named = try tree(HStack(spacing: 8) {
            Text("Balance").accessibilityIdentifier("label")
            Color.red.frame(width: 30, height: 10).id("swatch").accessibilityIdentifier("dot")
        })
        let unnamed = try tree(plain)
        #expect(named.nodes.map(\.kind) == unnamed.nodes.map(\.kind))
        #expect(named.nodes.map(\.frame) == unnamed.nodes.map(\.frame))
        #expect(named.node(identifiedBy: "label")?.kind == .text)
        #expect(named.node(identifiedBy: "swatch")?.identifiers == ["swatch", "dot"])
        #expect(named.frame(of: "dot") == unnamed.one(.frame).frame)
        #expect(named.frame(of: "missing") == nil)
    }

    @Test func dumpsShowIdentifiers() throws {
        let named = try tree(Color.red.frame(width: 30, height: 10).id(7))
        let line = named.textDump().split(separator: "\n").first { $0.contains("frame ") }
        #expect(line?.hasSuffix("frame \"30 × 10\" #7 (0, 0, 30, 10) → (0, 0, 30, 10)") == true, "\(named.textDump())")
        let json = named.jsonString().filter { !$0.isWhitespace }
        #expect(json.contains("\"identifiers\":[\"7\"]"), "\(named.jsonString())")
    }
}
