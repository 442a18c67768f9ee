import MockupRaster

/// A `TabView` (LAYOUT-SPEC §10.3): like UIKit's tab bar controller it fills the screen, under the
/// safe area too. Child 0, the selected tab's content, gets the safe area above the bar and is that
/// content's safe area (its backgrounds reach under the status bar and the bar); child 1, the bar,
/// is `barHeight` plus the bottom safe-area inset tall at the bottom.
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
        return [
            ChildPlacement(origin: Point(insets.leading, min(insets.top, size.height - bar.height)), size: content,
                           proposal: LayoutProposal(content), isSafeAreaContent: true),
            ChildPlacement(origin: Point(0, size.height - bar.height), size: bar, proposal: LayoutProposal(bar)),
        ]
    }
}
