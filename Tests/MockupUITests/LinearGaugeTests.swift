import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// The linear gauges: a bare `Gradient` tint running along the bar, leading to trailing.
@MainActor @Suite struct LinearGaugeTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)

    private func render<V: View>(_ view: V, width: Double, name: String) throws -> (DisplayList, PixelImage) {
        let (list, rendered) = try R.render(view: resolveView(view), width: width, scale: 1)
        try rendered.image.writeForInspection(name)
        return (list, rendered.image)
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
