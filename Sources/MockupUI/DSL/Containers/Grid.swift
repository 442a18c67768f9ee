import Foundation

/// A two-dimensional grid, as SwiftUI's `Grid` (iOS 16): each column is as wide as its widest cell
/// across all `GridRow`s, each row as tall as its tallest cell; a view outside a `GridRow` is a row
/// of its own across the grid.
///
/// Composed from stacks: in every row, each cell is drawn over zero-height, hidden copies of the
/// other cells of its column (at their ideal sizes), so the cell's slot is as wide as the column.
/// `gridCellColumns` spans are not composed and are noted.
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
        let rows = flattenedViews(content).map { view -> GridRowCells in
            if let row = untagged(view) as? any GridRowSource { return GridRowCells(cells: row.cellViews, alignment: row.rowAlignment) }
            return GridRowCells(cells: nil, alignment: nil, spanning: AnyView(view))
        }
        VStack(alignment: alignment.horizontal, spacing: verticalSpacing ?? GridTrackLayout.defaultSpacing) {
            ForEach(Array(rows.indices), id: \.self) { index in
                if let cells = rows[index].cells {
                    HStack(alignment: rows[index].alignment ?? alignment.vertical,
                           spacing: horizontalSpacing ?? GridTrackLayout.defaultSpacing) {
                        ForEach(Array(cells.indices), id: \.self) { column in
                            GridCellSlot(cell: cells[column], columnCells: rows.compactMap { $0.cells?[safe: column] },
                                         alignment: alignment)
                        }
                    }
                } else if let spanning = rows[index].spanning {
                    spanning
                }
            }
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

/// A grid's row: its cells, or a view spanning the grid.
struct GridRowCells {
    let cells: [AnyView]?
    let alignment: VerticalAlignment?
    var spanning: AnyView?
}

/// A cell in a slot as wide as its column: hidden, zero-height copies of the column's cells (at
/// their ideal sizes) under the cell.
struct GridCellSlot: View {
    let cell: AnyView
    let columnCells: [AnyView]
    let alignment: Alignment

    var body: some View {
        ZStack(alignment: alignment) {
            ForEach(Array(columnCells.indices), id: \.self) { index in
                columnCells[index].fixedSize().frame(height: 0).hidden()
            }
            cell
        }
    }
}

fileprivate extension Array {
    /// The element at `index`, or nil outside the array.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension View {
    /// How many grid columns this cell spans (drawn in one column, with a render note).
    public func gridCellColumns(_ count: Int) -> some View {
        renderNote(when: count > 1, "gridCellColumns")
    }
    /// The horizontal alignment of this cell's column (the grid's alignment is used).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    /// Where this cell sits in its grid area (the grid's alignment is used).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    /// Axes along which this cell does not ask for more space.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}
