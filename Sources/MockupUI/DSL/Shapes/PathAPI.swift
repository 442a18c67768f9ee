import Foundation
import MockupRaster

// The rest of SwiftUI's `Path` API (rounded rects, arcs in `Angle`s, tangent arcs, transforms).
extension Path {
    /// A rounded rectangle (continuous corners by default, as SwiftUI).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius),
                  style: style == .continuous ? .continuous : .circular)
    }

    /// A rounded rectangle with corners of `cornerSize` (its width is the radius).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadius: cornerSize.width, style: style)
    }

    /// Appends a rounded rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
    }

    /// Appends rectangles.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addPath(Path(rect), transform: transform) }
    }

    /// Appends `path` mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        append(transform.isIdentity ? path : path.transformed(by: transform.raster))
    }

    /// Appends a circular arc. `clockwise` is as SwiftUI means it: in its flipped coordinates,
    /// `false` sweeps towards increasing angles, clockwise on screen.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        var arc = transform.isIdentity ? self : Path()
        if !transform.isIdentity, let point = endPoint {
            arc.move(to: point)
        }
        arc.addArc(center: Point(center), radius: Double(radius), startAngle: startAngle.radians,
                   endAngle: endAngle.radians, clockwise: clockwise)
        if transform.isIdentity { self = arc } else { append(arc.transformed(by: transform.raster)) }
    }

    /// Appends an arc that sweeps `delta` from `startAngle`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        var arc = transform.isIdentity ? self : Path()
        arc.addRelativeArc(center: Point(center), radius: Double(radius), startAngle: startAngle.radians,
                           delta: delta.radians)
        if transform.isIdentity { self = arc } else { append(arc.transformed(by: transform.raster)) }
    }

    /// Appends a line towards `tangent1End` and an arc of `radius` tangent to the lines from the
    /// current point to `tangent1End` and from there to `tangent2End` (Core Graphics' `addArc(tangent…)`).
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let p1 = Point(tangent1End), p2 = Point(tangent2End)
        guard let p0 = endPoint else { move(to: tangent1End); return }
        let v0 = Point(p0.x - p1.x, p0.y - p1.y), v2 = Point(p2.x - p1.x, p2.y - p1.y)
        let l0 = (v0.x * v0.x + v0.y * v0.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v0.x * v2.y - v0.y * v2.x
        guard radius > 0, l0 > 0, l2 > 0, abs(cross) > 1e-12 else { line(to: p1); return }
        let u0 = Point(v0.x / l0, v0.y / l0), u2 = Point(v2.x / l2, v2.y / l2)
        let cosTheta = max(-1, min(1, u0.x * u2.x + u0.y * u2.y))
        let theta = acos(cosTheta)                      // angle between the two lines at p1
        let r = Double(radius), distance = r / tan(theta / 2)
        let start = Point(p1.x + u0.x * distance, p1.y + u0.y * distance)
        let end = Point(p1.x + u2.x * distance, p1.y + u2.y * distance)
        let bisector = Point(u0.x + u2.x, u0.y + u2.y)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = r / sin(theta / 2)
        let center = Point(p1.x + bisector.x / bl * centerDistance, p1.y + bisector.y / bl * centerDistance)
        let a0 = atan2(start.y - center.y, start.x - center.x), a1 = atan2(end.y - center.y, end.x - center.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        var arc = Path()
        arc.move(to: p0)
        arc.line(to: start)
        arc.addRelativeArc(center: center, radius: r, startAngle: a0, delta: sweep)
        let mapped = transform.isIdentity ? arc : arc.transformed(by: transform.raster)
        // Continue the current subpath: drop the arc's leading move.
        append(Path(elements: Array(mapped.elements.dropFirst())))
    }

    /// Appends an ellipse inscribed in `rect`, mapped by `transform`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Appends a rectangle, mapped by `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(rect), transform: transform)
    }

    /// The path mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path { transformed(by: transform.raster) }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        transformed(by: .translation(Double(dx), Double(dy)))
    }

    /// The smallest rectangle containing the path's curves (not only their control points).
    public var boundingRect: CGRect {
        let box = bounds
        return CGRect(x: box.minX, y: box.minY, width: box.width, height: box.height)
    }

    /// Where the next segment starts (after `closeSubpath`, the closed subpath's start); nil when empty.
    public var currentPoint: CGPoint? { endPoint.map { CGPoint(x: $0.x, y: $0.y) } }

    /// Whether `point` is inside the path as it fills: non-zero winding, or even-odd with `eoFill`.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        contains(Point(point), fillRule: eoFill ? .evenOdd : .nonZero)
    }
}

extension Path {
    /// The outline of this path stroked with `style`, as a path to fill.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        Stroker(tolerance: PathTrimming.defaultTolerance).outline(self, style: style.parameters).path
    }
}
