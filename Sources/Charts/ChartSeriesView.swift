import Foundation
import SwiftUI

/// The marks of one kind and series: a line, an area, bars, points or rules.
struct ChartSeriesView: View {
    let marks: [ChartMark]
    /// All the chart's marks (bars placed with `position(by:)` share their slots with other series).
    let allMarks: [ChartMark]
    let style: AnyShapeStyle
    let geometry: ChartGeometry

    var body: some View {
        let first = marks[0]
        Group {
            switch first.kind {
            case .line:
                ZStack(alignment: .topLeading) {
                    ChartCurve(upper: marks.compactMap(geometry.point), lower: nil, method: first.interpolation)
                        .stroke(style, style: first.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                    if first.symbol != nil || first.symbolSize != nil || first.symbolView != nil {
                        symbols
                    }
                }
            case .area:
                ChartCurve(upper: marks.compactMap { upperPoint($0) }, lower: lowerPoints, method: first.interpolation).fill(style)
            case .bar, .rectangle:
                ChartBoxes(boxes: marks.map { ChartBoxes.Box(frame: ChartMarkFrames.frame(of: $0, in: geometry, among: allMarks),
                                                              cornerRadius: $0.cornerRadius, clip: $0.clipShape) })
                    .fill(style)
            case .point:
                symbols
            case .rule:
                ChartRules(segments: marks.compactMap { ChartMarkFrames.ruleSegment($0, in: geometry) })
                    .stroke(style, style: first.lineStyle ?? StrokeStyle(lineWidth: 1))
            case .sector:
                EmptyView()
            }
        }
        .opacity(first.opacity)
        .frame(width: geometry.plotSize.width, height: geometry.plotSize.height, alignment: .topLeading)
    }

    /// The marks' symbols (circles unless `symbol` says otherwise), filled or outlined, or the
    /// symbol view centred on each point (in the marks' style as its foreground).
    private var symbols: some View {
        let first = marks[0], points = marks.compactMap(geometry.point)
        let shape = ChartSymbols(points: points, diameter: ChartMarkFrames.symbolDiameter(first),
                                 symbol: first.symbol ?? AnyChartSymbolShape(BasicChartSymbolShape.circle))
        return Group {
            if let view = first.symbolView {
                ForEach(points.indices, id: \.self) { i in
                    view.foregroundStyle(style).fixedSize().frame(width: 0, height: 0).offset(x: points[i].x, y: points[i].y)
                }
            } else if let stroke = first.symbol?.strokeStyle {
                shape.stroke(style, style: stroke)
            } else {
                shape.fill(style)
            }
        }
    }

    /// An area's top: its value, or the end of its stacked or explicit interval.
    private func upperPoint(_ mark: ChartMark) -> CGPoint? {
        var top = mark
        if top.y == nil { top.y = top.yEnd }
        return geometry.point(top)
    }

    /// An area's bottom edge: the starts of its stacked or explicit intervals, or the baseline.
    private var lowerPoints: [CGPoint] {
        marks.compactMap { mark in
            guard let top = upperPoint(mark) else { return nil }
            let start = geometry.y.position(mark.stackBaseY ? nil : mark.yStart).map(geometry.flipY) ?? geometry.flipY(geometry.y.baseline)
            return CGPoint(x: top.x, y: start + mark.offset.start.height)
        }
    }
}

/// A curve through points; with `lower`, the area between the two curves.
struct ChartCurve: Shape {
    let upper: [CGPoint]
    let lower: [CGPoint]?
    let method: InterpolationMethod
    /// Fixed: drawn at the chart's plot coordinates, the same in either layout direction.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard !upper.isEmpty else { return path }
        method.addCurve(through: upper, to: &path)
        if let lower {
            method.reversed.addCurve(through: lower.reversed(), to: &path, continuing: true)
            path.closeSubpath()
        }
        return path
    }
}

/// Rectangles, with rounded corners.
struct ChartBoxes: Shape {
    /// Fixed: drawn at the chart's plot coordinates, the same in either layout direction.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// A bar's frame (nil when it is off the scales), its corner radius and the shape it is clipped to.
    struct Box { let frame: CGRect?; let cornerRadius: CGFloat; let clip: AnyShape? }
    let boxes: [Box]
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for box in boxes {
            guard let frame = box.frame else { continue }
            if let clip = box.clip {
                path.addPath(clip.path(in: frame))
            } else {
                path.addPath(Path(roundedRect: frame, cornerRadius: min(box.cornerRadius, frame.width / 2, frame.height / 2), style: .continuous))
            }
        }
        return path
    }
}

/// A symbol at each point.
struct ChartSymbols: Shape {
    let points: [CGPoint]
    let diameter: CGFloat
    let symbol: AnyChartSymbolShape
    /// Fixed: drawn at the chart's plot coordinates, the same in either layout direction.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for p in points {
            path.addPath(symbol.path(in: CGRect(x: p.x - diameter / 2, y: p.y - diameter / 2, width: diameter, height: diameter)))
        }
        return path
    }
}

/// Line segments.
struct ChartRules: Shape {
    let segments: [(CGPoint, CGPoint)]
    /// Fixed: drawn at the chart's plot coordinates, the same in either layout direction.
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for (a, b) in segments { path.move(to: a); path.addLine(to: b) }
        return path
    }
}
