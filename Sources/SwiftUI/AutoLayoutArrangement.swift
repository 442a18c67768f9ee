import Foundation
import MockupUI

/// The drawings of a view's subviews where Auto Layout puts them (`AutoLayoutPlacement`), for the
/// size the view is laid out at; offered no length along an axis, the view takes the length its
/// subviews tied to both its edges need (else SwiftUI's 10-point default).
struct AutoLayoutArrangement: Layout {
    let superview: UIView
    /// The subviews, in the order of the drawings.
    let views: [UIView]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard proposal.width == nil || proposal.height == nil else { return proposal.replacingUnspecifiedDimensions() }
        nonisolated(unsafe) let measure = Self.measure(subviews)
        let fitting = MainActor.assumeIsolated { AutoLayoutPlacement.fittingSize(of: superview, views: views, measure: measure) }
        return ProposedViewSize(width: proposal.width ?? fitting.width, height: proposal.height ?? fitting.height)
            .replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        nonisolated(unsafe) let measure = Self.measure(subviews)
        let frames = MainActor.assumeIsolated {
            AutoLayoutPlacement.frames(of: views, in: superview, size: bounds.size, measure: measure)
        }
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }

    /// Each subview's size for a proposal. Layout runs on the main actor (`assumeIsolated` traps
    /// otherwise), where the solver calls it, so the subviews are only ever measured there.
    private static func measure(_ subviews: Subviews) -> AutoLayoutPlacement.Measure {
        { index, proposal in subviews[index].sizeThatFits(proposal) }
    }
}
