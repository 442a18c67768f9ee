/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does.
@preconcurrency @MainActor @resultBuilder
public enum ViewBuilder {
    /// Each statement as a view: its expression is type-checked as one, so a gradient's `.opacity(0.3)`
    /// picks the View modifier over the ShapeStyle one (without it the statement is checked alone,
    /// and a type that is both is ambiguous).
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView((repeat each content), views: views)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Several views built by one `@ViewBuilder` block, as SwiftUI's `TupleView`: `T` is the tuple of
/// the views (`TupleView<(Text, Image)>`, as code that takes a builder's result names it), and each
/// of them is a child.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public var value: T {
        didSet { _children = Self.views(of: value) }
    }
    /// The views of `value`, in order: what the view contributes to its container.
    public private(set) var _children: [any View]

    /// The views of a tuple (or one view).
    public init(_ value: T) { self.init(value, views: Self.views(of: value)) }

    init(_ value: T, views: [any View]) { self.value = value; _children = views }

    /// A tuple's elements that are views; a single view is itself.
    private static func views(of value: T) -> [any View] {
        if let view = value as? any View { return [view] }
        return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        _children.flatMap { MockupUI.resolveNodes($0, in: environment) }
    }
}

/// The result of `if`/`else` (or `switch`) in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): return MockupUI.resolveNodes(view, in: environment)
        case .falseContent(let view): return MockupUI.resolveNodes(view, in: environment)
        }
    }
}

/// `nil` contributes no view.
extension Optional: View, PrimitiveView where Wrapped: View {
    public typealias Body = Never

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        guard let view = self else { return [] }
        return MockupUI.resolveNodes(view, in: environment)
    }
}

/// A view that contributes nothing.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { [] }
}

/// Groups views without a layout of its own; modifiers on a group apply to each member. As in
/// SwiftUI, a group may also hold other content (tabs).
@MainActor @preconcurrency
public struct Group<Content> {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) where Content: View { self.content = content() }
}

extension Group: View, PrimitiveView where Content: View {
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        MockupUI.resolveNodes(content, in: environment)
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let resolver: @MainActor (EnvironmentValues) -> [ViewNode]

    public init<V: View>(_ view: V) {
        resolver = { MockupUI.resolveNodes(view, in: $0) }
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { resolver(environment) }
}
