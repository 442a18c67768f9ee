import MockupRaster
import Testing
@testable import MockupUI

/// LAYOUT-SPEC §4.3 (F1–F5) and §5 (P1–P2).
@MainActor
struct LayoutFrameTests {
    @Test func f1MaxWidthFrameAlignsItsText() throws {
        for (alignment, x) in [(Alignment.leading, 0.0), (.center, 125), (.trailing, 250)] {
            let tree = try layout(V.text("Hello").withFlexFrame(maxWidth: .infinity, alignment: alignment), width: 300)
            expectSize(tree.size, 300, 20)
            expectRect(tree.one(.text).frame, x, 0, 50, 20)
        }
        expectSize(try layout(V.text("Hello").withFlexFrame(maxWidth: .infinity)).size, 50, 20)
        // A zero proposal gets the child's minimum: one grapheme per line.
        expectSize(try layout(V.text("Hello").withFlexFrame(maxWidth: .infinity), width: 0).size, 10, 100)
    }

    @Test func f2PrimaryButton() throws {
        let button = V.text("Buy").withFlexFrame(maxWidth: .infinity).withFrame(height: 48)
            .withBackground(V.shape(.roundedRectangle(cornerRadius: 12, continuous: true)))
        let tree = try layout(button, width: 353)
        expectSize(tree.size, 353, 48)
        expectRect(tree.one(.flexFrame).frame, 0, 14, 353, 20)
        expectRect(tree.one(.text).frame, 161.5, 14, 30, 20)
        expectRect(tree.one(.shape).frame, 0, 0, 353, 48)
    }

    @Test func f3MinWidthFrame() throws {
        let view = V.text("Hello").padded().withFlexFrame(minWidth: 150)
        expectSize(try layout(view, width: 300).one(.padding).frame.size, 82, 52)
        for width in [300.0, 80] { expectSize(try layout(view, width: width).size, 150, 52) }
        expectSize(try layout(view).size, 150, 52)
    }

    @Test func f4MaxWidthClampsTheProposal() throws {
        expectSize(try layout(V.rect.withFlexFrame(maxWidth: 100), width: 300, height: 40).size, 100, 40)
        expectSize(try layout(V.rect.withFlexFrame(maxWidth: 100), width: 60, height: 40).size, 60, 40)
    }

    @Test func f5FixedWidthOnAVStack() throws {
        let coin = V.vstack(V.text("Emergency fund pot", 12), V.text("£640", 12)).withFrame(width: 96)
        let tree = try layout(coin, width: 393)
        expectSize(tree.size, 96, 36)
        expectRect(tree.one(.text, "Emergency fund pot").frame, 6, 0, 84, 24)
        expectRect(tree.one(.text, "£640").frame, 36, 24, 24, 12)
    }

    @Test func flexFrameIdealSizing() throws {
        // Unspecified proposal: the ideal replaces it.
        expectSize(try layout(V.rect.withFlexFrame(idealWidth: 70, maxWidth: 200)).size, 70, 10)
        // iOS 17 placement: a text in a min/max frame sized from a nil proposal is re-proposed nil.
        let tree = try layout(V.text("Hello world").withFlexFrame(minWidth: 20, maxWidth: 300))
        expectRect(tree.one(.text).frame, 0, 0, 110, 20)
    }

    @Test func invalidFrameLengthsAreIgnoredWithAWarning() throws {
        let tree = try layout(V.text("Hi").withFrame(width: -5), width: 300)
        expectSize(tree.size, 20, 20)
        #expect(tree.warnings.contains { $0.contains("invalid frame width") })
    }

    @Test func p1DefaultPadding() throws {
        let tree = try layout(V.text("Hi").padded(), width: 300)
        expectSize(tree.size, 52, 52)
        expectRect(tree.one(.text).frame, 16, 16, 20, 20)
    }

    @Test func p2CapsuleButton() throws {
        let view = V.text("Send a Message", 16).withFlexFrame(maxWidth: .infinity).padded(top: 15, bottom: 15)
            .withBackground(V.shape(.capsule(continuous: true)))
        let tree = try layout(view, width: 313)
        expectSize(tree.size, 313, 46)
        let shapes = DisplayList(tree).items.compactMap { if case let .shape(s) = $0 { return s } else { return nil } }
        #expect(shapes.first?.outline == .roundedRect(Rect(x: 0, y: 0, width: 313, height: 46), cornerRadius: 23, continuous: false))
    }
}
