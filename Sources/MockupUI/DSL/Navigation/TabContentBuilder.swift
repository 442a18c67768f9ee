import Foundation

/// Builds the tabs of a `TabView` from the statements of a closure, as SwiftUI's
/// `TabContentBuilder`: every tab's value is of the builder's `TabValue`, the tab view's selection
/// type — which is how `Tab(…, value: .home)` knows what `.home` is.
@preconcurrency @MainActor @resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// The tabs of a tab view as the `Content` view of the `TabView` they build.
    public struct Content<C: TabContent>: View, PrimitiveView where C.TabValue == TabValue {
        public typealias Body = Never
        let content: C

        /// The tabs stand for no view of their own: the tab view draws them.
        func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { [] }
    }

    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    /// Several statements: each already of `TabValue`, as `buildExpression` made it.
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> _TupleTabContent<TabValue> {
        var parts: [any TabContent] = []
        for part in repeat each content { parts.append(part) }
        return _TupleTabContent(parts: parts)
    }

    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue { content }

    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalTabContent<T, F>
        where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalTabContent(storage: .first(first))
    }

    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalTabContent<T, F>
        where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalTabContent(storage: .second(second))
    }

    public static func buildLimitedAvailability<C: TabContent>(_ content: C) -> AnyTabContent<TabValue>
        where C.TabValue == TabValue {
        AnyTabContent(content)
    }
}

/// Several pieces of tab content of one builder block, in order.
public struct _TupleTabContent<TabValue: Hashable>: TabContent, PrimitiveTabContent {
    public typealias Body = Never
    let parts: [any TabContent]

    func tabChildren(in environment: EnvironmentValues) -> [TabChild] {
        parts.flatMap { MockupUI.tabChildren(of: $0, in: environment) }
    }
}

/// The tab content of `if`/`else` (or `switch`) in a tab content builder.
public struct _ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>: TabContent, PrimitiveTabContent
    where TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
    public typealias Body = Never
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage

    func tabChildren(in environment: EnvironmentValues) -> [TabChild] {
        switch storage {
        case .first(let content): return MockupUI.tabChildren(of: content, in: environment)
        case .second(let content): return MockupUI.tabChildren(of: content, in: environment)
        }
    }
}

/// `if` without `else`: no tabs when the condition is false.
extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
}

extension Optional: PrimitiveTabContent where Wrapped: TabContent {
    func tabChildren(in environment: EnvironmentValues) -> [TabChild] {
        map { MockupUI.tabChildren(of: $0, in: environment) } ?? []
    }
}

/// The content view of a `TabView` built from tab content: the tabs it stands for.
@MainActor
protocol TabContentView {
    func tabChildren(in environment: EnvironmentValues) -> [TabChild]
}

extension TabContentBuilder.Content: TabContentView {
    func tabChildren(in environment: EnvironmentValues) -> [TabChild] {
        MockupUI.tabChildren(of: content, in: environment)
    }
}
