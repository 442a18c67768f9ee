import Foundation

/// A two-dimensional grid, as SwiftUI's `Grid` (iOS 16): each column is as wide as its widest cell
/// across all `GridRow`s, each row as tall as its tallest cell; a view outside a `GridRow` is a row
/// of its own across the grid.
///
/// Composed from stacks: in every row, each cell is drawn over zero-height, hidden copies of the
/// other cells of its column (at their ideal sizes), so the cell's slot is as wide as the column. A
/// cell spanning columns (`gridCellColumns`) is drawn over the copies of every column it spans, side
/// by side at the grid's spacing (Apple's `gridCellColumns(_:)`); it does not set those columns'
/// widths (Mockup's choice: Apple does not document how a spanning cell wider than its columns
/// sizes them; here its row's later cells move right).
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
            if let row = untagged(view) as? any GridRowSource { return GridRowCells(row.cells, alignment: row.rowAlignment) }
            return GridRowCells(nil, alignment: nil, spanning: AnyView(view))
        }
        let spacing = horizontalSpacing ?? GridTrackLayout.defaultSpacing
        VStack(alignment: alignment.horizontal, spacing: verticalSpacing ?? GridTrackLayout.defaultSpacing) {
            ForEach(Array(rows.indices), id: \.self) { index in
                if let cells = rows[index].cells {
                    HStack(alignment: rows[index].alignment ?? alignment.vertical, spacing: spacing) {
                        ForEach(Array(cells.indices), id: \.self) { position in
                            let cell = cells[position]
                            GridCellSlot(cell: cell.view, columns: (cell.column..<cell.column + cell.span).map { column in
                                rows.compactMap { $0.cell(startingAt: column) }
                            }, spacing: spacing, alignment: alignment)
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
    /// The row's cells with the number of columns each spans.
    var cells: [(view: AnyView, span: Int)] { get }
    var rowAlignment: VerticalAlignment? { get }
}

extension GridRow: GridRowSource {
    var cells: [(view: AnyView, span: Int)] {
        flattenedViews(content).map { view in (AnyView(view), (untagged(view) as? any GridCellSpanning)?.spannedColumns ?? 1) }
    }
    var rowAlignment: VerticalAlignment? { alignment }
}

/// A grid's row: its cells at the columns they start in, or a view spanning the grid.
struct GridRowCells {
    struct Cell {
        let view: AnyView
        let column: Int
        let span: Int
    }

    let cells: [Cell]?
    let alignment: VerticalAlignment?
    var spanning: AnyView?

    init(_ cells: [(view: AnyView, span: Int)]?, alignment: VerticalAlignment?, spanning: AnyView? = nil) {
        var column = 0
        self.cells = cells?.map { cell in
            defer { column += cell.span }
            return Cell(view: cell.view, column: column, span: cell.span)
        }
        self.alignment = alignment
        self.spanning = spanning
    }

    /// The one-column cell that starts at `column`, which sizes that column.
    func cell(startingAt column: Int) -> AnyView? {
        cells?.first { $0.column == column && $0.span == 1 }?.view
    }
}

/// A cell in a slot as wide as the columns it spans: for each column, hidden, zero-height copies of
/// the column's cells (at their ideal sizes), the columns side by side at the grid's spacing, under
/// the cell.
struct GridCellSlot: View {
    let cell: AnyView
    let columns: [[AnyView]]
    let spacing: CGFloat
    let alignment: Alignment

    var body: some View {
        ZStack(alignment: alignment) {
            HStack(spacing: spacing) {
                ForEach(Array(columns.indices), id: \.self) { column in
                    ZStack {
                        ForEach(Array(columns[column].indices), id: \.self) { index in
                            columns[column][index].fixedSize().frame(height: 0).hidden()
                        }
                    }
                }
            }
            cell
        }
    }
}

/// A grid cell that spans columns (`gridCellColumns`), as its grid row finds it.
@MainActor
protocol GridCellSpanning {
    var spannedColumns: Int { get }
}

/// A cell with the number of grid columns it spans.
struct GridCellColumns<Content: View>: View, GridCellSpanning {
    let spannedColumns: Int
    let content: Content
    var body: some View { content }
}

extension View {
    /// How many grid columns this cell spans (at least one); outside a grid row, nothing changes.
    public func gridCellColumns(_ count: Int) -> some View {
        GridCellColumns(spannedColumns: max(1, count), content: self)
    }
    /// The horizontal alignment of this cell's column (the grid's alignment is used).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    /// Where this cell sits in its grid area (the grid's alignment is used).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    /// Axes along which this cell does not ask for more space.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}
