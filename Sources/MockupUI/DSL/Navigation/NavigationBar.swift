import Foundation

/// The navigation bar iOS draws at the top of a navigation stack at rest (scrolled to the top):
/// a 44-pt row with the back button (when the root is shown pushed) and the leading items, the
/// inline title or principal item centred, and the trailing items; with a large title, a 52-pt row
/// below it with the 34-pt bold title at the leading margin; then the search field when the content
/// is `.searchable`. Its background follows UIKit's appearance rules (`NavigationBarBackground`).
struct NavigationBarDrawing: View {
    let preferences: NavigationBarPreferences
    /// The title of the back button; nil at the root of a stack.
    var backButton: String? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            topRow
            if showsLargeTitle, let title = preferences.title {
                title
                    .font(titleAttributes.largeTitle.font ?? SystemMetrics.largeTitleFont)
                    .foregroundColor(titleAttributes.largeTitle.color)
                    .lineLimit(1)
                    .padding(.horizontal, SystemMetrics.barMargin)
                    .padding(.bottom, 8)
                    .frame(maxWidth: .infinity, minHeight: SystemMetrics.largeTitleHeight,
                           maxHeight: SystemMetrics.largeTitleHeight, alignment: .bottomLeading)
            }
            if let search = preferences.search {
                SearchFieldDrawing(model: search)
                    .padding(.horizontal, SystemMetrics.barMargin)
                    .padding(.top, 1)
                    .padding(.bottom, 9)
            }
        }
        .background {
            // Up under the status bar, as UIKit extends a bar's background to the screen's edge.
            NavigationBarBackground(visibility: preferences.navigationBarBackgroundVisibility,
                                    style: preferences.navigationBarBackground)
                .ignoresSafeArea(edges: .top)
        }
        .modifier(EnvironmentWriter { environment in
            environment.font = nil
            environment.foregroundStyle = nil
            if let scheme = preferences.navigationBarColorScheme { environment.colorScheme = scheme }
        })
    }

    /// `.automatic` takes the mode of the screen below: large at a stack's root, inline on a screen
    /// pushed from the inline More list.
    private var showsLargeTitle: Bool {
        preferences.titleDisplayMode == .large || preferences.titleDisplayMode == .automatic && backButton == nil
    }

    /// The title fonts and colours of the appearance the bar shows (`titleTextAttributes`,
    /// `largeTitleTextAttributes`); unset ones are the system's.
    private var titleAttributes: (title: BarAppearanceStore.TitleAttributes, largeTitle: BarAppearanceStore.TitleAttributes) {
        BarAppearanceStore.titleAttributes(of: .navigationBar,
                                           standard: preferences.navigationBarBackgroundVisibility == .visible)
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
        if let principal = preferences.items.first(where: { $0.placement.slot == .principal }) {
            principal.view
        } else if !showsLargeTitle, let title = preferences.title {
            title.font(titleAttributes.title.font ?? SystemMetrics.inlineTitleFont)
                .foregroundColor(titleAttributes.title.color)
                .lineLimit(1)
        }
    }

    private func items(_ slot: ToolbarItemPlacement.Slot) -> some View {
        let views = preferences.items.filter { $0.placement.slot == slot }.map(\.view)
        return HStack(spacing: SystemMetrics.barItemSpacing) {
            ForEach(Array(views.indices), id: \.self) { views[$0] }
        }
        .controlEnvironment { $0.isInBar = true }
    }
}

/// The bottom toolbar (`ToolbarItemPlacement.bottomBar`): a 49-pt bar with its items spread out.
struct BottomBarDrawing: View {
    let preferences: NavigationBarPreferences

    var body: some View {
        let views = preferences.items.filter { $0.placement.slot == .bottom }.map(\.view)
        HStack(spacing: 0) {
            ForEach(Array(views.indices), id: \.self) { index in
                if index > 0 { Spacer(minLength: SystemMetrics.barItemSpacing) }
                views[index]
            }
        }
        .controlEnvironment { $0.isInBar = true }
        .padding(.horizontal, SystemMetrics.barMargin)
        .frame(maxWidth: .infinity, minHeight: SystemMetrics.bottomBarHeight, maxHeight: SystemMetrics.bottomBarHeight)
        .background {
            if let style = preferences.bottomBarBackground { Rectangle().fill(style) }
        }
    }
}
