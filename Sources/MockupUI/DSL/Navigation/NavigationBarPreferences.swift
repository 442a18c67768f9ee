import Foundation

/// What the views inside a `NavigationStack` ask of its bars (`navigationTitle`, `toolbar`,
/// `toolbarBackground`, `searchable`, ...), gathered while its content is resolved, the way
/// SwiftUI passes them up as preferences. The outermost writer of a single value wins.
struct NavigationBarPreferences: GatheredPreferences {
    var title: AnyView?
    /// The title when it is a `Text`: the back button of a screen pushed over this one shows it.
    var titleText: Text?
    /// `toolbar(removing: .title)`: the bar does not draw the title (a back button still names it).
    var titleRemoved = false
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode = .automatic
    /// `toolbarTitleDisplayMode(.inlineLarge)`: the large title in the bar's row.
    var titleInlineLarge = false
    var items: [ToolbarEntry] = []
    var navigationBarBackground: AnyShapeStyle?
    var navigationBarBackgroundVisibility: Visibility = .automatic
    var navigationBarColorScheme: ColorScheme?
    var navigationBarVisibility: Visibility = .automatic
    /// `navigationBarBackButtonHidden(true)`: a pushed root's back button is not drawn.
    var backButtonHidden = false
    var bottomBarBackground: AnyShapeStyle?
    var bottomBarBackgroundVisibility: Visibility = .automatic
    var search: SearchFieldModel?
    /// `searchScopes`: the scope bar the presented search shows.
    var searchScopeBar: SearchScopeBar?
    /// `searchSuggestions`: the suggestion views (one row each) the presented search shows in place
    /// of the content.
    var searchSuggestions: (@MainActor (EnvironmentValues) -> [any View])?
    /// `searchSuggestions(_:for: .content)`.
    var searchSuggestionsVisibility: Visibility = .automatic

    /// The preferences being gathered by the innermost navigation container being resolved.
    @MainActor static var collecting: NavigationBarPreferences?

    /// Whether the screen has a title menu (`toolbarTitleMenu`, `ToolbarTitleMenu`): its inline
    /// title shows the menu's indicator after it.
    var hasTitleMenu: Bool { items.contains { $0.placement.slot == .titleMenu } }

    /// The title the bar draws.
    var shownTitle: AnyView? { titleRemoved ? nil : title }

    /// Whether the bar shows the title large: `.automatic` takes the mode of the screen below
    /// (`largeTitleByDefault`; true at a stack's root), and is inline without a title
    /// (`ToolbarTitleDisplayMode.automatic`), so a screen pushed over an untitled root is inline too.
    func showsLargeTitle(byDefault largeTitleByDefault: Bool) -> Bool {
        titleDisplayMode == .large || titleDisplayMode == .automatic && largeTitleByDefault && title != nil
    }
}

extension View {
    /// Records a preference for the enclosing navigation container's bars.
    func navigationPreference(_ update: @escaping @MainActor (inout NavigationBarPreferences) -> Void) -> some View {
        modifier(GatheredPreferenceWriter(update: update))
    }
}

/// Nodes resolved earlier, used as a view inside a composed view.
struct ResolvedNodesView: View, PrimitiveView {
    typealias Body = Never
    let nodes: [ViewNode]
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] { nodes }
}
