import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// The card the interaction probes modify: text, a symbol, a button and a field, padded.
struct ProbeCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Quarterly report").font(.headline)
            HStack {
                Image(systemName: "star.fill")
                Text("Starred")
            }
            Button("Open") {}
            TextField("Name", text: .constant("Ada"))
        }
        .padding()
    }
}

/// Expects `modified` to lay out exactly as `plain`: the same nodes, kinds, details, layout and
/// display frames, and the same render notes, at 390 pt wide.
@MainActor
func expectSameLayout<M: View, P: View>(_ modified: M, as plain: P, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let got = try layout(resolveView(modified), width: 390)
    let want = try layout(resolveView(plain), width: 390)
    #expect(placed(got).count > 5, "the probe lays out the card", sourceLocation: sourceLocation)
    #expect(placed(got) == placed(want), sourceLocation: sourceLocation)
    #expect(got.size == want.size, sourceLocation: sourceLocation)
    #expect(got.warnings == want.warnings, sourceLocation: sourceLocation)
}

/// What `expectSameLayout` compares of each laid-out node.
struct PlacedNode: Equatable {
    var kind: NodeKind
    var detail: String?
    var frame: Rect
    var displayFrame: Rect
}

/// Every node of `tree` as `expectSameLayout` compares it, depth first.
func placed(_ tree: LayoutTree) -> [PlacedNode] {
    tree.nodes.map { PlacedNode(kind: $0.kind, detail: $0.detail, frame: $0.frame, displayFrame: $0.displayFrame) }
}
