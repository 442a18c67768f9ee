import Foundation
import SwiftUI

/// Places a chart's legend (the first subview) on one side of its plot (the second) and gives the
/// plot what is left, as Swift Charts shrinks the plot for its legend: a row of at least
/// `ChartLegendLayout.rowHeight` across the chart above (`.top`) or below it (any other position),
/// lined up by `alignment`'s horizontal part (leading by default); a column of the legend's ideal
/// width beside it for `.leading` / `.trailing`, `spacing` (8 pt by default) from the plot, lined up
/// by `alignment`'s vertical part (centred by default). Apple documents the parameters but no sizes:
/// the 22-pt row and 8-pt gap are Mockup's choice.
struct ChartLegendLayout: Layout {
    let position: AnnotationPosition
    let alignment: Alignment?
    let spacing: CGFloat?

    /// The least height of a legend row above or below the plot.
    static let rowHeight: CGFloat = 22
    /// The gap between a legend beside the plot and the plot, when `spacing` is nil.
    static let sideSpacing: CGFloat = 8

    /// Whether the legend is a column beside the plot.
    var isBeside: Bool { position == .leading || position == .trailing }

    /// The chart takes the size its plot (a geometry reader) takes.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.count == 2 ? subviews[1].sizeThatFits(proposal) : .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        let legend = subviews[0], plot = subviews[1]
        if isBeside {
            let ideal = legend.sizeThatFits(.unspecified)
            let width = min(ideal.width, bounds.width), gap = spacing ?? ChartLegendLayout.sideSpacing
            let height = min(ideal.height, bounds.height)
            let y: CGFloat
            switch alignment?.vertical ?? .center {
            case .top: y = bounds.minY
            case .bottom: y = bounds.maxY - height
            default: y = bounds.minY + (bounds.height - height) / 2
            }
            let legendX = position == .leading ? bounds.minX : bounds.maxX - width
            legend.place(at: CGPoint(x: legendX, y: y), proposal: ProposedViewSize(width: width, height: height))
            let plotWidth = max(bounds.width - width - gap, 1)
            plot.place(at: CGPoint(x: position == .leading ? bounds.maxX - plotWidth : bounds.minX, y: bounds.minY),
                       proposal: ProposedViewSize(width: plotWidth, height: bounds.height))
        } else {
            let ideal = legend.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            let width = min(ideal.width, bounds.width), height = min(ideal.height, bounds.height)
            let rowHeight = max(height, ChartLegendLayout.rowHeight), gap = spacing ?? 0
            let onTop = position == .top
            let rowY = onTop ? bounds.minY : bounds.maxY - rowHeight
            let x: CGFloat
            switch alignment?.horizontal ?? .leading {
            case .trailing: x = bounds.maxX - width
            case .center: x = bounds.minX + (bounds.width - width) / 2
            default: x = bounds.minX
            }
            legend.place(at: CGPoint(x: x, y: rowY + (rowHeight - height) / 2), proposal: ProposedViewSize(width: width, height: height))
            let plotHeight = max(bounds.height - rowHeight - gap, 1)
            plot.place(at: CGPoint(x: bounds.minX, y: onTop ? bounds.maxY - plotHeight : bounds.minY),
                       proposal: ProposedViewSize(width: bounds.width, height: plotHeight))
        }
    }
}
