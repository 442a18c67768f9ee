import Foundation

/// Rows of data in columns, as SwiftUI's `Table` (iOS 16).
///
/// In compact width — every iPhone in portrait — iOS shows a table as a plain list of its rows with
/// only the **first column** and no headers (docs/CONTROLS.md, "Tables"), and that is what is drawn.
/// In regular width it is drawn the same way with a render note, since all columns and headers
/// would show there. Nothing is selected at rest, and rows keep the data's order: sorting is the
/// app's job when `sortOrder` changes. Every initializer also takes the iOS 17
/// `columnCustomization:` binding, which changes nothing in compact width.
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [Value]
    let columns: [_TableColumnModel<Value>]

    private init(rows: [Value], columns: [_TableColumnModel<Value>]) {
        self.rows = rows; self.columns = columns
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let layout: ListLayoutKind = environment[TableStyleKey.self] is InsetTableStyle ? .inset : .plain
        let rows = self.rows
        let cell = columns.first?.cell ?? { _ in AnyView(EmptyView()) }
        let nodes = ListContainer.resolve(ForEach(0..<rows.count) { cell(rows[$0]) }, layout: layout,
                                          in: environment)
        guard environment.horizontalSizeClass == .regular else { return nodes }
        return nodes.map { .unsupported(feature: "Table in regular width (drawn as in compact width: first column only)", child: $0) }
    }
}

// MARK: Tables of a collection

extension Table {
    /// A table of `data`'s elements.
    public init<Data: RandomAccessCollection>(_ data: Data,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(rows: Array(data), columns: columns()._columns)
    }

    /// A table of `data`'s elements with single selection.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(rows: Array(data), columns: columns()._columns)
    }

    /// A table of `data`'s elements with multiple selection.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(rows: Array(data), columns: columns()._columns)
    }

    /// A sortable table of `data`'s elements.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
              Columns == TableColumnList<Value, Sort> {
        self.init(rows: Array(data), columns: columns()._columns)
    }

    /// A sortable table of `data`'s elements with single selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
              Columns == TableColumnList<Value, Sort> {
        self.init(rows: Array(data), columns: columns()._columns)
    }

    /// A sortable table of `data`'s elements with multiple selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
              Columns == TableColumnList<Value, Sort> {
        self.init(rows: Array(data), columns: columns()._columns)
    }
}

// MARK: Tables of explicit rows

extension Table {
    /// A table of the `TableRow`s built by `rows`.
    public init(of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Columns == TableColumnList<Value, Never> {
        self.init(rows: rows()._rowValues, columns: columns()._columns)
    }

    /// A table of explicit rows with single selection.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>,
                columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Columns == TableColumnList<Value, Never> {
        self.init(rows: rows()._rowValues, columns: columns()._columns)
    }

    /// A table of explicit rows with multiple selection.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Columns == TableColumnList<Value, Never> {
        self.init(rows: rows()._rowValues, columns: columns()._columns)
    }

    /// A sortable table of explicit rows.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>,
                                      columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Sort.Compared == Value, Columns == TableColumnList<Value, Sort> {
        self.init(rows: rows()._rowValues, columns: columns()._columns)
    }

    /// A sortable table of explicit rows with single selection.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Sort.Compared == Value, Columns == TableColumnList<Value, Sort> {
        self.init(rows: rows()._rowValues, columns: columns()._columns)
    }

    /// A sortable table of explicit rows with multiple selection.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                                      sortOrder: Binding<[Sort]>,
                                      columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Sort.Compared == Value, Columns == TableColumnList<Value, Sort> {
        self.init(rows: rows()._rowValues, columns: columns()._columns)
    }
}
