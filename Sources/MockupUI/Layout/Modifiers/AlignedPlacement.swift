import MockupRaster

/// Positions a child inside a container by making the child's alignment guides (explicit ones
/// included, e.g. a text baseline) coincide with the container's.
enum AlignedPlacement {
    /// The child's origin relative to the container. `containerGuide` answers the container's
    /// guide values; by default the guides of a plain rectangle of `containerSize`.
    static func place(_ child: LayoutBox, proposal: LayoutProposal, in containerSize: Size,
                      alignment: Alignment,
                      containerGuide: ((AlignmentID, Axis) -> Double)? = nil) -> ChildPlacement {
        let size = child.sizeThatFits(proposal)
        let guide = containerGuide ?? { id, axis in id.defaultValue(length: containerSize.length(along: axis)) }
        let x = guide(alignment.horizontal, .horizontal)
            - child.guide(alignment.horizontal, axis: .horizontal, size: size, proposal: proposal)
        let y = guide(alignment.vertical, .vertical)
            - child.guide(alignment.vertical, axis: .vertical, size: size, proposal: proposal)
        return ChildPlacement(origin: Point(x, y), size: size, proposal: proposal)
    }
}
