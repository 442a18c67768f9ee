import MockupRaster

/// `.background` / `.overlay` (LAYOUT-SPEC §6.1): the primary (child 0) alone decides the size;
/// the secondary (child 1) is proposed exactly the primary's size and aligned on it.
struct SecondaryLayout: LayoutBehavior {
    let alignment: Alignment

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children.first?.sizeThatFits(p) ?? .zero
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        guard let primary = children.first else { return [] }
        var placements = [ChildPlacement(origin: .zero, size: size, proposal: proposal)]
        for secondary in children.dropFirst() {
            placements.append(AlignedPlacement.place(secondary, proposal: LayoutProposal(size), in: size,
                                                     alignment: alignment) { id, axis in
                primary.guide(id, axis: axis, size: size, proposal: proposal)
            })
        }
        return placements
    }

    /// Only the primary's text baselines count.
    func explicitGuide(_ guide: AlignmentID, size: Size, proposal: LayoutProposal,
                       children: [LayoutBox]) -> Double? {
        children.first?.explicitGuide(guide, size: size, proposal: proposal)
    }
}
