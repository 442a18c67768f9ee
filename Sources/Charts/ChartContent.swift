import Foundation
import SwiftUI

/// Something drawn in a `Chart`: marks, and `ForEach` over marks. Chart content is also a `View`
/// (drawing nothing on its own) so that `ForEach { … }` can build marks.
@MainActor @preconcurrency
public protocol ChartContent: View {
    /// The marks this content adds to the chart.
    var _marks: [ChartMark] { get }
}

extension ChartContent where Body: ChartContent {
    /// A custom chart content type's marks: those of its body.
    public var _marks: [ChartMark] { body._marks }
}

/// Builds chart content from the statements of a `Chart { }` closure: sequences, `if`, `if`/`else`,
/// `switch`, `for`-`in` and availability checks.
@preconcurrency @MainActor @resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> _ChartContentGroup {
        _ChartContentGroup(marks: content._marks)
    }
    public static func buildBlock() -> _ChartContentGroup { _ChartContentGroup(marks: []) }
    public static func buildBlock(_ parts: _ChartContentGroup...) -> _ChartContentGroup {
        _ChartContentGroup(marks: parts.flatMap(\.marks))
    }
    public static func buildPartialBlock(first: _ChartContentGroup) -> _ChartContentGroup { first }
    public static func buildPartialBlock(accumulated: _ChartContentGroup, next: _ChartContentGroup) -> _ChartContentGroup {
        _ChartContentGroup(marks: accumulated.marks + next.marks)
    }
    public static func buildOptional(_ part: _ChartContentGroup?) -> _ChartContentGroup { part ?? _ChartContentGroup(marks: []) }
    public static func buildIf(_ part: _ChartContentGroup?) -> _ChartContentGroup { buildOptional(part) }
    public static func buildEither(first: _ChartContentGroup) -> _ChartContentGroup { first }
    public static func buildEither(second: _ChartContentGroup) -> _ChartContentGroup { second }
    public static func buildArray(_ parts: [_ChartContentGroup]) -> _ChartContentGroup {
        _ChartContentGroup(marks: parts.flatMap(\.marks))
    }
    public static func buildLimitedAvailability(_ part: _ChartContentGroup) -> _ChartContentGroup { part }
}

/// Several marks (what the builder and the mark modifiers return).
public struct _ChartContentGroup: ChartContent {
    let marks: [ChartMark]
    public var _marks: [ChartMark] { marks }
    public var body: some View { EmptyView() }
}

/// Chart content of any type.
public struct AnyChartContent: ChartContent {
    public let _marks: [ChartMark]
    public init(_ content: any ChartContent) { _marks = content._marks }
    public init(erasing content: some ChartContent) { _marks = content._marks }
    public var body: some View { EmptyView() }
}

/// A group of chart content (Swift Charts' `Plot`), drawn as its content.
public struct Plot: ChartContent {
    public let _marks: [ChartMark]
    public init(@ChartContentBuilder content: () -> _ChartContentGroup) { _marks = content().marks }
    public var body: some View { EmptyView() }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var _marks: [ChartMark] { data.flatMap { content($0)._marks } }
}

extension ForEach where Content == _ChartContentGroup, ID == Data.Element.ID, Data.Element: Identifiable {
    /// Marks for each element, built by a chart content builder (`if`/`else` and loops inside).
    @_disfavoredOverload
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> _ChartContentGroup) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content == _ChartContentGroup {
    /// Marks for each element identified by `id`, built by a chart content builder.
    @_disfavoredOverload
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> _ChartContentGroup) {
        self.init(data, id: id, content: content)
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var _marks: [ChartMark] { self?._marks ?? [] }
}

/// Several marks built by a view builder (`ForEach(data) { LineMark(…); PointMark(…) }`): the marks
/// of each. A tuple's type says nothing of its elements' conformances, so any tuple of views is
/// chart content; views that are not marks add none.
extension TupleView: ChartContent {
    public var _marks: [ChartMark] { _children.flatMap { ($0 as? any ChartContent)?._marks ?? [] } }
}
