@testable import Charts
import Foundation
import SwiftUI

/// Every Swift Charts (iOS 17) initializer family and modifier, as app code writes them: this
/// file compiles only while the API is complete, and `ChartsAPIProbeTests` checks what it builds.
@MainActor
enum ChartsAPIProbe {
    struct Day: Identifiable {
        let id: Int
        let date: Date
        let name: String
        let sales: Double
        let units: Int
        let store: String
    }

    enum Flavor: String, Plottable, CaseIterable { case vanilla, chocolate }

    /// A chart content type of the app's own, as in Apple's samples.
    struct Threshold: ChartContent {
        let value: Double
        var body: some ChartContent {
            RuleMark(y: .value("Threshold", value)).lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
            PointMark(x: .value("x", 0), y: .value("Threshold", value))
        }
    }

    /// A type conforming to `Plottable` the way app code does.
    struct Percent: Plottable {
        let fraction: Double
        var primitivePlottable: Double { fraction * 100 }
        init(fraction: Double) { self.fraction = fraction }
        init?(primitivePlottable: Double) { fraction = primitivePlottable / 100 }
    }

    static let days = (0..<3).map { i in
        Day(id: i, date: Date(timeIntervalSince1970: 1_700_000_000 + Double(i) * 86_400), name: ["Mon", "Tue", "Wed"][i],
            sales: Double(10 + i), units: 5 + i, store: i.isMultiple(of: 2) ? "A" : "B")
    }

    /// One mark per initializer of each mark type: 8 bar, 6 area, 2 line, 3 point, 6 rule,
    /// 9 rectangle, 1 sector, plus 3 from `ForEach` and 1 from each branch taken.
    static var marks: Chart {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10.0), width: .ratio(0.5), height: .automatic, stacking: .normalized)
            BarMark(x: .value("Day", "Mon"), yStart: 0, yEnd: 20, width: .fixed(10), stacking: .center)
            BarMark(xStart: 0, xEnd: 20, y: .value("Day", "Tue"), height: .inset(2), stacking: .unstacked)
            BarMark(xStart: .value("Start", 0), xEnd: .value("End", 5), y: .value("Task", "Design"), height: 12)
            BarMark(xStart: .value("Start", 0), xEnd: .value("End", 5), yStart: 0, yEnd: 10)
            BarMark(x: .value("Day", "Wed"), yStart: .value("Low", 2), yEnd: .value("High", 8), width: 20)
            BarMark(xStart: nil, xEnd: nil, yStart: .value("Low", 2), yEnd: .value("High", 8))
            BarMark(xStart: .value("a", 1), xEnd: .value("b", 2), yStart: .value("c", 3), yEnd: .value("d", 4))
            AreaMark(x: .value("Date", Date(timeIntervalSince1970: 0)), y: .value("Sales", 3), stacking: .standard)
            AreaMark(xStart: .value("Low", 1.0), xEnd: .value("High", 2.0), y: .value("Bin", "A"))
            AreaMark(x: .value("x", 1), yStart: .value("Low", 1), yEnd: .value("High", 2))
            AreaMark(x: .value("x", 1), y: .value("y", 2), series: .value("Series", "A"), stacking: .center)
            AreaMark(xStart: .value("Low", 1), xEnd: .value("High", 2), y: .value("y", 3), series: .value("Series", "B"))
            AreaMark(x: .value("x", 1), yStart: .value("Low", 1), yEnd: .value("High", 2), series: .value("Series", "C"))
            LineMark(x: .value("x", 1), y: .value("y", Decimal(2)))
            LineMark(x: .value("x", 1), y: .value("y", 2), series: .value("Series", Flavor.vanilla))
            PointMark(x: .value(Text("x"), 1), y: .value("y", 2))
            PointMark(x: .value("x", 1), y: 10)
            PointMark(x: 10, y: .value("y", 1))
            RuleMark(xStart: 0, xEnd: 100, y: .value("Goal", 5))
            RuleMark(xStart: .value("a", 0), xEnd: .value("b", 1), y: .value("y", 2))
            RuleMark(xStart: .value("a", 0), xEnd: .value("b", 1), y: 4)
            RuleMark(x: .value("Now", 1), yStart: 0, yEnd: 40)
            RuleMark(x: .value("x", 1), yStart: .value("a", 0), yEnd: .value("b", 1))
            RuleMark(x: 30, yStart: .value("a", 0), yEnd: .value("b", 1))
            RectangleMark(x: .value("x", "A"), y: .value("y", "B"), width: .ratio(1), height: .ratio(1))
            RectangleMark(x: .value("x", 1), yStart: 0, yEnd: 10, width: 4)
            RectangleMark(xStart: 0, xEnd: 10, y: .value("y", 1), height: 4)
            RectangleMark(xStart: .value("a", 0), xEnd: .value("b", 1), y: .value("y", 1), height: 4)
            RectangleMark(xStart: .value("a", 0), xEnd: .value("b", 1), yStart: 0, yEnd: 10)
            RectangleMark(x: .value("x", 1), yStart: .value("a", 0), yEnd: .value("b", 1), width: 4)
            RectangleMark(xStart: 0, xEnd: 10, yStart: .value("a", 0), yEnd: .value("b", 1))
            RectangleMark(xStart: .value("a", 0), xEnd: .value("b", 1), yStart: .value("c", 0), yEnd: .value("d", 1))
            RectangleMark(xStart: 0, xEnd: 10, yStart: 0, yEnd: 10)
            SectorMark(angle: .value("Share", 3), innerRadius: .ratio(0.6), outerRadius: .inset(10), angularInset: 1.5)
            ForEach(days) { day in
                if day.store == "A" {
                    LineMark(x: .value("Date", day.date, unit: .day), y: .value("Units", day.units))
                } else {
                    PointMark(x: .value("Date", day.date, unit: .day, calendar: Calendar(identifier: .gregorian)), y: .value("Units", day.units))
                }
            }
            if days.count > 100 {
                RuleMark(y: .value("Never", 0))
            } else {
                RuleMark(y: .value("Shown", 1))
            }
            if #available(iOS 17, *) {
                RuleMark(x: .value("Limited", 2))
            }
            Threshold(value: 3)
            PointMark(x: .value("Share", Percent(fraction: 0.5)), y: .value("y", 1))
        }
    }

    /// Every mark modifier, on one line mark.
    static var modified: _ChartContentGroup {
        LineMark(x: .value("x", 1), y: .value("y", 2))
            .foregroundStyle(Color.red)
            .foregroundStyle(by: .value("Store", "A"))
            .alignsMarkStylesWithPlotArea()
            .interpolationMethod(.catmullRom(alpha: 0.3))
            .interpolationMethod(.cardinal(tension: 0.2))
            .lineStyle(StrokeStyle(lineWidth: 3, dash: [4, 2]))
            .lineStyle(by: .value("Kind", "Forecast"))
            .symbol(.diamond)
            .symbol(Circle().strokeBorder(lineWidth: 2))
            .symbol(BasicChartSymbolShape.asterisk.strokeBorder(lineWidth: 1))
            .symbol(by: .value("Store", "A"))
            .symbol { Circle().frame(width: 4, height: 4) }
            .symbolSize(40)
            .symbolSize(CGSize(width: 6, height: 6))
            .symbolSize(by: .value("Units", 4))
            .cornerRadius(4, style: .circular)
            .opacity(0.5)
            .position(by: .value("Store", "A"), axis: .horizontal, span: .ratio(0.8))
            .offset(x: 1, y: 2)
            .offset(CGSize(width: 1, height: 1))
            .offset(x: 0, yStart: 1, yEnd: 2)
            .offset(xStart: 1, xEnd: 2, y: 0)
            .offset(xStart: 1, xEnd: 2, yStart: 3, yEnd: 4)
            .zIndex(1)
            .blur(radius: 2)
            .shadow(radius: 3)
            .clipShape(Circle())
            .mask { RectangleMark(xStart: 0, xEnd: 10, yStart: 0, yEnd: 10) }
            .compositingLayer()
            .accessibilityLabel("Sales")
            .accessibilityLabel(Text("Sales"))
            .accessibilityValue("10")
            .accessibilityValue(Text("10"))
            .accessibilityIdentifier("line")
            .accessibilityHidden(false)
            .annotation(position: .topLeading, alignment: .leading, spacing: 2) { Text("Peak") }
            .annotation(position: .bottom) { context in Text("\(Int(context.targetSize.width))") }
            .annotation(position: .trailing, overflowResolution: AnnotationOverflowResolution(x: .fit(to: .chart), y: .disabled)) {
                Text("Edge")
            }
    }

    /// Every chart-level modifier family.
    static var chartModifiers: some View {
        Chart { AnyChartContent(modified); Plot { BarMark(x: .value("x", "A"), y: .value("y", 1)) } }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day, count: 2)) { value in
                    AxisGridLine(centered: true, stroke: StrokeStyle(lineWidth: 1))
                    AxisTick(centered: false, length: .label(extendPastBy: 2), stroke: StrokeStyle(lineWidth: 1))
                    AxisValueLabel(format: .dateTime.weekday(), centered: true, collisionResolution: .greedy(priority: 1),
                                   orientation: .verticalReversed)
                    if value.index == 0 { AxisValueLabel("First") }
                }
                AxisMarks(format: .dateTime.month(), preset: .aligned, position: .top, values: .automatic(desiredCount: 4), stroke: nil)
                AxisMarks(preset: .extended, values: [1.0, 2.0]) { AxisTick(length: 4) }
                AnyAxisContent(AxisMarks(values: .automatic(minimumStride: 5.0, desiredCount: 3)))
            }
            .chartYAxis {
                AxisMarks(position: .leading, values: .stride(by: 5.0)) {
                    AxisValueLabel { Text("v") }.font(.caption).foregroundStyle(Color.gray).offset(x: 2)
                    AnyAxisMark(AxisGridLine())
                }
            }
            .chartXAxis(.visible).chartYAxis(.automatic)
            .chartXAxisLabel("Day", position: .bottom, alignment: .center).chartYAxisLabel(position: .top) { Text("Sales") }
            .chartXScale(domain: 0...10, range: .plotDimension(padding: 8), type: .linear)
            .chartYScale(domain: .automatic(includesZero: false), range: .plotDimension(startPadding: 2, endPadding: 2))
            .chartYScale(domain: ["A", "B"]).chartXScale(range: 0...200).chartYScale(type: .log).chartXScale(type: .squareRoot)
            .chartForegroundStyleScale(["A": Color.red, "B": Color.blue])
            .chartForegroundStyleScale(domain: ["A", "B"], range: [Color.red, Color.blue], type: .category)
            .chartForegroundStyleScale(domain: ["A", "B"]).chartForegroundStyleScale(range: Gradient(colors: [.red, .blue]))
            .chartForegroundStyleScale { (store: String) in store == "A" ? Color.red : Color.blue }
            .chartForegroundStyleScale(domain: ["A", "B"], mapping: { _ in Color.green })
            .chartSymbolScale(["A": BasicChartSymbolShape.square, "B": .triangle])
            .chartSymbolScale(domain: ["A"], range: [BasicChartSymbolShape.cross]).chartSymbolScale(range: [.circle, .plus] as [BasicChartSymbolShape])
            .chartLineStyleScale(["Forecast": StrokeStyle(lineWidth: 1, dash: [2])])
            .chartSymbolSizeScale(range: 10...100)
            .chartLegend(position: .top, alignment: .leading, spacing: 8).chartLegend(.visible)
            .chartLegend(position: .bottom) { Text("Legend") }
            .chartPlotStyle { plot in plot.background(Color.gray.opacity(0.1)).border(Color.gray) }
            .chartXAxisStyle { axis in axis.background(Color.white) }
            .chartBackground { proxy in Color.clear.frame(width: proxy.plotSize.width) }
            .chartOverlay(alignment: .topLeading) { proxy in
                Rectangle().fill(Color.clear).frame(width: proxy.position(forX: 1.0) ?? 0, height: proxy.position(forY: 1.0) ?? 0)
            }
            .chartXSelection(value: .constant(Optional<String>.none)).chartXSelection(range: .constant(Optional<ClosedRange<Double>>.none))
            .chartYSelection(value: .constant(Optional<Double>.none)).chartYSelection(range: .constant(Optional<ClosedRange<Int>>.none))
            .chartAngleSelection(value: .constant(Optional<Int>.none))
            .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 3600 * 24 * 7).chartYVisibleDomain(length: 10)
            .chartScrollPosition(initialX: Date(timeIntervalSince1970: 0)).chartScrollPosition(x: .constant(0.0))
            .chartScrollPosition(initialY: 0).chartScrollPosition(y: .constant(0))
            .chartScrollTargetBehavior(.valueAligned(unit: 1, majorAlignment: .page))
            .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1))))
    }
}
