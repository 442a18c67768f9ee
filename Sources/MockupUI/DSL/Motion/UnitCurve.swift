import Foundation

/// A timing function from 0 to 1 (iOS 17): how far an animation has gone (`value(at:)`) at each
/// fraction of its time, with its rate of change (`velocity(at:)`).
public struct UnitCurve: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        /// A cubic Bézier from (0, 0) to (1, 1) with these control points.
        case bezier(UnitPoint, UnitPoint)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        /// The inverse of `circularEaseInOut`: quarter circles rising fast at both ends.
        case circularEaseOutIn
    }
    let shape: Shape

    public static let linear = bezier(startControlPoint: UnitPoint(x: 1.0 / 3, y: 1.0 / 3),
                                      endControlPoint: UnitPoint(x: 2.0 / 3, y: 2.0 / 3))
    /// CSS's and Core Animation's ease-in (0.42, 0), (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// CSS's and Core Animation's ease-out (0, 0), (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// CSS's and Core Animation's ease-in-out (0.42, 0), (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    @available(*, deprecated, message: "Use easeInOut instead")
    public static let easeInEaseOut = easeInOut
    /// A quarter circle: 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
    /// A quarter circle: √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
    /// `circularEaseIn` over the first half, `circularEaseOut` over the second.
    public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

    /// A cubic Bézier curve from (0, 0) to (1, 1) through the two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(shape: .bezier(startControlPoint, endControlPoint))
    }

    /// The curve's value at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch shape {
        case let .bezier(p1, p2):
            let bezier = UnitBezier(p1, p2)
            return bezier.y(bezier.parameter(forX: x))
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : (1 + ((3 - 2 * x) * (2 * x - 1)).squareRoot()) / 2
        case .circularEaseOutIn: return x < 0.5 ? (x * (1 - x)).squareRoot() : 1 - (x * (1 - x)).squareRoot()
        }
    }

    /// The curve's slope (d value / d progress) at `progress` (clamped to 0…1); infinite where a
    /// circular curve stands vertical.
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch shape {
        case let .bezier(p1, p2):
            let bezier = UnitBezier(p1, p2)
            let t = bezier.parameter(forX: x)
            return bezier.dy(t) / bezier.dx(t)
        case .circularEaseIn: return x / (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - x) / ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 2 * x / (1 - 4 * x * x).squareRoot() : (2 - 2 * x) / ((3 - 2 * x) * (2 * x - 1)).squareRoot()
        case .circularEaseOutIn:
            let slope = (1 - 2 * x) / (2 * (x * (1 - x)).squareRoot())
            return x < 0.5 ? slope : -slope
        }
    }

    /// The curve mirrored across the diagonal: `inverse.value(at: value(at: x)) == x`.
    public var inverse: UnitCurve {
        switch shape {
        case let .bezier(p1, p2): return .bezier(startControlPoint: UnitPoint(x: p1.y, y: p1.x), endControlPoint: UnitPoint(x: p2.y, y: p2.x))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(shape: .circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        }
    }
}

/// A cubic Bézier from (0, 0) to (1, 1): x(t) and y(t) as polynomials, and t for a given x.
private struct UnitBezier {
    let ax, bx, cx, ay, by, cy: Double

    init(_ p1: UnitPoint, _ p2: UnitPoint) {
        cx = 3 * p1.x; bx = 3 * (p2.x - p1.x) - cx; ax = 1 - cx - bx
        cy = 3 * p1.y; by = 3 * (p2.y - p1.y) - cy; ay = 1 - cy - by
    }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The t in 0…1 where x(t) = `x`: Newton's method, then bisection if it strays (x(t) rises
    /// monotonically when the control points' x lie in 0…1).
    func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            if abs(error) < 1e-12 { return t }
            let slope = dx(t)
            guard abs(slope) > 1e-9 else { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<60 {
            let value = self.x(t)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
