import Foundation
import MockupUI

/// A page control a representable makes draws its dots at rest, centred in its bounds: the
/// control's own tints, else `UIPageControl.appearance()`'s, else UIKit's white ones; nothing for a
/// single page when `hidesForSinglePage` is set.
extension UIPageControl: _UIKitDrawnAtRest {
    public var _drawingAtRest: AnyView? {
        guard !(hidesForSinglePage && numberOfPages <= 1) else { return AnyView(Color.clear) }
        var tints = ControlAppearanceStore.pageControl
        if let current = currentPageIndicatorTintColor { tints.currentIndicator = current.color }
        if let other = pageIndicatorTintColor { tints.indicator = other.color }
        return AnyView(PageIndicatorDots(count: numberOfPages, current: min(max(currentPage, 0), max(numberOfPages - 1, 0)), tints: tints)
            .frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}
