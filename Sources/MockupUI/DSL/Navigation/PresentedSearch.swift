import Foundation

/// The navigation bar's content while search is presented (`searchable(text:isPresented:)` bound to
/// true), as UIKit's search controller draws it once active: the title rows hidden (its
/// `hidesNavigationBarDuringPresentation`), the active field up in the bar with 8 pt above and below
/// it and a "Cancel" button beside it, then the scope bar, when `searchScopes` shows one, in its
/// 44-pt container (UISearchBar's metrics, docs/CONTROLS.md).
struct PresentedSearchBar: View {
    let field: SearchFieldModel
    let scopeBar: SearchScopeBar?

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: SystemMetrics.searchCancelButtonSpacing) {
                SearchFieldDrawing(model: field)
                Button("Cancel") {}
                    .controlEnvironment { $0.isInBar = true }
            }
            .padding(.horizontal, SystemMetrics.barMargin)
            .padding(.vertical, SystemMetrics.presentedSearchFieldInset)
            if let scopeBar, scopeBar.isShown(with: field) {
                scopeBar.picker
                    .padding(.horizontal, SystemMetrics.barMargin)
                    .frame(maxWidth: .infinity, minHeight: SystemMetrics.scopeBarHeight,
                           maxHeight: SystemMetrics.scopeBarHeight)
            }
        }
    }
}

/// What the presented search shows in place of a screen's content: its `searchSuggestions`, as rows
/// of a plain list, unless they are hidden for the content or make no views.
@MainActor
enum SearchSuggestionsList {
    /// `content`, or the suggestions list that replaces it while `preferences`' search is presented.
    static func replacing(_ content: ViewNode, preferences: NavigationBarPreferences,
                          in environment: EnvironmentValues) -> ViewNode {
        guard preferences.search?.isPresented == true, preferences.searchSuggestionsVisibility != .hidden,
              let suggestions = preferences.searchSuggestions?(environment),
              !suggestions.isEmpty
        else { return content }
        let list = List { ForEach(suggestions.indices, id: \.self) { AnyView(suggestions[$0]) } }
        return resolveSingleNode(list.listStyle(.plain), in: environment)
    }
}
