import Foundation

/// Row content of a `Table`, as SwiftUI's `TableRowContent`: `TableRow`s, `DisclosureTableRow`s, a
/// `ForEach` of them, or the rows of a table's data collection.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    /// The type of the table's rows.
    associatedtype TableRowValue: Identifiable
    /// The rows this content stands for, in order.
    var _rows: [_TableRowModel<TableRowValue>] { get }
}

/// A row as a table draws it: its value, and the rows it discloses, if any.
public struct _TableRowModel<Value> {
    enum Disclosure {
        /// A plain row.
        case none
        /// A row with children, collapsed (they are not drawn).
        case collapsed
        /// A row with its children shown below it.
        case expanded([_TableRowModel<Value>])
    }
    let value: Value
    let disclosure: Disclosure

    /// The top level of a tree at rest: an element with children (not nil) is collapsed.
    static func outline<Children>(_ elements: some Sequence<Value>, children: KeyPath<Value, Children?>) -> [_TableRowModel] {
        elements.map { _TableRowModel(value: $0, disclosure: $0[keyPath: children] == nil ? .none : .collapsed) }
    }
}

/// One row of a `Table(of:columns:rows:)`, as SwiftUI's `TableRow`.
///
/// It is also a `View` that draws nothing, so that `ForEach(people) { TableRow($0) }` compiles:
/// this engine's `ForEach` takes view content only.
public struct TableRow<Value: Identifiable>: TableRowContent, View, PrimitiveView {
    public typealias TableRowValue = Value
    public typealias Body = Never
    let value: Value

    public init(_ value: Value) { self.value = value }

    public var _rows: [_TableRowModel<Value>] { [_TableRowModel(value: value, disclosure: .none)] }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { [] }
}

/// A row that shows or hides the rows of `content` below it, as SwiftUI's `DisclosureTableRow`
/// (iOS 17). Without an `isExpanded` binding it is collapsed, as a disclosure group is at rest.
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
    where Label.TableRowValue == Content.TableRowValue {
    public typealias TableRowValue = Label.TableRowValue
    let value: Label.TableRowValue
    let isExpanded: Bool
    let content: () -> Content

    public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil,
                       @TableRowBuilder<Value> content: @escaping () -> Content)
        where Label == TableRow<Value>, Value == Content.TableRowValue {
        self.value = value; self.isExpanded = isExpanded?.wrappedValue ?? false; self.content = content
    }

    public var _rows: [_TableRowModel<TableRowValue>] {
        [_TableRowModel(value: value, disclosure: isExpanded ? .expanded(content()._rows) : .collapsed)]
    }
}

/// The rows of a table created from a collection (`Table(people) { … }`), as SwiftUI's
/// `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data
    public var _rows: [_TableRowModel<Data.Element>] { data.map { _TableRowModel(value: $0, disclosure: .none) } }
}

/// The rows of a hierarchical table (`Table(items, children: \.children) { … }`), as SwiftUI's
/// `TableOutlineGroupContent` (iOS 17): the top level, an element with children collapsed, as an
/// outline is at rest.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data
    let children: KeyPath<Data.Element, Data?>

    public var _rows: [_TableRowModel<Data.Element>] { _TableRowModel.outline(data, children: children) }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    /// Each element's rows, in order.
    public var _rows: [_TableRowModel<Content.TableRowValue>] { data.flatMap { content($0)._rows } }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content == TableRow<Data.Element> {
    /// One table row per element (`DisclosureTableRow(item) { ForEach(item.children) }`, iOS 17).
    public init(_ data: Data) {
        self.data = data; content = { TableRow($0) }; elementID = { AnyHashable($0.id) }
    }
}

/// Rows built by a `TableRowBuilder`, in order.
public struct TableRowList<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public let _rows: [_TableRowModel<Value>]
}

/// Builds a table's rows from the row expressions of a closure, as SwiftUI's `TableRowBuilder`.
@preconcurrency @MainActor @resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> TableRowList<Value>
        where Content.TableRowValue == Value {
        TableRowList(_rows: content._rows)
    }

    public static func buildBlock(_ parts: TableRowList<Value>...) -> TableRowList<Value> {
        TableRowList(_rows: parts.flatMap(\._rows))
    }

    public static func buildOptional(_ part: TableRowList<Value>?) -> TableRowList<Value> {
        part ?? TableRowList(_rows: [])
    }

    public static func buildEither(first part: TableRowList<Value>) -> TableRowList<Value> { part }
    public static func buildEither(second part: TableRowList<Value>) -> TableRowList<Value> { part }
    public static func buildLimitedAvailability(_ part: TableRowList<Value>) -> TableRowList<Value> { part }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == TableRow<Data.Element>, Leaf == TableRow<Data.Element>,
                             Subgroup == TableRow<Data.Element>, Data.Element: Identifiable {
    /// Table rows for the tree of `data` (iOS 17): the top level, an element with children
    /// collapsed, as an outline is at rest.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>) {
        self.init(elements: Array(data), children: children, content: { TableRow($0) })
    }
}

extension OutlineGroup: TableRowContent where Leaf == TableRow<Data.Element>, Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public var _rows: [_TableRowModel<Data.Element>] { _TableRowModel.outline(elements, children: children) }
}
