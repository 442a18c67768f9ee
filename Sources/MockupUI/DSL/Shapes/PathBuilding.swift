import Foundation
import MockupRaster

// SwiftUI's Path API on MockupRaster's path, so `Path { p in p.move(to:) ... }` works as a view.
extension Path {
    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        self = ShapeOutline.path(.rectangle, in: Rect(rect))
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self = ShapeOutline.path(.ellipse, in: Rect(rect))
    }

    public mutating func move(to point: CGPoint) { move(to: Point(point)) }

    public mutating func addLine(to point: CGPoint) { line(to: Point(point)) }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        quad(to: Point(point), control: Point(control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        cubic(to: Point(point), control1: Point(control1), control2: Point(control2))
    }

    public mutating func addRect(_ rect: CGRect) { append(Path(rect)) }

    public mutating func addEllipse(in rect: CGRect) { append(Path(ellipseIn: rect)) }

    public mutating func closeSubpath() { close() }
}

extension Point {
    init(_ point: CGPoint) { self.init(Double(point.x), Double(point.y)) }
}

extension Rect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

/// A path is a shape drawn in its own (the view's local) coordinates.
extension Path: _BuiltInShape {
    public var _kind: ShapeKind { .path(self) }
    public func path(in rect: CGRect) -> Path { self }
}

/// Outlines of the built-in shapes, for `Shape.path(in:)`. Continuous corners are approximated
/// with circular arcs here; the renderer draws `ShapeKind`s with the exact iOS curves.
enum ShapeOutline {
    /// Cubic Bézier handle length for a quarter circle of radius 1.
    static let arcHandle = 0.5522847498

    static func path(_ kind: ShapeKind, in rect: Rect) -> Path {
        switch kind {
        case .rectangle:
            return roundedRect(rect, radius: 0)
        case .roundedRectangle(let radius, _):
            return roundedRect(rect, radius: radius)
        case .capsule:
            return roundedRect(rect, radius: min(rect.width, rect.height) / 2)
        case .circle:
            let side = min(rect.width, rect.height)
            return ellipse(Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        case .ellipse:
            return ellipse(rect)
        case .path(let path):
            return path
        }
    }

    static func ellipse(_ r: Rect) -> Path {
        let rx = r.width / 2, ry = r.height / 2, kx = rx * arcHandle, ky = ry * arcHandle
        var path = Path()
        path.move(to: Point(r.maxX, r.midY))
        path.cubic(to: Point(r.midX, r.maxY), control1: Point(r.maxX, r.midY + ky), control2: Point(r.midX + kx, r.maxY))
        path.cubic(to: Point(r.minX, r.midY), control1: Point(r.midX - kx, r.maxY), control2: Point(r.minX, r.midY + ky))
        path.cubic(to: Point(r.midX, r.minY), control1: Point(r.minX, r.midY - ky), control2: Point(r.midX - kx, r.minY))
        path.cubic(to: Point(r.maxX, r.midY), control1: Point(r.midX + kx, r.minY), control2: Point(r.maxX, r.midY - ky))
        path.close()
        return path
    }

    static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let c = max(0, min(radius, r.width / 2, r.height / 2)), k = c * (1 - arcHandle)
        var path = Path()
        path.move(to: Point(r.minX + c, r.minY))
        path.line(to: Point(r.maxX - c, r.minY))
        if c > 0 { path.cubic(to: Point(r.maxX, r.minY + c), control1: Point(r.maxX - k, r.minY), control2: Point(r.maxX, r.minY + k)) }
        path.line(to: Point(r.maxX, r.maxY - c))
        if c > 0 { path.cubic(to: Point(r.maxX - c, r.maxY), control1: Point(r.maxX, r.maxY - k), control2: Point(r.maxX - k, r.maxY)) }
        path.line(to: Point(r.minX + c, r.maxY))
        if c > 0 { path.cubic(to: Point(r.minX, r.maxY - c), control1: Point(r.minX + k, r.maxY), control2: Point(r.minX, r.maxY - k)) }
        path.line(to: Point(r.minX, r.minY + c))
        if c > 0 { path.cubic(to: Point(r.minX + c, r.minY), control1: Point(r.minX, r.minY + k), control2: Point(r.minX + k, r.minY)) }
        path.close()
        return path
    }
}
