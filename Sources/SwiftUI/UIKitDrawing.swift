import Foundation
import MockupUI

// UIKit's drawing methods, which draw into the current context (`UIGraphicsGetCurrentContext()`:
// an image renderer's actions or an image context). Outside one there is nothing to draw into and
// they do nothing, as UIKit does.

extension UIColor {
    /// Makes this the colour later fills use.
    @preconcurrency @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the colour later strokes use.
    @preconcurrency @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this the colour of both later fills and strokes.
    @preconcurrency @MainActor public func set() { setFill(); setStroke() }
}

extension UIBezierPath {
    /// Fills the path with the current fill colour (even-odd when `usesEvenOddFillRule`).
    @preconcurrency @MainActor public func fill() {
        UIGraphicsGetCurrentContext()?.fill(path, evenOdd: usesEvenOddFillRule)
    }

    /// Fills the path with the current fill colour in `blendMode` at `alpha`.
    @preconcurrency @MainActor public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.fill(path, evenOdd: usesEvenOddFillRule, alpha: alpha, blendMode: blendMode)
    }

    /// Strokes the path with the current stroke colour and the path's own line.
    @preconcurrency @MainActor public func stroke() {
        UIGraphicsGetCurrentContext()?.stroke(path, line: strokeStyle)
    }

    /// Strokes the path with the current stroke colour in `blendMode` at `alpha`.
    @preconcurrency @MainActor public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.stroke(path, alpha: alpha, line: strokeStyle, blendMode: blendMode)
    }

    /// Clips later drawing to the path.
    @preconcurrency @MainActor public func addClip() {
        UIGraphicsGetCurrentContext()?.clip(to: path, evenOdd: usesEvenOddFillRule)
    }
}

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`.
    @preconcurrency @MainActor public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    @preconcurrency @MainActor public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image stretched into `rect`.
    @preconcurrency @MainActor public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.draw(self, in: rect) }

    @preconcurrency @MainActor public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect, alpha: alpha, blendMode: blendMode)
    }
}

/// Fills `rect` with the current fill colour.
@preconcurrency @MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a 1-pt frame inside `rect` with the current fill colour, as UIKit's `UIRectFrame`.
@preconcurrency @MainActor
public func UIRectFrame(_ rect: CGRect) {
    var frame = Path(rect)
    frame.addRect(rect.insetBy(dx: 1, dy: 1))
    UIGraphicsGetCurrentContext()?.fill(frame, evenOdd: true)
}

extension UIView {
    /// Draws the view's hierarchy into the current context. A render does not draw a view hierarchy
    /// into an image: nothing is drawn (a render note on the image) and the answer is false.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        UIGraphicsGetCurrentContext()?.recordUndrawn("UIView.drawHierarchy(in:afterScreenUpdates:)")
        return false
    }

    /// A snapshot view of the view; a render has no snapshots.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
}

extension CALayer {
    /// Draws the layer into `context`. A render does not draw layers into an image: nothing is drawn
    /// (a render note on the image).
    public func render(in context: CGContext) {
        context.recordUndrawn("CALayer.render(in:)")
    }
}
