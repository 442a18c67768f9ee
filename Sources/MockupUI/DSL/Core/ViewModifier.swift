/// A modifier that turns a view into another, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers resolve nodes directly; their body is never evaluated.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier: its body is never evaluated")
    }
}

/// The view a `ViewModifier`'s `body(content:)` receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let resolver: ContentResolver
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { resolver(environment) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content; self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let content = self.content
        let resolver: ContentResolver = { MockupUI.resolveNodes(content, in: $0) }
        if let builtIn = modifier as? any NodeModifier {
            return resolveKeepingContainerValues(content: resolver) { builtIn.resolve(content: $0, in: environment) }
        }
        if let environmental = modifier as? any EnvironmentalModifier {
            return environmental.resolveNodes(content: resolver, in: environment)
        }
        if let effect = modifier as? any GeometryEffect {
            return MockupUI.resolveNodes(effect.draw(AnyView(content)), in: environment)
        }
        let proxy = _ViewModifier_Content<Modifier>(resolver: resolver)
        installEnvironment(environment, into: modifier)
        return resolvingBody(of: modifier) { MockupUI.resolveNodes(modifier.body(content: proxy), in: environment) }
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Resolves the modified content in a given environment.
typealias ContentResolver = @MainActor (EnvironmentValues) -> [ViewNode]

/// A built-in modifier: transforms the content's nodes directly.
protocol NodeModifier: ViewModifier where Body == Never {
    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode]
}

/// A built-in modifier that wraps each of the content's nodes (layout and render modifiers).
struct NodeWrapper: NodeModifier {
    let wrap: @MainActor (ViewNode, EnvironmentValues) -> ViewNode

    func resolve(content: ContentResolver, in environment: EnvironmentValues) -> [ViewNode] {
        content(environment).map { wrap($0, environment) }
    }
}

extension View {
    /// Wraps each node this view resolves to.
    func wrapNodes(_ wrap: @escaping @MainActor (ViewNode, EnvironmentValues) -> ViewNode) -> some View {
        modifier(NodeWrapper(wrap: wrap))
    }

    /// Marks an API the engine accepts but cannot draw yet: the content is kept and the renderer
    /// warns once about `feature`.
    func unsupported(_ feature: String) -> some View {
        wrapNodes { node, _ in .unsupported(feature: feature, child: node) }
    }
}
