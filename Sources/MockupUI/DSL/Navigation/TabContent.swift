import Foundation

/// The tabs of a `TabView` in iOS 18's API, as SwiftUI's `TabContent`: a `Tab`, a `TabSection`,
/// `ForEach` or `Group` of tabs, or a type of the app's own whose `body` is tab content. `TabValue`
/// is the type of the tab view's selection.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the selection of the tab view these tabs are in; for content of the app's own,
    /// its body's.
    associatedtype TabValue: Hashable = Body.TabValue
    /// The tab content this content is made of.
    associatedtype Body: TabContent
    @TabContentBuilder<TabValue> var body: Body { get }
}

extension TabContent where Body == Never {
    /// Tab content Mockup reads directly has no body; the engine never asks for it.
    public var body: Never {
        fatalError("\(Self.self) is primitive tab content: its body is never evaluated")
    }
}

extension Never: TabContent {
    public typealias TabValue = Never
}

/// Tab content the engine reads directly: the tabs it stands for, in order.
@MainActor
protocol PrimitiveTabContent {
    func tabChildren(in environment: EnvironmentValues) -> [TabChild]
}

/// The tabs `content` stands for, in order: primitive content directly, the app's own content
/// through its `body` (evaluated after `environment` is installed into its `@Environment`
/// properties).
@MainActor
func tabChildren<C: TabContent>(of content: C, in environment: EnvironmentValues) -> [TabChild] {
    if let primitive = content as? any PrimitiveTabContent {
        return primitive.tabChildren(in: environment)
    }
    installEnvironment(environment, into: content)
    return tabChildren(of: content.body, in: environment)
}

/// Type-erased tab content, as SwiftUI's `AnyTabContent`.
public struct AnyTabContent<SelectionValue: Hashable>: TabContent, PrimitiveTabContent {
    public typealias TabValue = SelectionValue
    public typealias Body = Never
    let content: any TabContent

    /// Erases `tabContent`'s type.
    public init<T: TabContent>(_ tabContent: T) where T.TabValue == SelectionValue {
        content = tabContent
    }

    func tabChildren(in environment: EnvironmentValues) -> [TabChild] {
        MockupUI.tabChildren(of: content, in: environment)
    }
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
}

extension ForEach: PrimitiveTabContent where Content: TabContent {
    /// Each element's tabs, in order.
    func tabChildren(in environment: EnvironmentValues) -> [TabChild] {
        data.flatMap { MockupUI.tabChildren(of: content($0), in: environment) }
    }
}

extension ForEach where Content: TabContent {
    /// Tabs for identifiable elements.
    @_disfavoredOverload  // views first: keeps long view expressions quick to type-check
    public init<V: Hashable>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
        where ID == Data.Element.ID, V == Content.TabValue, Data.Element: Identifiable {
        self.data = data; self.content = content; elementID = { AnyHashable($0.id) }
    }

    /// Tabs for elements identified by the value at `id`.
    @_disfavoredOverload  // views first: keeps long view expressions quick to type-check
    public init<V: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                             @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
        where V == Content.TabValue {
        self.data = data; self.content = content; elementID = { AnyHashable($0[keyPath: id]) }
    }

    /// Tabs for a constant range of integers.
    @_disfavoredOverload  // views first: keeps long view expressions quick to type-check
    public init<V: Hashable>(_ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> Content)
        where Data == Range<Int>, ID == Int, V == Content.TabValue {
        self.data = data; self.content = content; elementID = { AnyHashable($0) }
    }
}

extension Group: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
}

extension Group: PrimitiveTabContent where Content: TabContent {
    func tabChildren(in environment: EnvironmentValues) -> [TabChild] {
        MockupUI.tabChildren(of: content, in: environment)
    }
}

extension Group where Content: TabContent {
    /// A group of tabs; modifiers on the group apply to each of them.
    @_disfavoredOverload  // views first: keeps long view expressions quick to type-check
    public init<V: Hashable>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue {
        self.content = content()
    }
}
