import ActivityKit
import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
import WidgetKit
@testable import MockupUI

/// What WidgetKit draws differently from an app: determinate circular progress as a ring, the
/// compact Dynamic Island's regions limited to the island, iOS 18's accented image modes.
@MainActor @Suite struct WidgetKitDrawingTests {
    private func render<V: View>(_ view: V) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: nil, scale: 1), fonts: FontLibrary.shared()) {
            view.environment(\.renderDevice, .iPhone16)
        }
    }

    /// A 60 pt ring counting down over two minutes, a quarter of which has passed at the render's moment.
    private static var ring: some View {
        ProgressView(timerInterval: TimelineViewStill.date.addingTimeInterval(-30)...TimelineViewStill.date.addingTimeInterval(90),
                     countsDown: true)
            .progressViewStyle(.circular)
            .tint(Color(red: 1, green: 0, blue: 0))
            .frame(width: 60, height: 60)
    }

    @Test func aTimerProgressViewInAWidgetIsARingThatEmpties() throws {
        let image = try render(WidgetPreview(as: .systemSmall, widget: { RingWidget() }) { RingEntry(date: .now) }).image
        // The widget is 158 pt square, the ring 60 pt in its middle (centre 79, 79; stroke 6 pt, radius 27).
        // Three quarters remain: from 12 o'clock clockwise to 9 o'clock in the tint, the last quarter the track.
        #expect(image.rgba(79 + 27, 79) == (255, 0, 0, 255), "3 o'clock: the arc")
        #expect(image.rgba(79, 79 + 27) == (255, 0, 0, 255), "6 o'clock: the arc")
        let track = image.rgba(79 - 19, 79 - 19)
        #expect(track.r == 255 && track.g > 150 && track.g < 200, "10:30: the track, the tint at 30 % on white: \(track)")
        #expect(image.rgba(79, 79) == (255, 255, 255, 255), "no spinner spokes in the middle")
    }

    @Test func outsideWidgetKitTheCircularStyleStaysASpinner() throws {
        let image = try render(Self.ring.background(Color.white)).image
        #expect(image.rgba(30 + 27, 30) == (255, 255, 255, 255), "no ring at 3 o'clock")
    }

    @Test func compactRegionsAreCutToTheirPlaceAndTheIslandsShapeAndTheKeylineIsNoted() throws {
        let rendered = try render(ActivityPreview(as: .dynamicIsland(.compact), using: WideAttributes(), widget: { WideActivity() }) {
            WideAttributes.ContentState()
        })
        let image = rendered.image
        #expect(rendered.layout.tree.size.width == 230)
        // The trailing region is 52.33 pt wide from x 177.67; its 64 pt content would reach back to 171.8.
        #expect(image.rgba(174, 18) == (0, 0, 0, 255), "the camera's black, not the region's red")
        #expect(image.rgba(200, 18) == (255, 0, 0, 255))
        // The capsule's end: the region's red does not fill the island's outer corner.
        #expect(image.rgba(229, 1).g > 128 || image.rgba(229, 1).a < 128, "the canvas, not red: \(image.rgba(229, 1))")
        #expect(rendered.warnings.contains { $0.contains("keylineTint") }, "the keyline is not drawn, and noted: \(rendered.warnings)")
    }

    @Test func anAccentedRenderingModeKeepsTheImagesColours() throws {
        let plain = try render(Image(systemName: "star.fill").foregroundStyle(Color.orange)).image
        let moded = try render(Image(systemName: "star.fill").widgetAccentedRenderingMode(.desaturated).foregroundStyle(Color.orange)).image
        #expect(plain.width == moded.width && plain.pixels == moded.pixels)
        #expect([WidgetAccentedRenderingMode.accented, .desaturated, .accentedDesaturated, .fullColor].count == 4)
    }
}

struct RingEntry: TimelineEntry { let date: Date }

struct RingProvider: TimelineProvider {
    func placeholder(in context: Context) -> RingEntry { RingEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (RingEntry) -> Void) { completion(RingEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RingEntry>) -> Void) {
        completion(Timeline(entries: [RingEntry(date: .now)], policy: .never))
    }
}

/// A widget showing a timer ring on white.
struct RingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ring", provider: RingProvider()) { _ in
            ProgressView(timerInterval: TimelineViewStill.date.addingTimeInterval(-30)...TimelineViewStill.date.addingTimeInterval(90),
                         countsDown: true)
                .progressViewStyle(.circular)
                .tint(Color(red: 1, green: 0, blue: 0))
                .frame(width: 60, height: 60)
                .containerBackground(Color.white, for: .widget)
        }
    }
}

struct WideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {}
}

/// A Live Activity whose compact trailing view is wider and taller than its region.
struct WideActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WideAttributes.self) { _ in
            Text("Lock Screen")
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("Expanded") }
            } compactLeading: {
                Color.clear.frame(width: 1)
            } compactTrailing: {
                Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 64, height: 60)
            } minimal: {
                Text("m")
            }
            .keylineTint(Color.red)
        }
    }
}
