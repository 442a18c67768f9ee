import Foundation
import SwiftUI

/// Draws a chart's marks and axes in `size`.
struct ChartPlot: View {
    let marks: [ChartMark]
    let options: ChartOptions
    let size: CGSize
    /// The calendar date axes step in (the environment's).
    let calendar: Calendar
    /// The width of the y labels' column, measured by `ChartYLabelColumn`, which draws the labels
    /// (nil until measured, or when the y axis shows no labels).
    var yLabelColumn: CGFloat?

    init(marks: [ChartMark], options: ChartOptions, size: CGSize, calendar: Calendar) {
        let stacked = ChartStacking.resolve(marks)
        self.marks = ChartFunction.resolve(stacked) { ChartPlot.functionDomain(stacked, options: options) }
        self.options = options
        self.size = size
        self.calendar = calendar
    }

    /// Swift Charts' default series colours, in order.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]
    /// Dash patterns of `lineStyle(by:)` series, in order (Mockup's choice: solid, then dashes).
    static let seriesDashes: [[CGFloat]] = [[], [6, 3], [2, 3], [8, 3, 2, 3]]
    /// The y labels' column is at least this wide, and as wide as its widest label and the gap.
    static let yLabelWidth: CGFloat = 32
    /// The gap between the plot and the y labels.
    static let yLabelGap: CGFloat = 6
    static let xLabelHeight: CGFloat = 20
    /// Room above the plot for the top y label, which is centred on its grid line.
    static let topInset: CGFloat = 8
    static let gridColor = Color(.sRGB, white: 0.5, opacity: 0.3)
    /// An `AxisTick`'s automatic length: the 4-pt gap between the plot and the x labels (Mockup's
    /// choice; Apple publishes none).
    static let tickLength: CGFloat = 4

    /// The series names in colour and legend order.
    private var series: [String] {
        var names: [String] = options.seriesOrder ?? []
        for mark in marks { if let s = mark.series, !names.contains(s) { names.append(s) } }
        return names.filter { name in marks.contains { $0.series == name } }
    }

    private func seriesStyle(_ name: String) -> AnyShapeStyle {
        if let style = options.seriesStyle(name) { return style }
        let palette = options.palette ?? ChartPlot.palette.map { AnyShapeStyle($0) }
        let index = (options.seriesOrder ?? series).firstIndex(of: name) ?? series.firstIndex(of: name) ?? 0
        return palette[index % max(palette.count, 1)]
    }

    private func style(for mark: ChartMark, index: Int) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let series = mark.series { return seriesStyle(series) }
        return mark.kind == .sector ? AnyShapeStyle(ChartPlot.palette[index % ChartPlot.palette.count]) : AnyShapeStyle(Color.blue)
    }

    /// The mark with the symbol and line style its series scales give it.
    private func styled(_ mark: ChartMark) -> ChartMark {
        var mark = mark
        if mark.symbol == nil, let name = mark.symbolSeries {
            let names = orderedValues(\.symbolSeries)
            let palette = options.symbolPalette ?? BasicChartSymbolShape.Kind.allCases.map { AnyChartSymbolShape(BasicChartSymbolShape(kind: $0)) }
            mark.symbol = options.seriesSymbol(name) ?? palette[(names.firstIndex(of: name) ?? 0) % palette.count]
        }
        if mark.lineStyle == nil, let name = mark.dashSeries {
            let index = orderedValues(\.dashSeries).firstIndex(of: name) ?? 0
            mark.lineStyle = options.seriesLineStyle(name) ?? options.lineStylePalette.map { $0[index % $0.count] }
                ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: ChartPlot.seriesDashes[index % ChartPlot.seriesDashes.count])
        }
        return mark
    }

    private func orderedValues(_ key: KeyPath<ChartMark, String?>) -> [String] {
        var names: [String] = []
        for mark in marks { if let s = mark[keyPath: key], !names.contains(s) { names.append(s) } }
        return names
    }

    var body: some View {
        if marks.contains(where: { $0.kind == .sector }) {
            withLayers(pie)
        } else {
            cartesianChart(layout)
        }
    }

    /// A cartesian chart: first its y labels' column, measured, then the rest in the room left.
    @ViewBuilder private func cartesianChart(_ layout: ChartCartesianLayout) -> some View {
        if yLabelColumn == nil, let yAxis = layout.yAxis, yAxis.showsLabels {
            withYLabels(yAxis, geometry: layout.geometry)
        } else {
            withLayers(cartesian(layout))
        }
    }

    /// The chart in its frame with its `chartBackground` / `chartOverlay` layers.
    private func withLayers(_ chart: some View) -> some View {
        chart
            .frame(width: size.width, height: size.height, alignment: .topLeading)
            .backgroundPreferenceValue(ChartPlotAreaKey.self, alignment: .topLeading) { anchor in layers(options.backgrounds, plotArea: anchor) }
            .overlayPreferenceValue(ChartPlotAreaKey.self, alignment: .topLeading) { anchor in layers(options.overlays, plotArea: anchor) }
    }

    /// The y labels in their column (`ChartYLabelColumn`) beside the rest of the chart, drawn once
    /// the column is measured: its width is the width the layout proposes to the geometry reader.
    /// The y ticks and their heights depend on the plot's height only, so the column's width
    /// changes none of them.
    private func withYLabels(_ yAxis: ChartAxisLayout, geometry: ChartGeometry) -> some View {
        let labels = yAxis.marks.filter(\.parts.label), titles = titleInsets
        let insets = EdgeInsets(top: titles.top + ChartPlot.topInset, leading: titles.leading, bottom: titles.bottom, trailing: titles.trailing)
        return ChartYLabelColumn(leading: yAxis.leading, minimumWidth: ChartPlot.yLabelWidth, gap: ChartPlot.yLabelGap, insets: insets,
                                 centres: labels.map { geometry.flipY($0.tick.position) }) {
            GeometryReader { proxy in withYLabelColumn(proxy.size.width) }
            ForEach(labels.indices, id: \.self) { i in ChartAxisLabel(tick: labels[i].tick, parts: labels[i].parts) }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    // MARK: Legend

    /// The legend `Chart` places beside the plot (`ChartLegendLayout`): the series' dots and names
    /// or the custom legend. A legend shows for two or more series (or custom legend content) unless
    /// hidden; nil when none does.
    var legend: AnyView? {
        let shows = options.legend != .hidden
            && (options.legendContent != nil || series.count > 1 || options.legend == .visible && !series.isEmpty)
        guard shows else { return nil }
        let isColumn = options.legendPosition == .leading || options.legendPosition == .trailing
        let styledMarks = marks.map(styled)
        let symbols = series.map { name in styledMarks.first { $0.series == name && $0.symbolSeries != nil }?.symbol }
        return options.legendContent
            ?? AnyView(ChartLegend(names: series, styles: series.map(seriesStyle), symbols: symbols, isColumn: isColumn))
    }

    /// `chartBackground` / `chartOverlay` content over the whole chart, given a proxy for the plot.
    @ViewBuilder private func layers(_ layers: [ChartProxyLayer], plotArea: Anchor<CGRect>?) -> some View {
        if let plotArea, !layers.isEmpty {
            let proxy = ChartProxy(geometry: plotGeometry, plotAnchor: plotArea)
            ZStack(alignment: .topLeading) {
                ForEach(layers.indices, id: \.self) { i in
                    layers[i].content(proxy).frame(width: size.width, height: size.height, alignment: layers[i].alignment)
                }
            }
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
        let radii = wedges.map { wedge -> (inner: CGFloat, outer: CGFloat) in
            let outer = wedge.0.outerRadius.resolve(in: radius, automatic: radius)
            return (wedge.0.innerRadius.resolve(in: outer, automatic: 0), outer)
        }
        // An annotation is placed against the middle of its slice: halfway along its arc, halfway
        // between its radii.
        let annotated = wedges.indices.filter { !wedges[$0].0.annotations.isEmpty }
        let middles = annotated.map { i -> CGRect? in
            let angle = (wedges[i].1 + wedges[i].2) / 2, distance = (radii[i].inner + radii[i].outer) / 2
            return CGRect(x: center.x + distance * cos(angle), y: center.y + distance * sin(angle), width: 0, height: 0)
        }
        return ZStack(alignment: .topLeading) {
            Color.clear.anchorPreference(key: ChartPlotAreaKey.self, value: .bounds) { $0 }
            ForEach(wedges.indices, id: \.self) { i in
                let (mark, a0, a1, index) = wedges[i]
                ChartWedge(center: center, radius: radii[i].outer, innerRadius: radii[i].inner,
                           startAngle: a0, endAngle: a1, inset: mark.angularInset / 2, cornerRadius: mark.cornerRadius)
                    .fill(style(for: mark, index: index))
                    .opacity(mark.opacity)
            }
            if !annotated.isEmpty {
                ChartAnnotationsView(marks: annotated.map { wedges[$0].0 }, frames: middles, plotSize: size)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    // MARK: Cartesian charts

    /// One axis as drawn: each tick with the parts its axis marks show there, on the leading (or
    /// trailing) side; nil when the axis is hidden.
    private func axis(_ visibility: Visibility, _ specs: [AxisMarksSpec]?, scale: ChartScale, defaultCount: Int) -> ChartAxisLayout? {
        if visibility == .hidden { return nil }
        let specs = specs ?? [AxisMarksSpec(values: .automatic, position: .automatic, parts: { _ in .defaults })]
        var marks: [(tick: ChartTick, parts: AxisMarkParts)] = []
        for spec in specs {
            let ticks = scale.ticks(spec.values, defaultCount: defaultCount, calendar: calendar)
            for (index, tick) in ticks.enumerated() {
                marks.append((tick, spec.parts(AxisValue(index: index, count: ticks.count, value: tick.value))))
            }
        }
        return ChartAxisLayout(leading: specs.first?.position == .leading, marks: marks)
    }

    private func withYLabelColumn(_ width: CGFloat) -> ChartPlot {
        var plot = self
        plot.yLabelColumn = width
        return plot
    }

    /// The y labels' column: as measured, else the least width.
    private var labelColumn: CGFloat { yLabelColumn ?? ChartPlot.yLabelWidth }

    /// The plot's size, scales and axes in a cartesian chart.
    private var layout: ChartCartesianLayout {
        // Label rows and columns take room only when their axis shows labels: the scales come first,
        // in the room the default axes leave, because the axis marks at their ticks decide that.
        let xValues = ChartPlot.xValues(marks)
        let yValues = marks.flatMap { [$0.y, $0.stackBaseY ? nil : $0.yStart, $0.yEnd].compactMap { $0 } }
        // An axis no mark has a value on (a one-dimensional bar's y) and no domain is set for shows nothing.
        let yVisibility = yValues.isEmpty && options.yScale.domain == nil ? .hidden : options.yAxis
        let xVisibility = xValues.isEmpty && options.xScale.domain == nil ? .hidden : options.xAxis
        let yWants = yVisibility != .hidden && (options.yAxisMarks.map { !$0.isEmpty } ?? true)
        let xWants = xVisibility != .hidden && (options.xAxisMarks.map { !$0.isEmpty } ?? true)
        let titles = titleInsets, titlesWidth = titles.leading + titles.trailing, titlesHeight = titles.top + titles.bottom
        let plotWidth0 = max(size.width - titlesWidth - (yWants ? labelColumn : 0), 1)
        let plotHeight0 = max(size.height - titlesHeight - (yWants ? ChartPlot.topInset : 0) - (xWants ? ChartPlot.xLabelHeight : 0), 1)
        func makeX(_ length: CGFloat) -> ChartScale {
            ChartScale(values: xValues, length: length, settings: options.xScale, fit: AxisDomainFit(options.xAxisMarks))
        }
        func makeY(_ length: CGFloat) -> ChartScale {
            ChartScale(values: yValues, length: length, settings: options.yScale, bandsFromEnd: true, fit: AxisDomainFit(options.yAxisMarks))
        }
        let xScale = makeX(plotWidth0), yScale = makeY(plotHeight0)
        let yAxis = axis(yVisibility, options.yAxisMarks, scale: yScale, defaultCount: 5)
        let xAxis = axis(xVisibility, options.xAxisMarks, scale: xScale, defaultCount: xScale.isBand ? 12 : 5)
        let showY = yAxis?.showsLabels == true, showX = xAxis?.showsLabels == true
        let plotWidth = max(size.width - titlesWidth - (showY ? labelColumn : 0), 1)
        let top = showY ? ChartPlot.topInset : 0
        let plotHeight = max(size.height - titlesHeight - top - (showX ? ChartPlot.xLabelHeight : 0), 1)
        // Rebuilt in the final plot size when a label row or column turned out empty (the ticks'
        // values depend on the domain only).
        let finalX = plotWidth == plotWidth0 ? xScale : makeX(plotWidth)
        let finalY = plotHeight == plotHeight0 ? yScale : makeY(plotHeight)
        let yMarks = plotHeight == plotHeight0 ? yAxis : axis(yVisibility, options.yAxisMarks, scale: finalY, defaultCount: 5)
        let xMarks = plotWidth == plotWidth0 ? xAxis : axis(xVisibility, options.xAxisMarks, scale: finalX, defaultCount: finalX.isBand ? 12 : 5)
        return ChartCartesianLayout(geometry: ChartGeometry(x: finalX, y: finalY, plotSize: CGSize(width: plotWidth, height: plotHeight)),
                                    xAxis: xMarks, yAxis: yMarks)
    }

    /// The scales a proxy converts with (none in a pie chart).
    private var plotGeometry: ChartGeometry? { marks.contains { $0.kind == .sector } ? nil : layout.geometry }

    private func cartesian(_ layout: ChartCartesianLayout) -> some View {
        let geometry = layout.geometry
        let plotWidth = geometry.plotSize.width, plotHeight = geometry.plotSize.height
        let yMarks = layout.yAxis, xMarks = layout.xAxis, finalX = geometry.x
        let showY = yMarks?.showsLabels == true, showX = xMarks?.showsLabels == true
        let yOnLeading = yMarks?.leading == true, top = showY ? ChartPlot.topInset : 0
        let styledMarks = marks.map(styled), titles = titleInsets
        let xLabels = xMarks?.marks.filter(\.parts.label) ?? []
        let plot = ZStack(alignment: .topLeading) {
            if let plotStyle = options.plotStyle {
                plotStyle(ChartPlotContent()).frame(width: plotWidth, height: plotHeight)
            }
            Color.clear.frame(width: plotWidth, height: plotHeight)
                .anchorPreference(key: ChartPlotAreaKey.self, value: .bounds) { $0 }
            // Plain grid lines are one path (crossings drawn once); a styled one is drawn on its own.
            let yGrid = yMarks?.marks.filter(\.parts.gridLine) ?? [], xGrid = finalX.isBand ? [] : xMarks?.marks.filter(\.parts.gridLine) ?? []
            ChartGrid(geometry: geometry, yTicks: yGrid.filter { !$0.parts.stylesGridLine }.map(\.tick.position),
                      xTicks: xGrid.filter { !$0.parts.stylesGridLine }.map(\.tick.position))
                .gridLine(AxisMarkParts())
            let styledGrid = yGrid.filter(\.parts.stylesGridLine).map { (y: true, mark: $0) }
                + xGrid.filter(\.parts.stylesGridLine).map { (y: false, mark: $0) }
            ForEach(styledGrid.indices, id: \.self) { i in
                let line = styledGrid[i], position = [line.mark.tick.position]
                ChartGrid(geometry: geometry, yTicks: line.y ? position : [], xTicks: line.y ? [] : position).gridLine(line.mark.parts)
            }
            let ticks = (yMarks?.marks.filter(\.parts.tick).map { (y: true, mark: $0) } ?? [])
                + (xMarks?.marks.filter(\.parts.tick).map { (y: false, mark: $0) } ?? [])
            ForEach(ticks.indices, id: \.self) { i in
                let tick = ticks[i]
                ChartAxisTick(geometry: geometry, position: tick.mark.tick.position, isY: tick.y, onLeading: tick.y && yOnLeading,
                              length: tick.mark.parts.tickLength ?? ChartPlot.tickLength)
                    .drawn(tick.mark.parts)
            }
            clippedToScrolledAxes(ZStack(alignment: .topLeading) {
                ForEach(seriesGroups(styledMarks), id: \.0) { group in
                    ChartSeriesView(marks: group.1, allMarks: styledMarks, style: style(for: group.1[0], index: 0), geometry: geometry)
                }
                if styledMarks.contains(where: { !$0.annotations.isEmpty }) {
                    let annotated = styledMarks.filter { !$0.annotations.isEmpty }
                    ChartAnnotationsView(marks: annotated, frames: annotated.map { ChartMarkFrames.frame(of: $0, in: geometry, among: styledMarks) },
                                         plotSize: geometry.plotSize,
                                         chartBounds: CGRect(x: -(titles.leading + (showY && yOnLeading ? labelColumn : 0)),
                                                             y: -(titles.top + top), width: size.width, height: size.height))
                }
            }
            .frame(width: plotWidth, height: plotHeight, alignment: .topLeading))
            if showX {
                // Category labels are centred under their band; value labels start at their grid line.
                // A centred label sits in the middle of the interval to the next value (and is left
                // out when that falls outside the plot). A value label running past the chart's
                // trailing edge is left out (unless its collision resolution is `.disabled`).
                let chartTrailing = size.width - titles.leading - (showY && yOnLeading ? labelColumn : 0)
                ForEach(xLabels.indices, id: \.self) { i in
                    let centered = xLabels[i].parts.labelCentered && !finalX.isBand
                    let x = centered ? ChartAxisLayout.intervalMiddle(xLabels.map(\.tick.position), at: i) : xLabels[i].tick.position
                    if x <= plotWidth + 0.5 {
                        let label = ChartAxisLabel(tick: xLabels[i].tick, parts: xLabels[i].parts)
                        if finalX.isBand || centered {
                            label.frame(width: 0, height: 0, alignment: .top).offset(x: x, y: plotHeight + 4)
                        } else {
                            label.shownWithin(xLabels[i].parts.labelAlwaysShown ? nil : chartTrailing - x - 2)
                                .frame(width: 0, height: 0, alignment: .topLeading).offset(x: x + 2, y: plotHeight + 4)
                        }
                    }
                }
            }
        }
        // The plot's size is what its grid and tick shapes fill: offered the chart's, a shape's
        // frame ran a y labels' column past the chart on the leading side (a render's canvas grew for it).
        .frame(width: plotWidth, height: plotHeight, alignment: .topLeading)
        return ZStack(alignment: .topLeading) {
            plot
            axisTitles(plotSize: geometry.plotSize, yColumn: showY ? (yOnLeading ? -labelColumn : 0) : 0,
                       yColumnWidth: showY ? labelColumn : 0, xRow: showX ? ChartPlot.xLabelHeight : 0, top: top)
        }
            .offset(x: titles.leading + (showY && yOnLeading ? labelColumn : 0), y: titles.top + top)
            .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    // MARK: Scrolling

    /// The axes along which marks are clipped to the plot: those the chart scrolls along or shows
    /// part of its domain on (a scrolling chart's plot is a scroll view; a still one draws marks
    /// past its domain unclipped, as Swift Charts does).
    private var scrolledAxes: Axis.Set {
        var axes = options.scrollableAxes
        if options.xScale.visibleLength != nil { axes.insert(.horizontal) }
        if options.yScale.visibleLength != nil { axes.insert(.vertical) }
        return axes
    }

    @ViewBuilder private func clippedToScrolledAxes(_ marks: some View) -> some View {
        if scrolledAxes.isEmpty { marks } else { marks.clipShape(ChartScrollClip(axes: scrolledAxes)) }
    }

    // MARK: Axis titles

    /// The room the axis titles take on each side of the axes.
    private var titleInsets: EdgeInsets {
        var insets = EdgeInsets()
        for (title, side, _) in placedTitles {
            switch side {
            case .top: insets.top += title.thickness
            case .bottom: insets.bottom += title.thickness
            case .leading: insets.leading += title.thickness
            case .trailing: insets.trailing += title.thickness
            }
        }
        return insets
    }

    /// The titles with their sides: the y title outermost above the plot, the x title nearest below it.
    private var placedTitles: [(title: ChartAxisTitle, side: ChartAxisTitle.Side, isX: Bool)] {
        [options.yAxisTitle.map { ($0, $0.side(isX: false), false) }, options.xAxisTitle.map { ($0, $0.side(isX: true), true) }].compactMap { $0 }
    }

    /// The axis titles in plot coordinates, outside the axes' labels: `yColumn` is where the y
    /// labels' column starts (its left edge, negative on the leading side) and `yColumnWidth` its
    /// width, `xRow` the x labels' row height and `top` the room above the plot for the top y label.
    /// An x title lines up along the plot (trailing by default); a y title above or below lines up
    /// along the plot and its labels, on the y axis's side by default; one beside the plot is turned
    /// to read upwards, centred on it.
    private func axisTitles(plotSize: CGSize, yColumn: CGFloat, yColumnWidth: CGFloat, xRow: CGFloat, top: CGFloat) -> some View {
        let placed = placedTitles
        let yAxisOnLeading = yColumn < 0
        return ForEach(placed.indices, id: \.self) { i in
            let (title, side, isX) = placed[i]
            let spacing = title.spacing ?? ChartAxisTitle.defaultSpacing
            let before = placed[..<i].filter { $0.side == side }.reduce(0) { $0 + $1.title.thickness }
            let defaultAlignment: HorizontalAlignment = isX ? .trailing : yAxisOnLeading ? .leading : .trailing
            let alignment = Alignment(horizontal: title.alignment?.horizontal ?? defaultAlignment, vertical: .top)
            let spanStart = isX ? 0 : min(yColumn, 0), spanWidth = isX ? plotSize.width : plotSize.width + yColumnWidth
            switch side {
            case .top:
                let allAbove = titleInsets.top
                title.styled.frame(width: spanWidth, height: ChartAxisTitle.lineHeight, alignment: alignment)
                    .offset(x: spanStart, y: -top - allAbove + before)
            case .bottom:
                title.styled.frame(width: spanWidth, height: ChartAxisTitle.lineHeight, alignment: alignment)
                    .offset(x: spanStart, y: plotSize.height + xRow + before + spacing)
            case .leading:
                title.styled.rotationEffect(.degrees(-90)).frame(width: 0, height: 0)
                    .offset(x: min(yColumn, 0) - before - spacing - ChartAxisTitle.lineHeight / 2, y: plotSize.height / 2)
            case .trailing:
                title.styled.rotationEffect(.degrees(-90)).frame(width: 0, height: 0)
                    .offset(x: plotSize.width + (yAxisOnLeading ? 0 : yColumnWidth) + before + spacing + ChartAxisTitle.lineHeight / 2,
                            y: plotSize.height / 2)
            }
        }
    }

    /// What the x scale is built from: the marks' x values.
    private static func xValues(_ marks: [ChartMark]) -> [PlotValue] {
        marks.flatMap { [$0.x, $0.stackBaseX ? nil : $0.xStart, $0.xEnd].compactMap { $0 } }
    }

    /// The x scale's domain, which a function plot without a domain of its own is graphed over
    /// (0…1 when the scale is of categories).
    private static func functionDomain(_ marks: [ChartMark], options: ChartOptions) -> ClosedRange<Double> {
        var whole = options.xScale
        whole.visibleLength = nil
        guard case .linear(let domain) = ChartScale(values: xValues(marks), length: 1, settings: whole, fit: AxisDomainFit(options.xAxisMarks)).kind else { return 0...1 }
        return domain
    }

    /// Marks grouped by kind, series and line, in order of first appearance, then by `zIndex`. A
    /// bar, point or rule with a style of its own is drawn alone, in it (bars coloured by value),
    /// and one series' bars, points or rules are grouped by opacity (a highlighted bar among dimmed
    /// ones); a line or area takes its first mark's style and opacity.
    private func seriesGroups(_ marks: [ChartMark]) -> [(String, [ChartMark])] {
        var groups: [(String, [ChartMark])] = []
        for (index, mark) in marks.enumerated() {
            let isPath = mark.kind == .line || mark.kind == .area
            let styled = mark.style == nil ? "" : isPath ? "styled" : "styled\(index)"
            let opacity = isPath ? "" : "\(mark.opacity)"
            let key = "\(mark.kind)-\(mark.series ?? "")-\(mark.lineSeries ?? "")-\(styled)-\(opacity)-\(mark.zIndex)"
            if let index = groups.firstIndex(where: { $0.0 == key }) { groups[index].1.append(mark) } else { groups.append((key, [mark])) }
        }
        return groups.enumerated().sorted { ($0.element.1[0].zIndex, $0.offset) < ($1.element.1[0].zIndex, $1.offset) }.map(\.element)
    }
}
