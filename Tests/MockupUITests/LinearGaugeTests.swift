import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// The linear gauges: `.accessoryLinear`'s full-length bar with a marker at the value and its labels at
/// the bar's ends, and a bare `Gradient` tint running along the bar, leading to trailing.
@MainActor @Suite struct LinearGaugeTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)

    private func render<V: View>(_ view: V, width: Double, name: String) throws -> (DisplayList, PixelImage) {
        let (list, rendered) = try R.render(view: resolveView(view), width: width, scale: 1)
        try rendered.image.writeForInspection(name)
        return (list, rendered.image)
    }

    @Test func anAccessoryLinearGaugeIsAFullBarWithAMarkerAtTheValue() throws {
        let gauge = Gauge(value: 0.7) { Text("A") }.gaugeStyle(.accessoryLinear)
            .tint(Gradient(colors: [.green, .red])).frame(width: 100)
        let (list, image) = try render(gauge, width: 100, name: "gauge-accessory-linear")
        // A 6-pt bar in a 9-pt row (the marker's height), its ends green and red; no label.
        #expect(image.height == 9)
        let start = image.rgba(4, 4), end = image.rgba(96, 4)
        #expect(start.g > 150 && start.r < 90 && end.r > 240 && end.g < 80, "\(start) \(end)")
        #expect(image.rgba(30, 2) == image.rgba(30, 6), "along the bar, not across it")
        // The marker's light dot at 70 %: 3 + 94 × 0.7 ≈ 69 pt, with a gap to the bar each side.
        #expect(image.rgba(69, 4) == (255, 255, 255, 255))
        #expect(list.items.texts.isEmpty, "no bounds or current value to show; the label is not drawn")
    }

    /// The gap around the bar's marker is cut clear, as the circular gauge's: blue under the gauge
    /// shows between the white dot and a white bar.
    @Test func theMarkersGapShowsWhatLiesUnderTheBar() throws {
        let gauge = Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryLinear).tint(.white).frame(width: 100).background(Color.blue)
        let (_, rendered) = try R.render(view: resolveView(gauge), width: 100, scale: 3)
        try rendered.image.writeForInspection("gauge-accessory-linear-marker-gap")
        let image = rendered.image
        // The marker's centre at 3 + 94 × 0.5 = 50 pt, 4.5 pt down: the dot 3 pt round, the gap 1.5 pt beyond.
        #expect(image.rgba(150, 13) == (255, 255, 255, 255), "the dot")
        #expect(image.rgba(161, 13) == (0, 122, 255, 255) && image.rgba(139, 13) == (0, 122, 255, 255), "the gap each side")
        #expect(image.rgba(90, 13) == (255, 255, 255, 255), "the bar")
    }

    @Test func anAccessoryLinearGaugePutsItsLabelsAtTheBarsEnds() throws {
        let bounded = Gauge(value: 121.79, in: 90...200) { Text("Target") } currentValueLabel: { Text("121") }
            minimumValueLabel: { Text("90") } maximumValueLabel: { Text("200") }
            .gaugeStyle(.accessoryLinear)
        let (list, _) = try render(bounded, width: 200, name: "gauge-accessory-linear-bounds")
        let texts = list.items.texts
        #expect(texts.map(\.text.string) == ["90", "200"], "the bounds, not the label or the current value")
        let minimum = try #require(texts.first), maximum = try #require(texts.last)
        #expect(minimum.frame.minX < 1 && maximum.frame.maxX > 199)

        let current = Gauge(value: 0.4) { Text("Level") } currentValueLabel: { Text("40") }.gaugeStyle(.accessoryLinear)
        let (currentList, currentImage) = try render(current, width: 200, name: "gauge-accessory-linear-current")
        let value = try #require(currentList.items.texts.first)
        #expect(currentList.items.texts.count == 1 && value.text.string == "40" && value.frame.minX < 1)
        // The bar runs from 6 pt past the value label to the trailing edge.
        let row = Int(currentImage.height / 2)
        #expect(currentImage.rgba(Int(value.frame.maxX) + 9, row).b > 200 && currentImage.rgba(197, row).b > 200)
    }

    /// `labelsHidden()` takes the gauge's label away in every style; its readings stay.
    @Test func labelsHiddenHidesTheGaugesLabelInEveryStyle() throws {
        func texts(_ style: some GaugeStyle, hidden: Bool) throws -> [String] {
            let gauge = Gauge(value: 0.4) { Text("Strain") } currentValueLabel: { Text("40") }.gaugeStyle(style)
            let (list, _) = try render(gauge.labelsVisibility(hidden ? .hidden : .automatic).frame(width: 200), width: 200,
                                       name: "gauge-labels-hidden")
            return list.items.texts.map(\.text.string)
        }
        #expect(try texts(.linearCapacity, hidden: false) == ["Strain", "40"])
        #expect(try texts(.linearCapacity, hidden: true) == ["40"])
        #expect(try texts(.automatic, hidden: true) == ["40"])
        #expect(try texts(.accessoryLinearCapacity, hidden: true) == ["40"])
        #expect(try texts(.accessoryCircular, hidden: false) == ["40", "Strain"])
        #expect(try texts(.accessoryCircular, hidden: true) == ["40"])
        #expect(try texts(.accessoryCircularCapacity, hidden: true) == ["40"])
        #expect(try texts(.accessoryLinear, hidden: true) == ["40"])
        // The label's row goes with it: the bar moves up to the top.
        let labelled = Gauge(value: 0.4) { Text("Strain") }.gaugeStyle(.linearCapacity).frame(width: 100)
        let (_, shown) = try render(labelled, width: 100, name: "gauge-labels-shown-height")
        let (_, hidden) = try render(labelled.labelsHidden(), width: 100, name: "gauge-labels-hidden-height")
        #expect(hidden.height < shown.height - 10, "\(hidden.height) \(shown.height)")
    }

    @Test func aGradientTintRunsAlongACapacityBarOverItsWholeLength() throws {
        try expectGradientAlongTheBar(.linearCapacity, name: "gauge-linear-capacity-gradient")
        try expectGradientAlongTheBar(.accessoryLinearCapacity, name: "gauge-accessory-linear-capacity-gradient")
    }

    private func expectGradientAlongTheBar(_ style: some GaugeStyle, name: String) throws {
        let gauge = Gauge(value: 0.5) { EmptyView() }.gaugeStyle(style).tint(Gradient(colors: [.green, .red])).frame(width: 100)
        let (_, image) = try render(gauge, width: 100, name: name)
        let bar = try #require((0..<image.height).first { image.rgba(2, $0).g > 150 }, "the bar's first row")
        let start = image.rgba(2, bar + 2), middle = image.rgba(48, bar + 2)
        #expect(start.g > 150 && start.r < 90, "green at the leading end: \(start)")
        // Half-way along the gradient at the fill's end, as the whole bar would show it there.
        #expect(abs(middle.r - middle.g) < 70 && middle.r > 150, "\(name): \(middle)")
        #expect(image.rgba(30, bar) == image.rgba(30, bar + 3), "along the bar, not across it")
        #expect(image.rgba(80, bar + 2) != image.rgba(48, bar + 2), "the track past the value")
    }
}
