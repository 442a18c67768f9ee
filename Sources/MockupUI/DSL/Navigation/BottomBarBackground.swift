import MockupRaster

/// What the bottom toolbar draws behind its items, by UIKit's `UIToolbar` appearance rules
/// (iOS 15 and later): while content scrolls on under the bar, the standard appearance — the
/// `toolbarBackground(_:for: .bottomBar)` style, else the system chrome material, with the scheme's
/// hairline along the bar's top edge, as the navigation bar draws its own along its bottom edge
/// (`NavigationBarBackground`); at the content's scroll edge, where content too short to scroll
/// always is, the scroll-edge appearance: nothing. `toolbarBackground(.visible, for: .bottomBar)`
/// always shows the standard appearance, `.hidden` never does.
struct BottomBarBackground: View, PrimitiveView {
    typealias Body = Never
    let visibility: Visibility
    /// The `toolbarBackground(_:for: .bottomBar)` style of the standard appearance.
    let style: AnyShapeStyle?
    let contentScrollsUnderBar: Bool

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        guard visibility == .visible || visibility == .automatic && contentScrollsUnderBar else { return [] }
        let dark = environment.colorScheme == .dark
        let fill: ViewNode = if let style {
            resolveSingleNode(Rectangle().fill(style), in: environment)
        } else {
            BarChrome.background(nil, blursBackdrop: true, dark: dark)
        }
        return [.secondary(SecondaryLayer(placement: .overlay, alignment: .top, content: BarChrome.hairline(nil, dark: dark)),
                           primary: .flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity), child: fill))]
    }
}
