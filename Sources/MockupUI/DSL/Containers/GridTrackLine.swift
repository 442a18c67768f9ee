import Foundation

/// One row of a `LazyVGrid` (axis `.horizontal`) or one column of a `LazyHGrid` (`.vertical`): its
/// cells side by side, each framed to its track, with each track's spacing after it.
///
/// Fixed tracks are fixed frames and flexible tracks flexible frames, so the enclosing stack shares
/// the free length the way `GridTrackLayout.tracks` does (equal shares in order of flexibility,
/// clamped). Missing cells of a last, short line keep their tracks empty.
struct GridTrackLine: View {
    let axis: Axis
    let items: [GridItem]
    let cells: [AnyView]

    var body: some View {
        if axis == .horizontal {
            HStack(alignment: .center, spacing: 0) { tracks }
        } else {
            VStack(alignment: .center, spacing: 0) { tracks }
        }
    }

    private var tracks: some View {
        ForEach(Array(items.indices), id: \.self) { index in
            track(index)
            if index < items.count - 1 {
                let gap = items[index].spacing ?? GridTrackLayout.defaultSpacing
                Color.clear.frame(width: axis == .horizontal ? gap : 0, height: axis == .vertical ? gap : 0)
            }
        }
    }

    @ViewBuilder private func track(_ index: Int) -> some View {
        let cell = index < cells.count ? cells[index] : AnyView(Color.clear.frame(width: 0, height: 0))
        let alignment = items[index].alignment ?? .center
        switch (items[index].size, axis) {
        case (.fixed(let length), .horizontal):
            cell.frame(width: length, alignment: alignment)
        case (.fixed(let length), .vertical):
            cell.frame(height: length, alignment: alignment)
        case (.flexible(let minimum, let maximum), .horizontal), (.adaptive(let minimum, let maximum), .horizontal):
            cell.frame(minWidth: minimum, maxWidth: maximum, alignment: alignment)
        case (.flexible(let minimum, let maximum), .vertical), (.adaptive(let minimum, let maximum), .vertical):
            cell.frame(minHeight: minimum, maxHeight: maximum, alignment: alignment)
        }
    }
}

/// The grid items a lazy grid lays out: adaptive items expanded into the flexible tracks they
/// produce. The number of tracks an adaptive item yields depends on the grid's length, which a
/// composed view cannot read; it is counted for `SystemMetrics.adaptiveGridLength`.
enum GridItemExpansion {
    static func expanded(_ items: [GridItem]) -> (items: [GridItem], usesAssumedLength: Bool) {
        guard items.contains(where: { if case .adaptive = $0.size { return true } else { return false } }) else {
            return (items, false)
        }
        let tracks = GridTrackLayout.tracks(items, available: SystemMetrics.adaptiveGridLength)
        let expanded = tracks.map { track -> GridItem in
            var item = items[track.item]
            if case .adaptive(let minimum, let maximum) = item.size { item.size = .flexible(minimum: minimum, maximum: maximum) }
            return item
        }
        return (expanded, true)
    }

    /// `cells` in lines of `count`.
    static func lines(_ cells: [AnyView], count: Int) -> [[AnyView]] {
        guard count > 0 else { return [] }
        return stride(from: 0, to: cells.count, by: count).map { Array(cells[$0..<min($0 + count, cells.count)]) }
    }
}

extension View {
    /// The views a view builder produced, flattened and type-erased (a grid's cells).
    @MainActor var flattenedCells: [AnyView] {
        flattenedViews(self).map { AnyView($0) }
    }
}
