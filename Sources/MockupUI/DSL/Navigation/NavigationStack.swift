import Foundation

/// A navigation container, as SwiftUI's `NavigationStack`, drawn at its root: the navigation bar
/// its content asks for (title, toolbar items, search field, background) above the content, which
/// fills the rest of the offered space centred, and a bottom toolbar if items are placed there.
/// Pushed destinations are never shown in a still.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root

    /// A stack whose path is managed by the stack.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// A stack bound to a path (a still shows the root, whatever the path).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// A stack bound to a typed path.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
              Data.Element: Hashable {
        self.root = root()
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        NavigationContainer.resolve(root, in: environment)
    }
}

/// The layout shared by the navigation containers: bars gathered from the content's preferences.
@MainActor
enum NavigationContainer {
    /// `root` under the bars it asks for; when the environment names a back button (the root is
    /// shown pushed, `PushedRoot`), this container's bar draws it.
    static func resolve<Root: View>(_ root: Root, in environment: EnvironmentValues) -> [ViewNode] {
        let backButton = environment.controls.navigationBackButtonTitle
        let (content, preferences) = NavigationBarPreferences.gather {
            resolveSingleNode(root, in: environment.with { $0.navigationBackButtonTitle = nil })
        }
        if backButton != nil { BackButtonDrawn.record { $0.backButton = true } }
        return layout(content, preferences: preferences, backButton: backButton, in: environment)
    }

    /// Resolved content under its bars. The bars inset the content's safe area, so what in it
    /// extends into the safe area (a ShapeStyle background, `.ignoresSafeArea()`) reaches under
    /// them, seen through the bar's transparent background at rest; the bars draw above it.
    static func layout(_ content: ViewNode, preferences: NavigationBarPreferences, backButton: String?,
                       in environment: EnvironmentValues) -> [ViewNode] {
        let hasTopBar = preferences.navigationBarVisibility != .hidden
        let hasBottomBar = preferences.items.contains { $0.isItem(at: .bottom) }
        let barEdges: Edge.Set = [hasTopBar ? .top : [], hasBottomBar ? .bottom : []]
        let screen = VStack(spacing: 0) {
            if hasTopBar {
                NavigationBarDrawing(preferences: preferences, backButton: backButton).zIndex(1)
            }
            ResolvedNodesView(nodes: [content])
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .wrapNodes { node, _ in .safeAreaEdges(barEdges, child: node) }
            if hasBottomBar {
                BottomBarDrawing(preferences: preferences).zIndex(1)
            }
        }
        let marked = screen.wrapNodes { node, _ in ViewNode(NavigationContainerNode(), children: [node]) }
        return resolveNodes(marked, in: environment)
    }
}

/// A type-erased navigation path, as SwiftUI's `NavigationPath`; paths are equal when their
/// elements are.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// The pre-iOS 16 navigation container, as SwiftUI's `NavigationView`: a stack on iPhone.
public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        NavigationContainer.resolve(content, in: environment)
    }
}

extension View {
    /// Destinations for values pushed on the stack; none is shown at the root.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// A destination shown when `isPresented` is true; a still shows the root.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        renderNote(when: isPresented.wrappedValue, "navigationDestination(isPresented:) with a pushed view")
    }

    /// A destination for a non-nil item; a still shows the root.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        renderNote(when: item.wrappedValue != nil, "navigationDestination(item:) with a pushed view")
    }

    /// The split view's column style (one column on iPhone).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// The preferred width of a split view column (no columns side by side on iPhone).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

/// A split view style (`.balanced`, `.prominentDetail`, `.automatic`).
public protocol NavigationSplitViewStyle {}
/// The split view styles; on iPhone all show one column.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
    public static var balanced: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
    public static var prominentDetail: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
