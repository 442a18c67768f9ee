import MockupRaster

/// `.frame(width:height:alignment:)` (LAYOUT-SPEC §4.1): a fixed axis has the given length, a free
/// axis follows the child; the child is proposed the fixed lengths and the original free ones.
struct FrameLayout: LayoutBehavior {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    private func childProposal(_ p: LayoutProposal) -> LayoutProposal {
        LayoutProposal(width: width ?? p.width, height: height ?? p.height)
    }

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        if let width, let height { return Size(width, height) }
        let child = children.first?.sizeThatFits(childProposal(p)) ?? .zero
        return Size(width ?? child.width, height ?? child.height)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        children.map { AlignedPlacement.place($0, proposal: childProposal(proposal), in: size, alignment: alignment) }
    }
}
