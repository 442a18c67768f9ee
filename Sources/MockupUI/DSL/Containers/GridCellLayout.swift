import Foundation

/// How a `Grid` sizes and places its cells, as a `Layout`: every cell of every `GridRow` is one
/// subview, told its row and its place in the row (`GridCellPosition`); a view outside a `GridRow`
/// is a row across the whole grid.
///
/// Columns are sized like an `HStack`'s children: the proposed width less the spacing is shared
/// out, a column of spacers last, else the least flexible column first (its cells' widths at no width
/// and at unlimited width), each column taking the widest of its cells at its share; with no proposed
/// width each column is its widest cell's ideal width. A cell spanning columns (`gridCellColumns`) or
/// a row across the grid (Apple's `Grid` page: it "spans all of the grid's columns") gets their widths
/// and the spacing between them, and widens them when it needs more. Rows share the height the same
/// way, each as tall as its tallest cell at the column widths. A cell is aligned in its
/// area by its `gridCellAnchor`, else its column's `gridColumnAlignment` and its row's alignment,
/// else the grid's; a cell with `gridCellUnsizedAxes` takes the size the others give along them.
/// (Mockup's reading of SwiftUI's behaviour, documented in docs/CONTROLS.md "Grid".)
struct GridCellLayout: Layout {
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    /// Each row's alignment (`GridRow(alignment:)`), nil for the grid's.
    let rowAlignments: [VerticalAlignment?]

    /// Where every cell sits: its row, first column and span, or a row of its own across the grid.
    struct Cell {
        let row: Int
        let column: Int
        let span: Int
        var isFullRow: Bool { span == 0 }
    }

    func makeCache(subviews: Subviews) -> [Cell] {
        var cells: [Cell] = []
        var nextColumn: [Int: Int] = [:]
        for subview in subviews {
            let position = subview[GridCellPosition.self]
            if position.isFullRow {
                cells.append(Cell(row: position.row, column: 0, span: 0))
            } else {
                let column = nextColumn[position.row, default: 0], span = max(1, subview[GridCellColumnsKey.self])
                nextColumn[position.row] = column + span
                cells.append(Cell(row: position.row, column: column, span: span))
            }
        }
        return cells
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Cell]) -> CGSize {
        let tracks = self.tracks(proposal, subviews, cache)
        return CGSize(width: tracks.width, height: tracks.heights.reduce(0, +) + spacing(verticalSpacing, tracks.heights.count))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Cell]) {
        // The tracks the grid was sized with: shared out again over its own size, columns at their
        // ideal widths could come out narrower (a less flexible column offered its even share first).
        let tracks = self.tracks(proposal, subviews, cache)
        let columnStarts = starts(tracks.columns, horizontalSpacing), rowStarts = starts(tracks.heights, verticalSpacing)
        for (subview, cell) in zip(subviews, cache) {
            let area = CGRect(x: bounds.minX + (cell.isFullRow ? 0 : columnStarts[cell.column]), y: bounds.minY + rowStarts[cell.row],
                              width: cell.isFullRow ? tracks.width : width(of: cell, tracks.columns),
                              height: tracks.heights[cell.row])
            let offer = ProposedViewSize(area.size)
            let size = subview.sizeThatFits(offer)
            var point = area.origin
            if let anchor = subview[GridCellAnchorKey.self] {
                point.x += (area.width - size.width) * anchor.x
                point.y += (area.height - size.height) * anchor.y
            } else {
                point.x += horizontalOffset(of: size.width, in: area.width, alignment: columnAlignment(cell, subviews, cache))
                point.y += verticalOffset(of: subview, size: size, in: area.height, row: cell.row, subviews: subviews, cache: cache, offer: offer)
            }
            subview.place(at: point, proposal: offer)
        }
    }

    // MARK: Tracks

    /// The columns' widths, the grid's width and the rows' heights for `proposal`.
    private func tracks(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cells: [Cell])
        -> (columns: [CGFloat], width: CGFloat, heights: [CGFloat]) {
        let columnCount = cells.map { $0.column + $0.span }.max() ?? 0
        let rowCount = (cells.map(\.row).max() ?? -1) + 1
        let sizing = Array(zip(subviews, cells))
        let sizingColumn = { (column: Int) in
            sizing.filter { $0.1.span == 1 && $0.1.column == column && !$0.0[GridCellUnsizedAxesKey.self].contains(.horizontal) }
        }
        let shared = shares(columnCount, of: proposal.width, spacing: horizontalSpacing,
                            priority: { column in sizingColumn(column).map(\.0.priority).max() ?? 0 }) { column, share in
            sizingColumn(column).map { $0.0.sizeThatFits(ProposedViewSize(width: share, height: nil)).width }.max() ?? 0
        }
        let columns = widened(shared, by: sizing, proposal: proposal)
        var width = columns.reduce(0, +) + spacing(horizontalSpacing, columnCount)
        if columnCount == 0 {
            width = sizing.map { $0.0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width }.max() ?? 0
        }
        let heights = shares(rowCount, of: proposal.height, spacing: verticalSpacing, priority: { _ in 0 }) { row, share in
            sizing.filter { $0.1.row == row && !$0.0[GridCellUnsizedAxesKey.self].contains(.vertical) }.map { subview, cell in
                subview.sizeThatFits(ProposedViewSize(width: cell.isFullRow ? width : self.width(of: cell, columns), height: share)).height
            }.max() ?? 0
        }
        return (columns, width, heights)
    }

    /// `columns` widened for the cells spanning several (`gridCellColumns`) or the whole grid, unless
    /// unsized horizontally: each asks for its width at the grid's proposed width, and what it needs
    /// beyond its columns is shared out equally among them. A flexible one (a `Divider`, a view framed
    /// to `maxWidth: .infinity`) so makes the grid as wide as it is offered, "expanding all the other
    /// cells to match" (Apple's `gridCellUnsizedAxes(_:)`).
    private func widened(_ columns: [CGFloat], by sizing: [(LayoutSubview, Cell)], proposal: ProposedViewSize) -> [CGFloat] {
        var columns = columns
        for (subview, cell) in sizing where (cell.isFullRow || cell.span > 1) && !columns.isEmpty
            && !subview[GridCellUnsizedAxesKey.self].contains(.horizontal) {
            let span = cell.isFullRow ? 0..<columns.count : cell.column..<min(columns.count, cell.column + cell.span)
            let current = columns[span].reduce(0, +) + spacing(horizontalSpacing, span.count)
            let offer = proposal.width.map { cell.isFullRow ? $0 : current + max(0, $0 - (columns.reduce(0, +) + spacing(horizontalSpacing, columns.count))) }
            let needed = subview.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard needed > current + 1e-9, needed.isFinite else { continue }
            let extra = (needed - current) / CGFloat(span.count)
            for column in span { columns[column] += extra }
        }
        return columns
    }

    /// `count` track lengths sharing `length` less the spacing, as a stack shares it (LAYOUT-SPEC §3):
    /// tracks of higher layout priority first (a column of `Spacer`s, priority −∞, last, after the
    /// others took what they need less its minimum), within a priority the least flexible first, each
    /// given an equal share of what is left — at least its ideal (`measure(track, nil)`) when all the
    /// ideals fit — and taking `measure`'s answer for it; with no length, each track's ideal.
    private func shares(_ count: Int, of length: CGFloat?, spacing: CGFloat, priority: (Int) -> Double,
                        _ measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        let ideal = (0..<count).map { measure($0, nil) }
        guard let length else { return ideal }
        // When every track's ideal fits the length, none is offered less than its ideal: a less flexible
        // track's even share can be below it (a label's column and an equation's, `x =` beside a fixed
        // fraction), and its text would wrap though the row has room.
        let idealsFit = ideal.reduce(0, +) + self.spacing(spacing, count) <= length
        let least = (0..<count).map { measure($0, 0) }
        let flexibility = (0..<count).map { measure($0, .infinity) - least[$0] }
        let priorities = (0..<count).map(priority)
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            return flexibility[a] == flexibility[b] ? a < b : flexibility[a] < flexibility[b]
        }
        var available = max(0, length - self.spacing(spacing, count)), result = [CGFloat](repeating: 0, count: count)
        // What lower-priority tracks need at least is kept back until their turn.
        available -= order.filter { priorities[$0] < priorities[order[0]] }.reduce(0) { $0 + least[$1] }
        var index = 0
        while index < order.count {
            let group = order[index...].prefix { priorities[$0] == priorities[order[index]] }
            if index > 0 { available += group.reduce(0) { $0 + least[$1] } }
            for (done, track) in group.enumerated() {
                let share = max(available, 0) / CGFloat(group.count - done)
                result[track] = measure(track, idealsFit ? max(share, ideal[track]) : share)
                if available.isFinite { available -= result[track] }   // ∞ stays ∞, not NaN
            }
            index += group.count
        }
        return result
    }

    private func spacing(_ spacing: CGFloat, _ count: Int) -> CGFloat { spacing * CGFloat(max(0, count - 1)) }

    private func starts(_ lengths: [CGFloat], _ spacing: CGFloat) -> [CGFloat] {
        var starts: [CGFloat] = [], position: CGFloat = 0
        for length in lengths {
            starts.append(position)
            position += length + spacing
        }
        return starts
    }

    private func width(of cell: Cell, _ columns: [CGFloat]) -> CGFloat {
        columns[cell.column..<min(columns.count, cell.column + cell.span)].reduce(0, +) + spacing(horizontalSpacing, cell.span)
    }

    // MARK: Alignment

    /// The column's alignment: the first `gridColumnAlignment` set in it, else the grid's.
    private func columnAlignment(_ cell: Cell, _ subviews: Subviews, _ cells: [Cell]) -> HorizontalAlignment {
        guard !cell.isFullRow else { return alignment.horizontal }
        return zip(subviews, cells).lazy.filter { $0.1.column == cell.column && !$0.1.isFullRow }
            .compactMap { $0.0[GridColumnAlignmentKey.self] }.first ?? alignment.horizontal
    }

    private func horizontalOffset(of width: CGFloat, in area: CGFloat, alignment: HorizontalAlignment) -> CGFloat {
        switch alignment {
        case .leading: 0
        case .trailing: area - width
        default: (area - width) / 2
        }
    }

    /// Top, centre and bottom within the row; a text baseline or custom guide lines the row's cells
    /// up on it, the lowest guide at its cell's top.
    private func verticalOffset(of subview: LayoutSubview, size: CGSize, in area: CGFloat, row: Int, subviews: Subviews,
                                cache: [Cell], offer: ProposedViewSize) -> CGFloat {
        let guide = rowAlignments.indices.contains(row) ? rowAlignments[row] ?? alignment.vertical : alignment.vertical
        switch guide {
        case .top: return 0
        case .bottom: return area - size.height
        case .center: return (area - size.height) / 2
        default:
            let line = zip(subviews, cache).filter { $0.1.row == row }.map { $0.0.dimensions(in: offer)[guide] }.max() ?? 0
            return line - subview.dimensions(in: offer)[guide]
        }
    }
}

/// A grid cell's row and whether it is a row of its own (set by `Grid`).
struct GridCellPosition: LayoutValueKey {
    let row: Int
    let isFullRow: Bool
    static let defaultValue = GridCellPosition(row: 0, isFullRow: true)
}

/// `gridCellColumns(_:)`.
struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
/// `gridCellAnchor(_:)`.
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
/// `gridColumnAlignment(_:)`.
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
/// `gridCellUnsizedAxes(_:)`.
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }
