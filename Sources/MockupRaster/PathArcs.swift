import Foundation

extension Path {
    /// Appends a circular arc as cubic Béziers (at most a quarter turn each), with Core Graphics
    /// semantics: angles in radians from the +x axis towards +y; `clockwise: false` sweeps towards
    /// increasing angles (which is clockwise on a y-down screen, exactly as in SwiftUI), `true`
    /// towards decreasing ones. The sweep is normalised into one turn; a sweep of a whole turn or
    /// more draws a full circle. Starts with a line from the current point, or a move when the path
    /// is empty.
    // SwiftUI code sees this Path beside its CGPoint/CGRect/Angle overloads (`Path(ellipseIn: .zero)`,
    // `move(to: .zero)`): those must win, so these are disfavored.
    @_disfavoredOverload
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool) {
        let turn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep <= -turn { sweep = -turn } else if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: turn)
                if sweep > 0 { sweep -= turn }
            }
        } else {
            if sweep >= turn { sweep = turn } else if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: turn)
                if sweep < 0 { sweep += turn }
            }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep)
    }

    /// Appends an arc that sweeps exactly `delta` radians from `startAngle` (positive = towards
    /// increasing angles), as cubic Béziers of at most a quarter turn each. Sweeps beyond
    /// `RasterLimits.maxArcTurns` turns are reduced by whole double turns.
    @_disfavoredOverload
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Double, delta: Double) {
        let start = Self.pointOnCircle(center, radius, startAngle)
        if endPoint == nil { move(to: start) } else { line(to: start) }
        guard delta != 0, delta.isFinite, radius.isFinite else { return }
        let turn = 2 * Double.pi
        var delta = delta
        if abs(delta) > RasterLimits.maxArcTurns * turn {
            // Same end point and winding parity, at most `maxArcTurns` turns of Béziers.
            delta = delta.truncatingRemainder(dividingBy: 2 * turn) + (delta < 0 ? -2 * turn : 2 * turn)
        }
        let pieces = max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for i in 0..<pieces {
            let a0 = startAngle + Double(i) * step, a1 = a0 + step
            let p0 = Self.pointOnCircle(center, radius, a0), p1 = Self.pointOnCircle(center, radius, a1)
            cubic(to: p1,
                  control1: Point(p0.x - k * sin(a0), p0.y + k * cos(a0)),
                  control2: Point(p1.x + k * sin(a1), p1.y - k * cos(a1)))
        }
    }

    private static func pointOnCircle(_ center: Point, _ radius: Double, _ angle: Double) -> Point {
        Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
    }
}
