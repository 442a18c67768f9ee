import MockupRaster

/// `ZStack` (LAYOUT-SPEC §6.2, after OpenSwiftUI's `ZStackLayout`): only the highest-priority
/// children size the stack; at placement every child is proposed the stack's final size and
/// aligned on the shared alignment point.
struct ZStackLayout: LayoutBehavior {
    let alignment: Alignment

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        let sizes = Self.sizingChildren(children).map { $0.sizeThatFits(p) }
        return Size(sizes.map(\.width).max() ?? 0, sizes.map(\.height).max() ?? 0)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        let placing = LayoutProposal(size)
        let sizing = Self.sizingChildren(children)
        let ax = sizing.map { $0.guide(alignment.horizontal, axis: .horizontal, size: $0.sizeThatFits(placing), proposal: placing) }.max() ?? 0
        let ay = sizing.map { $0.guide(alignment.vertical, axis: .vertical, size: $0.sizeThatFits(placing), proposal: placing) }.max() ?? 0
        return children.map { child in
            let s = child.sizeThatFits(placing)
            let origin = Point(ax - child.guide(alignment.horizontal, axis: .horizontal, size: s, proposal: placing),
                               ay - child.guide(alignment.vertical, axis: .vertical, size: s, proposal: placing))
            return ChildPlacement(origin: origin, size: s, proposal: placing)
        }
    }

    private static func sizingChildren(_ children: [LayoutBox]) -> [LayoutBox] {
        guard let top = children.map(\.priority).max() else { return [] }
        return children.filter { $0.priority == top }
    }
}
