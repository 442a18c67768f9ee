import Foundation
import SwiftUI

/// An axis tick (`AxisTick`): a line `length` long from the plot's edge outward at a tick's position —
/// down from the bottom edge for the x axis, out from the trailing (or leading) edge for the y axis.
struct ChartAxisTick: Shape {
    let geometry: ChartGeometry
    let position: CGFloat
    let isY: Bool
    let onLeading: Bool
    let length: CGFloat
    /// Fixed: drawn at the chart's plot coordinates, the same in either layout direction.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        if isY {
            let y = geometry.flipY(position), x = onLeading ? 0 : geometry.plotSize.width
            path.move(to: CGPoint(x: x, y: y)); path.addLine(to: CGPoint(x: onLeading ? x - length : x + length, y: y))
        } else {
            path.move(to: CGPoint(x: position, y: geometry.plotSize.height))
            path.addLine(to: CGPoint(x: position, y: geometry.plotSize.height + length))
        }
        return path
    }

    /// The tick in its mark's stroke and style, else the grid line's 0.5 pt in the grid colour.
    func drawn(_ parts: AxisMarkParts) -> some View {
        axisLine(style: parts.tickStyle, stroke: parts.tickStroke)
    }
}
