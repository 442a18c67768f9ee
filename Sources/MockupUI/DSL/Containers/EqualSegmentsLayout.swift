import Foundation

/// Subviews side by side in equal widths, as a segmented control lays out its segments: with no
/// width offered each segment is as wide as the widest subview's ideal width; an offered width is
/// shared equally (more widens every segment alike, less narrows them alike). As tall as the
/// tallest subview at its segment's width.
struct EqualSegmentsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? idealSegmentWidth(subviews) * CGFloat(subviews.count)
        let segment = ProposedViewSize(width: width / CGFloat(subviews.count), height: proposal.height)
        let height = subviews.map { $0.sizeThatFits(segment).height }.max() ?? 0
        return CGSize(width: proposal.width == .infinity ? .infinity : width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let segmentWidth = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + segmentWidth * CGFloat(index), y: bounds.midY), anchor: .leading,
                          proposal: ProposedViewSize(width: segmentWidth, height: bounds.height))
        }
    }

    private func idealSegmentWidth(_ subviews: Subviews) -> CGFloat {
        subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    }
}
