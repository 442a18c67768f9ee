import Foundation
import MockupUI

/// UIKit's scroll view, as apps reach it (`UIScrollView.appearance()`, the scroll view under a
/// SwiftUI `ScrollView` found by introspection, a representable's own). It holds what is set —
/// offsets, insets, the delegate. A representable's own scroll view draws its subviews moved by
/// `contentOffset` and clipped to its bounds (`UIKitViewDrawing`); nothing scrolls in a render.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How quickly scrolling slows after a flick.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// When the keyboard is dismissed by a drag.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }

    /// How the safe area adds to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }

    /// The colour of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

    open override class func appearance() -> Self { appearanceProxy(UIScrollView(frame: .zero)) }

    /// A scroll view clips its content to its bounds, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }
    /// Scroll views are never decoded from a storyboard in a render.
    public required init?(coder: NSCoder) { return nil }

    /// The scrolled content's rectangle as a guide: its leading and top edges are the content's
    /// origin; its size is what the content's constraints make it.
    public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }
    /// The scroll view's own frame as a guide: what stays on screen while the content scrolls.
    public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }

    open weak var delegate: UIScrollViewDelegate?
    open var contentOffset = CGPoint.zero
    open var contentSize = CGSize.zero
    open var contentInset = UIEdgeInsets.zero
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var keyboardDismissMode = KeyboardDismissMode.none
    open var decelerationRate = DecelerationRate.normal
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var scrollsToTop = true
    open var bouncesZoom = true
    /// Whether the content bounces at each axis's ends (iOS 17.4; `bounces` bounces both).
    open var bouncesHorizontally = true
    open var bouncesVertically = true
    open var isDirectionalLockEnabled = false
    open var canCancelContentTouches = true
    open var delaysContentTouches = true
    open var indicatorStyle = IndicatorStyle.default
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var allowsKeyboardScrolling = true
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }
    open var isScrollAnimating: Bool { false }
    open var isZoomAnimating: Bool { false }
    /// The scroll view's own drag and pinch recognizers, as UIKit exposes them for apps to configure.
    public let panGestureRecognizer = UIPanGestureRecognizer()
    public let pinchGestureRecognizer: UIPinchGestureRecognizer? = UIPinchGestureRecognizer()
    open var isDragging: Bool { false }
    open var isTracking: Bool { false }
    open var isDecelerating: Bool { false }
    open var refreshControl: UIRefreshControl?

    /// Moves the content to `contentOffset` at once (a render does not animate).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Scrolls so that `rect` (in the content's coordinates) is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        /// The least movement along one axis that brings `low...high` into `offset ..< offset + length`.
        func nearest(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat) -> CGFloat {
            if low < offset { return low }
            if high > offset + length { return min(low, high - length) }
            return offset
        }
        contentOffset = CGPoint(x: nearest(contentOffset.x, rect.minX, rect.maxX, bounds.width),
                                y: nearest(contentOffset.y, rect.minY, rect.maxY, bounds.height))
    }
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale) }
    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the bounds, within the zoom limits.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    }
    open func flashScrollIndicators() {}
    open func stopScrollingAndZooming() {}
    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}
    /// Whether touches in `view` go to the content: a subclass's answer, never asked in a render.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
}

/// What a scroll view tells its delegate; every method is optional. A render scrolls nothing, so
/// none is called.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// Pull-to-refresh (UIKit's `UIRefreshControl`, a control sending `.valueChanged` when pulled); at rest it
/// is hidden above the content.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The proxy of all refresh controls (a `.refreshable` list's spinner colour); nothing shows it at rest.
    open override class func appearance() -> Self { appearanceProxy(UIRefreshControl(frame: .zero)) }
    open var isRefreshing: Bool { false }
    open var attributedTitle: NSAttributedString?
    open func beginRefreshing() {}
    open func endRefreshing() {}
}
