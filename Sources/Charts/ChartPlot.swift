import Foundation
import SwiftUI

/// Draws a chart's marks and default axes in `size`.
struct ChartPlot: View {
    let marks: [ChartMark]
    let options: ChartOptions
    let size: CGSize

    /// Swift Charts' default series colours, in order.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]
    static let yLabelWidth: CGFloat = 32
    static let xLabelHeight: CGFloat = 20
    static let legendHeight: CGFloat = 22
    /// Room above the plot for the top y label, which is centred on its grid line.
    static let topInset: CGFloat = 8
    static let gridColor = Color(.sRGB, white: 0.5, opacity: 0.3)

    private var series: [String] {
        var names: [String] = []
        for mark in marks { if let s = mark.series, !names.contains(s) { names.append(s) } }
        return names
    }

    private func style(for mark: ChartMark, index: Int) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let series = mark.series {
            if let style = options.seriesStyles[series] { return style }
            let index = self.series.firstIndex(of: series) ?? 0
            return AnyShapeStyle(ChartPlot.palette[index % ChartPlot.palette.count])
        }
        return mark.kind == .sector ? AnyShapeStyle(ChartPlot.palette[index % ChartPlot.palette.count])
            : AnyShapeStyle(Color.blue)
    }

    var body: some View {
        if marks.contains(where: { $0.kind == .sector }) {
            pie
        } else {
            cartesian
        }
    }

    // MARK: Pie and donut charts

    private var pie: some View {
        let sectors = marks.filter { $0.kind == .sector }
        let total = max(sectors.reduce(0) { $0 + max($1.angle, 0) }, .leastNonzeroMagnitude)
        let radius = min(size.width, size.height) / 2
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        var start = -Double.pi / 2
        var wedges: [(ChartMark, Double, Double, Int)] = []
        for (index, sector) in sectors.enumerated() {
            let sweep = max(sector.angle, 0) / total * 2 * .pi
            wedges.append((sector, start, start + sweep, index))
            start += sweep
        }
        return ZStack(alignment: .topLeading) {
            ForEach(wedges.indices, id: \.self) { i in
                let (mark, a0, a1, index) = wedges[i]
                ChartWedge(center: center, radius: radius, innerRadius: radius * mark.innerRadiusRatio,
                           startAngle: a0, endAngle: a1)
                    .fill(style(for: mark, index: index))
                    .opacity(mark.opacity)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    // MARK: Cartesian charts

    private var cartesian: some View {
        let showY = options.yAxis != .hidden, showX = options.xAxis != .hidden
        let showLegend = options.legend != .hidden && series.count > 1
        let plotWidth = max(size.width - (showY ? ChartPlot.yLabelWidth : 0), 1)
        let top = showY ? ChartPlot.topInset : 0
        let plotHeight = max(size.height - top - (showX ? ChartPlot.xLabelHeight : 0) - (showLegend ? ChartPlot.legendHeight : 0), 1)
        let needsZero = marks.contains { $0.kind == .bar || $0.kind == .area }
        let xScale = ChartScale(values: marks.flatMap { [$0.x, $0.xStart, $0.xEnd].compactMap { $0 } },
                                length: plotWidth, includesZero: marks.contains { $0.kind == .bar && $0.y.map(isCategory) == true },
                                domain: options.xDomain)
        let yScale = ChartScale(values: marks.flatMap { [$0.y, $0.yStart, $0.yEnd].compactMap { $0 } },
                                length: plotHeight, includesZero: needsZero, domain: options.yDomain)
        let geometry = ChartGeometry(x: xScale, y: yScale, plotSize: CGSize(width: plotWidth, height: plotHeight))
        let plot = ZStack(alignment: .topLeading) {
            ChartGrid(geometry: geometry, vertical: !xScale.isBand).stroke(ChartPlot.gridColor, lineWidth: 0.5)
            ForEach(seriesGroups(), id: \.0) { group in
                ChartSeriesView(marks: group.1, style: style(for: group.1[0], index: 0), geometry: geometry)
            }
            if showY {
                ForEach(yScale.ticks(), id: \.label) { tick in
                    Text(tick.label).font(.caption2).foregroundStyle(.secondary)
                        .fixedSize()
                        .frame(width: 0, height: 0, alignment: .leading)
                        .offset(x: plotWidth + 6, y: geometry.flipY(tick.position))
                }
            }
            if showX {
                // Category labels are centred under their band; value labels start at their grid line.
                ForEach(xScale.ticks(maxCount: xScale.isBand ? 12 : 5), id: \.label) { tick in
                    Text(tick.label).font(.caption2).foregroundStyle(.secondary)
                        .fixedSize()
                        .frame(width: 0, height: 0, alignment: xScale.isBand ? .top : .topLeading)
                        .offset(x: tick.position + (xScale.isBand ? 0 : 2), y: plotHeight + 4)
                }
            }
            if showLegend {
                ChartLegend(names: series, styles: series.map { name in
                    options.seriesStyles[name] ?? AnyShapeStyle(ChartPlot.palette[(series.firstIndex(of: name) ?? 0) % ChartPlot.palette.count])
                })
                .offset(y: plotHeight + (showX ? ChartPlot.xLabelHeight : 0) + 4)
            }
        }
        return plot
            .offset(y: top)
            .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    private func isCategory(_ value: PlotValue) -> Bool { if case .category = value { return true }; return false }

    /// Marks grouped by kind and series, in order of first appearance.
    private func seriesGroups() -> [(String, [ChartMark])] {
        var groups: [(String, [ChartMark])] = []
        for mark in marks {
            let key = "\(mark.kind)-\(mark.series ?? "")-\(mark.style == nil ? "" : "styled")"
            if let index = groups.firstIndex(where: { $0.0 == key }) { groups[index].1.append(mark) } else { groups.append((key, [mark])) }
        }
        return groups
    }
}

/// The scales and plot size, with y flipped (values grow upwards).
struct ChartGeometry {
    let x: ChartScale
    let y: ChartScale
    let plotSize: CGSize

    func flipY(_ position: CGFloat) -> CGFloat { plotSize.height - position }

    /// The point of a mark's (x, y) value.
    func point(_ mark: ChartMark) -> CGPoint? {
        guard let px = x.position(mark.x), let py = y.position(mark.y) else { return nil }
        return CGPoint(x: px, y: flipY(py))
    }
}

/// Horizontal grid lines at the y ticks (and vertical ones at continuous x ticks).
struct ChartGrid: Shape {
    let geometry: ChartGeometry
    let vertical: Bool
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for tick in geometry.y.ticks() {
            let y = geometry.flipY(tick.position)
            path.move(to: CGPoint(x: 0, y: y)); path.addLine(to: CGPoint(x: geometry.plotSize.width, y: y))
        }
        if vertical {
            for tick in geometry.x.ticks() {
                path.move(to: CGPoint(x: tick.position, y: 0)); path.addLine(to: CGPoint(x: tick.position, y: geometry.plotSize.height))
            }
        }
        return path
    }
}

/// A pie or donut wedge.
struct ChartWedge: Shape {
    let center: CGPoint
    let radius: CGFloat
    let innerRadius: CGFloat
    let startAngle: Double
    let endAngle: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: false)
        if innerRadius > 0 {
            path.addArc(center: center, radius: innerRadius, startAngle: .radians(endAngle), endAngle: .radians(startAngle), clockwise: true)
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }
}

/// The legend: a dot and the name of each series.
struct ChartLegend: View {
    let names: [String]
    let styles: [AnyShapeStyle]
    var body: some View {
        HStack(spacing: 12) {
            ForEach(names.indices, id: \.self) { i in
                HStack(spacing: 4) {
                    Circle().fill(styles[i]).frame(width: 8, height: 8)
                    Text(names[i]).font(.caption2).foregroundStyle(.secondary)
                }
            }
        }
        .fixedSize()
    }
}
