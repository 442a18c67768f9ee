import MockupRaster

/// What the bottom toolbar draws behind its items, by UIKit's `UIToolbar` appearance rules: at rest
/// by default nothing (the scroll-edge appearance, transparent since iOS 15); with
/// `toolbarBackground(.visible, for: .bottomBar)` or a `toolbarBackground(_:for: .bottomBar)` style,
/// the standard appearance: that style, else the system chrome material, with the scheme's hairline
/// along the bar's top edge, as the navigation bar draws its own along its bottom edge
/// (`NavigationBarBackground`). `.hidden` shows none.
struct BottomBarBackground: View, PrimitiveView {
    typealias Body = Never
    let visibility: Visibility
    /// The `toolbarBackground(_:for: .bottomBar)` style of the standard appearance.
    let style: AnyShapeStyle?

    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        guard visibility == .visible || visibility == .automatic && style != nil else { return [] }
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
