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

/// A paged `TabView` at rest: the selected page filling the offered space, clipped to it, and, unless hidden,
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
                // Pages sit in a scroll view (UIKit's paging collection view) that takes the offered
                // size and clips to its bounds, however large the page.
                AnyView(pages[selected])
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                    .clipped()
            }
            if style.indexDisplayMode.shows && pages.count > 1 {
                PageIndicatorDots(count: pages.count, current: selected, tints: tints)
                    .background {
                        if indexBackground == .always { Capsule().fill(Color(.sRGB, white: 0, opacity: 0.25)) }
                    }
                    .padding(.bottom, PageIndicatorDots.bottomPadding)
            }
        }
    }
}

/// `UIPageControl`'s dots: 8 pt, 8 pt apart, the current one white and the others white at 30 %
/// unless `tints` (an appearance proxy's or a control's) say otherwise, inside the control's
/// 8-pt and 6-pt margins. Shared by paged tab views and UIKit's page controls.
package struct PageIndicatorDots: View {
    let count: Int
    let current: Int
    let tints: ControlAppearanceStore.PageControl
    /// The dots' distance from the bottom of the paged view they are drawn over.
    package static let bottomPadding = SystemMetrics.pageControlBottomPadding

    /// The size of the dots for `count` pages with their margins (`UIPageControl.size(forNumberOfPages:)`).
    package static func size(count: Int) -> CGSize {
        let dots = CGFloat(max(count, 0)) * SystemMetrics.pageDotDiameter + CGFloat(max(count - 1, 0)) * SystemMetrics.pageDotSpacing
        return CGSize(width: dots + 2 * horizontalMargin, height: SystemMetrics.pageDotDiameter + 2 * verticalMargin)
    }
    private static let horizontalMargin: CGFloat = 8
    private static let verticalMargin: CGFloat = 6

    package init(count: Int, current: Int, tints: ControlAppearanceStore.PageControl) {
        self.count = count; self.current = current; self.tints = tints
    }

    package var body: some View {
        HStack(spacing: SystemMetrics.pageDotSpacing) {
            ForEach(0..<max(count, 0), id: \.self) { index in
                Circle().fill(index == current ? tints.currentIndicator ?? Color.white
                                               : tints.indicator ?? Color.white.opacity(0.3))
                    .frame(width: SystemMetrics.pageDotDiameter, height: SystemMetrics.pageDotDiameter)
            }
        }
        .padding(.horizontal, Self.horizontalMargin)
        .padding(.vertical, Self.verticalMargin)
    }
}
