import MockupRaster

/// A container `containerRelativeFrame` measures against: layout-neutral, it sets its cell to the
/// length it is proposed on each axis, less `margins` and, once placed past the safe area, less
/// the safe-area insets that reach it (SwiftUI: "the size of a container ... subtracting any safe
/// area insets"). On an axis proposed no length it passes on its own container's length.
struct SizingContainerLayout: LayoutBehavior {
    let cell: ContainerSize
    let outer: ContainerSize
    let margins: EdgeInsets

    var containerRead: ContainerSize? { outer }
    var containerProvided: ContainerSize? { cell }

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        setCell(for: p, insets: EdgeInsets())
        return children[0].sizeThatFits(p)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        arrange(size, proposal: proposal, children: children, safeAreaInsets: EdgeInsets())
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox],
                 safeAreaInsets: EdgeInsets) -> [ChildPlacement] {
        setCell(for: proposal, insets: safeAreaInsets)
        return [ChildPlacement(origin: .zero, size: size, proposal: proposal)]
    }

    /// Sets the cell for a container proposed `p` with `insets` of unsafe area inside it.
    private func setCell(for p: LayoutProposal, insets: EdgeInsets) {
        func length(_ proposed: Double?, _ outer: Double?, _ inset: Double) -> Double? {
            guard let proposed, proposed.isFinite else { return outer }
            return max(proposed - inset, 0)
        }
        cell.lengths = LayoutProposal(
            width: length(p.width, outer.lengths.width, margins.leading + margins.trailing + insets.leading + insets.trailing),
            height: length(p.height, outer.lengths.height, margins.top + margins.bottom + insets.top + insets.bottom))
    }
}

extension NodeKind { public static let sizingContainer = NodeKind("sizingContainer") }

/// A scroll view, navigation stack or tab as the container of the views inside it.
struct SizingContainerNode: ViewPrimitive {
    let margins: EdgeInsets

    func makeBox(children: [ViewNode], stackAxis: Axis?, builder: LayoutBuilder) -> LayoutBox {
        let outer = builder.container
        let cell = ContainerSize(outer.lengths)
        let child = builder.building(in: cell) { builder.build(children[0], stackAxis: stackAxis) }
        return LayoutBox(kind: .sizingContainer, behavior: SizingContainerLayout(cell: cell, outer: outer, margins: margins),
                         children: [child], spacing: child.spacing, priority: child.priority)
    }
}

extension ViewNode {
    /// `child` as the container `containerRelativeFrame`s inside it measure against, less `margins`.
    static func sizingContainer(margins: EdgeInsets = EdgeInsets(), child: ViewNode) -> ViewNode {
        ViewNode(SizingContainerNode(margins: margins), children: [child])
    }
}
