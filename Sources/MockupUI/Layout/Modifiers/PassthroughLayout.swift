import MockupRaster

/// Modifiers without layout effect (`.offset`, `.layoutPriority`, render effects, unsupported
/// APIs): the child's size and place; `.offset`
/// only moves the drawing (LAYOUT-SPEC §6.3).
struct PassthroughLayout: LayoutBehavior {
    var drawOffset: Point = .zero

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        children.first?.sizeThatFits(p) ?? .zero
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        children.map { _ in ChildPlacement(origin: .zero, size: size, proposal: proposal) }
    }
}
