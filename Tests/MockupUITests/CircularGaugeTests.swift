import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// The circular accessory gauges: a 72-pt open ring with a marker, or a closed ring filled to the
/// value, drawn in the tint, with their labels where Apple's style descriptions put them.
@MainActor @Suite struct CircularGaugeTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)
    static let orange: Pixel = (255, 149, 0, 255)

    private func render<V: View>(_ view: V, name: String) throws -> (DisplayList, PixelImage) {
        let (list, rendered) = try R.render(view: resolveView(view.tint(.orange)), width: 72, scale: 1)
        try rendered.image.writeForInspection(name)
        return (list, rendered.image)
    }

    @Test func anOpenRingLeavesItsBottomOpenAndPlacesTheLabels() throws {
        let gauge = Gauge(value: 84, in: 0...120) { Text("Run") } currentValueLabel: { Text("84") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }
            .gaugeStyle(.accessoryCircular)
        let (list, image) = try render(gauge, name: "gauge-accessory-circular")
        #expect(image.width == 72 && image.height == 72)
        // The ring's centre line is 33 pt from the middle: drawn on the left, top and right, open at the bottom.
        #expect(image.rgba(3, 36) == Self.orange && image.rgba(36, 3) == Self.orange && image.rgba(69, 36) == Self.orange)
        #expect(image.rgba(36, 69).r > 250 && image.rgba(36, 69).b > 250, "the gap at the bottom")
        let texts = list.items.texts
        let current = try #require(texts.first { $0.text.string == "84" })
        #expect(abs(current.frame.midX - 36) <= 1 && abs(current.frame.midY - 36) < 1, "the value in the centre: \(current.frame)")
        let minimum = try #require(texts.first { $0.text.string == "0" }), maximum = try #require(texts.first { $0.text.string == "120" })
        // Each bound beside its end of the ring (33 pt out, 45° below the horizontal: x 12.67 and
        // 59.33, y 59.33), on the end's height, clear of its 3-pt round cap and inside the circle a
        // circular widget's mask keeps (it was at the frame's bottom corners, where the mask cuts it).
        #expect(abs(minimum.frame.midY - 59.33) < 1 && abs(maximum.frame.midY - 59.33) < 1, "\(minimum.frame) \(maximum.frame)")
        #expect(abs(minimum.frame.minX - 15.67) < 0.5 && abs(maximum.frame.maxX - 56.33) < 0.5, "\(minimum.frame) \(maximum.frame)")
        for frame in [minimum.frame, maximum.frame] {
            let corners = [(frame.minX, frame.maxY), (frame.maxX, frame.maxY), (frame.minX, frame.minY), (frame.maxX, frame.minY)]
            #expect(corners.allSatisfy { hypot($0.0 - 36, $0.1 - 36) < 36 }, "inside the circle: \(frame)")
        }
        #expect(!texts.contains { $0.text.string == "Run" }, "the label gives way to the bounds")
    }

    /// The gap around the marker dot is cut clear (the blue under the gauge shows through it), not
    /// painted in the page's white: with a white tint on a colour the dot keeps its ring of colour.
    @Test func theMarkersGapShowsWhatLiesUnderTheGauge() throws {
        let gauge = Gauge(value: 0.5) { Text("A") }.gaugeStyle(.accessoryCircular).tint(.white).background(Color.blue)
        let (_, rendered) = try R.render(view: resolveView(gauge), width: 72, scale: 3)
        try rendered.image.writeForInspection("gauge-accessory-circular-marker-gap")
        let image = rendered.image
        // At 0.5 the marker is at the top: centre (36, 3) pt, the dot 3 pt round, the gap 1.5 pt beyond it.
        #expect(image.rgba(108, 9) == (255, 255, 255, 255), "the dot")
        #expect(image.rgba(119, 9) == (0, 122, 255, 255), "the gap beside the dot, along the ring")
        #expect(image.rgba(97, 9) == (0, 122, 255, 255), "the gap on the other side")
        #expect(image.rgba(9, 108) == (255, 255, 255, 255), "the ring at the left")
    }

    @Test func aCapacityRingFillsClockwiseFromTheTop() throws {
        let gauge = Gauge(value: 0.25) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity)
        let (list, image) = try render(gauge, name: "gauge-accessory-circular-capacity")
        // A quarter: from the top to the right filled; the bottom and the left only the track.
        #expect(image.rgba(59, 13) == Self.orange)
        #expect(image.rgba(36, 69) != Self.orange && image.rgba(3, 36) != Self.orange && image.rgba(3, 36).r < 250)
        #expect(list.items.texts.map(\.text.string) == ["Battery"], "no current value: the label in the centre")
    }

    @Test func aGradientTintRunsRoundTheOpenRingFromTheMinimumToTheMaximum() throws {
        let gauge = Gauge(value: 0.5) { Text("Speed") }.gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [.green, .red]))
        let (_, image) = try render(gauge, name: "gauge-accessory-circular-gradient")
        // On the ring's centre line (33 pt from the middle) 5° past the minimum end (lower left) and
        // 5° short of the maximum end (lower right), then at the left (a third of the way round).
        func ring(_ degrees: Double) -> Pixel {
            image.rgba(Int((36 + 33 * cos(degrees * .pi / 180)).rounded()), Int((36 + 33 * sin(degrees * .pi / 180)).rounded()))
        }
        let minimumEnd = ring(140), maximumEnd = ring(40), left = ring(180)
        #expect(minimumEnd.g > 150 && minimumEnd.r < 90, "green at the minimum: \(minimumEnd)")
        #expect(maximumEnd.r > 240 && maximumEnd.g < 80, "red at the maximum: \(maximumEnd)")
        #expect(left.g > left.r && left.r > minimumEnd.r, "still mostly green a sixth of the way: \(left)")
    }

    @Test func aGradientTintRunsRoundTheCapacityRingFromTheTop() throws {
        let gauge = Gauge(value: 0.5) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity)
            .tint(Gradient(colors: [.green, .red]))
        let (_, image) = try render(gauge, name: "gauge-accessory-circular-capacity-gradient")
        let top = image.rgba(37, 3), right = image.rgba(69, 36)
        #expect(top.g > 150 && top.r < 90, "green at the top, where the fill starts: \(top)")
        #expect(right.r > top.r && right.g < top.g, "redder a quarter of the way round: \(right)")
    }
}
