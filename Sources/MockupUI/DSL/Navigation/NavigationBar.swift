import Foundation

/// The navigation bar iOS draws at the top of a navigation stack at rest (scrolled to the top):
/// a 44-pt row with the back button (when the root is shown pushed) and the leading items, the
/// inline title or principal item centred, and the trailing items; with a large title, a 52-pt row
/// below it with the 34-pt bold title at the leading margin; then the search field when the content
/// is `.searchable` (while search is presented, `PresentedSearchBar` instead of all of these). With `.inlineLarge` (iOS 17) the large title is in the bar's row instead, a
/// 52-pt row with the back button, the title and the trailing items, the leading and principal
/// items in an overflow menu (an `ellipsis.circle` button) as Apple documents the mode.
/// Its background follows UIKit's appearance rules (`NavigationBarBackground`).
struct NavigationBarDrawing: View {
    let preferences: NavigationBarPreferences
    /// The title of the back button; nil at the root of a stack.
    var backButton: String? = nil
    /// Whether an `.automatic` title is large: the screen below's is (at a stack's root, true).
    var largeTitleByDefault = true

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let search = preferences.search, search.isPresented {
                PresentedSearchBar(field: search, scopeBar: preferences.searchScopeBar)
            } else if preferences.titleInlineLarge, let title = preferences.shownTitle {
                inlineLargeRow(title)
            } else {
                topRow
                if showsLargeTitle, let title = preferences.shownTitle {
                    largeTitle(title)
                        .padding(.horizontal, SystemMetrics.barMargin)
                        .padding(.bottom, 8)
                        .frame(maxWidth: .infinity, minHeight: SystemMetrics.largeTitleHeight,
                               maxHeight: SystemMetrics.largeTitleHeight, alignment: .bottomLeading)
                }
            }
            if let search = preferences.search, !search.isPresented {
                SearchFieldDrawing(model: search)
                    .padding(.horizontal, SystemMetrics.barMargin)
                    .padding(.top, 1)
                    .padding(.bottom, 9)
            }
        }
        .background {
            ZStack {
                // The bar view's own colour fills its frame; its background view, over it, extends up
                // under the status bar, as UIKit extends a bar's background to the screen's edge.
                if let viewBackground = BarAppearanceStore.viewBackground(of: .navigationBar) {
                    Rectangle().fill(viewBackground)
                }
                NavigationBarBackground(visibility: preferences.navigationBarBackgroundVisibility,
                                        style: preferences.navigationBarBackground)
                    .ignoresSafeArea(edges: .top)
            }
        }
        .modifier(EnvironmentWriter { environment in
            environment.font = nil
            environment.foregroundStyle = nil
            if let scheme = preferences.navigationBarColorScheme { environment.colorScheme = scheme }
        })
        .preference(key: StatusBarColorSchemeKey.self, value: preferences.navigationBarColorScheme)
    }

    private var showsLargeTitle: Bool { preferences.showsLargeTitle(byDefault: largeTitleByDefault) }

    /// The title fonts and colours of the appearance the bar shows (`titleTextAttributes`,
    /// `largeTitleTextAttributes`); unset ones are the system's.
    private var titleAttributes: (title: BarAppearanceStore.TitleAttributes, largeTitle: BarAppearanceStore.TitleAttributes) {
        BarAppearanceStore.titleAttributes(of: .navigationBar,
                                           standard: preferences.navigationBarBackgroundVisibility == .visible)
    }

    private func largeTitle(_ title: AnyView) -> some View {
        title
            .font(titleAttributes.largeTitle.font ?? SystemMetrics.largeTitleFont)
            .foregroundColor(titleAttributes.largeTitle.color)
            .lineLimit(1)
    }

    /// `.inlineLarge`'s one row: the back button, the large title, the overflow menu of the leading
    /// and principal items, and the trailing items.
    private func inlineLargeRow(_ title: AnyView) -> some View {
        let overflows = preferences.items.contains { $0.isItem(at: .leading) || $0.isItem(at: .principal) }
        return HStack(spacing: SystemMetrics.barItemSpacing) {
            if let backButton, !preferences.backButtonHidden {
                NavigationBackButton(title: backButton)
            }
            largeTitle(title)
            Spacer(minLength: 0)
            HStack(spacing: SystemMetrics.barItemSpacing) {
                if overflows { Button {} label: { Image(systemName: "ellipsis.circle") } }
                items(.trailing)
            }
            .controlEnvironment { $0.isInBar = true }
        }
        .padding(.horizontal, SystemMetrics.barMargin)
        .frame(maxWidth: .infinity, minHeight: SystemMetrics.largeTitleHeight, maxHeight: SystemMetrics.largeTitleHeight)
    }

    private var topRow: some View {
        HStack(spacing: SystemMetrics.barItemSpacing) {
            if let backButton, !preferences.backButtonHidden {
                NavigationBackButton(title: backButton)
            }
            items(.leading)
            Spacer(minLength: 0)
            items(.trailing)
        }
        .padding(.horizontal, SystemMetrics.barMargin)
        .frame(maxWidth: .infinity, minHeight: SystemMetrics.navigationBarHeight,
               maxHeight: SystemMetrics.navigationBarHeight)
        .overlay { centre }
    }

    @ViewBuilder private var centre: some View {
        if let principal = preferences.items.first(where: { $0.isItem(at: .principal) }) {
            principal.view
        } else if !showsLargeTitle, let titleItem = preferences.items.first(where: { $0.isItem(at: .title) }) {
            titleItem.view
        } else if !showsLargeTitle, let title = preferences.shownTitle {
            if preferences.hasTitleMenu {
                HStack(spacing: SystemMetrics.titleMenuIndicatorSpacing) {
                    inlineTitle(title)
                    TitleMenuIndicator()
                }
            } else {
                inlineTitle(title)
            }
        }
    }

    private func inlineTitle(_ title: AnyView) -> some View {
        title.font(titleAttributes.title.font ?? SystemMetrics.inlineTitleFont)
            .foregroundColor(titleAttributes.title.color)
            .lineLimit(1)
    }

    private func items(_ slot: ToolbarItemPlacement.Slot) -> some View {
        // The iOS 17/18 bar has no groups of items for a `ToolbarSpacer` to separate: it leaves them out.
        let views = preferences.items.filter { $0.isItem(at: slot) }.map(\.view)
        return HStack(spacing: SystemMetrics.barItemSpacing) {
            ForEach(Array(views.indices), id: \.self) { views[$0] }
        }
        .controlEnvironment { $0.isInBar = true }
    }
}
