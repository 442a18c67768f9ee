@testable import Charts
import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// Swift Charts' scales as the scale and scrolling modifiers set them: the visible part of a
/// scrollable chart, reversed domains, ranges of positions, zero in automatic domains, and the
/// axis titles that take room from the plot.
@MainActor @Suite struct ChartsScaleTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)
    static let blue: Pixel = (0, 122, 255, 255)
    static let white: Pixel = (255, 255, 255, 255)

    private func render<V: View>(_ view: V, width: Double, height: Double, name: String) throws -> (DisplayList, PixelImage) {
        let (list, rendered) = try R.render(view: resolveView(view.frame(width: width, height: height)), width: width, scale: 1)
        try rendered.image.writeForInspection(name)
        return (list, rendered.image)
    }

    /// Day `n` from Tuesday 14 November 2023, 00:00 UTC (the render's time zone).
    private static func day(_ n: Int) -> Date { Date(timeIntervalSince1970: 1_699_920_000 + Double(n) * 86_400) }

    /// Fourteen daily bars of 10, the y labels on the leading side.
    private var fortnight: some View {
        Chart {
            ForEach(0..<14, id: \.self) { n in BarMark(x: .value("Day", Self.day(n), unit: .day), y: .value("Steps", 10)) }
        }
        .chartYAxis { AxisMarks(position: .leading) }
    }

    /// The pixels of row `y` from `xs` that are the bars' blue.
    private func blue(_ image: PixelImage, _ xs: Range<Int>, y: Int) -> [Int] { xs.filter { image.rgba($0, y) == Self.blue } }

    @Test func aScrollableChartShowsItsVisibleDomainFromTheInitialPositionClippedToThePlot() throws {
        // A 232 × 220 chart 20 points in from the image's edges: the y labels' column is x 20…52, the
        // plot x 52…252 and y 28…220. Seven days of 200/7 points from day 4: day 4's bar (60 % of
        // its day, 17.1 points) is centred at 52 + 14.3, day 10's at 52 + 185.7; day 3's would be
        // over the labels at 37.7, day 11's past the plot at 266.3.
        for (name, chart) in [("initial", AnyView(fortnight.chartScrollPosition(initialX: Self.day(4)))),
                              ("binding", AnyView(fortnight.chartScrollPosition(x: .constant(Self.day(4)))))] {
            let (_, image) = try render(chart.chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 3600 * 24 * 7)
                .frame(width: 232, height: 220).padding(20), width: 272, height: 260, name: "scrolling-chart-\(name)")
            #expect(blue(image, 0..<272, y: 124) == Array(58...73) + (87...102) + (115...131) + (144...159) + (172...188) + (201...216)
                + (230...245), "\(name): seven bars, in the plot only: \(blue(image, 0..<272, y: 124))")
        }
    }

    @Test func aScrollPositionNearerTheEndThanTheVisibleLengthShowsTheLastStretch() throws {
        // Numbers 0…13 make a nice domain of 0…14: from 7 the view shows 7…14, from 10 too (it
        // scrolls no further than the domain). A bar at 7 (8 points wide) is half in, 6 is cut off.
        let values = Chart { ForEach(0..<14, id: \.self) { n in BarMark(x: .value("n", n), y: .value("v", 10)) } }
            .chartYAxis(.hidden).chartXAxis(.hidden).chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 7)
        for start in [7, 10] {
            let (_, image) = try render(values.chartScrollPosition(initialX: start).frame(width: 210, height: 100).padding(20),
                                        width: 250, height: 140, name: "scrolling-numbers-\(start)")
            // 30 points a unit from x = 20: 7 at 20 (its bar 16…24 cut at 20), 8 at 50, …, 13 at 200; 14 at 230.
            #expect(blue(image, 0..<250, y: 70) == Array(20...23) + (46...53) + (76...83) + (106...113) + (136...143) + (166...173)
                + (196...203), "from \(start): \(blue(image, 0..<250, y: 70))")
        }
    }

    @Test func reversedAutomaticDomainsRunFromHighToLow() throws {
        // x 5…60 leaving out zero: the nice domain 0…60 (steps of 10) runs from 60 at the left to 0 at the right.
        let line = Chart { ForEach([5.0, 20, 60], id: \.self) { LineMark(x: .value("Days", $0), y: .value("Price", $0)) } }
        let (list, _) = try render(line.chartXScale(domain: .automatic(includesZero: false, reversed: true)).chartYAxis(.hidden),
                                   width: 200, height: 120, name: "reversed-x")
        let xLabels = list.items.texts.filter { $0.frame.minY > 100 }.sorted { $0.frame.minX < $1.frame.minX }.map(\.text.string)
        // "0" starts at the plot's trailing edge, which is the chart's: it would run past it, so it is left out.
        #expect(xLabels == ["60", "50", "40", "30", "20", "10"])
        // y reversed: 0 at the top, 10 at the bottom; a bar of 5 hangs from the top to the middle.
        let bars = Chart {
            BarMark(x: .value("Kind", "A"), y: .value("v", 5))
            BarMark(x: .value("Kind", "B"), y: .value("v", 10))
        }
        let (_, image) = try render(bars.chartYScale(domain: .automatic(reversed: true)).chartYAxis(.hidden).chartXAxis(.hidden),
                                    width: 200, height: 100, name: "reversed-y")
        #expect(image.rgba(50, 2) == Self.blue && image.rgba(50, 48) == Self.blue && image.rgba(50, 52) == Self.white)
        #expect(image.rgba(150, 2) == Self.blue && image.rgba(150, 98) == Self.blue)
    }

    @Test func aRangeOfPositionsPlacesTheDomainBetweenThem() throws {
        let points = Chart { ForEach([0.0, 10], id: \.self) { RuleMark(x: .value("x", $0)) } }
            .chartXScale(domain: 0...10, range: 50...150).chartYAxis(.hidden).chartXAxis(.hidden)
        let (_, image) = try render(points, width: 200, height: 100, name: "position-range")
        // 1-point rules at 50 and 150 (half on each neighbouring pixel), nothing at the plot's ends.
        #expect((0..<200).filter { image.rgba($0, 50) != Self.white } == [49, 50, 149, 150])
    }

    @Test func numberDomainsIncludeZeroByDefaultWhateverTheMarks() throws {
        // Apple's ScaleDomain: "By default, number scales include zero in the domain" — lines too.
        let line = Chart { ForEach([10.0, 14, 12], id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0)) } }.chartXAxis(.hidden)
        let (list, _) = try render(line, width: 232, height: 220, name: "line-includes-zero")
        #expect(list.items.texts.map(\.text.string) == ["0", "2", "4", "6", "8", "10", "12", "14"])
        let (zoomed, _) = try render(line.chartYScale(domain: .automatic(includesZero: false)), width: 232, height: 220, name: "line-no-zero")
        #expect(zoomed.items.texts.map(\.text.string) == ["10", "11", "12", "13", "14"])
    }

    @Test func anInferredDomainReachesTheAxisMarksValuesWithoutFurtherRounding() throws {
        // Apple's automatic(includesZero:reversed:dataType:modifyInferredDomain:): the inferred domain is
        // modified "to include values from axis marks". A 14 300 bar under marks at 0…15 000 runs on
        // 0…15 000 (it was rounded on to 20 000). No x axis: the plot is 200 × 150 from (0, 8), so the
        // bar's top is at 158 − 150 × 14 300 / 15 000 = 15.
        let bar = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 14_300)) }.chartXAxis(.hidden)
        let (listed, listedImage) = try render(bar.chartYAxis { AxisMarks(values: [0, 5_000, 10_000, 15_000]) },
                                               width: 232, height: 158, name: "domain-listed-values")
        #expect(listed.items.texts.map(\.text.string) == ["0", "5,000", "10,000", "15,000"])
        #expect(listedImage.rgba(100, 14) == Self.white && listedImage.rgba(100, 15) == Self.blue)
        // Marks every 5 000: the domain ends on the multiple above the data, 15 000, too.
        let (_, strided) = try render(bar.chartYAxis { AxisMarks(values: .stride(by: 5_000)) }, width: 232, height: 158, name: "domain-stride")
        #expect(strided.rgba(100, 14) == Self.white && strided.rgba(100, 15) == Self.blue)
        // roundUpperBound: false leaves the top at the data: the bar reaches the plot's top.
        let (_, unrounded) = try render(bar.chartYAxis { AxisMarks(values: .automatic(roundUpperBound: false)) },
                                        width: 232, height: 158, name: "domain-unrounded")
        #expect(unrounded.rgba(100, 7) == Self.white && unrounded.rgba(100, 8) == Self.blue)
        // A listed date past the data widens a date axis, which shows its mark.
        // (Its label, at the chart's trailing edge, shows only as collisions are not resolved.)
        let week = Chart { ForEach(0..<4, id: \.self) { LineMark(x: .value("Day", Self.day($0)), y: .value("kg", 70)) } }
            .chartYAxis(.hidden).chartXAxis { AxisMarks(values: [Self.day(0), Self.day(7)]) { _ in AxisValueLabel(collisionResolution: .disabled) } }
        let (dates, _) = try render(week, width: 232, height: 158, name: "domain-listed-dates")
        #expect(dates.items.texts.map(\.text.string) == ["Nov 14", "Nov 21"])
    }

    @Test func strideMarksFromBelowZeroLabelTheZeroTickZero() throws {
        // -0.5…3 by 1 starts at (-0.5 / 1).rounded(.up) = -0: iOS labels it "0", as it does -1…6 by 2
        // (the x labels are drawn first, then the y labels over the chart).
        let line = Chart {
            LineMark(x: .value("x", -0.5), y: .value("y", -1))
            LineMark(x: .value("x", 3), y: .value("y", 6))
        }
        .chartXScale(domain: -0.5...3).chartYScale(domain: -1...6)
        .chartXAxis { AxisMarks(values: .stride(by: 1)) { _ in AxisGridLine(); AxisValueLabel() } }
        .chartYAxis { AxisMarks(values: .stride(by: 2)) }
        let (list, _) = try render(line, width: 300, height: 200, name: "stride-from-below-zero")
        #expect(list.items.texts.map(\.text.string) == ["0", "1", "2", "3", "0", "2", "4", "6"])
    }

    @Test func theYLabelsColumnIsAsWideAsTheWidestLabel() throws {
        // Bars up to 910 000: "1,000,000" is wider than the least 32-point column, so the column is
        // that label and the 6-point gap, in whole points, and every label ends inside the chart's
        // frame (x 20…320), on either side, as Swift Charts fits its axis labels in the chart.
        let data: [(String, Double)] = [("A", 420_000), ("B", 910_000), ("C", 150_000)]
        let bars = Chart(data, id: \.0) { BarMark(x: .value("k", $0.0), y: .value("v", $0.1)) }
        for leading in [false, true] {
            let chart = leading ? AnyView(bars.chartYAxis { AxisMarks(position: .leading) }) : AnyView(bars)
            let (list, image) = try render(chart.frame(width: 300, height: 120).padding(20), width: 340, height: 160,
                                           name: "wide-y-labels-\(leading ? "leading" : "trailing")")
            let labels = list.items.texts.filter { !["A", "B", "C"].contains($0.text.string) }
            #expect(labels.map(\.text.string) == ["0", "200,000", "400,000", "600,000", "800,000", "1,000,000"])
            let column = ((labels.map(\.frame.width).max() ?? 0) + 6).rounded(.up)
            #expect(column > 32)
            for label in labels {
                #expect(label.frame.minX >= 20 - 0.01 && label.frame.maxX <= 320 + 0.01, "\(label.text.string): \(label.frame)")
            }
            // Nothing the chart draws reaches past it either (a component render's canvas would grow).
            let painted = try #require(list.items.paintedBounds)
            #expect(painted.minX >= 20 - 0.5 && painted.maxX <= 320 + 0.5, "\(leading): \(painted)")
            // The plot is 300 − column wide from x 20 (trailing labels) or 20 + column (leading): bar B
            // fills 0.4…0.6 of it, alone in row 50 (bar A, 420 000, reaches up to y 81).
            let plotX = leading ? 20 + column : 20, plotWidth = 300 - column
            let blue = blue(image, 0..<340, y: 50)
            let first = try #require(blue.first), last = try #require(blue.last)
            #expect(abs(CGFloat(first) - (plotX + plotWidth * 0.4)) <= 1 && abs(CGFloat(last + 1) - (plotX + plotWidth * 0.6)) <= 1,
                    "\(leading): bar B at \(first)…\(last), column \(column)")
        }
    }

    @Test func anXLabelRunningPastTheChartIsLeftOut() throws {
        // Labels start at their grid line: "8 AM" at the end of 0…8 would run past the chart's
        // trailing edge with the y labels on the leading side, so it is left out (Swift Charts'
        // automatic collision resolution); over a trailing y labels' column it fits, and with
        // `collisionResolution: .disabled` it always shows.
        let line = Chart {
            LineMark(x: .value("h", 0), y: .value("v", 1))
            LineMark(x: .value("h", 8), y: .value("v", 2))
        }
        .chartXScale(domain: 0...8)
        func hours(_ resolution: AxisValueLabelCollisionResolution) -> some View {
            line.chartXAxis {
                AxisMarks(values: [0, 2, 4, 6, 8]) { value in
                    AxisGridLine()
                    AxisValueLabel(collisionResolution: resolution) { Text("\(value.as(Int.self) ?? 0) AM") }
                }
            }
        }
        let leading = hours(.automatic).chartYAxis { AxisMarks(position: .leading) }
        let (cut, _) = try render(leading, width: 232, height: 158, name: "x-label-past-the-chart")
        #expect(cut.items.texts.map(\.text.string).filter { $0.hasSuffix("AM") } == ["0 AM", "2 AM", "4 AM", "6 AM"])
        let (trailing, _) = try render(hours(.automatic), width: 232, height: 158, name: "x-label-over-the-y-labels")
        #expect(trailing.items.texts.map(\.text.string).filter { $0.hasSuffix("AM") } == ["0 AM", "2 AM", "4 AM", "6 AM", "8 AM"])
        let (kept, _) = try render(hours(.disabled).chartYAxis { AxisMarks(position: .leading) }, width: 232, height: 158,
                                   name: "x-label-collisions-disabled")
        #expect(kept.items.texts.map(\.text.string).filter { $0.hasSuffix("AM") } == ["0 AM", "2 AM", "4 AM", "6 AM", "8 AM"])
    }

    @Test func automaticDateMarksTakeTheShortestStepGivingAtMostTheDesiredCount() throws {
        // 29 days from Tuesday 14 November: weeks give four marks (Sundays, en_US), within the 5
        // asked for; the step was a month, one "Dec" label under a month of data. The fourth
        // label, "Dec 10", would run past the chart's trailing edge and is left out.
        let month = Chart { ForEach(0..<30, id: \.self) { LineMark(x: .value("Day", Self.day($0)), y: .value("kg", 70)) } }.chartYAxis(.hidden)
        let (list, _) = try render(month, width: 232, height: 158, name: "date-marks-month")
        #expect(list.items.texts.map(\.text.string) == ["Nov 19", "Nov 26", "Dec 3"])
    }

    @Test func modifyInferredDomainChangesTheCategoriesOrTheEnds() throws {
        // Apple's examples for automatic(includesZero:reversed:dataType:modifyInferredDomain:): a y
        // scale that always includes 100, and categories sorted with one appended.
        let line = Chart { ForEach([10.0, 14, 12], id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0)) } }.chartXAxis(.hidden)
        let (numbers, _) = try render(line.chartYScale(domain: .automatic(dataType: Double.self) { $0.append(100) }),
                                      width: 232, height: 220, name: "modified-domain-numbers")
        #expect(numbers.items.texts.map(\.text.string) == ["0", "20", "40", "60", "80", "100"])
        let bars = Chart { ForEach(["b", "a"], id: \.self) { BarMark(x: .value("Kind", $0), y: .value("n", 1)) } }.chartYAxis(.hidden)
        let (categories, _) = try render(bars.chartXScale(domain: .automatic(dataType: String.self) { $0.sort(); $0.append("Other") }),
                                         width: 232, height: 220, name: "modified-domain-categories")
        #expect(categories.items.texts.map(\.text.string) == ["a", "b", "Other"])
    }

    @Test func axisTitlesTakeRoomBesideTheAxes() throws {
        // 232 × 220 with the y labels on the right: the plot is 200 wide. The x title (13 points, 2
        // below the x labels' 20-point row) ends at the plot's trailing edge; the y title is above
        // the plot, at the chart's trailing edge, and the plot starts 8 points below it.
        let bars = Chart { BarMark(x: .value("Day", "Mon"), y: .value("kg", 10)) }
        let (list, image) = try render(bars.chartXAxisLabel("Weekday").chartYAxisLabel("Weight"), width: 232, height: 220, name: "axis-titles")
        let x = try #require(list.items.texts.first { $0.text.string == "Weekday" })
        let y = try #require(list.items.texts.first { $0.text.string == "Weight" })
        #expect(abs(x.frame.maxX - 200) < 0.5 && abs(x.frame.minY - 207) < 0.5, "\(x.frame)")
        #expect(abs(y.frame.maxX - 232) < 0.5 && abs(y.frame.minY) < 0.5, "\(y.frame)")
        // The plot: y 23…185 (15 and 8 points above it, 20 and 15 below), the bar filling it.
        #expect(image.rgba(100, 21) == Self.white && image.rgba(100, 24) == Self.blue && image.rgba(100, 184) == Self.blue)
        #expect(image.rgba(100, 186) == Self.white)
        // Centred and on the y axis's leading side when asked.
        let (asked, _) = try render(bars.chartXAxisLabel("Weekday", alignment: .center).chartYAxis { AxisMarks(position: .leading) }
            .chartYAxisLabel("Weight"), width: 232, height: 220, name: "axis-titles-aligned")
        let centred = try #require(asked.items.texts.first { $0.text.string == "Weekday" })
        let leading = try #require(asked.items.texts.first { $0.text.string == "Weight" })
        #expect(abs(centred.frame.midX - 132) <= 0.5 && abs(leading.frame.minX) < 0.5, "\(centred.frame) \(leading.frame)")
    }
}
