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
        self = Path(rect: Rect(rect))
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self = Path(ellipseIn: Rect(rect))
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
