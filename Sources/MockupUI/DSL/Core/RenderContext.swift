/// The state one render builds up while its views are created and resolved — what UIKit keeps
/// process-wide, such as appearance proxies. Each render gets a fresh context, bound to the task
/// that builds the view (`RenderContext.current`), so renders never share it.
@preconcurrency @MainActor
public final class RenderContext {
    /// The bars' appearance proxies (`UITabBar.appearance().standardAppearance`, ...).
    var barAppearances: [BarAppearanceStore.BarSlot: BarAppearanceStore.Appearance] = [:]
    /// `UISegmentedControl.appearance()` and `UIPageControl.appearance()`.
    var segmentedAppearance = ControlAppearanceStore.Segmented()
    var pageControlAppearance = ControlAppearanceStore.PageControl()
    /// `UISlider.appearance()`.
    var sliderAppearance = ControlAppearanceStore.Slider()
    /// `UICollectionView.appearance().backgroundColor`: the background lists draw.
    var listBackground: Color?
    /// How many vertical `ScrollView`s have been resolved: a TabView whose tab resolves one has
    /// content that scrolls under its bar.
    var verticalScrollViews = 0
    /// Where `ScrollViewProxy.scrollTo(_:anchor:)` was asked to scroll, each target once, in the
    /// order first asked: each scroll view resolved after a call opens at the latest target in its content.
    var scrollRequests: [ScrollRequest] = []
    /// `UIApplication.setAlternateIconName(_:)`'s icon name.
    public var alternateIconName: String?
    /// A view's `@State` was written while the render was being resolved.
    var stateChanged = false
    /// Where views' state lives, so a second resolve of the root keeps it.
    var statePlaces = StatePlaces()
    /// The code the latest resolve asked to run after layout (`LayoutReaction`).
    var layoutReactions: [any LayoutReaction] = []

    public init() {}

    /// The context of the render being built on this task; nil outside a render.
    @TaskLocal public static var current: RenderContext?

    /// Runs `body` with a fresh context as the current one.
    public static func withFresh<R>(_ body: () throws -> R) rethrows -> R {
        try $current.withValue(RenderContext(), operation: body)
    }
}
