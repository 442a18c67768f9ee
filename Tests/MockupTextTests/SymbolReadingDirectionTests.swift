import Testing
@testable import MockupText

/// Which symbols mirror right to left (docs/SYMBOLS.md, Right to left).
@Suite struct SymbolReadingDirectionTests {
    @Test func namesByReadingDirectionMirror() {
        for name in ["chevron.forward", "chevron.backward.circle.fill", "arrow.up.forward.app", "arrowshape.turn.up.backward",
                     "delete.backward", "text.justify.leading", "sidebar.trailing", "list.bullet", "list.number",
                     "increase.indent"] {
            #expect(SymbolReadingDirection.mirrorsInRightToLeft(name), "\(name)")
        }
    }

    @Test func physicalDirectionsMediaTransportAndObjectsDoNot() {
        for name in ["chevron.right", "arrow.left", "arrow.up", "forward.fill", "backward.end.fill", "goforward.15",
                     "gobackward", "play.fill", "paperplane", "figure.walk", "clock", "text.alignleft"] {
            #expect(!SymbolReadingDirection.mirrorsInRightToLeft(name), "\(name)")
        }
    }
}
