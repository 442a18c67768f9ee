import Foundation
import MockupUI

/// Core Graphics' immutable path, a reference to a SwiftUI `Path` (`Path(cgPath)` and `path.cgPath`
/// convert between them). Code builds one through `CGMutablePath`, as on iOS:
/// `let path = CGMutablePath(); path.addArc(…)`.
open class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The path's geometry.
    public internal(set) var path: Path

    init(path: Path) { self.path = path }

    /// A rectangle, mapped by `transform` when one is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).mapped(by: transform))
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).mapped(by: transform))
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` wide and `cornerHeight` tall
    /// (each at most half the rectangle's side).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight).mapped(by: transform))
    }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        path.forEach { element in
            switch element {
            case .move(let to), .line(let to): points.append(to)
            case .quadCurve(let to, let control): points += [to, control]
            case .curve(let to, let control1, let control2): points += [to, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// The smallest rectangle containing the path's curves (not their control points).
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : path.boundingRect }

    /// Where the next segment starts; `.zero` for an empty path, as Core Graphics answers.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    public var isEmpty: Bool { path.isEmpty }

    /// Whether the path is one rectangle — a move and three or four axis-aligned lines, closed or
    /// back at the start — and which (into `rect`).
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var corners: [CGPoint] = []
        var other = false
        path.forEach { element in
            switch element {
            case .move(let to) where corners.isEmpty, .line(let to) where !corners.isEmpty: corners.append(to)
            case .closeSubpath: break
            default: other = true
            }
        }
        if corners.count == 5, corners.last == corners.first { corners.removeLast() }
        guard !other, corners.count == 4 else { return false }
        let xs = Set(corners.map(\.x)), ys = Set(corners.map(\.y))
        let sidesAreAxisAligned = (0..<4).allSatisfy { i in
            let a = corners[i], b = corners[(i + 1) % 4]
            return (a.x == b.x) != (a.y == b.y)
        }
        guard xs.count == 2, ys.count == 2, sidesAreAxisAligned else { return false }
        rect?.pointee = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }

    /// Whether `point` (mapped by `transform`) is inside the path as `rule` fills it.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.contains(point.applying(transform.inverted()), eoFill: rule == .evenOdd)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }
    /// A copy mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? { CGPath(path: path.mapped(by: transform)) }
    /// A copy to add to.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
    /// A copy mapped by `transform`, to add to.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(path: path.mapped(by: transform))
    }

    /// The outline of the path stroked `lineWidth` wide, as a path to fill.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
        return CGPath(path: path.strokedPath(style).applying(transform))
    }

    /// Calls `block` with each element of the path, as Core Graphics' `applyWithBlock` does.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        path.forEach { element in
            let type: CGPathElementType
            switch element {
            case .move(let to): type = .moveToPoint; points[0] = to
            case .line(let to): type = .addLineToPoint; points[0] = to
            case .quadCurve(let to, let control): type = .addQuadCurveToPoint; points[0] = control; points[1] = to
            case .curve(let to, let control1, let control2):
                type = .addCurveToPoint; points[0] = control1; points[1] = control2; points[2] = to
            case .closeSubpath: type = .closeSubpath
            }
            var cgElement = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &cgElement) { block($0) }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
    public var description: String { "CGPath(\(path.description))" }
}

/// Core Graphics' mutable path: `let path = CGMutablePath()` is added to in place.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(path: Path()) }

    override init(path: Path) { super.init(path: path) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// A polyline through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { path.addRect(rect, transform: transform) }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { path.addRects(rects, transform: transform) }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { path.addEllipse(in: rect, transform: transform) }

    /// A rounded rectangle with quarter-ellipse corners (see `CGPath.init(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.addPath(Path.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight), transform: transform)
    }

    /// A circular arc from `startAngle` to `endAngle` (radians); `clockwise` as Core Graphics means it,
    /// which in UIKit's flipped coordinates sweeps counter-clockwise on screen (as SwiftUI's `Path`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: clockwise, transform: transform)
    }

    /// An arc that sweeps `delta` radians from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), delta: .radians(Double(delta)),
                            transform: transform)
    }

    /// A line towards `tangent1End` and an arc of `radius` tangent to it and to the line on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) { path.addPath(other.path, transform: transform) }

    public func closeSubpath() { path.closeSubpath() }
}

/// What one element of a Core Graphics path does.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as `applyWithBlock` hands it over: its type and its points (the control
/// points, then the end point).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

extension Path {
    /// A SwiftUI path from a Core Graphics one (`Path(bezier.cgPath)`).
    public init(_ path: CGPath) { self = path.path }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }

    /// The path mapped by the transform `pointer` points to, if any (Core Graphics' optional transforms).
    func mapped(by pointer: UnsafePointer<CGAffineTransform>?) -> Path {
        pointer.map { applying($0.pointee) } ?? self
    }

    /// A rectangle whose corners are quarter ellipses, as Core Graphics' `roundedRect:cornerWidth:cornerHeight:`
    /// draws it (each radius at most half the side).
    static func roundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) -> Path {
        let rx = min(max(cornerWidth, 0), rect.width / 2), ry = min(max(cornerHeight, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return Path(rect) }
        // A quarter ellipse as one cubic: its control points sit this far along the tangents.
        let kappa: CGFloat = 0.5522847498
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        var path = Path()
        path.move(to: CGPoint(x: x0 + rx, y: y0))
        path.addLine(to: CGPoint(x: x1 - rx, y: y0))
        path.addCurve(to: CGPoint(x: x1, y: y0 + ry), control1: CGPoint(x: x1 - rx + rx * kappa, y: y0),
                      control2: CGPoint(x: x1, y: y0 + ry - ry * kappa))
        path.addLine(to: CGPoint(x: x1, y: y1 - ry))
        path.addCurve(to: CGPoint(x: x1 - rx, y: y1), control1: CGPoint(x: x1, y: y1 - ry + ry * kappa),
                      control2: CGPoint(x: x1 - rx + rx * kappa, y: y1))
        path.addLine(to: CGPoint(x: x0 + rx, y: y1))
        path.addCurve(to: CGPoint(x: x0, y: y1 - ry), control1: CGPoint(x: x0 + rx - rx * kappa, y: y1),
                      control2: CGPoint(x: x0, y: y1 - ry + ry * kappa))
        path.addLine(to: CGPoint(x: x0, y: y0 + ry))
        path.addCurve(to: CGPoint(x: x0 + rx, y: y0), control1: CGPoint(x: x0, y: y0 + ry - ry * kappa),
                      control2: CGPoint(x: x0 + rx - rx * kappa, y: y0))
        path.closeSubpath()
        return path
    }
}
