import Foundation
import SwiftUI

/// A pie or donut wedge, its straight edges moved `inset` points towards its middle (so
/// neighbouring wedges are `2 × inset` apart, the gap the same width all along), the corners where
/// its edges meet its arcs rounded to `cornerRadius` (`SectorMark.cornerRadius`; a pie's point stays
/// sharp), less where the wedge is too small for it.
struct ChartWedge: Shape {
    let center: CGPoint
    let radius: CGFloat
    let innerRadius: CGFloat
    let startAngle: Double
    let endAngle: Double
    var inset: CGFloat = 0
    var cornerRadius: CGFloat = 0
    /// Fixed: drawn at the chart's plot coordinates, the same in either layout direction.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let sweep = endAngle - startAngle
        guard radius > 0, sweep > 0 else { return path }
        if let rounded = roundedPath(sweep: sweep) { return rounded }
        // At radius r an edge moved by `inset` is asin(inset / r) further round.
        func shift(_ r: CGFloat) -> Double? { r > inset ? asin(Double(inset / r)) : nil }
        guard let outerShift = shift(radius), 2 * outerShift < sweep else { return path }
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle + outerShift),
                    endAngle: .radians(endAngle - outerShift), clockwise: false)
        if innerRadius > 0, let innerShift = shift(innerRadius), 2 * innerShift < sweep {
            path.addArc(center: center, radius: innerRadius, startAngle: .radians(endAngle - innerShift),
                        endAngle: .radians(startAngle + innerShift), clockwise: true)
        } else {
            // The two moved edges meet on the bisector, inset / sin(sweep / 2) from the centre.
            let half = sweep / 2, distance = inset > 0 ? Double(inset) / sin(min(half, .pi / 2)) : 0
            let bisector = startAngle + half
            path.addLine(to: CGPoint(x: center.x + CGFloat(cos(bisector) * distance), y: center.y + CGFloat(sin(bisector) * distance)))
        }
        path.closeSubpath()
        return path
    }

    /// The wedge with its arc corners rounded: each corner a circle of the corner radius touching
    /// the moved edge and the arc (inside the outer arc, outside the inner one); nil when there is
    /// no room for one.
    private func roundedPath(sweep: Double) -> Path? {
        let half = Double(min(sweep / 2, .pi / 2)), sine = sin(half)
        let r = Double(radius), ri = Double(innerRadius), gap = Double(inset)
        // The largest corner that keeps each arc and each edge of non-negative length.
        var corner = min(Double(cornerRadius), (r - ri) / 2, (r * sine - gap) / (1 + sine))
        if ri > 0, sine < 1 { corner = min(corner, (ri * sine - gap) / (1 - sine)) }
        guard corner > 0.01 else { return nil }
        func point(_ distance: Double, _ angle: Double) -> CGPoint {
            CGPoint(x: center.x + CGFloat(distance * cos(angle)), y: center.y + CGFloat(sin(angle) * distance))
        }
        let offset = gap + corner
        guard ri == 0 || offset < ri + corner else { return nil }
        var path = Path()
        // Outer corners: circles `corner` inside the outer arc, `offset` from each edge's radial line.
        let outerTurn = asin(offset / (r - corner))
        let outerStart = startAngle + outerTurn, outerEnd = endAngle - outerTurn
        path.addArc(center: point(r - corner, outerStart), radius: CGFloat(corner), startAngle: .radians(startAngle - .pi / 2),
                    endAngle: .radians(outerStart), clockwise: false)
        path.addArc(center: center, radius: radius, startAngle: .radians(outerStart), endAngle: .radians(outerEnd), clockwise: false)
        path.addArc(center: point(r - corner, outerEnd), radius: CGFloat(corner), startAngle: .radians(outerEnd),
                    endAngle: .radians(endAngle + .pi / 2), clockwise: false)
        if ri > 0 {
            // Inner corners: circles `corner` outside the inner arc.
            let innerTurn = asin(offset / (ri + corner))
            let innerStart = startAngle + innerTurn, innerEnd = endAngle - innerTurn
            path.addArc(center: point(ri + corner, innerEnd), radius: CGFloat(corner), startAngle: .radians(endAngle + .pi / 2),
                        endAngle: .radians(innerEnd + .pi), clockwise: false)
            path.addArc(center: center, radius: innerRadius, startAngle: .radians(innerEnd), endAngle: .radians(innerStart), clockwise: true)
            path.addArc(center: point(ri + corner, innerStart), radius: CGFloat(corner), startAngle: .radians(innerStart + .pi),
                        endAngle: .radians(startAngle + 3 * .pi / 2), clockwise: false)
        } else {
            let distance = gap > 0 ? gap / sin(half) : 0
            path.addLine(to: point(distance, startAngle + sweep / 2))
        }
        path.closeSubpath()
        return path
    }
}
