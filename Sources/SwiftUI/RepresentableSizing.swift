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
