import Foundation
import SwiftUI

/// Places the y axis's value labels (every subview after the first) in a column beside the plot as
/// wide as the widest label and `gap`, in whole points, at least `minimumWidth`, and gives the first
/// subview, a geometry reader building the rest of the chart, a proposal that wide (the labels are
/// drawn over it, as over the chart's background). Swift Charts
/// lays out the plot so that its axis labels fit inside the chart's frame; a column of fixed width
/// let "1,000,000" spill past it.
struct ChartYLabelColumn: Layout {
    /// Whether the column is on the plot's leading side.
    let leading: Bool
    let minimumWidth: CGFloat
    /// The gap between the plot and the labels.
    let gap: CGFloat
    /// The room the axis titles take on each side, and above the plot for its top label.
    let insets: EdgeInsets
    /// Each label's centre below the plot's top edge.
    let centres: [CGFloat]

    /// The chart fills the proposal, as `Chart` does.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let chart = subviews.first else { return }
        let labels = subviews.dropFirst()
        let widest = labels.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let width = max(minimumWidth, (widest + gap).rounded(.up))
        let x = leading ? bounds.minX + insets.leading + width - gap : bounds.maxX - insets.trailing - width + gap
        for (label, centre) in zip(labels, centres) {
            label.place(at: CGPoint(x: x, y: bounds.minY + insets.top + centre), anchor: leading ? .trailing : .leading, proposal: .unspecified)
        }
        chart.place(at: bounds.origin, proposal: ProposedViewSize(width: width, height: bounds.height))
    }
}
