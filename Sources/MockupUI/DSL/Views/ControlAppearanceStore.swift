/// What UIKit's control appearance proxies set for the render being built
/// (`UISegmentedControl.appearance()`, `UIPageControl.appearance()`, `UISlider.appearance()`), read
/// where SwiftUI draws those controls: segmented pickers, the page indicator of a paged `TabView`,
/// sliders. Like
/// `BarAppearanceStore`, it lives in the render's `RenderContext`, so renders never share it.
@preconcurrency @MainActor
public enum ControlAppearanceStore {
    /// `UISegmentedControl`'s appearance: nil = the system's.
    public struct Segmented: Hashable, Sendable {
        /// `selectedSegmentTintColor`: the raised selected segment.
        public var selectedTint: Color?
        /// `backgroundColor`: the track.
        public var background: Color?
        /// `setTitleTextAttributes(_:for: .normal)` and `(_:for: .selected)`.
        public var normalTitle = BarAppearanceStore.TitleAttributes()
        public var selectedTitle = BarAppearanceStore.TitleAttributes()
        public init() {}

        /// These settings, with `fallback`'s where these set none (a control's own over its proxy's).
        package func filled(from fallback: Segmented) -> Segmented {
            var filled = self
            filled.selectedTint = selectedTint ?? fallback.selectedTint
            filled.background = background ?? fallback.background
            filled.normalTitle = normalTitle.filled(from: fallback.normalTitle)
            filled.selectedTitle = selectedTitle.filled(from: fallback.selectedTitle)
            return filled
        }
    }

    /// `UIPageControl`'s appearance: nil = the system's white dots.
    public struct PageControl: Hashable, Sendable {
        /// `currentPageIndicatorTintColor`.
        public var currentIndicator: Color?
        /// `pageIndicatorTintColor`.
        public var indicator: Color?
        public init() {}
    }

    /// `UISlider`'s appearance: nil = the system's (the tint, the system fill, a white thumb). SwiftUI's
    /// `Slider` is a `UISlider` on iOS, so the proxy reaches it.
    public struct Slider {
        /// `minimumTrackTintColor`: the track up to the thumb. A `.tint` around the slider wins: it
        /// sets the control's own colour.
        public var minimumTrack: Color?
        /// `maximumTrackTintColor`: the rest of the track.
        public var maximumTrack: Color?
        /// `thumbTintColor`.
        public var thumb: Color?
        /// `setThumbImage(_:for: .normal)`: drawn at its own size in place of the thumb.
        public var thumbImage: Image?
        public init() {}
    }

    /// The sliders' appearance in the current render.
    public static var slider: Slider {
        get { RenderContext.current?.sliderAppearance ?? Slider() }
        set { RenderContext.current?.sliderAppearance = newValue }
    }

    /// The segmented controls' appearance in the current render.
    public static var segmented: Segmented {
        get { RenderContext.current?.segmentedAppearance ?? Segmented() }
        set { RenderContext.current?.segmentedAppearance = newValue }
    }

    /// `UICollectionView.appearance().backgroundColor` in the current render: since iOS 16 a `List`
    /// is a collection view, so its background is the proxy's (nil = the list style's).
    public static var listBackground: Color? {
        get { RenderContext.current?.listBackground }
        set { RenderContext.current?.listBackground = newValue }
    }

    /// The page controls' appearance in the current render.
    public static var pageControl: PageControl {
        get { RenderContext.current?.pageControlAppearance ?? PageControl() }
        set { RenderContext.current?.pageControlAppearance = newValue }
    }
}
