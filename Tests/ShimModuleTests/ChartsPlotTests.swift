@testable import Charts
import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// iOS 18's plots: a vectorized plot draws what its marks would, and function plots graph their
/// function across the chart's x domain.
@MainActor @Suite struct ChartsPlotTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)
    static let blue: Pixel = (0, 122, 255, 255)
    static let white: Pixel = (255, 255, 255, 255)

    struct Reading: Identifiable {
        let id: Int
        let day: String
        let value: Double
        let kind: String
        var low: Double { value - 2 }
        var width: CGFloat { CGFloat(10 + id * 5) }
    }
    static let readings = [Reading(id: 0, day: "Mon", value: 10, kind: "A"), Reading(id: 1, day: "Tue", value: 20, kind: "B"),
                           Reading(id: 2, day: "Wed", value: 15, kind: "A")]

    private func render<V: View>(_ view: V, name: String) throws -> PixelImage {
        let (_, rendered) = try R.render(view: resolveView(view.frame(width: 232, height: 220)), width: 232, scale: 1)
        try rendered.image.writeForInspection(name)
        return rendered.image
    }

    @Test func aVectorizedPlotDrawsItsMarks() throws {
        let plots = try render(Chart {
            BarPlot(Self.readings, x: .value("Day", \.day), y: .value("Value", \.value), width: .fixed(\.width))
                .foregroundStyle(by: .value("Kind", \.kind))
            LinePlot(Self.readings, x: .value("Day", \.day), y: .value("Low", \.low)).lineStyle(StrokeStyle(lineWidth: 3))
            PointPlot(Self.readings, x: .value("Day", \.day), y: .value("Low", \.low)).symbolSize(\.width)
        }, name: "plots-vectorized")
        let marks = try render(Chart {
            ForEach(Self.readings) { reading in
                BarMark(x: .value("Day", reading.day), y: .value("Value", reading.value), width: .fixed(reading.width))
                    .foregroundStyle(by: .value("Kind", reading.kind))
            }
            ForEach(Self.readings) { reading in
                LineMark(x: .value("Day", reading.day), y: .value("Low", reading.low)).lineStyle(StrokeStyle(lineWidth: 3))
            }
            ForEach(Self.readings) { reading in
                PointMark(x: .value("Day", reading.day), y: .value("Low", reading.low)).symbolSize(reading.width)
            }
        }, name: "plots-as-marks")
        #expect(plots.pixels == marks.pixels)
        #expect(plots.pixels.contains(0xFF59_C734) || plots.pixels.contains(0xFF34_C759), "the second series is drawn green")
    }

    @Test func aFunctionIsGraphedAcrossTheChartsDomainAndBreaksWhereUndefined() throws {
        let image = try render(Chart {
            LinePlot(x: "x", y: "y") { x in abs(x - 5) < 1 ? .nan : x }
                .lineStyle(StrokeStyle(lineWidth: 4))
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...10), name: "function-line")
        // Plot 200 × 192 from (0, 8): y = x runs from the bottom-left corner to the top-right one.
        #expect(image.rgba(40, 8 + 192 - 38) == Self.blue)       // x = 2
        #expect(image.rgba(160, 8 + 192 - 154) == Self.blue)     // x = 8
        #expect(image.rgba(100, 8 + 96) != Self.blue)            // x = 5: undefined, no line
    }

    @Test func areasFillUnderAndBetweenFunctionsAndParametricCurvesClose() throws {
        let under = try render(Chart {
            AreaPlot(x: "x", y: "y", domain: 0...10) { _ in 5 }
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...10), name: "function-area")
        // x = 3.5 (70 points: clear of the grid lines at 2.5 and 5).
        #expect(under.rgba(70, 8 + 150) == Self.blue, "filled below y = 5")
        #expect(under.rgba(70, 8 + 40) == Self.white, "nothing above")
        let between = try render(Chart {
            AreaPlot(x: "x", yStart: "low", yEnd: "high") { _ in (yStart: 2, yEnd: 4) }
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...10), name: "function-area-between")
        #expect(between.rgba(70, 8 + 192 - 58) == Self.blue, "filled between y = 2 and 4")
        #expect(between.rgba(70, 8 + 192 - 19) == Self.white && between.rgba(70, 8 + 192 - 106) == Self.white)
        let circle = try render(Chart {
            LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in (x: 5 + 4 * cos(t), y: 5 + 4 * sin(t)) }
                .lineStyle(StrokeStyle(lineWidth: 4))
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...10), name: "function-parametric")
        #expect(circle.rgba(179, 8 + 96) == Self.blue && circle.rgba(20, 8 + 96) == Self.blue, "x = 9 and x = 1 on the circle")
        #expect(circle.rgba(70, 8 + 192 - 86) == Self.white, "inside stays empty")
    }

    @Test func projectionsReadRangesAndBinnedDates() {
        struct Stay { let start: Double; let end: Double; let date: Date; let gap: CGFloat }
        let stay = Stay(start: 2, end: 5, date: Date(timeIntervalSince1970: 86_400 * 3 + 3_600), gap: 5)
        let range = PlottableProjection<Stay, Double>.value("Nights", \.start, \.end)(stay)
        #expect(range.value == .number(2) && range.rangeEnd == .number(5))
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let day = PlottableProjection<Stay, Date>.value("Day", \.date, unit: .day, calendar: utc)(stay)
        #expect(day.value == .date(Date(timeIntervalSince1970: 86_400 * 3)) && day.isCalendarUnit)
        #expect(MarkDimensions<Stay>.fixed(\.gap)(stay).resolve(in: 100, automatic: 0) == 5)
        #expect((12 as MarkDimensions<Stay>)(stay).resolve(in: 100, automatic: 0) == 12)
    }
}
