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
    let rows: [_TableRowModel<Value>]
    let columns: [_TableColumnModel<Value>]

    private init(rows: [_TableRowModel<Value>], columns: [_TableColumnModel<Value>]) {
        self.rows = rows; self.columns = columns
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let layout: ListLayoutKind = environment[TableStyleKey.self] is InsetTableStyle ? .inset : .plain
        let rows = self.rows
        let nodes = ListContainer.resolve(ForEach(0..<rows.count) { rowView(rows[$0]) }, layout: layout,
                                          in: environment)
        guard environment.horizontalSizeClass == .regular else { return nodes }
        return nodes.map { .unsupported(feature: "Table in regular width (drawn as in compact width: first column only)", child: $0) }
    }

    /// A row's first-column cell; a row with children is a disclosure group of it, as
    /// `List(_:children:)` draws one.
    private func rowView(_ row: _TableRowModel<Value>) -> AnyView {
        let cell = columns.first?.cell(row.value) ?? AnyView(EmptyView())
        switch row.disclosure {
        case .none: return cell
        case .collapsed: return AnyView(DisclosureGroup(isExpanded: .constant(false), content: { EmptyView() }, label: { cell }))
        case let .expanded(children):
            return AnyView(DisclosureGroup(isExpanded: .constant(true), content: {
                ForEach(0..<children.count) { rowView(children[$0]) }
            }, label: { cell }))
        }
    }
}

// MARK: Tables of a collection

extension Table {
    /// A table of `data`'s elements.
    public init<Data: RandomAccessCollection>(_ data: Data,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(rows: TableForEachContent(data: data)._rows, columns: columns()._columns)
    }

    /// A table of `data`'s elements with single selection.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(rows: TableForEachContent(data: data)._rows, columns: columns()._columns)
    }

    /// A table of `data`'s elements with multiple selection.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(rows: TableForEachContent(data: data)._rows, columns: columns()._columns)
    }

    /// A sortable table of `data`'s elements.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
              Columns == TableColumnList<Value, Sort> {
        self.init(rows: TableForEachContent(data: data)._rows, columns: columns()._columns)
    }

    /// A sortable table of `data`'s elements with single selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
              Columns == TableColumnList<Value, Sort> {
        self.init(rows: TableForEachContent(data: data)._rows, columns: columns()._columns)
    }

    /// A sortable table of `data`'s elements with multiple selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value,
              Columns == TableColumnList<Value, Sort> {
        self.init(rows: TableForEachContent(data: data)._rows, columns: columns()._columns)
    }
}

// MARK: Tables of explicit rows

extension Table {
    /// A table of the `TableRow`s built by `rows`.
    public init(of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Columns == TableColumnList<Value, Never> {
        self.init(rows: rows()._rows, columns: columns()._columns)
    }

    /// A table of explicit rows with single selection.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>,
                columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Columns == TableColumnList<Value, Never> {
        self.init(rows: rows()._rows, columns: columns()._columns)
    }

    /// A table of explicit rows with multiple selection.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Columns == TableColumnList<Value, Never> {
        self.init(rows: rows()._rows, columns: columns()._columns)
    }

    /// A sortable table of explicit rows.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>,
                                      columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Sort.Compared == Value, Columns == TableColumnList<Value, Sort> {
        self.init(rows: rows()._rows, columns: columns()._columns)
    }

    /// A sortable table of explicit rows with single selection.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Sort.Compared == Value, Columns == TableColumnList<Value, Sort> {
        self.init(rows: rows()._rows, columns: columns()._columns)
    }

    /// A sortable table of explicit rows with multiple selection.
    public init<Sort: SortComparator>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
                                      sortOrder: Binding<[Sort]>,
                                      columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
        where Rows == TableRowList<Value>, Sort.Compared == Value, Columns == TableColumnList<Value, Sort> {
        self.init(rows: rows()._rows, columns: columns()._columns)
    }
}

// MARK: Hierarchical tables (iOS 17)

extension Table {
    /// A table of `data`'s elements and their children at `children` (nil for a leaf); at rest the
    /// top level shows, an element with children collapsed.
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(rows: TableOutlineGroupContent(data: data, children: children)._rows, columns: columns()._columns)
    }

    /// A hierarchical table with single selection.
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                              selection: Binding<Value.ID?>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(rows: TableOutlineGroupContent(data: data, children: children)._rows, columns: columns()._columns)
    }

    /// A hierarchical table with multiple selection.
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                              selection: Binding<Set<Value.ID>>,
                                              columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Columns == TableColumnList<Value, Never> {
        self.init(rows: TableOutlineGroupContent(data: data, children: children)._rows, columns: columns()._columns)
    }

    /// A sortable hierarchical table.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value,
              Columns == TableColumnList<Value, Sort> {
        self.init(rows: TableOutlineGroupContent(data: data, children: children)._rows, columns: columns()._columns)
    }

    /// A sortable hierarchical table with single selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value,
              Columns == TableColumnList<Value, Sort> {
        self.init(rows: TableOutlineGroupContent(data: data, children: children)._rows, columns: columns()._columns)
    }

    /// A sortable hierarchical table with multiple selection.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value,
              Columns == TableColumnList<Value, Sort> {
        self.init(rows: TableOutlineGroupContent(data: data, children: children)._rows, columns: columns()._columns)
    }
}
