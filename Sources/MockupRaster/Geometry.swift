import Foundation

/// A point in a 2-D coordinate space (y grows downward).
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(0, 0)
    /// True when both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }
}

/// A width and height.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)
}

/// An axis-aligned rectangle given by its origin (top-left) and size.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    /// The overlap of both, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// A 2-D affine transform (named apart from Foundation.AffineTransform) mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as in Core Graphics.
public struct Transform2D: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public static func translation(_ x: Double, _ y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    public static func scale(_ sx: Double, _ sy: Double) -> Transform2D {
        Transform2D(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// Rotation by `radians` (clockwise on screen, since y grows downward).
    public static func rotation(_ radians: Double) -> Transform2D {
        let s = sin(radians), co = cos(radians)
        return Transform2D(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }
    /// `self` followed by `next`.
    public func concatenating(_ next: Transform2D) -> Transform2D {
        Transform2D(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                        c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                        tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }
    public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }
    public var isIdentity: Bool { self == .identity }
    /// The inverse transform, or nil when singular.
    public var inverted: Transform2D? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
