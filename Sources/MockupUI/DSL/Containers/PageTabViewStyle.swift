import Foundation

/// How a `TabView` presents its tabs, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {}

/// The tab bar (iOS's default).
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }

/// Pages swiped horizontally with a page indicator, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page indicator shows.
    public struct IndexDisplayMode: Hashable, Sendable {
        let shows: Bool
        public static let automatic = IndexDisplayMode(shows: true)
        public static let always = IndexDisplayMode(shows: true)
        public static let never = IndexDisplayMode(shows: false)
    }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The page indicator's look, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// The page indicator's background.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the indicator has a background capsule.
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, always, interactive, never }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// How the tab views in this view present their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        controlEnvironment { $0.pageTabStyle = style as? PageTabViewStyle }
    }

    /// The page indicator's look.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        controlEnvironment { if let page = style as? PageIndexViewStyle { $0.pageIndexBackground = page.backgroundDisplayMode } }
    }
}

/// A paged `TabView` at rest: the selected page filling the offered space and, unless hidden,
/// `UIPageControl`'s dots centred near the bottom (8 pt, 8 pt apart; the current one white, the
/// others white at 30 %, or `UIPageControl.appearance()`'s tints), on a translucent capsule when
/// the index style asks for it.
struct PagedTabDrawing: View {
    let pages: [any View]
    let selected: Int
    let style: PageTabViewStyle
    @Environment(\.controls.pageIndexBackground) private var indexBackground
    /// `UIPageControl.appearance()`'s indicator tints, if set.
    private let tints = ControlAppearanceStore.pageControl

    var body: some View {
        ZStack(alignment: .bottom) {
            if pages.indices.contains(selected) {
                AnyView(pages[selected]).frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            if style.indexDisplayMode.shows && pages.count > 1 {
                HStack(spacing: SystemMetrics.pageDotSpacing) {
                    ForEach(Array(pages.indices), id: \.self) { index in
                        Circle().fill(index == selected ? tints.currentIndicator ?? Color.white
                                                        : tints.indicator ?? Color.white.opacity(0.3))
                            .frame(width: SystemMetrics.pageDotDiameter, height: SystemMetrics.pageDotDiameter)
                    }
                }
                .padding(.horizontal, 8)
                .padding(.vertical, 6)
                .background {
                    if indexBackground == .always { Capsule().fill(Color(.sRGB, white: 0, opacity: 0.25)) }
                }
                .padding(.bottom, SystemMetrics.pageControlBottomPadding)
            }
        }
    }
}
