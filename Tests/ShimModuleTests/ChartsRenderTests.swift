@testable import Charts
import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
@testable import MockupUI

/// Swift Charts' iOS 17 drawing: stacking, interpolation, sectors, annotations, axis marks, scales.
@MainActor @Suite struct ChartsRenderTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)
    static let blue: Pixel = (0, 122, 255, 255)
    static let green: Pixel = (52, 199, 89, 255)
    static let red: Pixel = (255, 59, 48, 255)
    static let white: Pixel = (255, 255, 255, 255)

    struct Sale: Identifiable {
        let id: Int
        let day: String
        let amount: Double
        let store: String
    }

    private func render<V: View>(_ view: V, width: Double, height: Double, name: String) throws -> PixelImage {
        let (_, rendered) = try R.render(view: resolveView(view.frame(width: width, height: height)), width: width, scale: 1)
        try rendered.image.writeForInspection(name)
        return rendered.image
    }

    // Plots below are 200 × 192 from (0, 8): a 32-point y label column on the right, 20 points of
    // x labels below, 8 points above; a legend (two or more series) takes 22 more points.

    @Test func barsAtOnePositionStackInSeriesOrder() throws {
        let sales = [Sale(id: 0, day: "Mon", amount: 10, store: "A"), Sale(id: 1, day: "Mon", amount: 10, store: "B"),
                     Sale(id: 2, day: "Tue", amount: 20, store: "A")]
        let image = try render(Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.amount)).foregroundStyle(by: .value("Store", sale.store))
        }, width: 232, height: 242, name: "stacked-bars")
        // y 0…20 over 192 points: 10 is at y = 8 + 96 = 104. Mon: A (blue) 104…200, B (green) 8…104.
        #expect(image.rgba(50, 150) == Self.blue)
        #expect(image.rgba(50, 106) == Self.blue)
        #expect(image.rgba(50, 102) == Self.green)
        #expect(image.rgba(50, 10) == Self.green)
        #expect(image.rgba(150, 10) == Self.blue)   // Tue: A alone, full height
        #expect(image.rgba(100, 50) == Self.white)  // between the bars
    }

    /// A budget widget's bars: a grey track per day, each day's amount over it unstacked, coloured by
    /// how close it is to the limit, both clipped to capsules.
    /// A highlighted bar among dimmed ones of the same series keeps its own opacity.
    @Test func barsOfOneSeriesKeepTheirOwnOpacity() throws {
        let days = ["A", "B", "C", "D"]
        let image = try render(Chart(days, id: \.self) { day in
            BarMark(x: .value("Day", day), y: .value("Steps", 10))
                .foregroundStyle(by: .value("Zone", "low"))
                .opacity(day == "C" ? 1 : 0.3)
        }, width: 232, height: 220, name: "bars-opacity-by-series")
        // Bands of 50 points: C is centred at x = 125, A at 25; white under the dimmed bars.
        #expect(image.rgba(125, 150) == Self.blue)
        let dimmed = image.rgba(25, 150)
        #expect(abs(dimmed.r - 179) <= 1 && abs(dimmed.g - 215) <= 1 && dimmed.b == 255, "\(dimmed)")
    }

    @Test func barsKeepTheirOwnStylesAndClipShapes() throws {
        let amounts = [("Mon", 5.0), ("Tue", 20.0)]
        let image = try render(Chart {
            ForEach(amounts, id: \.0) { day, _ in
                BarMark(x: .value("Day", day), y: .value("Amount", 20.0), width: .fixed(40), stacking: .unstacked)
                    .foregroundStyle(Color.green)
                    .clipShape(.capsule)
            }
            ForEach(amounts, id: \.0) { day, amount in
                BarMark(x: .value("Day", day), y: .value("Amount", amount), width: .fixed(40), stacking: .unstacked)
                    .foregroundStyle(amount > 10 ? Color.red : Color.blue)
                    .clipShape(.capsule)
            }
        }, width: 232, height: 220, name: "styled-capsule-bars")
        // y 0…20 over 192 points from y = 8; bands of 100 points, bars 40 wide centred at 50 and 150.
        #expect(image.rgba(50, 190) == Self.blue, "Monday's 5 over its track, in its own colour")
        #expect(image.rgba(50, 60) == Self.green, "the track above it")
        #expect(image.rgba(150, 100) == Self.red, "Tuesday's 20, red, over the whole track")
        #expect(image.rgba(32, 10) == Self.white, "the capsule's rounded top leaves the bar's corner out")
    }

    @Test func stackingMethodsPlaceIntervals() {
        func intervals(_ stacking: MarkStackingMethod, _ values: [Double]) -> [ClosedRange<Double>] {
            let marks = values.map { BarMark(x: .value("x", "A"), y: .value("y", $0), stacking: stacking).mark }
            return ChartStacking.resolve(marks).map { mark in
                guard case .number(let a)? = mark.yStart, case .number(let b)? = mark.yEnd else { return -1 ... -1 }
                return min(a, b)...max(a, b)
            }
        }
        #expect(intervals(.standard, [1, 3, -2]) == [0...1, 1...4, -2...0])
        #expect(intervals(.normalized, [1, 3]) == [0...0.25, 0.25...1])
        #expect(intervals(.center, [1, 3]) == [-2 ... -1, -1...2])
        let unstacked = ChartStacking.resolve([BarMark(x: .value("x", "A"), y: .value("y", 2.0), stacking: .unstacked).mark])
        #expect(unstacked[0].yStart == nil && unstacked[0].y == .number(2))
    }

    @Test func stackedAreasFillBetweenTheSeries() throws {
        struct P: Identifiable { let id: Int; let x: Int; let y: Double; let s: String }
        let points = [P(id: 0, x: 0, y: 10, s: "A"), P(id: 1, x: 4, y: 10, s: "A"), P(id: 2, x: 0, y: 10, s: "B"), P(id: 3, x: 4, y: 10, s: "B")]
        let image = try render(Chart(points) { p in
            AreaMark(x: .value("x", p.x), y: .value("y", p.y)).foregroundStyle(by: .value("s", p.s))
        }, width: 232, height: 242, name: "stacked-areas")
        // A fills 0…10 (y 104…200), B 10…20 (y 8…104).
        #expect(image.rgba(100, 150) == Self.blue)
        #expect(image.rgba(100, 50) == Self.green)
    }

    @Test func stepInterpolationChangesValueAtTheStartOrTheEnd() throws {
        func line(_ method: Charts.InterpolationMethod, _ name: String) throws -> PixelImage {
            try render(Chart {
                LineMark(x: .value("x", 0), y: .value("y", 0)).interpolationMethod(method)
                LineMark(x: .value("x", 4), y: .value("y", 4)).interpolationMethod(method)
            }, width: 232, height: 220, name: name)
        }
        // x 0…4 over 200 points, y 0…4 over 192: the points are (0, 200) and (200, 8).
        let start = try line(.stepStart, "step-start"), end = try line(.stepEnd, "step-end")
        #expect(start.rgba(100, 8) == Self.blue)     // up first, then across the top
        #expect(start.rgba(100, 199) != Self.blue)
        #expect(end.rgba(100, 199) == Self.blue)     // across the bottom, then up
        #expect(end.rgba(100, 8) != Self.blue)
    }

    @Test func curvesPassThroughTheirPoints() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 5), CGPoint(x: 30, y: 30)]
        for method in [InterpolationMethod.catmullRom, .cardinal, .cardinal(tension: 0.5), .monotone, .catmullRom(alpha: 0)] {
            var path = Path()
            method.addCurve(through: points, to: &path)
            let ends = path.elements.compactMap { element -> CGPoint? in
                switch element {
                case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return CGPoint(x: p.x, y: p.y)
                case .close: return nil
                }
            }
            #expect(ends == points, "\(method)")
        }
        // Monotone stays within each segment's values: no overshoot above 20 between x = 10 and 20.
        var path = Path()
        InterpolationMethod.monotone.addCurve(through: points, to: &path)
        #expect(path.bounds.origin.y >= -0.0001 && path.bounds.origin.y + path.bounds.size.height <= 30.0001)
    }

    @Test func donutSectorsHonourRadiiAndAngularInset() throws {
        let image = try render(Chart {
            SectorMark(angle: .value("a", 1), innerRadius: .ratio(0.5), angularInset: 6)
            SectorMark(angle: .value("b", 1), innerRadius: .ratio(0.5), angularInset: 6)
        }, width: 200, height: 200, name: "donut")
        // Radius 100 around (100, 100); hole 50; the sectors meet at 12 and 6 o'clock, 6 points apart.
        #expect(image.rgba(100, 100) == Self.white)       // the hole
        #expect(image.rgba(175, 100) == Self.blue)        // first sector, on the right
        #expect(image.rgba(25, 100) == Self.green)        // second, on the left
        #expect(image.rgba(100, 25) == Self.white)        // the gap at 12 o'clock
        #expect(image.rgba(104, 25) == Self.blue)
        #expect(image.rgba(96, 25) == Self.green)
    }

    @Test func sectorCornerRadiusRoundsEachCornerOfTheDonutSegments() throws {
        let image = try render(Chart {
            SectorMark(angle: .value("a", 1), innerRadius: .ratio(0.5)).cornerRadius(10)
            SectorMark(angle: .value("b", 1), innerRadius: .ratio(0.5)).cornerRadius(10)
        }, width: 200, height: 200, name: "donut-corners")
        // The sectors meet at 12 o'clock on the outer rim (100, 0) and the hole's edge (100, 50). A
        // 10-pt corner circle inside the rim is centred at (110, 10.6): just right of the meeting
        // point is outside it, so empty (square corners filled it); so is the pixel just outside the
        // hole there, 51.5 pt from the centre, outside the corner circle at (110, 40.8).
        #expect(image.rgba(101, 2) == Self.white && image.rgba(98, 2) == Self.white)
        #expect(image.rgba(101, 48) == Self.white && image.rgba(98, 48) == Self.white)
        // The middle of the edge and of the rim are still filled.
        #expect(image.rgba(102, 25) == Self.blue && image.rgba(97, 25) == Self.green && image.rgba(195, 100) == Self.blue)
    }

    @Test func overlayAnnotationsSitInTheMiddleOfTheirSectors() throws {
        let image = try render(Chart {
            SectorMark(angle: .value("a", 1)).annotation(position: .overlay) { Rectangle().fill(Color.red).frame(width: 10, height: 10) }
            SectorMark(angle: .value("b", 1), innerRadius: .ratio(0.5))
                .annotation(position: .overlay) { Rectangle().fill(Color.red).frame(width: 10, height: 10) }
        }, width: 200, height: 200, name: "sector-annotations")
        // Radius 100 around (100, 100): the right half's middle is 50 pt out at 3 o'clock, the left
        // donut half's 75 pt out (halfway between its radii) at 9 o'clock.
        #expect(image.rgba(150, 100) == Self.red && image.rgba(146, 96) == Self.red && image.rgba(157, 100) == Self.blue)
        #expect(image.rgba(25, 100) == Self.red && image.rgba(40, 100) == Self.green)
    }

    @Test func annotationsSitAboveBarsAndInsideForOverlay() throws {
        let image = try render(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
                .annotation { Rectangle().fill(Color.red).frame(width: 10, height: 10) }
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 20))
                .annotation(position: .overlay, alignment: .top) { Rectangle().fill(Color.green).frame(width: 10, height: 10) }
        }, width: 232, height: 220, name: "annotations")
        // Mon's top is at y = 104: the annotation is 4 points above it, 90…100, centred on x = 50.
        #expect(image.rgba(50, 95) == Self.red)
        #expect(image.rgba(50, 102) == Self.white)
        #expect(image.rgba(44, 95) == Self.white)
        // Tue's overlay annotation hangs from the bar's top edge (y = 8) inside it.
        #expect(image.rgba(150, 12) == Self.green)
        #expect(image.rgba(150, 20) == Self.blue)
    }

    @Test func anAnnotationFittedToThePlotOrTheChartMovesBackInside() throws {
        func chart(_ resolution: AnnotationOverflowResolution?, name: String) throws -> PixelImage {
            try render(Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
                if let resolution {
                    BarMark(x: .value("Day", "Tue"), y: .value("Sales", 20))
                        .annotation(position: .top, overflowResolution: resolution) { Rectangle().fill(Color.red).frame(width: 10, height: 10) }
                } else {
                    BarMark(x: .value("Day", "Tue"), y: .value("Sales", 20))
                        .annotation(position: .top) { Rectangle().fill(Color.red).frame(width: 10, height: 10) }
                }
            }, width: 232, height: 220, name: name)
        }
        // Tue's top is the plot's (y = 8): as asked, the annotation is 4 points above it, -6…4, past the chart's top.
        let asked = try chart(nil, name: "annotation-as-asked")
        #expect(asked.rgba(150, 2) == Self.red && asked.rgba(150, 6) == Self.white)
        #expect(try chart(.init(y: .disabled), name: "annotation-disabled").rgba(150, 2) == Self.red)
        // Fitted to the plot it comes down to the plot's top, 8…18, over the bar.
        let plot = try chart(.init(y: .fit(to: .plot)), name: "annotation-fit-plot")
        #expect(plot.rgba(150, 12) == Self.red && plot.rgba(150, 2) == Self.white && plot.rgba(150, 20) == Self.blue)
        // Fitted to the chart it stops at the chart's top edge, 0…10.
        let whole = try chart(.init(x: .fit, y: .fit(to: .chart)), name: "annotation-fit-chart")
        #expect(whole.rgba(150, 1) == Self.red && whole.rgba(150, 9) == Self.red && whole.rgba(150, 12) == Self.blue)
    }

    @Test func positionByPlacesBarsSideBySide() throws {
        let sales = [Sale(id: 0, day: "Mon", amount: 10, store: "A"), Sale(id: 1, day: "Mon", amount: 20, store: "B")]
        let image = try render(Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.amount))
                .foregroundStyle(by: .value("Store", sale.store)).position(by: .value("Store", sale.store))
        }, width: 232, height: 242, name: "grouped-bars")
        // One band of 200: the group is 120 wide at 40…160, A at 40…100, B at 100…160; y 0…20.
        #expect(image.rgba(70, 150) == Self.blue)
        #expect(image.rgba(70, 50) == Self.white)
        #expect(image.rgba(130, 50) == Self.green)
        #expect(image.rgba(30, 150) == Self.white)
    }

    @Test func axisMarksChooseValuesSidesAndParts() throws {
        let bars = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 20))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 0))
        }
        // Labels only, at 0 and 20, on the leading side: no grid lines; the plot moves 32 points right.
        let leading = try render(bars.chartYAxis { AxisMarks(position: .leading, values: [0, 20]) { AxisValueLabel() } },
                                 width: 232, height: 220, name: "axis-leading-labels")
        #expect(leading.rgba(40, 100) == Self.white)       // no bar there now: Mon is at 52…112
        #expect(leading.rgba(56, 100) == Self.blue)
        #expect(leading.rgba(108, 100) == Self.blue)
        #expect(leading.rgba(190, 152) == Self.white)      // no grid line at 5
        let label = (0..<32).contains { x in (0..<20).contains { y in leading.rgba(x, y).r < 200 } }
        #expect(label, "the 20 label is on the leading side")
        // Grid lines every 10 with the default marks.
        let stride = try render(bars.chartYAxis { AxisMarks(values: .stride(by: 10)) }, width: 232, height: 220, name: "axis-stride")
        let grid = stride.rgba(190, 104)
        #expect(grid.r < 250 && grid.r == grid.b, "\(grid)")
        #expect(stride.rgba(190, 152) == Self.white)
    }

    @Test func axisMarksTakeTheirOwnStrokeStyleAndFont() throws {
        let bars = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 20))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 0))
        }
        // y 0…20 over 192 points from y = 8: the grid line at 10 is at y = 104; labels sit right of x = 200.
        let styled = try render(bars.chartYAxis {
            AxisMarks(values: [0, 10, 20]) {
                AxisGridLine(stroke: StrokeStyle(lineWidth: 1, dash: [4, 4])).foregroundStyle(Color(red: 1, green: 0, blue: 0))
                AxisValueLabel().foregroundStyle(Color(red: 0, green: 0, blue: 1)).font(.system(size: 16, weight: .bold))
            }
        }, width: 232, height: 220, name: "axis-styled")
        // The 1-pt line straddles two pixel rows at this scale: each half covered.
        let row = (120..<200).map { styled.rgba($0, 104) }
        #expect(row.contains { $0 == (255, 127, 127, 255) } && row.contains { $0 == Self.white }, "a dashed red line")
        let label = (200..<232).flatMap { x in (90..<120).map { styled.rgba(x, $0) } }
        #expect(label.contains { $0.b == 255 && $0.r == 0 && $0.g == 0 }, "a blue label")
        let inkRows = (0..<220).filter { y in (200..<232).contains { styled.rgba($0, y).b == 255 && styled.rgba($0, y).r == 0 } }
        #expect(inkRows.count > 25, "three 16-pt labels: \(inkRows.count) rows of ink")
    }

    @Test func foregroundStyleScaleAndSymbolsPaintSeries() throws {
        let image = try render(Chart {
            PointMark(x: .value("x", 1), y: .value("y", 1)).foregroundStyle(by: .value("s", "Hot")).symbol(.square).symbolSize(400)
            PointMark(x: .value("x", 3), y: .value("y", 3)).foregroundStyle(by: .value("s", "Cold")).symbolSize(400)
        }
        .chartForegroundStyleScale(["Hot": Color.red, "Cold": Color.green])
        .chartXScale(domain: 0...4).chartYScale(domain: 0...4), width: 232, height: 242, name: "styled-points")
        // (1, 1) is at (50, 8 + 144 = 152): a square of side √400 × 1.3 × 0.8 = 20.8, so its corner at
        // (59, 143) is filled; the circle at (3, 3) = (150, 56) of diameter 26 leaves its box's corner empty.
        #expect(image.rgba(50, 152) == Self.red)
        #expect(image.rgba(59, 143) == Self.red)
        #expect(image.rgba(150, 56) == Self.green)
        #expect(image.rgba(161, 45) == Self.white)
    }

    @Test func overlayGetsAProxyThatConvertsValuesAndPositions() throws {
        final class Seen { var value: Double?; var origin: CGPoint? }
        let seen = Seen()
        let image = try render(Chart {
            LineMark(x: .value("x", 0), y: .value("y", 0))
            LineMark(x: .value("x", 4), y: .value("y", 4))
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let origin = geometry[proxy.plotAreaFrame].origin
                let _ = { seen.value = proxy.value(atX: 150, as: Double.self); seen.origin = origin }()
                Rectangle().fill(Color.red).frame(width: 4, height: 4)
                    .position(x: origin.x + (proxy.position(forX: 2.0) ?? 0), y: origin.y + (proxy.position(forY: 1.0) ?? 0))
            }
        }, width: 232, height: 220, name: "overlay-proxy")
        // The overlay covers the chart; the plot area starts 8 points down.
        #expect(seen.value == 3 && seen.origin == CGPoint(x: 0, y: 8))
        #expect(image.rgba(100, 8 + 144) == Self.red)   // (2, 1)
    }

    @Test func donutBackgroundFindsThePlotAreaCentre() throws {
        let image = try render(Chart {
            SectorMark(angle: .value("a", 1), innerRadius: .ratio(0.6))
            SectorMark(angle: .value("b", 2), innerRadius: .ratio(0.6))
        }
        .chartBackground { proxy in
            GeometryReader { geometry in
                let frame = geometry[proxy.plotAreaFrame]
                Circle().fill(Color.red).frame(width: 20, height: 20).position(x: frame.midX, y: frame.midY)
            }
        }, width: 200, height: 200, name: "donut-centre")
        #expect(image.rgba(100, 100) == Self.red)
        #expect(image.rgba(100, 80) == Self.white)      // the rest of the hole (radius 60)
    }

    @Test func visibleDomainShowsTheFirstCategories() throws {
        let image = try render(Chart {
            BarMark(x: .value("Day", "A"), y: .value("v", 10))
            BarMark(x: .value("Day", "B"), y: .value("v", 10))
            BarMark(x: .value("Day", "C"), y: .value("v", 10))
            BarMark(x: .value("Day", "D"), y: .value("v", 10))
        }
        .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 2), width: 232, height: 220, name: "visible-domain")
        // Two bands of 100: bars 60 wide at 20…80 and 120…180.
        #expect(image.rgba(50, 150) == Self.blue)
        #expect(image.rgba(150, 150) == Self.blue)
        #expect(image.rgba(100, 150) == Self.white)
    }

    @Test func aScrollPositionNearTheEndShowsTheLastCategories() throws {
        let image = try render(Chart {
            ForEach(["A", "B", "C", "D"], id: \.self) { day in
                BarMark(x: .value("Day", day), y: .value("v", 10)).foregroundStyle(day == "C" ? Color.red : Color.blue)
            }
        }
        .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 2).chartScrollPosition(initialX: "D"),
        width: 232, height: 220, name: "visible-domain-end")
        // The chart scrolls no further than its content: C and D fill the two bands.
        #expect(image.rgba(50, 150) == Self.red)
        #expect(image.rgba(150, 150) == Self.blue)
    }

    @Test func aVerticalCategoryAxisListsItsFirstCategoryAtTheTop() throws {
        let image = try render(Chart {
            BarMark(x: .value("Count", 10), y: .value("Issue", "Compromised")).foregroundStyle(Color.red)
            BarMark(x: .value("Count", 10), y: .value("Issue", "Weak")).foregroundStyle(Color.blue)
        }, width: 232, height: 220, name: "horizontal-bars-order")
        // Two bands of 96 points from y = 8: the first category's bar in the upper one.
        #expect(image.rgba(50, 8 + 48) == Self.red)
        #expect(image.rgba(50, 8 + 144) == Self.blue)
    }

    @Test func binsSplitDataAtNiceThresholds() {
        let bins = NumberBins(data: [1.0, 2, 2, 3, 7], desiredCount: 4)
        #expect(bins.thresholds == [0, 2, 4, 6, 8])
        #expect(bins.count == 4 && bins.index(for: 2) == 1 && bins.index(for: 8) == 3)
        #expect(bins[3].contains(8) && !bins[0].contains(2))
        #expect(NumberBins(size: 5, range: 3...12).thresholds == [0, 5, 10, 15])
        #expect(NumberBins(range: 0...10, count: 4).thresholds == [0, 2.5, 5, 7.5, 10])
        #expect(NumberBins(range: 0...9, desiredCount: 3).thresholds == [0, 5, 10])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = Date(timeIntervalSince1970: 86_400 * 100 + 3600)
        let days = DateBins(unit: .day, range: start...start.addingTimeInterval(86_400 * 2), calendar: calendar)
        #expect(days.thresholds.map { $0.timeIntervalSince1970 / 86_400 } == [100, 101, 102, 103])
        #expect(days.index(for: start.addingTimeInterval(86_400)) == 1)
    }

    @Test func histogramBarsSpanTheirBins() throws {
        let bins = NumberBins(data: [1.0, 2, 2, 3, 7], desiredCount: 4)
        let counts = [1, 3, 0, 1]
        let image = try render(Chart {
            ForEach(Array(bins.enumerated()), id: \.offset) { index, bin in
                BarMark(x: .value("Range", bin), y: .value("Count", counts[index]))
            }
        }, width: 232, height: 220, name: "histogram")
        // x 0…8 over 200 points (25 a unit), y 0…3 over 192 (64 a count).
        #expect(image.rgba(75, 20) == Self.blue)      // 2…4: three
        #expect(image.rgba(51, 20) == Self.blue && image.rgba(98, 20) == Self.blue)
        #expect(image.rgba(25, 170) == Self.blue)     // 0…2: one, from y = 136
        #expect(image.rgba(25, 120) == Self.white)
        #expect(image.rgba(125, 150) == Self.white)   // 4…6: none
    }

    private func texts<V: View>(_ view: V, name: String) throws -> [String] {
        let rendered = try ViewRenderer.render(RenderRequest(width: 232, height: 220, scale: 1), fonts: FontLibrary.shared()) {
            view.frame(width: 232, height: 220)
        }
        try rendered.image.writeForInspection(name)
        return rendered.layout.tree.all(.text).compactMap(\.detail)
    }

    /// A week of days from Tuesday 14 November 2023 (UTC, the render's time zone).
    private var week: Chart {
        Chart {
            ForEach(0..<7, id: \.self) { day in
                LineMark(x: .value("Day", Date(timeIntervalSince1970: 1_699_920_000 + Double(day) * 86_400)), y: .value("Steps", day))
            }
        }
    }

    @Test func dateAxesStepByCalendarUnits() throws {
        let labels = try texts(week, name: "date-axis").filter { $0.hasPrefix("Nov") }
        // "Nov 20", at the plot's trailing edge, would run past the chart's (over the y labels' 32
        // points): it is left out.
        #expect(labels == ["Nov 14", "Nov 16", "Nov 18"])
        let weekdays = try texts(week.chartXAxis { AxisMarks(format: .dateTime.weekday(.abbreviated), values: .stride(by: .day)) }, name: "weekday-axis")
        #expect(weekdays.filter { $0.count == 3 && $0.first?.isLetter == true } == ["Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mon"])
    }

    @Test func automaticAxisMarksStepByNiceNumbersNearTheDesiredCountAndEndTheDomain() throws {
        func yLabels(_ chart: some View, _ name: String) throws -> [String] {
            try texts(chart, name: name).filter { $0.first?.isNumber == true || $0.first == "-" }
        }
        // 104…125 (zero left out) asked for 5 marks: steps of 5 (not 10), from 100 to 125.
        let prices = Chart { ForEach([104.0, 125], id: \.self) { LineMark(x: .value("T", $0), y: .value("Price", $0)) } }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXAxis(.hidden).chartYAxis { AxisMarks(values: .automatic(desiredCount: 5)) }
        #expect(try yLabels(prices, "nice-ticks-prices") == ["100", "105", "110", "115", "120", "125"])
        // Bars from −18 000 to 24 000: steps of 10 000, and the domain runs on to the mark above the tallest bar.
        let flows = Chart { ForEach([-18_000.0, 24_000], id: \.self) { BarMark(x: .value("Kind", "\($0)"), y: .value("Amount", $0)) } }
            .chartXAxis(.hidden).chartYAxis { AxisMarks(values: .automatic(desiredCount: 5)) }
        #expect(try yLabels(flows, "nice-ticks-flows") == ["-20,000", "-10,000", "0", "10,000", "20,000", "30,000"])
        // Two marks asked for on 0…520: steps of 200 up to 600 (it was "0" alone).
        let volume = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Volume", 520)) }
            .chartXAxis(.hidden).chartYAxis { AxisMarks(values: .automatic(desiredCount: 2)) }
        #expect(try yLabels(volume, "nice-ticks-volume") == ["0", "200", "400", "600"])
    }

    @Test func axisTicksAreShortLinesOutsideThePlotAtEachValue() throws {
        let line = Chart { ForEach([0.0, 4], id: \.self) { LineMark(x: .value("X", $0), y: .value("Y", $0)) } }
        // No y labels: the plot is 232 wide and 200 tall; x marks at 0, 2 and 4 are at x = 0, 116, 232.
        let plain = try render(line.chartYAxis(.hidden).chartXAxis {
            AxisMarks(values: [0, 2, 4]) { _ in AxisTick(); AxisValueLabel() }
        }, width: 232, height: 220, name: "axis-ticks")
        // A 4-pt tick below the plot in the grid colour (0.5 pt at x = 116, half on pixel 116), nothing past it.
        #expect(plain.rgba(116, 202).r < 250 && plain.rgba(116, 202).r > 230, "\(plain.rgba(116, 202))")
        #expect(plain.rgba(116, 206) == Self.white && plain.rgba(116, 198) == Self.white)
        let styled = try render(line.chartYAxis(.hidden).chartXAxis {
            AxisMarks(values: [0, 2, 4]) { _ in
                AxisTick(length: 10, stroke: StrokeStyle(lineWidth: 2)).foregroundStyle(Color.red)
                AxisValueLabel()
            }
        }, width: 232, height: 220, name: "axis-ticks-styled")
        #expect(styled.rgba(116, 208) == Self.red && styled.rgba(116, 212) == Self.white)
        // A y axis's ticks leave the plot toward its labels: trailing by default (the plot is 200 wide).
        let yTicks = try render(line.chartXAxis(.hidden).chartYAxis {
            AxisMarks(values: [2]) { _ in AxisTick(stroke: StrokeStyle(lineWidth: 2)).foregroundStyle(Color.red); AxisValueLabel() }
        }, width: 232, height: 220, name: "axis-ticks-y")
        let y = try #require((0..<220).first { yTicks.rgba(202, $0) == Self.red }, "a tick right of the plot")
        #expect(yTicks.rgba(198, y) != Self.red && yTicks.rgba(206, y) != Self.red)
    }

    @Test func axisLabelContentIsBuiltForEachValue() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Share", 80)) }
            .chartYAxis {
                AxisMarks(values: [0, 40, 80, 120]) { value in
                    AxisGridLine()
                    AxisValueLabel { Text("\(value.as(Int.self) ?? -1)%") }
                }
            }
        let labels = try texts(chart, name: "custom-axis-labels")
        // The inferred domain reaches the listed 120 (Apple: it includes "values from axis marks").
        #expect(labels.filter { $0.hasSuffix("%") } == ["0%", "40%", "80%", "120%"], "\(labels)")
        let titled = try texts(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Share", 80)) }
            .chartYAxis { AxisMarks(values: [0, 80]) { value in if value.index == 1 { AxisValueLabel("Goal") } } }, name: "titled-axis-label")
        #expect(titled.filter { $0 == "Goal" || $0 == "0" || $0 == "80" } == ["Goal"])
    }

    /// `AxisValueLabel(format: .number…)` names no number type; Swift Charts code writes it everywhere.
    @Test func numberAndPercentAxisLabelsNeedNoNumberType() throws {
        let bar = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Share", 1.0)) }
        let numbers = try texts(bar.chartYAxis {
            AxisMarks(values: [0, 0.5, 1]) { _ in AxisGridLine(); AxisValueLabel(format: .number.precision(.fractionLength(1))) }
        }, name: "number-axis")
        #expect(["0.0", "0.5", "1.0"].allSatisfy(numbers.contains), "\(numbers)")
        let percents = try texts(bar.chartYAxis { AxisMarks(values: [0, 0.5, 1]) { AxisValueLabel(format: .percent) } }, name: "percent-axis")
        #expect(["0%", "50%", "100%"].allSatisfy(percents.contains), "\(percents)")
        let marks = try texts(bar.chartYAxis { AxisMarks(format: .number.precision(.fractionLength(2)), values: .automatic(desiredCount: 2)) },
                              name: "number-axis-marks")
        #expect(marks.contains("1.00"), "\(marks)")
        // Listed values pick the style's type (Apple: `Format.FormatInput == Value`): Double's `.percent`.
        let listed = try texts(bar.chartYAxis { AxisMarks(format: .percent.precision(.fractionLength(0)), values: [0, 0.5, 1]) },
                               name: "percent-listed-axis-marks")
        #expect(["0%", "50%", "100%"].allSatisfy(listed.contains), "\(listed)")
    }

    @Test func currencyAxisLabelsAreFormatted() throws {
        // `.currency(code:)` in a guide is Decimal's style in the render's locale (DeviceDefaultsPrelude).
        let usd = Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "en_US")).precision(.fractionLength(0))
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Spend", 280)) }
            .chartYAxis { AxisMarks(values: [0, 200]) { AxisValueLabel(format: usd) } }
        let labels = try texts(chart, name: "currency-axis")
        #expect(labels.contains("$200") && labels.contains("$0"), "\(labels)")
    }

    /// A format style is applied in the environment's locale, as `Text(_:format:)` applies it.
    @Test func formattedAxisLabelsTakeTheEnvironmentsLocale() throws {
        let june = Date(timeIntervalSince1970: 1_717_200_000), july = Date(timeIntervalSince1970: 1_719_792_000)   // 1 June, 1 July 2024
        let chart = Chart { BarMark(x: .value("Month", june, unit: .month), y: .value("Sales", 3)) }
            .chartXAxis { AxisMarks(values: [june, july]) { _ in AxisValueLabel(format: .dateTime.month(.abbreviated)) } }
        #expect(try texts(chart.environment(\.locale, Locale(identifier: "ja_JP")), name: "japanese-axis").contains("6月"))
        #expect(try texts(chart, name: "english-axis").contains("Jun"))
    }

    @Test func plotStyleBackgroundFillsThePlotAreaBehindTheMarks() throws {
        let image = try render(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10)) }
            .chartPlotStyle { plot in plot.background(Color.green) }, width: 232, height: 220, name: "plot-style")
        #expect(image.rgba(10, 100) == Self.green)       // the plot area, 0…200 × 8…200
        #expect(image.rgba(100, 100) == Self.blue)       // the bar over it
        #expect(image.rgba(10, 4) == Self.white)         // above the plot
        #expect(image.rgba(215, 100) == Self.white)      // the label column
    }

    @Test func legendsGoBelowOrAboveAndPieChartsHaveThem() throws {
        let pie = try render(Chart {
            SectorMark(angle: .value("a", 1)).foregroundStyle(by: .value("Kind", "A"))
            SectorMark(angle: .value("b", 1)).foregroundStyle(by: .value("Kind", "B"))
        }, width: 200, height: 222, name: "pie-legend")
        // The pie fills the 200 × 200 above the 22-point legend row; the legend's first dot is at 0…8.
        #expect(pie.rgba(150, 100) == Self.blue && pie.rgba(50, 100) == Self.green)
        #expect(pie.rgba(4, 211) == Self.blue)
        let sales = [Sale(id: 0, day: "Mon", amount: 10, store: "A"), Sale(id: 1, day: "Tue", amount: 20, store: "B")]
        let top = try render(Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.amount)).foregroundStyle(by: .value("Store", sale.store))
        }
        .chartLegend(position: .top, alignment: .trailing), width: 232, height: 242, name: "top-legend")
        // The legend row is 0…22; the plot 30…222 (y 0…20); the legend ends at the trailing edge.
        #expect(top.rgba(150, 32) == Self.green)
        #expect(top.rgba(150, 27) == Self.white)
        #expect(top.rgba(10, 11) == Self.white)
        let custom = try render(Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.amount))
        }
        .chartLegend(position: .bottom) { Rectangle().fill(Color.red).frame(width: 30, height: 10) }, width: 232, height: 242, name: "custom-legend")
        #expect(custom.rgba(15, 231) == Self.red)
    }

    /// A legend beside the plot (or a custom one taller than the row) takes its room from the plot.
    @Test func legendsBesideOrAboveThePlotShrinkIt() throws {
        func chart(_ position: AnnotationPosition, _ alignment: Alignment? = nil) -> some View {
            Chart { BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10)) }
                .chartLegend(position: position, alignment: alignment) { Rectangle().fill(Color.red).frame(width: 40, height: 30) }
        }
        // Trailing, centred: the legend at 192…232 × 95…125, 8 pt from a plot of 232 − 48 − 32 = 152,
        // whose one band's bar is 30.4…121.6 wide (it was 40…160 under the legend).
        let trailing = try render(chart(.trailing), width: 232, height: 220, name: "trailing-legend")
        #expect(trailing.rgba(210, 110) == Self.red && trailing.rgba(210, 90) == Self.white)
        #expect(trailing.rgba(115, 100) == Self.blue && trailing.rgba(130, 100) == Self.white)
        // Leading, at the top: the legend at 0…40 × 0…30, the plot from x = 48 (its bar 78.4…169.6).
        let leading = try render(chart(.leading, .top), width: 232, height: 220, name: "leading-legend")
        #expect(leading.rgba(20, 15) == Self.red && leading.rgba(20, 40) == Self.white)
        #expect(leading.rgba(70, 100) == Self.white && leading.rgba(85, 100) == Self.blue)
        // Above: a 30-pt row, then the 8 pt over the plot, whose bar tops out at y = 38.
        let top = try render(chart(.top), width: 232, height: 220, name: "tall-top-legend")
        #expect(top.rgba(15, 28) == Self.red && top.rgba(100, 34) == Self.white && top.rgba(100, 40) == Self.blue)
    }

    /// `BarMark(x:)` alone is one bar across the plot's height, its segments end to end, no y axis.
    @Test func oneDimensionalBarsStackAcrossThePlot() throws {
        let counts = try render(Chart {
            BarMark(x: .value("Count", 3)).foregroundStyle(by: .value("Rating", "Buy"))
            BarMark(x: .value("Count", 1)).foregroundStyle(by: .value("Rating", "Hold"))
        }.chartLegend(.hidden), width: 200, height: 100, name: "one-dimensional-bars")
        // x runs 0…4 over the whole width; the plot is 80 high above the x labels, with no y labels.
        #expect(counts.rgba(75, 2) == Self.blue && counts.rgba(75, 78) == Self.blue && counts.rgba(145, 40) == Self.blue)
        #expect(counts.rgba(155, 40) == Self.green && counts.rgba(197, 40) == Self.green && counts.rgba(175, 90) == Self.white)
        let shares = try render(Chart {
            BarMark(x: .value("Share", 30), stacking: .normalized).foregroundStyle(Color.red)
            BarMark(x: .value("Share", 10), stacking: .normalized).foregroundStyle(Color.green)
        }, width: 200, height: 100, name: "normalized-one-dimensional-bars")
        #expect(shares.rgba(145, 40) == Self.red && shares.rgba(155, 40) == Self.green)
    }

    /// With `symbol(by:)` the legend shows each series' symbol in place of the dot.
    @Test func legendEntriesShowTheSeriesSymbols() throws {
        func chart(symbols: Bool) -> some View {
            Chart {
                ForEach(["A", "B"], id: \.self) { name in
                    ForEach(0..<2, id: \.self) { x in
                        if symbols {
                            LineMark(x: .value("x", x), y: .value("y", x)).foregroundStyle(by: .value("S", name)).symbol(by: .value("S", name))
                        } else {
                            LineMark(x: .value("x", x), y: .value("y", x)).foregroundStyle(by: .value("S", name))
                        }
                    }
                }
            }
            .chartSymbolScale(["A": BasicChartSymbolShape.square, "B": BasicChartSymbolShape.square])
        }
        // The first entry's marker is 0…8 × 227…235: the square (0.8…7.2 of it) fills the pixel at
        // (1, 228), which the dot's edge only grazes.
        let squares = try render(chart(symbols: true), width: 232, height: 242, name: "symbol-legend")
        let dots = try render(chart(symbols: false), width: 232, height: 242, name: "dot-legend")
        #expect(squares.rgba(1, 228) == Self.blue && squares.rgba(4, 231) == Self.blue)
        #expect(dots.rgba(1, 228) != Self.blue && dots.rgba(4, 231) == Self.blue)
    }

    @Test func symbolViewsSitOnEachPointOfALine() throws {
        let image = try render(Chart {
            ForEach(0..<3, id: \.self) { i in
                LineMark(x: .value("x", i * 2), y: .value("y", i * 2))
                    .symbol { Circle().fill(Color.red).frame(width: 10, height: 10) }
            }
        }, width: 232, height: 220, name: "symbol-views")
        // x 0…4 over 200, y 0…4 over 192 from y = 8: the points are (0, 200), (100, 104), (200, 8).
        #expect(image.rgba(101, 105) == Self.red)
        #expect(image.rgba(198, 10) == Self.red)
        #expect(image.rgba(50, 160) != Self.red)
    }

    @Test func barsOnCalendarUnitsTakeAShareOfTheirUnit() throws {
        let image = try render(Chart {
            ForEach(0..<4, id: \.self) { day in
                BarMark(x: .value("Day", Date(timeIntervalSince1970: 1_699_920_000 + Double(day) * 86_400 + 3600), unit: .day),
                        y: .value("Steps", 10))
            }
        }, width: 232, height: 220, name: "day-bars")
        // Four days over 200 points: 50 a day; each bar 60 % of it, 30 wide at 10…40, 60…90, ….
        #expect(image.rgba(5, 150) == Self.white)
        #expect(image.rgba(11, 150) == Self.blue && image.rgba(39, 150) == Self.blue)
        #expect(image.rgba(45, 150) == Self.white)
        #expect(image.rgba(75, 150) == Self.blue)
    }

    @Test func centredLabelsSitInTheMiddleOfTheirInterval() throws {
        let chart = Chart {
            ForEach(0..<4, id: \.self) { day in
                BarMark(x: .value("Day", Date(timeIntervalSince1970: 1_699_920_000 + Double(day) * 86_400), unit: .day), y: .value("Steps", 10))
            }
        }
        .chartXAxis { AxisMarks(values: .stride(by: .day)) { AxisValueLabel(format: .dateTime.weekday(), centered: true) } }
        let rendered = try ViewRenderer.render(RenderRequest(width: 232, height: 220, scale: 1), fonts: FontLibrary.shared()) {
            chart.frame(width: 232, height: 220)
        }
        try rendered.image.writeForInspection("centred-labels")
        let labels = rendered.layout.tree.all(.text).filter { ["Tue", "Wed", "Thu", "Fri", "Sat"].contains($0.detail ?? "") }
        // Days are 50 points wide: the labels are centred on 25, 75, 125, 175; Saturday's would be past the plot.
        #expect(labels.map(\.detail) == ["Tue", "Wed", "Thu", "Fri"])
        func ink(_ xs: Range<Int>) -> Bool { xs.contains { x in (204..<218).contains { y in rendered.image.rgba(x, y).r < 200 } } }
        #expect([25, 75, 125, 175].allSatisfy { ink(($0 - 4)..<($0 + 4)) })
        #expect(!ink(0..<10) && !ink(216..<232))   // not left-aligned; no Saturday past the "0" label
    }

    @Test func automaticDomainsCanLeaveOutZero() throws {
        let image = try render(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("kg", 50))
            BarMark(x: .value("Day", "Tue"), y: .value("kg", 60))
        }
        .chartYScale(domain: .automatic(includesZero: false)), width: 232, height: 220, name: "no-zero")
        // y 50…60: Monday's bar has no height, Tuesday's fills the plot.
        #expect(image.rgba(50, 150) == Self.white)
        #expect(image.rgba(150, 150) == Self.blue && image.rgba(150, 10) == Self.blue)
    }

    @Test func aWeekOfStackedCurvedAreasReadsAsSwiftCharts() throws {
        struct Point: Identifiable { let id: Int; let day: Date; let kind: String; let value: Double }
        let values: [[Double]] = [[3, 5, 4, 6, 5, 7, 6], [2, 2, 3, 2, 4, 3, 4]]
        let points = (0..<14).map { i in
            Point(id: i, day: Date(timeIntervalSince1970: 1_699_920_000 + Double(i % 7) * 86_400), kind: i < 7 ? "Walk" : "Run",
                  value: values[i / 7][i % 7])
        }
        let image = try render(Chart(points) { p in
            AreaMark(x: .value("Day", p.day), y: .value("km", p.value)).foregroundStyle(by: .value("Kind", p.kind))
                .interpolationMethod(.catmullRom)
        }, width: 232, height: 242, name: "stacked-curved-areas")
        // Tuesday (x = 0) stacks Walk 0…3 and Run 3…5 of a 0…10 domain (19.2 points a km): y 142…200
        // and 104…142.
        #expect(image.rgba(2, 176) == Self.blue)
        #expect(image.rgba(2, 136) == Self.green)
        #expect(image.rgba(2, 90) == Self.white)
    }
}
