import MockupRaster

/// A `TabView` (LAYOUT-SPEC §10.3): like UIKit's tab bar controller it fills the screen, under the
/// safe area too. Child 0, the selected tab's content, gets the safe area above the bar and is that
/// content's safe area (its backgrounds reach under the status bar and the bar); child 1, the bar,
/// is `barHeight` plus the bottom safe-area inset tall at the bottom. With a child 2, the bar in its
/// scroll-edge appearance, child 1 is the bar in its standard appearance: the standard one is shown
/// when scroll content placed in child 0 runs on under the bar, the scroll-edge one when it ends
/// above it (UIKit's `scrollEdgeAppearance`: content scrolled to its bottom edge, or too short to scroll).
struct TabViewLayout: LayoutBehavior {
    let barHeight: Double

    func sizeThatFits(_ p: LayoutProposal, children: [LayoutBox]) -> Size {
        let content = children[0].sizeThatFits(LayoutProposal(width: p.width, height: p.height.map { max($0 - barHeight, 0) }))
        return Size(p.width ?? content.width, p.height ?? content.height + barHeight)
    }

    func safeAreaPlacement(_ frame: Rect, in safeArea: SafeAreaRegion?) -> (frame: Rect, safeArea: SafeAreaRegion?) {
        (safeArea?.extending(frame, edges: .all) ?? frame, safeArea)
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox]) -> [ChildPlacement] {
        arrange(size, proposal: proposal, children: children, safeAreaInsets: EdgeInsets())
    }

    func arrange(_ size: Size, proposal: LayoutProposal, children: [LayoutBox],
                 safeAreaInsets insets: EdgeInsets) -> [ChildPlacement] {
        let bar = Size(size.width, min(barHeight + insets.bottom, size.height))
        let content = Size(max(size.width - insets.leading - insets.trailing, 0),
                           max(size.height - insets.top - bar.height, 0))
        let barPlacement = ChildPlacement(origin: Point(0, size.height - bar.height), size: bar, proposal: LayoutProposal(bar))
        return [ChildPlacement(origin: Point(insets.leading, min(insets.top, size.height - bar.height)), size: content,
                               proposal: LayoutProposal(content), isSafeAreaContent: true)]
            + Array(repeating: barPlacement, count: children.count - 1)
    }

    func showsChild(at index: Int, placements: [ChildPlacement], children: [LayoutBox], frame: Rect) -> Bool {
        guard children.count == 3, index > 0 else { return true }
        let contentRunsUnderBar = children[0].hasScrollContent(reachingBelow: frame.origin.y + placements[1].origin.y)
        return (index == 1) == contentRunsUnderBar
    }
}
