import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// A shape's `sizeThatFits(_:)` (iOS 16) sizes its view: built-in shapes and custom ones by default
/// take the proposal (10 for an unspecified axis); a circle the largest square; a custom shape that
/// implements it takes what it answers.
@MainActor @Suite struct ShapeSizingTests {
    /// A banner shape as tall as a third of its width, whatever height it is offered.
    struct Banner: Shape {
        func path(in rect: CGRect) -> Path { Path(rect) }
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            let width = proposal.width ?? 90
            return CGSize(width: width, height: width / 3)
        }
    }

    struct Plain: Shape {
        func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    }

    @Test func theSizeAShapeAnswersIsItsFrame() throws {
        let tree = try layout(resolveView(VStack(spacing: 0) { Banner(); Plain() }.frame(width: 60, height: 200)), width: 60, height: 200)
        let shapes = tree.nodes.filter { $0.kind == .customShape }.map(\.frame)
        #expect(shapes.map(\.size) == [Size(60, 20), Size(60, 180)], "\(shapes)")
        #expect(Banner().sizeThatFits(.unspecified) == CGSize(width: 90, height: 30))
    }

    @Test func theDefaultsAreTheProposalAndACirclesSquare() {
        let proposal = ProposedViewSize(width: 40, height: nil)
        #expect(Plain().sizeThatFits(proposal) == CGSize(width: 40, height: 10))
        #expect(Rectangle().sizeThatFits(proposal) == CGSize(width: 40, height: 10))
        #expect(Circle().sizeThatFits(ProposedViewSize(width: 40, height: 24)) == CGSize(width: 24, height: 24))
    }
}
