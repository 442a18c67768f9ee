import Foundation

/// Converting points and rectangles between views' coordinate spaces, through their frames up to
/// the common window (a render's views have no bounds origin or transform to account for).
extension UIView {
    /// `point` in this view's coordinates, in `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        Self.move(point, from: originInWindow, to: view?.originInWindow ?? .zero)
    }

    /// `point` in `view`'s coordinates (the window's when nil), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        Self.move(point, from: view?.originInWindow ?? .zero, to: originInWindow)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    private static func move(_ point: CGPoint, from source: CGPoint, to target: CGPoint) -> CGPoint {
        CGPoint(x: point.x + source.x - target.x, y: point.y + source.y - target.y)
    }

    /// The view's origin in the coordinates of its outermost superview (its window).
    private var originInWindow: CGPoint {
        var origin = CGPoint.zero
        var current: UIView? = self
        while let view = current, let superview = view.superview {
            origin.x += view.frame.minX
            origin.y += view.frame.minY
            current = superview
        }
        return origin
    }
}
