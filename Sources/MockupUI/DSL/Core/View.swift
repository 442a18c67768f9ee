import Foundation

/// A piece of user interface, as in SwiftUI: either primitive (resolved directly into `ViewNode`s)
/// or composite (described by its `body`).
///
/// Main-actor isolated like SwiftUI's `View`, so view code may touch `@State` from closures.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

/// A view that resolves itself into nodes instead of having a `body`.
///
/// It yields a list because containers flatten `ForEach`, `Group`, tuples and conditionals into
/// their own child list; a modifier applied to such a list applies to each element.
@MainActor
protocol PrimitiveView: View where Body == Never {
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode]
}

extension View where Body == Never {
    /// Primitive views have no body; the resolver never asks for it.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view: its body is never evaluated")
    }
}

extension Never: View {
    public typealias Body = Never
}

/// Resolves `view` into its list of nodes: primitives directly, composites through `body`
/// (evaluated after `environment` is installed into its `@Environment` properties).
@MainActor
func resolveNodes<V: View>(_ view: V, in environment: EnvironmentValues) -> [ViewNode] {
    if let primitive = view as? any PrimitiveView {
        return primitive.resolveNodes(in: environment)
    }
    // A user's view whose `body` resolves to `Never` (a stored property named `body` hides the
    // view's body) has nothing to draw; SwiftUI would trap. Say so instead.
    guard V.Body.self != Never.self else {
        return [.unsupported(feature: "\(V.self) has no view body (is a property named 'body' hiding it?)", child: .empty)]
    }
    installEnvironment(environment, into: view)
    return resolvingBody(of: view) { resolveNodes(view.body, in: environment) }
}

/// Resolves the body of `owner` (a view or a view modifier) at its place in the render's hierarchy,
/// where it takes over the state its predecessor held in an earlier resolve (`StatePlaces`).
@MainActor
func resolvingBody<Owner, Result>(of owner: Owner, _ resolve: () -> Result) -> Result {
    guard let context = RenderContext.current else { return resolve() }
    context.statePlaces.enter(owner)
    defer { context.statePlaces.leave() }
    return resolve()
}

/// Resolves `view` into exactly one node: nothing gives `.empty`, several sibling views outside a
/// container are stacked vertically (as at the root of a SwiftUI hierarchy).
@MainActor
func resolveSingleNode<V: View>(_ view: V, in environment: EnvironmentValues) -> ViewNode {
    ViewNode.combining(resolveNodes(view, in: environment))
}

/// A container's content as one view: the only view as it is, several stacked vertically (SwiftUI's
/// implicit VStack, as in a ScrollView). A single view is not wrapped, so it is placed with its
/// container's own proposal, not re-proposed a stack's final width.
struct ImplicitVStack<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [resolveSingleNode(content, in: environment.with { $0.stackAxis = .vertical })]
    }
}

extension ViewNode {
    /// One node for a list of siblings: `.empty`, the only element, or an implicit VStack.
    static func combining(_ nodes: [ViewNode]) -> ViewNode {
        switch nodes.count {
        case 0: return .empty
        case 1: return nodes[0]
        default: return .stack(axis: .vertical, alignment: .center, spacing: nil, children: nodes)
        }
    }

    /// One node for a layer's content (`background`, `overlay`): several views overlap as in a
    /// ZStack with the layer's alignment.
    static func layered(_ nodes: [ViewNode], alignment: Alignment) -> ViewNode {
        nodes.count > 1 ? .zstack(alignment: alignment, children: nodes) : combining(nodes)
    }
}

/// Resolves a view for rendering: evaluates every `body` with `environment` applied and returns
/// the root node the layout engine sizes and places.
@preconcurrency @MainActor
public func resolveView<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> ViewNode {
    let node = resolveSingleNode(view, in: environment)
    return environment.layoutDirection == .leftToRight ? node : .layoutDirection(environment.layoutDirection, child: node)
}

/// Resolves a freshly built view for one render: builds the view with `makeView` and resolves it
/// inside a fresh `RenderContext`, which records what views set while they are built or appear
/// (`UITabBar.appearance()`). Renders therefore never see each other's appearance settings.
@preconcurrency @MainActor
public func resolveRenderRoot<V: View>(environment: EnvironmentValues = EnvironmentValues(),
                                       _ makeView: () -> V) -> ViewNode {
    settledRender(environment: environment, makeView, layOut: { $0 })
}

/// How many times a render lays its root out again because code reacting to layout changed state
/// (`LayoutReaction`): SwiftUI keeps updating until nothing changes; a value that changes on every
/// layout stops here.
let layoutReactionPassLimit = 3

/// Resolves a freshly built view for one render, as `resolveRenderRoot`, and lays it out with
/// `layOut`. State set as the view appears, and state set by code that reacts to the layout
/// (`onGeometryChange`, `onPreferenceChange` of values measured in a `GeometryReader`, the `onAppear`
/// of a GeometryReader's content), is what iOS shows once the view has settled: the root is resolved
/// and laid out again with it.
@preconcurrency @MainActor
public func settledRender<V: View, Laid>(environment: EnvironmentValues = EnvironmentValues(), _ makeView: () -> V,
                                         layOut: (ViewNode) throws -> Laid) rethrows -> Laid {
    try RenderContext.withFresh {
        try AppearanceWork.capturing({ () -> (root: V, node: ViewNode) in
            let root = makeView()
            return (root, resolveView(root, environment: environment))
        }, settle: { first, ranWork in
            guard let context = RenderContext.current else { return try layOut(first.node) }
            // Layout runs outside the context, as it may run on any thread; it notes the state that
            // GeometryReader contents change.
            @MainActor func laidOut(_ node: ViewNode) throws -> (Laid, changedState: Bool) {
                try LayoutStateWrites.recording { try RenderContext.$current.withValue(nil) { try layOut(node) } }
            }
            // Appearing changes state once: a value set on every appearance would otherwise never settle.
            var node = first.node
            if context.stateChanged || ranWork {
                context.startNextResolve()
                node = resolveView(first.root, environment: environment)
            }
            var (laid, layoutChangedState) = try laidOut(node)
            var passes = 0
            while passes < layoutReactionPassLimit, context.reactToLayout() || layoutChangedState {
                context.startNextResolve()
                (laid, layoutChangedState) = try laidOut(resolveView(first.root, environment: environment))
                passes += 1
            }
            return laid
        })
    }
}
