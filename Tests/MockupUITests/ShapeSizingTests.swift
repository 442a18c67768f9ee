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

    /// A circle trimmed, rotated, scaled, moved or type-erased is still sized as the circle: a ring's arc
    /// (`Circle().trim(from: 0, to: 0.6).stroke(…).rotationEffect(.degrees(-90))`) takes the track's
    /// square, not the whole width it is offered.
    @Test func aTrimmedOrMovedShapeIsSizedAsTheShapeItWraps() throws {
        let proposal = ProposedViewSize(width: 300, height: 80)
        let square = CGSize(width: 80, height: 80)
        #expect(Circle().trim(from: 0, to: 0.6).sizeThatFits(proposal) == square)
        #expect(Circle().rotation(.degrees(-90)).sizeThatFits(proposal) == square)
        #expect(Circle().scale(0.5).sizeThatFits(proposal) == square)
        #expect(Circle().offset(x: 4).sizeThatFits(proposal) == square)
        #expect(AnyShape(Circle()).sizeThatFits(proposal) == square)
        let tree = try layout(resolveView(Circle().trim(from: 0, to: 0.6).stroke(Color.red, lineWidth: 14).rotationEffect(.degrees(-90))),
                              width: 300, height: nil)
        #expect(tree.nodes.filter { $0.kind == .customShape }.map(\.frame.size) == [Size(10, 10)])
    }
}
