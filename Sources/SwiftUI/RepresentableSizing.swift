import Foundation
import MockupUI

/// Sizes a representable's drawing as SwiftUI does: by the representable's
/// `sizeThatFits(_:uiView:context:)` answer for each proposal, and where it answers nil (the
/// default), by the drawing's own size for that proposal.
struct RepresentableSizing: Layout {
    /// The representable's answer for a proposal.
    let fitting: @MainActor (ProposedViewSize) -> CGSize?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let fitted = MainActor.assumeIsolated { fitting(proposal) }
        return fitted ?? subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
}
