import MockupRaster
import Testing
@testable import MockupUI

/// LAYOUT-SPEC §11 pixel snapping, and §15 property tests.
@MainActor
struct LayoutRoundingTests {
    @Test func spec11Examples() {
        let at3 = PixelGrid(scale: 3).snap(Rect(x: 110.25, y: 0, width: 82.25, height: 10))
        expectRect(at3, 110 + 1 / 3.0, 0, 82 + 1 / 3.0, 10)
        let at2 = PixelGrid(scale: 2).snap(Rect(x: 110.25, y: 0, width: 82.25, height: 10))
        expectRect(at2, 110.5, 0, 82, 10)
        // Ties round up, also for negative coordinates.
        #expect(PixelGrid(scale: 2).nearest(-0.25) == 0)
        #expect(PixelGrid(scale: 3).ceil(103.1) == 310 / 3.0)
        #expect(PixelGrid(scale: 3).ceil(110) == 110)
    }

    @Test func nestedViewsRoundFromTheirOwnAbsolutePosition() throws {
        // A child 0.2 pt inside a parent at 0.2: rounding the parent first would put it at 1/3.
        let tree = try layout(V.rect.withFrame(width: 10, height: 10).padded(leading: 0.2).padded(leading: 0.2), width: 100, scale: 3)
        expectRect(tree.one(.shape).displayFrame, 1 / 3.0, 0, 10, 10)
        expectRect(tree.one(.shape).frame, 0.4, 0, 10, 10)
    }

    @Test func propertyD_adjacentSiblingsShareEdges() throws {
        for width in [100.0, 101.3, 97.77] {
            let tree = try layout(V.hstack(spacing: 0, V.rect, V.circle.withFlexFrame(maxWidth: .infinity), V.rect, V.rect)
                .padded(leading: 0.37), width: width, height: 10)
            let frames = tree.one(.hstack).children.map(\.displayFrame)
            for (a, b) in zip(frames, frames.dropFirst()) { #expect(abs(a.maxX - b.minX) < 1e-9) }
        }
    }

    @Test func propertyA_sizingIsPureAndDeterministic() {
        let node = V.hstack(V.text("aaa bbb ccc ddd"), V.spacer(), V.text("eeee").withPriority(1),
                            V.rect.withFlexFrame(minWidth: 30, maxWidth: 90))
        let proposals = [LayoutProposal(width: 100, height: nil), LayoutProposal(width: 0, height: 0),
                         LayoutProposal(width: .infinity, height: nil), .unspecified, LayoutProposal(width: 57, height: 33)]
        func sizes(_ order: [LayoutProposal]) -> [LayoutProposal: Size] {
            let builder = LayoutBuilder(measurer: TestSans(), images: TableImageSizes(sizes: [:]), grid: PixelGrid(scale: 3))
            let box = builder.build(node, stackAxis: nil)
            var result: [LayoutProposal: Size] = [:]
            for p in order + order { let s = box.sizeThatFits(p); #expect(result[p] == nil || result[p] == s); result[p] = s }
            return result
        }
        #expect(sizes(proposals) == sizes(proposals.reversed()))
    }

    @Test func propertyB_reproposingTheStacksOwnCrossSizeKeepsFrames() throws {
        let row = V.hstack(align: .firstTextBaseline, V.text("aaa bbb ccc"), V.rect.withFrame(width: 20, height: 5), V.spacer(),
                           V.symbol("star"), V.text("Hello world", 13))
        for width in [120.0, 200, 393] {
            let loose = try layout(row, width: width)
            let tight = try layout(row, width: width, height: loose.size.height)
            #expect(loose.nodes.map(\.frame) == tight.nodes.map(\.frame))
        }
        // A VStack sized with an unspecified width stretches flexible children to its width.
        let column = V.vstack(align: .leading, V.text("Hello world"), V.rect.withFrame(height: 2), V.text("Hi", 13))
        let loose = try layout(column)
        let tight = try layout(column, width: loose.size.width)
        #expect(loose.nodes.map(\.frame) == tight.nodes.map(\.frame))
        expectRect(loose.one(.frame).frame, 0, 28, 110, 2)
    }

    @Test func propertyC_textReproposedItsWidthKeepsItsLineCount() {
        let grid = PixelGrid(scale: 3)
        for (string, size, tracking) in [("Hello world", 20.0, 0.0), ("PORTFOLIO BALANCE", 11, 0.6), ("BTC · 0.1842 BTC", 13, 0.3),
                                         ("The quick brown fox jumps over the lazy dog", 17, 0.1)] {
            guard let text = V.text(string, size, tracking: tracking).resolvedText else { continue }
            let layout = TextLeafLayout(text: text, measurer: TestSans(), grid: grid)
            for width in stride(from: 7.0, through: 400, by: 13.7) {
                let first = layout.lines(for: LayoutProposal(width: width, height: nil))
                let again = layout.lines(for: LayoutProposal(width: first.size.width, height: nil))
                #expect(again.lineCount == first.lineCount, "\(string) at \(width)")
                #expect(again.size == first.size)
            }
        }
    }

    @Test func layingOutTwiceGivesIdenticalTrees() throws {
        let view = V.vstack(align: .leading, V.hstack(V.text("Bitcoin"), V.spacer(), V.symbol("chevron.right")),
                            V.text("A longer line that wraps somewhere", 15).padded(),
                            ViewNode.geometryReader(DeferredContent { V.rect.withFrame(width: $0.width / 3) }).withFrame(height: 4))
            .withBackground(V.shape(.roundedRectangle(cornerRadius: 12, continuous: true)))
        let a = try layout(view, width: 353), b = try layout(view, width: 353)
        #expect(a == b)
        #expect(a.jsonString() == b.jsonString())
        #expect(DisplayList(a) == DisplayList(b))
    }
}
