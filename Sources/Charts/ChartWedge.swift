import Foundation
import SwiftUI

/// A pie or donut wedge, its straight edges moved `inset` points towards its middle (so
/// neighbouring wedges are `2 × inset` apart, the gap the same width all along).
struct ChartWedge: Shape {
    let center: CGPoint
    let radius: CGFloat
    let innerRadius: CGFloat
    let startAngle: Double
    let endAngle: Double
    var inset: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let sweep = endAngle - startAngle
        guard radius > 0, sweep > 0 else { return path }
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
}
