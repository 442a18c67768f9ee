import Foundation
import SwiftUI

/// Places an annotation's content at its ideal size with its `anchor` point on `point` (in the
/// plot's coordinates), then moves it back inside `xBoundary` / `yBoundary` on the axes that have
/// one (`AnnotationOverflowResolution`'s `.fit`), as far as it is no larger than the boundary.
/// It fills its proposal, the plot.
struct AnnotationPlacement: Layout {
    let point: CGPoint
    let anchor: Alignment
    let xBoundary: CGRect?
    let yBoundary: CGRect?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let size = content.sizeThatFits(.unspecified)
        let fx: CGFloat = anchor.horizontal == .leading ? 0 : anchor.horizontal == .trailing ? 1 : 0.5
        let fy: CGFloat = anchor.vertical == .top ? 0 : anchor.vertical == .bottom ? 1 : 0.5
        var origin = CGPoint(x: point.x - fx * size.width, y: point.y - fy * size.height)
        if let xBoundary { origin.x = Self.fitted(origin.x, length: size.width, in: xBoundary.minX...xBoundary.maxX) }
        if let yBoundary { origin.y = Self.fitted(origin.y, length: size.height, in: yBoundary.minY...yBoundary.maxY) }
        content.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: ProposedViewSize(size))
    }

    /// `start` moved so that `[start, start + length]` lies in `range`; a longer span starts at its start.
    private static func fitted(_ start: CGFloat, length: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat {
        max(range.lowerBound, min(start, range.upperBound - length))
    }
}
