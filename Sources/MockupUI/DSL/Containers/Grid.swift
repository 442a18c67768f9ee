import Foundation

/// A two-dimensional grid, as SwiftUI's `Grid` (iOS 16): the n-th view of each `GridRow` is in the
/// n-th column (after the columns cells before it span, `gridCellColumns`); a view outside a
/// `GridRow` is a row of its own across the grid. Sizing and placement: `GridCellLayout`.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing; self.content = content()
    }

    public var body: some View {
        let rows = flattenedViews(content).map { view -> (cells: [AnyView], isRow: Bool, alignment: VerticalAlignment?) in
            if let row = untagged(view) as? any GridRowSource { return (row.cellViews, true, row.rowAlignment) }
            return ([AnyView(view)], false, nil)
        }
        let cells = rows.enumerated().flatMap { index, row in
            row.cells.map { $0.layoutValue(key: GridCellPosition.self, value: GridCellPosition(row: index, isFullRow: !row.isRow)) }
        }
        GridCellLayout(alignment: alignment, horizontalSpacing: horizontalSpacing ?? GridTrackLayout.defaultSpacing,
                       verticalSpacing: verticalSpacing ?? GridTrackLayout.defaultSpacing, rowAlignments: rows.map(\.alignment)) {
            ForEach(Array(cells.indices), id: \.self) { cells[$0] }
        }
    }
}

/// One row of a `Grid`: its views are the row's cells, left to right.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    /// Outside a `Grid`, the cells side by side.
    public var body: some View {
        HStack(alignment: alignment ?? .center) { content }
    }
}

/// A grid row as its grid sees it.
@MainActor
protocol GridRowSource {
    var cellViews: [AnyView] { get }
    var rowAlignment: VerticalAlignment? { get }
}

extension GridRow: GridRowSource {
    var cellViews: [AnyView] { content.flattenedCells }
    var rowAlignment: VerticalAlignment? { alignment }
}

extension ModifiedContent: GridRowSource where Content: View & GridRowSource, Modifier: ViewModifier {
    /// A modifier on a grid row applies to each of its cells, as in SwiftUI: `GridRow { … }.font(.caption)`
    /// sets every cell's font and the row stays a row of the grid's columns.
    var cellViews: [AnyView] { content.cellViews.map { AnyView(modifying($0)) } }
    var rowAlignment: VerticalAlignment? { content.rowAlignment }
}

extension View {
    /// How many grid columns this cell spans (at least one); outside a grid, nothing changes.
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }
    /// The horizontal alignment of this cell's column, for every cell in it.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }
    /// Where this cell sits in its grid area, overriding the column's and row's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }
    /// Axes along which this cell does not size its column or row: it takes the size the other
    /// cells give it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
