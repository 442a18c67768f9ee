/// A view shown pushed onto a navigation stack whose screen below is titled `backTitle`, as a tab
/// of iPhone's More list is pushed onto UIKit's `moreNavigationController`: a bar with a back
/// button titled "More" above it. A navigation stack inside the view draws that back button in
/// its own bar (UIKit moves a navigation controller's root onto the More stack); otherwise a bar
/// with the back button and the view's navigation preferences is drawn above it.
struct PushedRoot: View, PrimitiveView {
    typealias Body = Never
    let backTitle: String
    let content: any View

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let pushed = environment.with { $0.navigationBackButtonTitle = backTitle }
        let ((node, preferences), drawn) = BackButtonDrawn.gather {
            NavigationBarPreferences.gather { resolveSingleNode(content, in: pushed) }
        }
        if drawn.backButton { return [node] }
        // Pushed from the More list, whose title is inline.
        return NavigationContainer.layout(node, preferences: preferences, backButton: backTitle,
                                          largeTitleByDefault: false, in: environment)
    }
}

/// Set by a navigation container that drew the back button it was given (`PushedRoot`).
struct BackButtonDrawn: GatheredPreferences {
    var backButton = false
    @MainActor static var collecting: BackButtonDrawn?
}

/// A navigation bar's back button: a semibold chevron and the title of the screen below, in the
/// tint, 8 pt from the bar's leading edge (Mockup's choice of metrics; docs/CONTROLS.md, "Tabs").
struct NavigationBackButton: View {
    let title: String

    var body: some View {
        HStack(spacing: 5) {
            Image(systemName: "chevron.backward").font(.system(size: 17, weight: .semibold))
            Text(verbatim: title).font(.body)
        }
        .foregroundStyle(.tint)
        .lineLimit(1)
        .padding(.leading, 8 - SystemMetrics.barMargin)
    }
}
