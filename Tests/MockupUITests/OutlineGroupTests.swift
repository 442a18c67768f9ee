import Foundation
import MockupText
import Testing
@testable import MockupUI

/// `OutlineGroup` and `List(_:children:)`: the top level as rows, elements with children as
/// collapsed disclosure rows.
@MainActor @Suite struct OutlineGroupTests {
    struct Item: Identifiable {
        let name: String
        var children: [Item]?
        var id: String { name }
    }

    static let tree = [
        Item(name: "Documents", children: [Item(name: "Report"), Item(name: "Budget")]),
        Item(name: "Notes"),
        Item(name: "Photos", children: []),
    ]

    private func texts(_ node: ViewNode) -> [String] {
        (node.resolvedText.map { [$0.string] } ?? []) + node.children.flatMap(texts)
    }

    @Test func topLevelRowsWithCollapsedParents() throws {
        let outline = OutlineGroup(Self.tree, children: \.children) { Text($0.name) }
        #expect(texts(resolveView(outline)) == ["Documents", "Notes", "Photos"])
        let root = OutlineGroup(Self.tree[0], children: \.children) { Text($0.name) }
        #expect(texts(resolveView(root)) == ["Documents"])
        let byName = OutlineGroup(Self.tree, id: \.name, children: \.children) { Text($0.name) }
        #expect(texts(resolveView(byName)) == ["Documents", "Notes", "Photos"])
    }

    @Test func aListOfATreeHasOneRowPerTopLevelElement() throws {
        let laidOut = try ViewRenderer.layout(RenderRequest(width: 393, height: 300, scale: 1), fonts: FontLibrary.shared()) {
            List(Self.tree, children: \.children) { Label($0.name, systemImage: "folder") }
        }
        let rendered = try ViewRenderer.rasterize(laidOut, fonts: FontLibrary.shared())
        try rendered.image.writeForInspection("outline-list")
        let names = laidOut.tree.all(.text)
        #expect(names.map(\.detail) == ["Documents", "Notes", "Photos"])
        // One 44-pt row each, the separator inside the row (CONTROLS.md: list rows, [S7]).
        #expect(abs(names[1].frame.midY - names[0].frame.midY - 44) < 1e-9)
        #expect(abs(names[2].frame.midY - names[1].frame.midY - 44) < 1e-9)
        #expect(laidOut.tree.all(.symbol).map(\.detail) == ["folder", "chevron.forward", "folder", "folder", "chevron.forward"])
    }
}
