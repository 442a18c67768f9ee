import ActivityKit
import AppIntents
import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
import WidgetKit
@testable import MockupUI

/// Widgets and Live Activities of `WidgetKitProbe.swift` rendered as their `#Preview`s are: at the
/// sizes of the HIG's tables for the render's device (docs/API-SHIMS.md, "WidgetKit").
@MainActor @Suite struct WidgetKitTests {
    private func render<V: View>(_ view: V, on device: DeviceProfile = .iPhone16,
                                 _ scheme: ColorScheme = .light) throws -> RenderedView {
        try ViewRenderer.render(RenderRequest(width: nil, scale: 1, colorScheme: scheme), fonts: FontLibrary.shared()) {
            view.environment(\.renderDevice, device)
        }
    }

    private func texts(_ rendered: RenderedView) -> [LayoutTree.Node] { rendered.layout.tree.nodes.filter { $0.kind == .text } }

    private let orange = (r: 255, g: 149, b: 0, a: 255)

    /// An interactive widget's intent, as apps declare one.
    private struct ToggleTaskIntent: AppIntent {
        static let title: LocalizedStringResource = "Toggle task"
        @Parameter(title: "Task") var id: String
        init() {}
        init(id: String) { self.id = id }
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func intentButtonsAndTogglesDrawAsTheControlsTheyAre() throws {
        let rendered = try render(VStack {
            Button(intent: ToggleTaskIntent(id: "milk")) { Image(systemName: "circle") }
            Button("Done", intent: ToggleTaskIntent(id: "eggs"))
            Button("Delete", role: .destructive, intent: ToggleTaskIntent())
            Toggle("Lights", isOn: true, intent: ToggleTaskIntent())
            Toggle(isOn: false, intent: ToggleTaskIntent()) { Text("Fan") }
        })
        #expect(texts(rendered).compactMap(\.detail) == ["Done", "Delete", "Lights", "Fan"])
        // Two switches: one knob each.
        #expect(rendered.layout.tree.nodes.filter { $0.kind == .shape && $0.detail == "circle" }.count == 2)
    }

    /// Controls sit in a bundle beside its widgets and add no widget of their own; a render has no
    /// Control Center, so none are installed (`ControlWidgetProbe.swift` compiles Xcode 16's template).
    @Test func controlsAreListedBesideWidgetsAndDrawNone() async throws {
        let listed = try #require(ControlsBundle().body as Any as? WidgetBundleContent).widgets
        #expect(listed.count == 4 && listed.first is StepsWidget)
        #expect(listed.dropFirst().allSatisfy { $0.body is EmptyWidgetConfiguration })
        #expect(WidgetGalleryPreview(BundledControl<TimerControl>()) == nil)
        #expect(try await ControlCenter.shared.currentControls().isEmpty)
        #expect(StaticControlConfiguration(kind: "com.example.light", provider: LightProvider()) { _ in EmptyControlWidgetTemplate() }
                    .kind == "com.example.light")
    }

    @Test func widgetsTakeTheirFamilysSizeOnTheRendersDevice() throws {
        let expected: [(DeviceProfile, WidgetFamily, Size)] = [
            (.iPhone16, .systemSmall, Size(158, 158)), (.iPhone16, .systemMedium, Size(338, 158)),
            (.iPhone16, .systemLarge, Size(338, 354)), (.iPhone16, .accessoryCircular, Size(72, 72)),
            (.iPhone16, .accessoryRectangular, Size(160, 72)), (.iPhone16, .accessoryInline, Size(234, 26)),
            (.iPhoneSE, .systemSmall, Size(148, 148)), (.iPhoneSE, .systemMedium, Size(321, 148)),
            (.iPhoneSE, .systemLarge, Size(321, 324)), (.iPhoneSE, .accessoryRectangular, Size(153, 68)),
            // Not in the HIG's table: the nearest listed screen (430 × 932).
            (.iPhone16ProMax, .systemSmall, Size(170, 170)), (.iPhone16ProMax, .systemLarge, Size(364, 382)),
        ]
        for (device, family, size) in expected {
            let preview = WidgetPreview(as: family, widget: { StepsWidget() }) { StepsEntry(date: .now, steps: 4200) }
            let rendered = try render(preview, on: device)
            #expect(rendered.layout.tree.size == size, "\(device.name) \(family)")
            let noted = rendered.warnings.contains { $0.contains("the HIG lists no size") }
            #expect(noted == (device == .iPhone16ProMax), "\(device.name) \(family): \(rendered.warnings)")
        }
    }

    @Test func contentSitsInsideTheMarginsOnTheContainerBackground() throws {
        let rendered = try render(WidgetPreview(as: .systemSmall, widget: { StepsWidget() }) { StepsEntry(date: .now, steps: 4200) })
        let image = rendered.image
        // The 16 pt margins: the first text starts 16 pt in; the background fills the widget to its edges.
        let first = try #require(texts(rendered).first)
        #expect(first.frame.minX == 16 && first.frame.minY == 16 && first.detail == "Steps")
        #expect(image.rgba(79, 2) == orange && image.rgba(2, 79) == orange && image.rgba(155, 79) == orange && image.rgba(79, 155) == orange)
        // Clipped to the widget's 22 pt continuous corners.
        #expect(image.rgba(0, 0) == (255, 255, 255, 255) && image.rgba(157, 157) == (255, 255, 255, 255))
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
    }

    @Test func disabledMarginsLetTheContentReachTheEdges() throws {
        let image = try render(WidgetPreview(as: .systemMedium, widget: { PhotoWidget() }) { StepsEntry(date: .now, steps: 1) }).image
        #expect(image.rgba(169, 1) == (0, 122, 255, 255) && image.rgba(1, 79) == (0, 122, 255, 255))
    }

    @Test func aViewWithoutAContainerBackgroundIsNoted() throws {
        let rendered = try render(WidgetPreview(as: .systemSmall, widget: { BareWidget() }) { StepsEntry(date: .now, steps: 7) }, .dark)
        #expect(rendered.image.rgba(79, 4) == (28, 28, 30, 255))
        #expect(rendered.warnings.contains { $0.contains("containerBackground") }, "\(rendered.warnings)")
    }

    @Test func theEnvironmentDescribesTheWidget() throws {
        var seen: [(WidgetFamily, EdgeInsets, Bool, WidgetRenderingMode)] = []
        struct Reader: View {
            @Environment(\.widgetFamily) var family
            @Environment(\.widgetContentMargins) var margins
            @Environment(\.showsWidgetContainerBackground) var shows
            @Environment(\.widgetRenderingMode) var mode
            let report: (WidgetFamily, EdgeInsets, Bool, WidgetRenderingMode) -> Void
            var body: some View {
                report(family, margins, shows, mode)
                return Color.clear
            }
        }
        for family in [WidgetFamily.systemLarge, .accessoryRectangular] {
            _ = try render(Reader { seen.append(($0, $1, $2, $3)) }.previewContext(WidgetPreviewContext(family: family)))
        }
        #expect(seen.map(\.0) == [.systemLarge, .accessoryRectangular])
        #expect(seen[0].1 == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) && seen[0].2 && seen[0].3 == .fullColor)
        #expect(seen[1].1 == EdgeInsets() && !seen[1].2 && seen[1].3 == .vibrant)
    }

    @Test func providerPreviewsDrawTheFirstEntryOrThePlaceholder() throws {
        let timeline = try render(WidgetPreview(as: .systemSmall, widget: { StepsWidget() }, timelineProvider: { StepsProvider() }))
        #expect(texts(timeline).map(\.detail) == ["Steps", "5,000"], "Text(\"\\(entry.steps)\") groups as on iOS")
        let city = try render(WidgetPreview(as: .systemSmall, using: SelectCityIntent(), widget: { CityWidget() },
                                            timelineProvider: { CityProvider() }))
        #expect(texts(city).map(\.detail) == ["42"])
        let emoji = try render(WidgetPreview(as: .systemSmall, using: ConfigurationAppIntent(), widget: { EmojiWidget() },
                                             timelineProvider: { EmojiProvider() }))
        #expect(texts(emoji).map(\.detail) == ["😃"])
        #expect(emoji.warnings.contains { $0.contains("placeholder") }, "\(emoji.warnings)")
    }

    @Test func aWidgetWithoutAPreviewShowsItsGallerySnapshot() throws {
        let steps = try render(try #require(WidgetGalleryPreview(StepsWidget())))
        // The first supported family, the provider's snapshot (delivered at once).
        #expect(steps.layout.tree.size == Size(158, 158) && texts(steps).map(\.detail) == ["Steps", "1,234"])
        #expect(steps.warnings.contains { $0.contains("also supports systemMedium, accessoryCircular, accessoryInline") })
        let emoji = try render(try #require(WidgetGalleryPreview(EmojiWidget())))
        #expect(texts(emoji).map(\.detail) == ["😃"] && emoji.warnings.contains { $0.contains("placeholder") })
        #expect(WidgetGalleryPreview(DeliveryActivity()) == nil)
    }

    @Test func anUnsupportedFamilyIsNoted() throws {
        let rendered = try render(WidgetPreview(as: .systemLarge, widget: { StepsWidget() }) { StepsEntry(date: .now, steps: 1) })
        #expect(rendered.warnings.contains { $0.contains("supportedFamilies") }, "\(rendered.warnings)")
    }

    private var delivery: DeliveryAttributes { DeliveryAttributes(restaurant: "Pizza") }
    private var state: DeliveryAttributes.ContentState { .init(minutesLeft: 12) }

    @Test func theLockScreenPresentationIsTheScreenLessItsMarginsOnTheTint() throws {
        let rendered = try render(ActivityPreview(as: .content, using: delivery, widget: { DeliveryActivity() }) { state })
        // 393 − 2 × 11 wide; the content (an icon row with 14 pt padding) is shorter than 84 pt.
        #expect(rendered.layout.tree.size == Size(371, 84))
        #expect(rendered.image.rgba(185, 2) == (175, 82, 222, 255))
        #expect(rendered.image.rgba(0, 0) == (255, 255, 255, 255))
        let wide = try render(ActivityPreview(as: .content, using: delivery, widget: { DeliveryActivity() }) { state }, on: .iPhone16ProMax)
        #expect(wide.layout.tree.size == Size(418, 84))
    }

    @Test func dynamicIslandPresentationsTakeTheHIGsSizes() throws {
        func island(_ state: ActivityPreviewViewKind.DynamicIslandPreviewViewState, on device: DeviceProfile = .iPhone16) throws -> RenderedView {
            try render(ActivityPreview(as: .dynamicIsland(state), using: delivery, widget: { DeliveryActivity() }) { self.state }, on: device)
        }
        let compact = try island(.compact)
        #expect(compact.layout.tree.size.width == 230 && abs(compact.layout.tree.size.height - 36.67) < 0.01)
        #expect(compact.image.rgba(115, 18) == (0, 0, 0, 255))
        // Content is drawn in the dark scheme: the compact trailing text is white on the black island.
        #expect(texts(compact).map(\.detail) == ["12m"])
        #expect(try island(.compact, on: .iPhone16ProMax).layout.tree.size.width == 250)
        let minimal = try island(.minimal)
        #expect(minimal.layout.tree.size.width >= 36.67 && minimal.layout.tree.size.width <= 45)
        let expanded = try island(.expanded)
        #expect(expanded.layout.tree.size.width == 371 && expanded.layout.tree.size.height >= 84)
        #expect(texts(expanded).map(\.detail) == ["12 min", "Pizza"] || texts(expanded).map(\.detail) == ["Pizza", "12 min"])
        #expect(try island(.compact, on: .iPhoneSE).warnings.contains { $0.contains("Dynamic Island") })
    }

    @Test func anIOS16PreviewContextFindsTheRegisteredActivity() throws {
        WidgetPreviewRegistry.register(StepsWidget())
        WidgetPreviewRegistry.register(DeliveryActivity())
        let lockScreen = try render(delivery.previewContext(state, viewKind: .content))
        #expect(lockScreen.layout.tree.size == Size(371, 84) && lockScreen.warnings.isEmpty, "\(lockScreen.warnings)")
        struct ParkingAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var minutes: Int }
        }
        // Nothing to draw (an empty canvas): laid out only, for its note.
        let unknown = try ViewRenderer.layout(RenderRequest(width: nil, scale: 1), fonts: FontLibrary.shared()) {
            ParkingAttributes().previewContext(.init(minutes: 5), viewKind: .dynamicIsland(.minimal))
        }
        #expect(unknown.displayList.warnings.contains { $0.contains("not an ActivityConfiguration") }, "\(unknown.displayList.warnings)")
    }

    @Test func theBundleListsItsWidgets() {
        let bundle = ProbeWidgets()
        #expect((bundle.body as? WidgetBundleContent)?.widgets.count == 4)
        #expect(TimelineReloadPolicy.after(.distantPast) != .atEnd && WidgetFamily.accessoryInline.description == "accessoryInline")
    }
}
