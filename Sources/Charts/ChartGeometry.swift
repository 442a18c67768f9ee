import Foundation
import SwiftUI

/// The scales and plot size, with y flipped (values grow upwards).
struct ChartGeometry {
    let x: ChartScale
    let y: ChartScale
    let plotSize: CGSize

    func flipY(_ position: CGFloat) -> CGFloat { plotSize.height - position }

    /// The point of a mark's (x, y) value (a fixed position when it has one), moved by its offset.
    func point(_ mark: ChartMark) -> CGPoint? {
        guard let px = x.position(mark.x) ?? mark.xStartPoints, let py = y.position(mark.y).map(flipY) ?? mark.yStartPoints else { return nil }
        return CGPoint(x: px + mark.offset.start.width, y: py + mark.offset.start.height)
    }
}

/// Grid lines at the y ticks, and vertical ones at the given x ticks.
struct ChartGrid: Shape {
    let geometry: ChartGeometry
    let yTicks: [CGFloat]
    let xTicks: [CGFloat]
    /// Fixed: drawn at the chart's plot coordinates, the same in either layout direction.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for tick in yTicks {
            let y = geometry.flipY(tick)
            path.move(to: CGPoint(x: 0, y: y)); path.addLine(to: CGPoint(x: geometry.plotSize.width, y: y))
        }
        for tick in xTicks {
            path.move(to: CGPoint(x: tick, y: 0)); path.addLine(to: CGPoint(x: tick, y: geometry.plotSize.height))
        }
        return path
    }

    /// The grid line in its mark's stroke and style, else 0.5 pt in the grid colour.
    func gridLine(_ parts: AxisMarkParts) -> some View {
        axisLine(style: parts.gridStyle, stroke: parts.gridStroke)
    }
}

extension Shape {
    /// An axis line (a grid line, a tick) in `style` and `stroke`, else 0.5 pt in the grid colour.
    func axisLine(style: AnyShapeStyle?, stroke strokeStyle: StrokeStyle?) -> some View {
        stroke(style ?? AnyShapeStyle(ChartPlot.gridColor), style: strokeStyle ?? StrokeStyle(lineWidth: 0.5))
    }
}

/// The plot's rectangle along the axes a chart scrolls: marks past it there are cut off, as the
/// scroll view holding them cuts its content; along the other axes they run on.
struct ChartScrollClip: Shape {
    let axes: Axis.Set
    /// Fixed: drawn at the chart's plot coordinates, the same in either layout direction.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path {
        let far: CGFloat = 100_000
        return Path(rect.insetBy(dx: axes.contains(.horizontal) ? 0 : -far, dy: axes.contains(.vertical) ? 0 : -far))
    }
}
