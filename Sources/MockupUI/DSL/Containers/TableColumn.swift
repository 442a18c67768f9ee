import Foundation

/// Column content of a `Table`, as SwiftUI's `TableColumnContent`: a `TableColumn`, a
/// `TableColumnForEach`, or several built with `TableColumnBuilder`.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the table's rows.
    associatedtype TableRowValue: Identifiable
    /// How a sortable column compares rows (`Never` for an unsortable one).
    associatedtype TableColumnSortComparator: SortComparator
    /// The columns this content stands for, in order.
    var _columns: [_TableColumnModel<TableRowValue>] { get }
}

/// A column as a table draws it: the cell view of a row. (Headers and widths only show in
/// regular width, which is drawn as compact width.)
@preconcurrency @MainActor
public struct _TableColumnModel<RowValue> {
    let cell: (RowValue) -> AnyView
}

/// A column of a `Table`: a header label and the cell each row shows in it, as SwiftUI's
/// `TableColumn`. `Sort` is the comparator a sortable table sorts the column with; an unsortable
/// column's is `Never`. Widths only matter in regular width, where all columns show.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let content: (RowValue) -> Content

    /// A column of `content` cells; its title (`Label`) only shows as a header in regular width.
    init(label: Label, content: @escaping (RowValue) -> Content) { self.content = content }

    public var _columns: [_TableColumnModel<RowValue>] {
        let content = self.content
        return [_TableColumnModel(cell: { AnyView(content($0)) })]
    }

    /// A fixed width, or the table's automatic width for nil.
    public func width(_ width: CGFloat? = nil) -> TableColumn { self }

    /// Width limits and the preferred width; nil values are the table's defaults.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
}

// MARK: Columns that show a string property

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// An unsortable column showing the string at `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, content: { Text(verbatim: $0[keyPath: value]) })
    }

    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing the string at `value`, sorted by it with `comparator`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .localizedStandard) {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .localizedStandard) {
        self.init(label: text, content: { Text(verbatim: $0[keyPath: value]) })
    }

    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                   comparator: String.StandardComparator = .localizedStandard) {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }
}

// MARK: Columns with custom cells

extension TableColumn where Label == Text {
    /// A column whose cells are `content`'s view of each row. It is unsortable (`Sort` is the
    /// table's, so the column also fits a sortable table's builder, as in SwiftUI).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A custom-cell column sorted by the comparable value at `value`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }

    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// A custom-cell column sorted by the value at `value` with `comparator`.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(label: Text(titleKey), content: content)
    }

    public init<V, C: SortComparator>(_ text: Text, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(label: text, content: content)
    }

    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                         @ViewBuilder content: @escaping (RowValue) -> Content)
        where C.Compared == V {
        self.init(label: Text(title), content: content)
    }

    /// A custom-cell column sorted by the string at `value` with `comparator` (iOS 16.6).
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .localizedStandard,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }

    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                   comparator: String.StandardComparator = .localizedStandard,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
}

extension TableColumn where Sort.Compared == RowValue, Label == Text {
    /// A custom-cell column that sorts rows with `comparator` (iOS 16.6).
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, content: content)
    }

    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }
}

/// Columns built by a `TableColumnBuilder`, in order.
public struct TableColumnList<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public let _columns: [_TableColumnModel<RowValue>]
}

/// Builds a table's columns from the column expressions of a closure, as SwiftUI's
/// `TableColumnBuilder`. The columns are collected into one `TableColumnList` (SwiftUI nests them in
/// tuple types instead); `TableColumn` expressions are matched by type so that a key path's root
/// is the table's row type.
@preconcurrency @MainActor @resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Sort, Content, Label>) -> TableColumnList<RowValue, Sort> {
        TableColumnList(_columns: column._columns)
    }

    /// Columns of the user's (`@TableColumnBuilder var nameColumns: some TableColumnContent<…>`).
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> TableColumnList<RowValue, Sort>
        where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
        TableColumnList(_columns: content._columns)
    }

    public static func buildExpression<Data, ID, Content>(
        _ columns: TableColumnForEach<Data, ID, RowValue, Sort, Content>) -> TableColumnList<RowValue, Sort> {
        TableColumnList(_columns: columns._columns)
    }

    public static func buildBlock(_ parts: TableColumnList<RowValue, Sort>...) -> TableColumnList<RowValue, Sort> {
        TableColumnList(_columns: parts.flatMap(\._columns))
    }

    public static func buildOptional(_ part: TableColumnList<RowValue, Sort>?) -> TableColumnList<RowValue, Sort> {
        part ?? TableColumnList(_columns: [])
    }

    public static func buildEither(first part: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { part }
    public static func buildEither(second part: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> { part }
    public static func buildLimitedAvailability(_ part: TableColumnList<RowValue, Sort>) -> TableColumnList<RowValue, Sort> {
        part
    }
}

/// Columns made from a collection, one group of columns per element, as SwiftUI's
/// `TableColumnForEach` (iOS 17).
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue: Identifiable,
                                 Sort: SortComparator, Content: TableColumnContent>: TableColumnContent
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let data: Data
    let content: (Data.Element) -> Content

    public var _columns: [_TableColumnModel<RowValue>] { data.flatMap { content($0)._columns } }

    /// Columns for each identifiable element.
    public init(_ data: Data, @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content)
        where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data; self.content = content
    }

    /// Columns for each element, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content
    }
}

extension TableColumnForEach where Data == Range<Int>, ID == Int {
    /// Columns for each integer of a constant range.
    public init(_ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content) {
        self.data = data; self.content = content
    }
}

extension String.StandardComparator {
    /// Foundation's Finder-like comparison on Apple platforms; swift-corelibs-foundation has no
    /// localized collation, so it compares as `.lexical` here (tables draw rows in data order
    /// anyway).
    public static let localizedStandard = String.StandardComparator.lexical
    /// Locale-aware comparison on Apple platforms; `.lexical` here.
    public static let localized = String.StandardComparator.lexical
}
