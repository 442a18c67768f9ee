import Foundation

/// Row content of a `Table`, as SwiftUI's `TableRowContent`: `TableRow`s, a `ForEach` of them, or
/// the rows of a table's data collection.
@MainActor @preconcurrency
public protocol TableRowContent {
    /// The type of the table's rows.
    associatedtype TableRowValue: Identifiable
    /// The row values this content stands for, in order.
    var _rowValues: [TableRowValue] { get }
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

    public var _rowValues: [Value] { [value] }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { [] }
}

/// The rows of a table created from a collection (`Table(people) { … }`), as SwiftUI's
/// `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    let data: Data
    public var _rowValues: [Data.Element] { Array(data) }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    /// Each element's rows, in order.
    public var _rowValues: [Content.TableRowValue] { data.flatMap { content($0)._rowValues } }
}

/// Rows built by a `TableRowBuilder`, in order.
public struct TableRowList<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public let _rowValues: [Value]
}

/// Builds a table's rows from the row expressions of a closure, as SwiftUI's `TableRowBuilder`.
@MainActor @resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> TableRowList<Value>
        where Content.TableRowValue == Value {
        TableRowList(_rowValues: content._rowValues)
    }

    public static func buildBlock(_ parts: TableRowList<Value>...) -> TableRowList<Value> {
        TableRowList(_rowValues: parts.flatMap(\._rowValues))
    }

    public static func buildOptional(_ part: TableRowList<Value>?) -> TableRowList<Value> {
        part ?? TableRowList(_rowValues: [])
    }

    public static func buildEither(first part: TableRowList<Value>) -> TableRowList<Value> { part }
    public static func buildEither(second part: TableRowList<Value>) -> TableRowList<Value> { part }
    public static func buildLimitedAvailability(_ part: TableRowList<Value>) -> TableRowList<Value> { part }
}
