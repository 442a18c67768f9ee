import MockupRaster

/// Positions a child inside a container by making the child's alignment guides (explicit ones
/// included, e.g. a text baseline) coincide with the container's.
enum AlignedPlacement {
    /// The child's origin relative to the container. `containerGuide` answers the container's
    /// guide values; by default the guides of a plain rectangle of `containerSize`.
    static func place(_ child: LayoutBox, proposal: LayoutProposal, in containerSize: Size,
                      alignment: Alignment,
                      containerGuide: ((AlignmentKey, Axis) -> Double)? = nil) -> ChildPlacement {
        let size = child.sizeThatFits(proposal)
        let guide = containerGuide ?? { id, axis in id.defaultValue(size: containerSize, axis: axis) }
        let x = guide(alignment.horizontal.key, .horizontal)
            - child.guide(alignment.horizontal.key, axis: .horizontal, size: size, proposal: proposal)
        let y = guide(alignment.vertical.key, .vertical)
            - child.guide(alignment.vertical.key, axis: .vertical, size: size, proposal: proposal)
        return ChildPlacement(origin: Point(x, y), size: size, proposal: proposal)
    }
}
