import Foundation

/// A grid that grows vertically, as SwiftUI's `LazyVGrid`: `columns` define the tracks across
/// (fixed, flexible, adaptive) and the cells fill rows left to right. It takes the full offered
/// width; each row is as tall as its tallest cell and rows are `spacing` apart (8 pt by default).
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public var body: some View {
        let (items, assumed) = GridItemExpansion.expanded(columns)
        let rows = GridItemExpansion.lines(content.flattenedCells, count: items.count)
        let grid = VStack(alignment: alignment, spacing: spacing ?? GridTrackLayout.defaultSpacing) {
            ForEach(Array(rows.indices), id: \.self) { row in
                GridTrackLine(axis: .horizontal, items: items, cells: rows[row])
            }
        }
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
        if assumed {
            grid.unsupported("LazyVGrid with adaptive columns (tracks counted for a \(Int(SystemMetrics.adaptiveGridLength))-pt grid)")
        } else {
            grid
        }
    }
}

/// A grid that grows horizontally, as SwiftUI's `LazyHGrid`: `rows` define the tracks down and the
/// cells fill columns top to bottom. It takes the full offered height.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    public var body: some View {
        let (items, assumed) = GridItemExpansion.expanded(rows)
        let columns = GridItemExpansion.lines(content.flattenedCells, count: items.count)
        let grid = HStack(alignment: alignment, spacing: spacing ?? GridTrackLayout.defaultSpacing) {
            ForEach(Array(columns.indices), id: \.self) { column in
                GridTrackLine(axis: .vertical, items: items, cells: columns[column])
            }
        }
        .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
        if assumed {
            grid.unsupported("LazyHGrid with adaptive rows (tracks counted for a \(Int(SystemMetrics.adaptiveGridLength))-pt grid)")
        } else {
            grid
        }
    }
}
