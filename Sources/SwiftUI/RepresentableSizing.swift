import Foundation
import MockupUI

/// Sizes a representable's drawing as SwiftUI does: by the representable's
/// `sizeThatFits(_:uiView:context:)` answer for each proposal; where it answers nil (the default),
/// along an axis where the UIKit view has an intrinsic length by that length and its priorities
/// (`IntrinsicAxis`), and otherwise by the drawing's own size for the proposal.
struct RepresentableSizing: Layout {
    /// The representable's answer for a proposal.
    let fitting: @MainActor (ProposedViewSize) -> CGSize?
    /// The UIKit view's say over its width and height; none for a view controller's.
    var intrinsic = (width: IntrinsicAxis.none, height: IntrinsicAxis.none)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let fitted = MainActor.assumeIsolated({ fitting(proposal) }) { return fitted }
        let width = intrinsic.width.length(for: proposal.width), height = intrinsic.height.length(for: proposal.height)
        if let width, let height { return CGSize(width: width, height: height) }
        let drawn = subviews.first?.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)) ?? .zero
        return CGSize(width: width ?? drawn.width, height: height ?? drawn.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
}

/// A UIKit view's intrinsic length along one axis and whether it keeps it against the space
/// SwiftUI offers: a content hugging priority above `.defaultLow` keeps it from growing, a
/// compression resistance above `.defaultLow` from shrinking (a UISwitch keeps its 51 × 31; a label
/// with the default priorities grows, and does not shrink below one line).
struct IntrinsicAxis {
    /// The intrinsic length; nil when the view has none along the axis.
    var length: CGFloat?
    var hugs = false
    var resistsCompression = false

    static let none = IntrinsicAxis(length: nil)

    @MainActor init(of view: UIView, _ axis: NSLayoutConstraint.Axis) {
        let size = view.intrinsicContentSize, length = axis == .horizontal ? size.width : size.height
        self.length = length == UIView.noIntrinsicMetric ? nil : length
        hugs = view.contentHuggingPriority(for: axis) > .defaultLow
        resistsCompression = view.contentCompressionResistancePriority(for: axis) > .defaultLow
    }

    init(length: CGFloat?) { self.length = length }

    /// The view's length for a proposed one (nil = its ideal); nil when it has no intrinsic length.
    func length(for proposed: CGFloat?) -> CGFloat? {
        guard let length else { return nil }
        guard let proposed else { return length }
        if proposed > length { return hugs ? length : proposed }
        return resistsCompression ? length : proposed
    }
}
