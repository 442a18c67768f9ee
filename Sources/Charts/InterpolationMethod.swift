import Foundation
import SwiftUI

/// How a line (or an area's edge) passes through its points. The curves are d3-shape's, whose
/// names and parameters Swift Charts' methods carry (`catmullRom` is centripetal, α = 0.5;
/// `cardinal` has tension 0; `stepStart`, `stepCenter` and `stepEnd` change value at the start,
/// middle and end of each interval).
public struct InterpolationMethod: Sendable {
    enum Kind: Sendable, Equatable {
        case linear
        case cardinal(tension: CGFloat)
        case catmullRom(alpha: CGFloat)
        case monotone
        /// Where between two points the value changes: 0 at the first, 1 at the second.
        case step(transition: CGFloat)
    }
    let kind: Kind

    public static let linear = InterpolationMethod(kind: .linear)
    public static let cardinal = InterpolationMethod(kind: .cardinal(tension: 0))
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension: tension)) }
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(alpha: 0.5))
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha: alpha)) }
    public static let monotone = InterpolationMethod(kind: .monotone)
    public static let stepStart = InterpolationMethod(kind: .step(transition: 0))
    public static let stepCenter = InterpolationMethod(kind: .step(transition: 0.5))
    public static let stepEnd = InterpolationMethod(kind: .step(transition: 1))

    /// The same curve walked backwards (a step's transition mirrors).
    var reversed: InterpolationMethod {
        if case .step(let t) = kind { return InterpolationMethod(kind: .step(transition: 1 - t)) }
        return self
    }

    /// Adds the curve through `points` to `path`, starting with a move (or a line when
    /// `continuing`, to join an earlier part of the path).
    func addCurve(through points: [CGPoint], to path: inout Path, continuing: Bool = false) {
        guard let first = points.first else { return }
        if continuing { path.addLine(to: first) } else { path.move(to: first) }
        guard points.count > 1 else { return }
        switch kind {
        case .linear:
            for p in points.dropFirst() { path.addLine(to: p) }
        case .cardinal(let tension):
            let k = (1 - tension) / 6
            for i in 0..<points.count - 1 {
                let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, points.count - 1)]
                path.addCurve(to: p2, control1: CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                              control2: CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y)))
            }
        case .catmullRom(let alpha):
            for i in 0..<points.count - 1 {
                let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1], p3 = points[min(i + 2, points.count - 1)]
                let (c1, c2) = InterpolationMethod.catmullRomControls(p0, p1, p2, p3, alpha: alpha)
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        case .monotone:
            let tangents = InterpolationMethod.monotoneTangents(points)
            for i in 0..<points.count - 1 {
                let p0 = points[i], p1 = points[i + 1], dx = (p1.x - p0.x) / 3
                path.addCurve(to: p1, control1: CGPoint(x: p0.x + dx, y: p0.y + dx * tangents[i]),
                              control2: CGPoint(x: p1.x - dx, y: p1.y - dx * tangents[i + 1]))
            }
        case .step(let t):
            for i in 1..<points.count {
                let p0 = points[i - 1], p1 = points[i]
                let x = p0.x * (1 - t) + p1.x * t
                path.addLine(to: CGPoint(x: x, y: p0.y))
                path.addLine(to: CGPoint(x: x, y: p1.y))
                path.addLine(to: p1)
            }
        }
    }

    /// The Bézier controls of the segment p1 → p2 of a Catmull–Rom spline (d3's `curveCatmullRom`).
    private static func catmullRomControls(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                                           alpha: CGFloat) -> (CGPoint, CGPoint) {
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let l01 = pow(distance(p0, p1), alpha), l12 = pow(distance(p1, p2), alpha), l23 = pow(distance(p2, p3), alpha)
        let l01sq = l01 * l01, l12sq = l12 * l12, l23sq = l23 * l23
        var c1 = p1, c2 = p2
        if l01 > 1e-12 {
            let a = 2 * l01sq + 3 * l01 * l12 + l12sq, n = 3 * l01 * (l01 + l12)
            c1 = CGPoint(x: (p1.x * a - p0.x * l12sq + p2.x * l01sq) / n, y: (p1.y * a - p0.y * l12sq + p2.y * l01sq) / n)
        }
        if l23 > 1e-12 {
            let b = 2 * l23sq + 3 * l23 * l12 + l12sq, m = 3 * l23 * (l23 + l12)
            c2 = CGPoint(x: (p2.x * b + p1.x * l23sq - p3.x * l12sq) / m, y: (p2.y * b + p1.y * l23sq - p3.y * l12sq) / m)
        }
        return (c1, c2)
    }

    /// The tangent at each point of a monotone cubic in x (Steffen's method, d3's `curveMonotoneX`).
    private static func monotoneTangents(_ points: [CGPoint]) -> [CGFloat] {
        let n = points.count
        func secant(_ i: Int) -> CGFloat {
            let h = points[i + 1].x - points[i].x
            return h == 0 ? 0 : (points[i + 1].y - points[i].y) / h
        }
        var tangents = [CGFloat](repeating: 0, count: n)
        guard n > 2 else {
            let s = secant(0)
            return [s, s]
        }
        for i in 1..<n - 1 {
            let h0 = points[i].x - points[i - 1].x, h1 = points[i + 1].x - points[i].x
            let s0 = secant(i - 1), s1 = secant(i)
            let p = h0 + h1 == 0 ? 0 : (s0 * h1 + s1 * h0) / (h0 + h1)
            let sign0: CGFloat = s0 > 0 ? 1 : s0 < 0 ? -1 : 0, sign1: CGFloat = s1 > 0 ? 1 : s1 < 0 ? -1 : 0
            tangents[i] = (sign0 + sign1) * min(abs(s0), abs(s1), 0.5 * abs(p))
        }
        tangents[0] = (3 * secant(0) - tangents[1]) / 2
        tangents[n - 1] = (3 * secant(n - 2) - tangents[n - 2]) / 2
        return tangents
    }
}

extension InterpolationMethod: CustomStringConvertible {
    public var description: String { "\(kind)" }
}
