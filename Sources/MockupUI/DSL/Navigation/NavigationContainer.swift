import Foundation

/// The layout shared by the navigation containers: the screen on top of the stack under the bars
/// it asks for, gathered from its content's preferences.
@MainActor
enum NavigationContainer {
    /// The most screens pushed over a root: a destination that pushes itself again stops there.
    static let maximumPushes = 16

    /// The top screen of a stack whose root is `root`: over the root, `columns` (a collapsed split
    /// view's columns up to the one it shows), the destinations of the `path` values in order (each
    /// from the first `navigationDestination(for:)` of its type declared by a screen below it),
    /// then what the top screen pushes now (`navigationDestination(isPresented:)`, an active link),
    /// as iOS shows a stack whose state is set before it appears. A pushed screen's bar has a back
    /// button titled with the title of the screen below ("Back" when that has none); when the
    /// environment names a back button (the root is shown pushed, `PushedRoot`), the root's bar
    /// draws it.
    static func resolve<Root: View>(_ root: Root, columns: [AnyView] = [], path: [AnyHashable] = [],
                                    in environment: EnvironmentValues) -> [ViewNode] {
        let rootBackButton = environment.controls.navigationBackButtonTitle
        if rootBackButton != nil { BackButtonDrawn.record { $0.backButton = true } }
        let screenEnvironment = environment.with { $0.navigationBackButtonTitle = nil; $0.searchFieldAroundStack = nil }
        var screen = StackScreen(root, in: screenEnvironment, searchAround: environment.controls.searchFieldAroundStack)
        var backButton = rootBackButton
        var largeTitleByDefault = rootBackButton == nil
        var registrations = screen.destinations
        var columns = columns[...]
        var pending = path[...]
        var note: (feature: String, drawn: String)?
        while let next = columns.popFirst()
                ?? nextScreen(over: screen, pending: &pending, registrations: registrations, note: &note) {
            if screen.depth == maximumPushes {
                note = ("more than \(maximumPushes) screens pushed", "the \(maximumPushes)th is shown")
                break
            }
            screen.cover()
            backButton = screen.backButtonTitle(in: screenEnvironment)
            largeTitleByDefault = screen.preferences.showsLargeTitle(byDefault: largeTitleByDefault)
            screen = StackScreen(next, depth: screen.depth + 1, in: screenEnvironment)
            registrations.forValues += screen.destinations.forValues
        }
        let nodes = layout(screen.content, preferences: screen.preferences, backButton: backButton,
                           largeTitleByDefault: largeTitleByDefault, in: environment)
        guard let note else { return nodes }
        return nodes.map { .unsupported(feature: note.feature, drawn: note.drawn, child: $0) }
    }

    /// The destination pushed over `screen`: the next path value's, else the first the screen
    /// pushes itself; nil at the top, with a note when a path value has no destination.
    private static func nextScreen(over screen: StackScreen, pending: inout ArraySlice<AnyHashable>,
                                   registrations: NavigationDestinations,
                                   note: inout (feature: String, drawn: String)?) -> AnyView? {
        guard let value = pending.first else { return screen.destinations.pushed.first }
        guard let destination = registrations.destination(for: value) else {
            note = ("a navigation path value of type \(type(of: value.base)) with no navigationDestination(for:)",
                    "the screen below it is shown")
            return nil
        }
        pending.removeFirst()
        return destination
    }

    /// Resolved content under its bars. The bars inset the content's safe area, so what in it
    /// extends into the safe area (a ShapeStyle background, `.ignoresSafeArea()`) reaches under
    /// them, seen through the bar's transparent background at rest; the bars draw above it.
    /// An `.automatic` title is large when `largeTitleByDefault` (the screen below's title is).
    static func layout(_ content: ViewNode, preferences: NavigationBarPreferences, backButton: String?,
                       largeTitleByDefault: Bool, in environment: EnvironmentValues) -> [ViewNode] {
        let hasTopBar = preferences.navigationBarVisibility != .hidden
        let hasBottomBar = preferences.items.contains { $0.isItem(at: .bottom) }
        let barEdges: Edge.Set = [hasTopBar ? .top : [], hasBottomBar ? .bottom : []]
        let content = ResolvedNodesView(nodes: [SearchSuggestionsList.replacing(content, preferences: preferences,
                                                                                in: environment)])
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .wrapNodes { node, _ in .safeAreaEdges(barEdges, child: .sizingContainer(child: node)) }
        let screen = VStack(spacing: 0) {
            if hasTopBar {
                NavigationBarDrawing(preferences: preferences, backButton: backButton,
                                     largeTitleByDefault: largeTitleByDefault).zIndex(1)
            }
            if hasBottomBar {
                BottomToolbarScreen(content: content, preferences: preferences)
            } else {
                content
            }
        }
        // The container's frame bounds its content's safe area, as a navigation controller's view
        // does: content under the bars reaches the container's edges, and past them only where the
        // container touches the screen's safe area (a stack framed 520 pt tall mid-screen keeps its
        // list's background off the status bar).
        let marked = screen.wrapNodes { node, _ in ViewNode(NavigationContainerNode(), children: [.safeAreaScope(child: node)]) }
        return resolveNodes(marked, in: environment)
    }
}

/// One screen of a navigation stack: its content resolved, with what it asks of the bars and the
/// destinations it declares.
@MainActor
private struct StackScreen {
    let content: ViewNode
    let preferences: NavigationBarPreferences
    let destinations: NavigationDestinations
    /// Screens below this one.
    let depth: Int
    /// The enclosing tab bar's preferences before this screen recorded its own.
    private let tabBarPreferencesBefore: TabBarPreferences?

    /// `searchAround`: the field of a `.searchable` applied around the container, which a root
    /// without its own draws.
    init(_ view: some View, depth: Int = 0, in environment: EnvironmentValues, searchAround: SearchFieldModel? = nil) {
        tabBarPreferencesBefore = TabBarPreferences.collecting
        var ((content, preferences), destinations) = NavigationDestinations.gather {
            NavigationBarPreferences.gather { resolveSingleNode(view, in: environment) }
        }
        if preferences.search == nil { preferences.search = searchAround }
        self.content = content
        self.preferences = preferences
        self.destinations = destinations
        self.depth = depth
    }

    /// Drops what this screen asked of the tab bar: a screen pushed over it is what the tab shows.
    func cover() {
        TabBarPreferences.collecting = tabBarPreferencesBefore
    }

    /// The title of the back button of a screen pushed over this one: this screen's title, or
    /// "Back" when it has no title in text, as UIKit's back item.
    func backButtonTitle(in environment: EnvironmentValues) -> String {
        let title = preferences.titleText?.characters(in: environment) ?? ""
        return title.isEmpty ? "Back" : title
    }
}
