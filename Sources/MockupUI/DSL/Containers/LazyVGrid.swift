import Foundation

/// A grid that grows vertically, as SwiftUI's `LazyVGrid`: `columns` define the tracks across
/// (fixed, flexible, adaptive: as many as fit the width the grid is offered) and the cells fill
/// rows left to right. It takes the full offered width; each row is as tall as its tallest cell
/// and rows are `spacing` apart (8 pt by default). See `LazyGridLayout`; sections: `LazyGridSections`.
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
        let grid = LazyGridLayout(axis: .vertical, items: columns, alignment: alignment.key, lineSpacing: spacing ?? GridTrackLayout.defaultSpacing)
        if let parts = LazyGridSections.parts(of: content) {
            VStack(alignment: alignment, spacing: grid.lineSpacing) { LazyGridSectionParts(parts: parts, grid: grid) }
        } else {
            grid { content }
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
        let grid = LazyGridLayout(axis: .horizontal, items: rows, alignment: alignment.key, lineSpacing: spacing ?? GridTrackLayout.defaultSpacing)
        if let parts = LazyGridSections.parts(of: content) {
            HStack(alignment: alignment, spacing: grid.lineSpacing) { LazyGridSectionParts(parts: parts, grid: grid) }
        } else {
            grid { content }
        }
    }
}
