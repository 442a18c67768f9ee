/// The bottom toolbar (`ToolbarItemPlacement.bottomBar` and `.status`): a 49-pt bar. Its items are
/// spread out, flexible space between them, a lone item centred; a status item sits in the centre of
/// the bar whatever else it holds, the items declared before it spread from the leading margin
/// towards it and those after it from it to the trailing margin (Apple Notes' "6 Notes" with the
/// compose button at the trailing edge). With `ToolbarSpacer`s (iOS 26) the items are packed
/// `barItemSpacing` apart as UIKit packs a toolbar's items, a flexible spacer taking the free space
/// and a fixed one `toolbarFixedSpacerWidth`. `contentScrollsUnderBar` chooses its standard look
/// over its scroll-edge one (`BottomBarBackground`).
struct BottomBarDrawing: View {
    let preferences: NavigationBarPreferences
    let contentScrollsUnderBar: Bool

    var body: some View {
        content
            .controlEnvironment { $0.isInBar = true }
            .padding(.horizontal, SystemMetrics.barMargin)
            .frame(maxWidth: .infinity, minHeight: SystemMetrics.bottomBarHeight, maxHeight: SystemMetrics.bottomBarHeight)
            .background {
                BottomBarBackground(visibility: preferences.bottomBarBackgroundVisibility, style: preferences.bottomBarBackground,
                                    contentScrollsUnderBar: contentScrollsUnderBar)
                    .ignoresSafeArea(edges: .bottom)
            }
    }

    /// Where a run of items sits: across the whole bar, or on one side of the status item.
    private enum Run { case wholeBar, leadingSide, trailingSide }

    @ViewBuilder private var content: some View {
        let entries = preferences.items.filter { $0.placement.slot == .bottom }
        if let firstStatus = entries.firstIndex(where: { $0.placement.isStatus }) {
            let others = entries.enumerated().filter { !$0.element.placement.isStatus }
            let statusViews = entries.filter(\.placement.isStatus).map(\.view)
            // The sides take equal widths, so the status item is centred in the bar.
            HStack(spacing: SystemMetrics.barItemSpacing) {
                row(others.filter { $0.offset < firstStatus }.map(\.element), .leadingSide)
                    .frame(maxWidth: .infinity, alignment: .leading)
                HStack(spacing: SystemMetrics.barItemSpacing) {
                    ForEach(Array(statusViews.indices), id: \.self) { statusViews[$0] }
                }
                row(others.filter { $0.offset > firstStatus }.map(\.element), .trailingSide)
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
        } else {
            row(entries, .wholeBar)
        }
    }

    /// A run of entries: packed around `ToolbarSpacer`s when it has any, else spread out, the free
    /// space between the items and, on a side of the status item, between the last one and it.
    private func row(_ entries: [ToolbarEntry], _ run: Run) -> some View {
        let hasSpacers = entries.contains { $0.spacer != nil }
        return HStack(spacing: 0) {
            if run == .trailingSide, !hasSpacers, !entries.isEmpty { Spacer(minLength: 0) }
            ForEach(Array(entries.indices), id: \.self) { index in
                if hasSpacers {
                    spaced(entries, at: index)
                } else {
                    if index > 0 { Spacer(minLength: SystemMetrics.barItemSpacing) }
                    entries[index].view
                }
            }
            if run == .leadingSide, !hasSpacers, !entries.isEmpty { Spacer(minLength: 0) }
        }
    }

    /// The entry at `index` of a run with spacers, after the gap from the item before it.
    @ViewBuilder private func spaced(_ entries: [ToolbarEntry], at index: Int) -> some View {
        let entry = entries[index]
        switch entry.spacer {
        case SpacerSizing.flexible?:
            Spacer(minLength: SystemMetrics.barItemSpacing)
        case .some:
            Color.clear.frame(width: SystemMetrics.toolbarFixedSpacerWidth)
        case nil:
            if index > 0, entries[index - 1].spacer == nil {
                Color.clear.frame(width: SystemMetrics.barItemSpacing)
            }
            entry.view
        }
    }
}
