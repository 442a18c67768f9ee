/// A navigation screen's content with its bottom toolbar below: the bar's background looks as its
/// visibility asks, or, when that is automatic, as the content placed under it decides
/// (`BottomToolbarScreenLayout`).
struct BottomToolbarScreen<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let preferences: NavigationBarPreferences

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let looks = preferences.bottomBarBackgroundVisibility == .automatic ? [true, false]
            : [preferences.bottomBarBackgroundVisibility == .visible]
        let bars = looks.map {
            resolveSingleNode(BottomBarDrawing(preferences: preferences, contentScrollsUnderBar: $0), in: environment)
        }
        return [ViewNode(BottomToolbarScreenNode(barHeight: SystemMetrics.bottomBarHeight),
                         children: [resolveSingleNode(content, in: environment)] + bars)]
    }
}
