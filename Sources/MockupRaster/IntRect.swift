/// A rectangle of whole device pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct IntRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public static let zero = IntRect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Int { isEmpty ? 0 : width * height }

    /// The overlap of both, or an empty rect at `self`'s origin when they do not overlap.
    public func intersection(_ other: IntRect) -> IntRect {
        let x0 = Swift.max(x, other.x), y0 = Swift.max(y, other.y)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return IntRect(x: x, y: y, width: 0, height: 0) }
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixels touched by `rect`: its edges rounded outward. Non-finite or huge rects are clamped
    /// to ±2^30 so the result is always representable.
    public init(enclosing rect: Rect) {
        self.init(rect, outward: true)
    }

    /// The pixels entirely inside `rect`: its edges rounded inward (empty when none is), clamped
    /// like `init(enclosing:)`.
    public init(inside rect: Rect) {
        self.init(rect, outward: false)
    }

    private init(_ rect: Rect, outward: Bool) {
        let limit = Double(1 << 30)
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, -limit), limit) }
        let low: FloatingPointRoundingRule = outward ? .down : .up, high: FloatingPointRoundingRule = outward ? .up : .down
        let x0 = Int(clamp(rect.minX).rounded(low)), y0 = Int(clamp(rect.minY).rounded(low))
        let x1 = Int(clamp(rect.maxX).rounded(high)), y1 = Int(clamp(rect.maxY).rounded(high))
        self.init(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }
}
