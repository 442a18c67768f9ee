import Foundation
import SwiftUI

/// The marks of one kind and series: a line, an area, bars, points or rules.
struct ChartSeriesView: View {
    let marks: [ChartMark]
    let style: AnyShapeStyle
    let geometry: ChartGeometry

    var body: some View {
        let kind = marks[0].kind
        let opacity = marks[0].opacity
        Group {
            switch kind {
            case .line:
                ChartPolyline(points: marks.compactMap(geometry.point), closeToBaseline: nil)
                    .stroke(style, style: StrokeStyle(lineWidth: marks[0].lineWidth ?? 2, lineCap: .round, lineJoin: .round))
            case .area:
                ChartPolyline(points: marks.compactMap(geometry.point), closeToBaseline: geometry.flipY(geometry.y.baseline))
                    .fill(style)
            case .bar, .rectangle:
                ChartBars(marks: marks, geometry: geometry).fill(style)
            case .point:
                ChartPoints(points: marks.compactMap(geometry.point), diameter: (marks[0].symbolSize ?? 30).squareRoot() * 1.3)
                    .fill(style)
            case .rule:
                ChartRules(marks: marks, geometry: geometry).stroke(style, lineWidth: marks[0].lineWidth ?? 1)
            case .sector:
                EmptyView()
            }
        }
        .opacity(opacity)
        .frame(width: geometry.plotSize.width, height: geometry.plotSize.height, alignment: .topLeading)
    }
}

/// A line through points, or the area between it and a baseline.
struct ChartPolyline: Shape {
    let points: [CGPoint]
    let closeToBaseline: CGFloat?
    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let first = points.first, let last = points.last else { return path }
        if let baseline = closeToBaseline {
            path.move(to: CGPoint(x: first.x, y: baseline))
            for point in points { path.addLine(to: point) }
            path.addLine(to: CGPoint(x: last.x, y: baseline))
            path.closeSubpath()
        } else {
            path.addLines(points)
        }
        return path
    }
}

/// Bars from the baseline (or between start and end values), vertical or horizontal.
struct ChartBars: Shape {
    let marks: [ChartMark]
    let geometry: ChartGeometry
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for mark in marks {
            if let frame = frame(of: mark) {
                path.addPath(Path(roundedRect: frame, cornerRadius: min(mark.cornerRadius, frame.width / 2, frame.height / 2),
                                  style: .continuous))
            }
        }
        return path
    }

    private func frame(of mark: ChartMark) -> CGRect? {
        let x = geometry.x, y = geometry.y
        if y.isBand, !x.isBand {       // horizontal bars
            guard let center = y.position(mark.y) else { return nil }
            let start = x.position(mark.xStart) ?? x.baseline, end = x.position(mark.xEnd ?? mark.x) ?? x.baseline
            let thickness = y.bandWidth * 0.6
            return CGRect(x: min(start, end), y: geometry.flipY(center) - thickness / 2, width: abs(end - start), height: thickness)
        }
        guard let center = x.position(mark.x) ?? midpoint(x.position(mark.xStart), x.position(mark.xEnd)) else { return nil }
        let width = x.isBand ? x.bandWidth * 0.6 : mark.xStart != nil ? abs((x.position(mark.xEnd) ?? 0) - (x.position(mark.xStart) ?? 0)) : 8
        let bottom = y.position(mark.yStart) ?? y.baseline, top = y.position(mark.yEnd ?? mark.y) ?? y.baseline
        return CGRect(x: center - width / 2, y: geometry.flipY(max(top, bottom)), width: width, height: abs(top - bottom))
    }

    private func midpoint(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
        guard let a, let b else { return nil }
        return (a + b) / 2
    }
}

/// Circles at points.
struct ChartPoints: Shape {
    let points: [CGPoint]
    let diameter: CGFloat
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for p in points {
            path.addEllipse(in: CGRect(x: p.x - diameter / 2, y: p.y - diameter / 2, width: diameter, height: diameter))
        }
        return path
    }
}

/// Horizontal rules at y values, vertical rules at x values.
struct ChartRules: Shape {
    let marks: [ChartMark]
    let geometry: ChartGeometry
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for mark in marks {
            if let y = geometry.y.position(mark.y) {
                let start = geometry.x.position(mark.xStart) ?? 0, end = geometry.x.position(mark.xEnd) ?? geometry.plotSize.width
                path.move(to: CGPoint(x: start, y: geometry.flipY(y)))
                path.addLine(to: CGPoint(x: end, y: geometry.flipY(y)))
            } else if let x = geometry.x.position(mark.x) {
                path.move(to: CGPoint(x: x, y: 0))
                path.addLine(to: CGPoint(x: x, y: geometry.plotSize.height))
            }
        }
        return path
    }
}
