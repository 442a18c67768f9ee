import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// LAYOUT-SPEC §7 (shapes), §8.7 (T1–T8, HB1), §9 (images).
@MainActor
struct LayoutTextShapeTests {
    private func lines(_ text: ViewNode, _ width: Double?, _ height: Double? = nil) throws -> TextLeafLayout.Lines {
        guard let resolved = text.resolvedText else { throw LayoutError.invalidScale(0) }
        return TextLeafLayout(text: resolved, measurer: TestSans(), grid: PixelGrid(scale: 3))
            .lines(for: LayoutProposal(width: width, height: height))
    }

    @Test func t1ToT6HelloWorld() throws {
        let hello = V.text("Hello world")
        let t1 = try lines(hello, nil)
        expectSize(t1.size, 110, 20)
        #expect(t1.firstBaseline == 16 && t1.lastBaseline == 16)
        expectSize(try lines(hello, 300).size, 110, 20)
        let t3 = try lines(hello, 80)
        expectSize(t3.size, 50, 40)
        #expect(t3.lineCount == 2 && t3.lastBaseline == 36)
        let t4 = try lines(hello, 80, 30)
        expectSize(t4.size, 80, 20)
        #expect(t4.lineCount == 1 && t4.maxLines == 1)
        let t5 = try lines(hello, 35)
        expectSize(t5.size, 30, 80)
        #expect(t5.lineCount == 4)
        expectSize(try lines(V.text("Hello world", lineLimit: 1), 80).size, 80, 20)
    }

    @Test func t7TrackingIsCeiledToThePixel() throws {
        expectSize(try lines(V.text("PORTFOLIO BALANCE", 11, tracking: 0.6), nil).size, 103 + 1 / 3.0, 11)
    }

    @Test func t8FirstBaselineRoundsToTheNearestPixel() throws {
        let t8 = try lines(V.text("Ana", 26), nil)
        expectSize(t8.size, 39, 26)
        #expect(abs(t8.firstBaseline - (20 + 2 / 3.0)) < 1e-9)
    }

    @Test func textMinimumAndEmptyString() throws {
        expectSize(try lines(V.text("Hello"), 0).size, 10, 100)
        expectSize(try lines(V.text(""), nil).size, 0, 20)
        // At least one line even when the proposed height is smaller than a line.
        expectSize(try lines(V.text("Hello world"), 80, 5).size, 80, 20)
    }

    @Test func hb1FirstBaselineHStack() throws {
        let row = V.hstack(align: .firstTextBaseline, spacing: 8, V.text("Ana", 26), V.text("27", 22),
                           V.circle.withFrame(width: 7, height: 7))
        let tree = try layout(row, width: 393)
        expectSize(tree.size, 84, 26)
        let c = tree.root.children
        expectRect(c[0].frame, 0, 0, 39, 26)
        expectRect(c[1].frame, 47, 3, 22, 22)
        expectRect(c[2].frame, 77, 13 + 2 / 3.0, 7, 7)
    }

    @Test func baselinesPassThroughPaddingFramesAndStacks() throws {
        // The padded, framed Text's baseline is still the one the row aligns on.
        let row = V.hstack(align: .firstTextBaseline, spacing: 0,
                           V.vstack(V.text("Top", 10), V.text("Ana", 26)).padded(top: 5).withFrame(width: 60),
                           V.text("27", 22))
        let tree = try layout(row, width: 393)
        let ana = tree.one(.text, "Ana").frame, top = tree.one(.text, "Top").frame, t27 = tree.one(.text, "27").frame
        // First baselines: "Top" at 5 + 8 = 13 inside the padded stack; "27" at 17.667.
        #expect(abs((top.minY + 8) - (t27.minY + 17 + 2 / 3.0)) < 1e-9)
        #expect(ana.minY > top.minY)
        // lastTextBaseline uses the bottom-most text.
        let last = try layout(V.hstack(align: .lastTextBaseline, spacing: 0, V.vstack(V.text("Top", 10), V.text("Ana", 26)), V.text("27", 22)),
                              width: 393)
        let ana2 = last.one(.text, "Ana").frame, t272 = last.one(.text, "27").frame
        #expect(abs((ana2.minY + 20 + 2 / 3.0) - (t272.minY + 17 + 2 / 3.0)) < 1e-9)
    }

    @Test func symbolBaselineAlignsWithText() throws {
        // TestSans symbol 17 pt: 20.4 box, baseline 4.25 above its bottom.
        let tree = try layout(V.hstack(align: .firstTextBaseline, spacing: 4, V.text("Ana", 20), V.symbol("checkmark.seal.fill")), width: 300)
        let text = tree.one(.text).frame, symbol = tree.one(.symbol).frame
        #expect(abs((text.minY + 16) - (symbol.maxY - 4.25)) < 1e-9)
        expectSize(symbol.size, 20.4, 20.4)
    }

    @Test func circleIsTheLargestSquare() throws {
        let tree = try layout(V.circle.withFrame(width: 60, height: 40))
        expectRect(tree.one(.shape).frame, 10, 0, 40, 40)
        let row = try layout(V.hstack(spacing: 0, V.circle, V.rect), width: 300, height: 100)
        expectRect(row.root.children[0].frame, 0, 0, 100, 100)
        expectRect(row.root.children[1].frame, 100, 0, 200, 100)
        expectSize(try layout(V.rect).size, 10, 10)
    }

    @Test func strokeStraddlesTheEdgeAndStrokeBorderStaysInside() throws {
        func outline(_ kind: ShapeKind, _ drawing: ShapeDrawing, _ w: Double, _ h: Double) throws -> ShapeOutline {
            let tree = try layout(ViewNode.shape(ResolvedShape(kind: kind, drawing: drawing)).withFrame(width: w, height: h))
            guard case let .shape(s)? = DisplayList(tree).items.first else { throw LayoutError.invalidScale(0) }
            return s.outline
        }
        let ink = ResolvedPaint.color(.black)
        // CoinbaseCMark: the path radius stays 14; the 5.04 line spans 11.48...16.52.
        #expect(try outline(.circle, .stroke(ink, StrokeOptions(lineWidth: 5.04)), 28, 28)
                == .ellipse(Rect(x: 0, y: 0, width: 28, height: 28)))
        // strokeBorder(3) in 56×56: path radius 26.5, ink 25...28.
        #expect(try outline(.circle, .strokeBorder(ink, StrokeOptions(lineWidth: 3)), 56, 56)
                == .ellipse(Rect(x: 1.5, y: 1.5, width: 53, height: 53)))
        // Capsule().strokeBorder(1.5) on 313×46: rect inset 0.75, radius 22.25.
        #expect(try outline(.capsule(continuous: true), .strokeBorder(ink, StrokeOptions(lineWidth: 1.5)), 313, 46)
                == .roundedRect(Rect(x: 0.75, y: 0.75, width: 311.5, height: 44.5), cornerRadius: 22.25, continuous: false))
        // An inset rounded rectangle loses the inset from its radius.
        #expect(ShapeKind.roundedRectangle(cornerRadius: 12, continuous: true).outline(in: Rect(x: 0, y: 0, width: 100, height: 50), inset: 4)
                == .roundedRect(Rect(x: 4, y: 4, width: 92, height: 42), cornerRadius: 8, continuous: true))
    }

    @Test func bitmapImagesKeepTheirSizeUnlessResizable() throws {
        let fixed = try layout(V.bitmap("logo", resizable: false).withFrame(width: 100, height: 100), images: ["logo": Size(30, 20)])
        expectRect(fixed.one(.image).frame, 35, 40, 30, 20)
        let stretched = try layout(V.bitmap("logo"), width: 100, height: 50, images: ["logo": Size(30, 20)])
        expectSize(stretched.size, 100, 50)
        expectSize(try layout(V.bitmap("logo"), images: ["logo": Size(30, 20)]).size, 30, 20)
    }

    @Test func assetImageSizesReadTheHeaderAndTheFileScale() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-png-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                               0, 0, 0, 60, 0, 0, 0, 40]
        try Data(header).write(to: directory.appendingPathComponent("logo@2x.png"))
        try Data("not a png at all, really".utf8).write(to: directory.appendingPathComponent("broken.png"))
        let sizes = AssetImageSizes()
        #expect(sizes.imageSize(of: R.bitmap("logo", in: directory.path)) == Size(30, 20))
        #expect(sizes.imageSize(of: R.bitmap("broken", in: directory.path)) == nil)
        #expect(sizes.imageSize(of: R.bitmap("absent", in: directory.path)) == nil)
        #expect(sizes.imageSize(of: BitmapAsset(name: "logo")) == nil)
    }
}
