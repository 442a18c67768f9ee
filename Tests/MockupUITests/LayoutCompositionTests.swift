import MockupRaster
import Testing
@testable import MockupUI

/// LAYOUT-SPEC §6: ZStack (Z1–Z2), offset (O1), aspect ratio (A1–A4), fixedSize (X1),
/// GeometryReader (G1).
@MainActor
struct LayoutCompositionTests {
    @Test func z1BottomLeadingZStack() throws {
        let tree = try layout(V.zstack(align: .bottomLeading, V.rect, V.text("Hi")), width: 300, height: 400)
        expectSize(tree.size, 300, 400)
        expectRect(tree.one(.shape).frame, 0, 0, 300, 400)
        expectRect(tree.one(.text).frame, 0, 380, 20, 20)
    }

    @Test func zStackChildrenAreReproposedItsFinalSize() throws {
        let tree = try layout(V.zstack(V.rect, V.text("Hello")), width: 300)
        expectSize(tree.size, 300, 20)
        expectRect(tree.one(.shape).frame, 0, 0, 300, 20)
    }

    @Test func z2MonzoHero() throws {
        let gradient = ViewNode.shape(ResolvedShape(kind: .rectangle, drawing: .fill(
            .linearGradient(stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)],
                            start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1)), evenOdd: false)))
        let balance = V.vstack(align: .leading, V.spacer(), V.text("£2,418.60", 30), V.spacer(), V.text("Main account", 13))
            .padded(20).withFlexFrame(maxWidth: .infinity, alignment: .leading)
        let hero = V.zstack(align: .topTrailing, gradient, balance, V.text("MONZO", 11, tracking: 1).padded(20))
            .withFrame(height: 132)
            .withEffect(.clip(.roundedRectangle(cornerRadius: 18, continuous: true), evenOdd: false))
            .padded(leading: 20, trailing: 20)
        let tree = try layout(hero, width: 393)
        expectSize(tree.size, 393, 132)
        expectRect(tree.one(.zstack).frame, 20, 0, 353, 132)
        expectRect(tree.one(.shape).frame, 20, 0, 353, 132)
        expectRect(tree.one(.flexFrame).frame, 20, 0, 353, 132)
        expectRect(tree.one(.text, "MONZO").frame, 321 + 1 / 3.0, 20, 31 + 2 / 3.0, 11)
        let monzoBlock = try #require(tree.nodes.first { $0.kind == .padding && $0.children.first?.detail == "MONZO" })
        expectRect(monzoBlock.frame, 301 + 1 / 3.0, 0, 71 + 2 / 3.0, 51)
        // The two spacers split the leftover height equally.
        let spacers = tree.all(.spacer)
        #expect(abs(spacers[0].frame.height - spacers[1].frame.height) < 1e-9)
    }

    @Test func o1OffsetMovesDrawingNotLayout() throws {
        let bar = V.rect.withFrame(height: 70)
        let tree = try layout(V.zstack(align: .bottom, bar, V.circle.withFrame(width: 44, height: 44).offsetBy(y: -22)), width: 393)
        expectSize(tree.size, 393, 70)
        let offset = tree.one(.offset)
        expectRect(offset.frame, 174.5, 26, 44, 44)
        // 174.5 pt is 523.5 px: the edge rounds up to 524 px (§11).
        expectRect(offset.displayFrame, 174 + 2 / 3.0, 4, 44, 44)
        let circle = try #require(tree.all(.shape).last)
        expectRect(circle.frame, 174.5, 26, 44, 44)
        expectRect(circle.displayFrame, 174 + 2 / 3.0, 4, 44, 44)
    }

    @Test func a1VisaCardAspectRatio() throws {
        let card = V.zstack(V.shape(.roundedRectangle(cornerRadius: 20, continuous: true)),
                            V.vstack(align: .leading, spacing: 0,
                                     V.hstack(align: .top, V.text("crypto.com", 14), V.spacer(), V.symbol("wave.3.right")),
                                     V.spacer(),
                                     V.rect.withFrame(width: 36, height: 26).padded(top: 18),
                                     V.text("•••• •••• •••• 9042", 16)).padded(20))
            .withAspectRatio(1.586, .fit)
        let tree = try layout(card, width: 353)
        #expect(abs(tree.size.width - 353) < 1e-9 && abs(tree.size.height - 222.573) < 5e-4)
        expectSize(tree.one(.zstack).frame.size, 353, 353 / 1.586)
        expectSize(try layout(card, width: 353, height: 200).size, 317.2, 200)
        let probe = try layout(card, width: 0, height: 0).size
        #expect(probe.width >= 40 && probe.height >= 40)
    }

    @Test func a2FillImageInASquareFrame() throws {
        let view = V.bitmap("photo").withAspectRatio(nil, .fill).withFrame(width: 56, height: 56)
            .withEffect(.clip(.circle, evenOdd: false))
        let tree = try layout(view, width: 393, images: ["photo": Size(300, 200)])
        expectRect(tree.one(.image).frame, -14, 0, 84, 56)
        guard case let .group(group)? = DisplayList(tree).items.first else { Issue.record("no clip group"); return }
        #expect(group.effect == .clip(.ellipse(Rect(x: 0, y: 0, width: 56, height: 56)), evenOdd: false))
    }

    @Test func a3FitImage() throws {
        let tree = try layout(V.bitmap("photo").withAspectRatio(nil, .fit), width: 100, height: 100,
                              images: ["photo": Size(300, 200)])
        expectSize(tree.size, 100, 100 * 2 / 3)
    }

    @Test func a4FillImageGrowsItsZStack() throws {
        let card = V.zstack(align: .bottomLeading, V.bitmap("profile").withAspectRatio(nil, .fill)
            .withEffect(.clip(.roundedRectangle(cornerRadius: 20, continuous: true), evenOdd: false)), V.text("Ana", 26))
        let tree = try layout(card, width: 353, height: 500, images: ["profile": Size(1000, 1500)])
        expectSize(tree.size, 353, 529.5)
        expectRect(tree.one(.image).frame, 0, 0, 353, 529.5)
        expectRect(tree.one(.text).frame, 0, 503.5, 39, 26)
    }

    /// `.fill` offered a width and no height (a ScrollView's content) would propose infinity to a
    /// view that fills; the mockup fits the width instead and says so.
    @Test func a5FillWithoutAHeightFitsTheWidthAndWarns() throws {
        let column = V.vstack(spacing: 12, V.text("Above"), V.rect.withAspectRatio(1, .fill), V.bitmap("photo").withAspectRatio(nil, .fill))
        let tree = try layout(column, width: 200, images: ["photo": Size(300, 200)])
        expectSize(tree.size, 200, 20 + 12 + 200 + 12 + 200 * 2 / 3)
        expectRect(tree.one(.text).frame, 75, 0, 50, 20)
        expectRect(tree.one(.shape).frame, 0, 32, 200, 200)
        expectRect(tree.one(.image).frame, 0, 244, 200, 200 * 2 / 3)
        #expect(tree.warnings.count == 1 && tree.warnings[0].contains("drawn as .fit"))
        let bounded = try layout(V.rect.withAspectRatio(2, .fill), width: 100, height: 100)
        expectSize(bounded.size, 200, 100)
        #expect(bounded.warnings.isEmpty)
    }

    /// SwiftUI proposes `.fill` without a height ∞×∞; content with a finite answer (a text's unwrapped
    /// line) takes it, so no warning, and the text is not wrapped to a square of the width.
    @Test func a6FillWithoutAHeightGivesTextItsIdealSizeWithoutWarning() throws {
        let line = "A single line of text, too long to fit in a box"   // 47 graphemes → 470 pt
        let tree = try layout(V.text(line).withAspectRatio(1, .fill), width: 100)
        expectSize(tree.size, 470, 20)
        #expect(tree.warnings.isEmpty)
    }

    @Test func x1FixedSizeTextOverflowsItsFrame() throws {
        let line = "A single line of text, too long to fit in a box"   // 47 graphemes → 470 pt
        let fixed = try layout(V.text(line).fixedSized().withFrame(width: 200, height: 200))
        expectSize(fixed.size, 200, 200)
        expectRect(fixed.one(.text).frame, -135, 90, 470, 20)
        let wrapped = try layout(V.text(line).withFrame(width: 200, height: 200))
        #expect(wrapped.one(.text).frame.width <= 200)
    }

    @Test func g1GeometryReaderProgressBar() throws {
        let capsule = ViewNode.shape(ResolvedShape(kind: .capsule(continuous: true), drawing: .fill(.color(.black), evenOdd: false)))
        let bar = ViewNode.geometryReader(DeferredContent { size in
            V.zstack(align: .leading, capsule.withFrame(height: 6), capsule.withFrame(width: size.width * 0.64, height: 6))
        }).withFrame(height: 6)
        let tree = try layout(bar, width: 250)
        expectSize(tree.size, 250, 6)
        expectRect(tree.one(.geometryReader).frame, 0, 0, 250, 6)
        let shapes = DisplayList(tree).items.compactMap { if case let .shape(s) = $0 { return s } else { return nil } }
        #expect(shapes.map(\.frame) == [Rect(x: 0, y: 0, width: 250, height: 6), Rect(x: 0, y: 0, width: 160, height: 6)])
        #expect(shapes[1].outline == .roundedRect(Rect(x: 0, y: 0, width: 160, height: 6), cornerRadius: 3, continuous: false))
    }

    @Test func geometryReaderIdealSizeIsZero() throws {
        expectSize(try layout(ViewNode.geometryReader(DeferredContent { _ in V.rect })).size, 0, 0)
    }
}
