import MockupRaster

/// `.fixedSize(horizontal:vertical:)` (LAYOUT-SPEC §6.5): the fixed axes are proposed nil, so the
/// child takes its ideal size there; centred in the modifier's bounds.
struct FixedSizeLayout: LayoutBehavior {
    let horizontal: Bool
    let vertical: Bool

    private func childProposal(_ p: LayoutProposal) -> LayoutProposal {
        LayoutProposal(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children.first?.sizeThatFits(childProposal(p)) ?? .zero
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        children.map { AlignedPlacement.place($0, proposal: childProposal(proposal), in: size, alignment: .center) }
    }
}
