import MockupRaster
import Testing
@testable import MockupUI

/// LAYOUT-SPEC §3.8 worked examples S1–S8 (TestSans, scale 3).
@MainActor
struct LayoutStackTests {
    @Test func s1RedGreenOverflowsItsFrame() throws {
        let tree = try layout(V.hstack(spacing: 0,
                                       V.shape(.rectangle, .init(red: 1, green: 0, blue: 0)).withFlexFrame(maxWidth: 100),
                                       V.rect.withFlexFrame(minWidth: 100))
                                .withFrame(width: 150, height: 100), width: 150, height: 100)
        expectSize(tree.size, 150, 100)
        expectRect(tree.one(.hstack).frame, -12.5, 0, 175, 100)
        let cells = tree.all(.flexFrame)
        expectRect(cells[0].frame, -12.5, 0, 75, 100)
        expectRect(cells[1].frame, 62.5, 0, 100, 100)
    }

    @Test func s2TextThenSpacer() throws {
        let tree = try layout(V.hstack(V.text("Hello"), V.spacer()), width: 300)
        expectSize(tree.size, 300, 20)
        expectRect(tree.one(.text).frame, 0, 0, 50, 20)
        expectRect(tree.one(.spacer).frame, 50, 10, 250, 0)
    }

    @Test func s3LessFlexibleTextGoesFirst() throws {
        let tree = try layout(V.hstack(V.text("aaa bbb ccc ddd"), V.text("eeee")), width: 100)
        expectSize(tree.size, 78, 80)
        expectRect(tree.one(.text, "aaa bbb ccc ddd").frame, 0, 0, 30, 80)
        expectRect(tree.one(.text, "eeee").frame, 38, 30, 40, 20)
    }

    /// A stack of flexible views offered infinity is infinitely wide (it had summed ∞ − ∞ to NaN),
    /// so beside a text it is the more flexible child and takes what the text leaves.
    @Test func aNestedStackOfFlexibleViewsIsTheMostFlexibleChild() throws {
        let tree = try layout(V.hstack(spacing: 0, V.hstack(spacing: 0, V.rect, V.rect), V.text("eeee")), width: 100)
        expectRect(tree.one(.text, "eeee").frame, 60, 0, 40, 20)
        expectRect(tree.all(.hstack)[1].frame, 0, 0, 60, 20)
    }

    @Test func s3LayoutPriorityGroupGetsSpaceFirst() throws {
        let tree = try layout(V.hstack(V.text("aaa bbb ccc ddd").withPriority(1), V.text("eeee")), width: 100)
        expectSize(tree.size, 98, 40)
        expectRect(tree.one(.text, "aaa bbb ccc ddd").frame, 0, 0, 70, 40)
        expectRect(tree.one(.text, "eeee").frame, 78, 0, 20, 40)
    }

    @Test func layoutModifiersResetPriorityOthersForwardIt() throws {
        func longText(_ wrap: (ViewNode) -> ViewNode) throws -> Rect {
            try layout(V.hstack(wrap(V.text("aaa bbb ccc ddd")), V.text("eeee")), width: 100).one(.text, "aaa bbb ccc ddd").frame
        }
        expectRect(try longText { $0.withPriority(1).withFrame() }, 0, 0, 30, 80)
        expectRect(try longText { $0.withPriority(1).padded(0) }, 0, 0, 30, 80)
        expectRect(try longText { $0.withFrame().withPriority(1) }, 0, 0, 70, 40)
        expectRect(try longText { $0.withPriority(1).fixedSized(horizontal: false, vertical: false) }, 0, 0, 70, 40)
        expectRect(try longText { $0.withPriority(1).offsetBy(x: 3) }, 0, 0, 70, 40)
    }

    @Test func s4FourEqualCellsAndTheirPixelEdges() throws {
        let cell = { (label: String) in
            V.vstack(spacing: 6, V.circle.withFrame(width: 46, height: 46), V.text(label, 12)).withFlexFrame(maxWidth: .infinity)
        }
        let tree = try layout(V.hstack(cell("Buy"), cell("Sell"), cell("Send"), cell("Earn")).padded(leading: 20, trailing: 20),
                              width: 393)
        let cells = tree.all(.flexFrame)
        for (cell, x) in zip(cells, [20, 110.25, 200.5, 290.75]) { expectRect(cell.frame, x, 0, 82.25, 64) }
        let third = 1.0 / 3.0
        let snapped: [(Double, Double)] = [(20, 82 + third), (110 + third, 82 + third), (200 + 2 * third, 82), (290 + 2 * third, 82 + third)]
        for (cell, (x, w)) in zip(cells, snapped) { expectRect(cell.displayFrame, x, 0, w, 64) }
    }

    @Test func s5NegativeSpacingOverlapsAvatars() throws {
        let avatar = V.circle.withFrame(width: 56, height: 56)
        let tree = try layout(V.hstack(spacing: -14, avatar, avatar).padded(top: 8, bottom: 8), width: 393)
        expectSize(tree.size, 98, 72)
        expectRect(tree.one(.hstack).frame, 0, 8, 98, 56)
        let avatars = tree.all(.frame)
        expectRect(avatars[0].frame, 0, 8, 56, 56)
        expectRect(avatars[1].frame, 42, 8, 56, 56)
        // B is declared later, so it is painted on top of A.
        let circles = DisplayList(tree).items.compactMap { if case let .shape(s) = $0 { return s.frame.minX } else { return nil } }
        #expect(circles == [0, 42])
    }

    @Test func s6FramedSpacerIsRigidAndKeepsZeroSpacing() throws {
        let tab = { (name: String) in
            V.vstack(V.symbol("house"), V.text(name, 10)).withFlexFrame(maxWidth: .infinity)
        }
        let tree = try layout(V.hstack(tab("Home"), tab("Cards"), V.spacer().withFrame(width: 56), tab("Trade"), tab("Me")),
                              width: 377)
        expectSize(tree.size, 377, tree.size.height)
        let xs = tree.root.children.map(\.frame.minX)
        let widths = tree.root.children.map(\.frame.width)
        for (x, expected) in zip(xs, [0, 84.25, 160.5, 216.5, 300.75]) { #expect(abs(x - expected) < 1e-9) }
        #expect(widths.map { ($0 * 100).rounded() / 100 } == [76.25, 76.25, 56, 76.25, 76.25])
    }

    @Test func framedSpacerStaysRigidWithSpareRoom() throws {
        let tree = try layout(V.hstack(V.text("Hi"), V.spacer().withFrame(width: 56)), width: 500)
        expectRect(tree.one(.frame).frame, 20, 10, 56, 0)
        expectSize(tree.size, 76, 20)
    }

    @Test func s7VStackDefaultSpacingAroundText() throws {
        let bar = V.rect.withFrame(width: 100, height: 30)
        let tree = try layout(V.vstack(bar, V.text("Fat"), bar), width: 300)
        expectSize(tree.size, 100, 94)
        let children = tree.root.children
        expectRect(children[0].frame, 0, 0, 100, 30)
        expectRect(children[1].frame, 35, 36, 30, 20)
        expectRect(children[2].frame, 0, 64, 100, 30)
    }

    @Test func s8CoinbaseAssetRow() throws {
        let icon = V.zstack(V.circle, V.text("B", 18)).withFrame(width: 40, height: 40)
        let leading = V.vstack(align: .leading, spacing: 2, V.text("Bitcoin", 16),
                               V.hstack(spacing: 4, V.text("BTC", 13, tracking: 0.3), V.text("· 0.1842 BTC", 13)))
        let trailing = V.vstack(align: .trailing, spacing: 2, V.text("$67,234.18", 16), V.text("+1.92%", 13))
        let row = V.hstack(spacing: 12, icon, leading, V.spacer(), V.rect.withFrame(width: 56, height: 20), trailing)
            .padded(leading: 16, trailing: 16).withFrame(height: 64)
            .withOverlay(V.rect.withFrame(height: 0.5), alignment: .bottom)
        let tree = try layout(row, width: 393)
        expectSize(tree.size, 393, 64)
        let stack = try #require(tree.nodes.first { $0.kind == .hstack && $0.children.count == 5 })
        expectRect(stack.children[0].frame, 16, 12, 40, 40)
        expectRect(stack.children[1].frame, 68, 16.5, 102 + 1 / 3.0, 31)
        expectRect(stack.children[2].frame, 182 + 1 / 3.0, 32, 34 + 2 / 3.0, 0)
        expectRect(stack.children[3].frame, 229, 22, 56, 20)
        expectRect(stack.children[4].frame, 297, 16.5, 80, 31)
        #expect(abs(tree.one(.text, "+1.92%").frame.minX - 338) < 1e-9)
        expectRect(tree.root.children[1].frame, 0, 63.5, 393, 0.5)
    }
}
