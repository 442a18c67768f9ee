import Foundation

/// A navigation container, as SwiftUI's `NavigationStack`: the screen on top of the stack (the
/// root, or what the path and the root's destinations push over it) under the navigation bar it
/// asks for (title, back button, toolbar items, search field, background), filling the rest of
/// the offered space, and a bottom toolbar if items are placed there (`NavigationContainer`).
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    /// The values on the path when the view was made, first pushed first.
    let path: [AnyHashable]

    /// A stack whose path is managed by the stack (it starts at the root).
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = []
    }

    /// A stack bound to a type-erased path.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = path.wrappedValue.elements
    }

    /// A stack bound to a typed path.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
              Data.Element: Hashable {
        self.root = root()
        self.path = path.wrappedValue.map { AnyHashable($0) }
    }

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        NavigationContainer.resolve(root, path: path, in: environment)
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
