import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// Content that needs its view's final size (GeometryReader bodies, custom shape paths) is left
/// pending by the pure layout pass and laid out at that size afterwards (LAYOUT-SPEC §6.6, §7.1).
struct LayoutDeferredContentTests {
    private static let engine = try! LayoutEngine(measurer: TestSans(), images: TableImageSizes(sizes: [:]), scale: 3)

    /// A 40-pt-high reader below a 20-pt text, offset by (5, 7), whose body is a bar of half its width.
    private static var readerScene: ViewNode {
        let reader = ViewNode.geometryReader(DeferredContent { size in V.rect.withFrame(width: size.width / 2) })
            .withFrame(height: 40).offsetBy(x: 5, y: 7)
        return V.vstack(spacing: 0, V.text("Title"), reader)
    }

    @Test func aLayoutPassRunsOffTheMainActorAndLeavesReadersPending() async throws {
        let pass = try await Task.detached { try Self.engine.layoutPass(Self.readerScene, proposal: LayoutProposal(width: 200, height: nil)) }.value
        #expect(pass.pending.count == 1)
        let pending = try #require(pass.pending.first)
        #expect(pending.frame == Rect(x: 0, y: 20, width: 200, height: 40))
        #expect(pending.offset == Point(5, 7))
        #expect(pass.tree.one(.geometryReader).children.isEmpty)
    }

    @Test @MainActor func layoutEvaluatesPendingContentAtTheFinalSizeAndOffset() throws {
        let tree = try Self.engine.layout(Self.readerScene, proposal: LayoutProposal(width: 200, height: nil))
        let reader = tree.one(.geometryReader)
        #expect(reader.children.count == 1)
        let bar = try #require(tree.all(.shape).first)
        // The body sits at the reader's top-leading corner and draws moved by the reader's offset.
        expectRect(bar.frame, 0, 20, 100, 40)
        expectRect(bar.displayFrame, 5, 27, 100, 40)
    }

    @Test @MainActor func nestedReadersResolveInsideOut() throws {
        let inner = ViewNode.geometryReader(DeferredContent { size in V.rect.withFrame(width: size.width / 4, height: size.height / 2) })
        let outer = ViewNode.geometryReader(DeferredContent { size in inner.withFrame(width: size.width / 2) })
        let tree = try Self.engine.layout(outer, proposal: LayoutProposal(width: 200, height: 100))
        #expect(tree.all(.geometryReader).count == 2)
        // Outer 200×100 → a 100-wide frame holding the inner reader (100×100) → a 25×50 bar, all top-leading.
        expectRect(tree.all(.geometryReader)[1].frame, 0, 0, 100, 100)
        expectRect(try #require(tree.all(.shape).first).frame, 0, 0, 25, 50)
    }

    @Test @MainActor func selfNestingContentStopsWithAWarning() throws {
        func nesting(_ depth: Int) -> ViewNode {
            .geometryReader(DeferredContent { _ in nesting(depth + 1) })
        }
        let tree = try Self.engine.layout(nesting(0), proposal: LayoutProposal(width: 10, height: 10))
        #expect(tree.all(.geometryReader).count == LayoutEngine.maximumDeferredDepth + 1)
        #expect(tree.warnings.contains { $0.contains("nested more than 64 deep") })
    }

    /// SwiftUI sizes a custom `Shape` like the built-in ones: 10 pt on an unspecified axis.
    @Test @MainActor func customShapesTakeTheProposalAndTenPointsWhenUnspecified() throws {
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }
        let ideal = try Self.engine.layout(resolveView(Wedge().fill(.red)), proposal: .unspecified)
        expectSize(ideal.size, 10, 10)
        let proposed = try Self.engine.layout(resolveView(Wedge()), proposal: LayoutProposal(width: 30, height: nil))
        expectSize(proposed.size, 30, 10)
        let path = try #require(proposed.all(.shape).first)
        expectRect(path.frame, 0, 0, 30, 10)
        #expect(path.detail == "path (4 elements)")
    }
}
