import Foundation
import MockupUI

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's Bézier path, building a SwiftUI `Path` (`cgPath`).
public final class UIBezierPath {
    /// The path built so far.
    var path: Path
    /// The path built so far, as a Core Graphics path (setting it replaces the path).
    public var cgPath: CGPath {
        get { path.cgPath }
        set { path = newValue.path }
    }
    public var lineWidth: CGFloat = 1
    public var lineCapStyle = CGLineCap.butt
    public var lineJoinStyle = CGLineJoin.miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false
    /// How closely curves are flattened; the raster always flattens to below a pixel, so it is held.
    public var flatness: CGFloat = 0.6
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// Sets the dash pattern of strokes: `count` lengths from `pattern`, starting `phase` into it.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [], phase)
    }

    /// Copies the dash pattern into `pattern` (when given, room for `count` lengths), its length
    /// into `count` and its phase into `phase`.
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                            phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dash.pattern.enumerated() { pattern[index] = length } }
        count?.pointee = dash.pattern.count
        phase?.pointee = dash.phase
    }

    /// The line `stroke()` draws: width, cap, join, miter limit and dash.
    var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit,
                    dash: dash.pattern, dashPhase: dash.phase)
    }

    public init() { path = Path() }

    public init(rect: CGRect) { path = Path(rect) }

    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }

    /// A rounded rectangle with circular corners (UIKit clamps the radius to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with only `corners` rounded by `cornerRadii` (circular arcs; radii clamped to half
    /// the rectangle's sides, as UIKit does).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = min(cornerRadii.width, cornerRadii.height, rect.width / 2, rect.height / 2)
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? max(r, 0) : 0 }
        path = Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(
            topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft),
            bottomTrailing: radius(.bottomRight), topTrailing: radius(.topRight)), style: .circular)
    }

    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public init(cgPath: CGPath) { path = cgPath.path }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: point, control: controlPoint)
    }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc; UIKit's `clockwise` is clockwise on screen (increasing angles in y-down space), the
    /// opposite of Core Graphics' flag.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                      endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    public func close() { path.closeSubpath() }
    /// Moves, scales or turns every point of the path.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// A new path with the same points and drawing properties (UIKit's `NSCopying`).
    public func copy() -> Any {
        let copy = UIBezierPath(cgPath: cgPath)
        copy.lineWidth = lineWidth; copy.lineCapStyle = lineCapStyle; copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit; copy.usesEvenOddFillRule = usesEvenOddFillRule; copy.flatness = flatness
        copy.dash = dash
        return copy
    }
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    public func removeAllPoints() { path = Path() }
    public var isEmpty: Bool { path.isEmpty }
    public var bounds: CGRect { path.boundingRect }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// Whether `point` is inside the path, by its fill rule (`usesEvenOddFillRule`).
    public func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }
}
