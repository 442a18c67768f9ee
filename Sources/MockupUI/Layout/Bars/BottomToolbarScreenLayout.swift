import MockupRaster

/// A navigation screen's content above its bottom toolbar: child 0, the
/// content, gets the height the bar leaves; child 1, the bar, is `barHeight` tall at the bottom.
/// With a child 2, the bar in its scroll-edge look, child 1 is the bar in its standard look and,
/// as for the tab bar (`TabViewLayout`), the standard look shows while scroll content placed in
/// child 0 runs on under the bar (UIToolbar's `scrollEdgeAppearance`).
struct BottomToolbarScreenLayout: LayoutBehavior {
    let barHeight: Double

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        let content = children[0].sizeThatFits(contentProposal(p))
        let bar = children[1].sizeThatFits(LayoutProposal(width: p.width, height: barHeight))
        return Size(p.width ?? max(content.width, bar.width), p.height ?? content.height + barHeight)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        let contentProposal = contentProposal(LayoutProposal(size))
        let content = children[0].sizeThatFits(contentProposal)
        let bar = Size(size.width, min(barHeight, size.height))
        let barPlacement = ChildPlacement(origin: Point(0, size.height - bar.height), size: bar, proposal: LayoutProposal(bar))
        return [ChildPlacement(origin: Point((size.width - content.width) / 2, 0), size: content, proposal: contentProposal)]
            + Array(repeating: barPlacement, count: children.count - 1)
    }

    func showsChild(at index: Int, placements: [ChildPlacement], children: [LayoutBox], frame: Rect) -> Bool {
        guard children.count == 3, index > 0 else { return true }
        let contentRunsUnderBar = children[0].hasScrollContent(reachingBelow: frame.origin.y + placements[1].origin.y)
        return (index == 1) == contentRunsUnderBar
    }

    private func contentProposal(_ p: LayoutProposal) -> LayoutProposal {
        LayoutProposal(width: p.width, height: p.height.map { max($0 - barHeight, 0) })
    }
}
