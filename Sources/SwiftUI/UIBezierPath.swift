import Foundation
import MockupUI

/// Core Graphics' path type is SwiftUI's `Path` here (`Path(bezier.cgPath)` is then a copy).
public typealias CGPath = Path
/// A mutable Core Graphics path (`Path` is a value type, so always mutable).
public typealias CGMutablePath = Path

extension Path {
    /// A SwiftUI path from a Core Graphics one (`Path(bezier.cgPath)`).
    public init(_ path: CGPath) { self = path }
    /// The path as a Core Graphics path: itself.
    public var cgPath: CGPath { self }
}

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
    public private(set) var cgPath: CGPath
    public var lineWidth: CGFloat = 1
    public var lineCapStyle = CGLineCap.butt
    public var lineJoinStyle = CGLineJoin.miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// Sets the dash pattern of strokes: `count` lengths from `pattern`, starting `phase` into it.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [], phase)
    }

    /// The line `stroke()` draws: width, cap, join, miter limit and dash.
    var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit,
                    dash: dash.pattern, dashPhase: dash.phase)
    }

    public init() { cgPath = Path() }

    public init(rect: CGRect) { cgPath = Path(rect) }

    public init(ovalIn rect: CGRect) { cgPath = Path(ellipseIn: rect) }

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
        cgPath = Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(
            topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft),
            bottomTrailing: radius(.bottomRight), topTrailing: radius(.topRight)), style: .circular)
    }

    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public init(cgPath: CGPath) { self.cgPath = cgPath }

    public func move(to point: CGPoint) { cgPath.move(to: point) }
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        cgPath.addQuadCurve(to: point, control: controlPoint)
    }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc; UIKit's `clockwise` is clockwise on screen (increasing angles in y-down space), the
    /// opposite of Core Graphics' flag.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        cgPath.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                      endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    public func close() { cgPath.closeSubpath() }
    public func append(_ other: UIBezierPath) { cgPath.addPath(other.cgPath) }
    public func removeAllPoints() { cgPath = Path() }
    public var isEmpty: Bool { cgPath.isEmpty }
    public var bounds: CGRect { cgPath.boundingRect }
    public var currentPoint: CGPoint { cgPath.currentPoint ?? .zero }
    /// Whether `point` is inside the path, by its fill rule (`usesEvenOddFillRule`).
    public func contains(_ point: CGPoint) -> Bool { cgPath.contains(point, eoFill: usesEvenOddFillRule) }
}
