import Foundation
import Testing
@testable import MockupGuide

/// A guide's widget and Live Activity `#Preview`s: with `import WidgetKit`, the runner's support file
/// declares Apple's WidgetKit `#Preview` forms, and each renders at its family's size on the device.
struct GuideWidgetTests {
    static let guide = """
    # Acme (iOS) — Widgets

    ```swift
    import SwiftUI
    import WidgetKit
    import ActivityKit

    struct StepsEntry: TimelineEntry { let date: Date; let steps: Int }

    struct StepsProvider: TimelineProvider {
        func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, steps: 0) }
        func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
            completion(Timeline(entries: [StepsEntry(date: .now, steps: 4200)], policy: .atEnd))
        }
    }

    struct StepsWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
                Text("\\(entry.steps)").containerBackground(for: .widget) { Color.orange }
            }
        }
    }

    // A catalog's page named after the environment value it shows: the preview forms still take WidgetKit's.
    struct WidgetFamily: View { var body: some View { Text("family") } }

    #Preview(as: .systemMedium) {
        StepsWidget()
    } timeline: {
        StepsEntry(date: .now, steps: 4200)
    }

    struct RideAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable { var minutes: Int }
        var driver: String
    }

    struct RideActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: RideAttributes.self) { context in
                Text("\\(context.attributes.driver): \\(context.state.minutes) min").padding(14)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text(context.attributes.driver) }
                } compactLeading: { Image(systemName: "car.fill") } compactTrailing: { Text("\\(context.state.minutes)m") } minimal: {
                    Image(systemName: "car.fill")
                }
            }
        }
    }

    #Preview("Ride", as: .content, using: RideAttributes(driver: "Sam")) {
        RideActivity()
    } contentStates: {
        RideAttributes.ContentState(minutes: 4)
    }
    ```
    """

    @Test func theWidgetPreviewFormsAreDeclaredOnlyForWidgetCode() {
        let program = GuideProgram(document: GuideDocument(markdown: Self.guide), file: "acme.md")
        let plan = ComponentPlan(program: program, types: TypeDeclaration.all(in: program.source))
        #expect(RunnerSource(program: program, plan: plan, stubs: [], dropped: [:]).support.contains("extension __MockupPreview"))
        let plain = GuideProgram(swiftFiles: [("card.swift", "import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\") } }\n")])
        let plainPlan = ComponentPlan(program: plain, types: TypeDeclaration.all(in: plain.source))
        #expect(!RunnerSource(program: plain, plan: plainPlan, stubs: [], dropped: [:]).support.contains("WidgetKit"))
    }

    @Test func aWidgetIsAComponentUnlessAPreviewShowsIt() {
        let code = Self.guide.components(separatedBy: "```swift\n")[1].components(separatedBy: "```")[0]
            + "struct CityWidget: Widget {\n    var body: some WidgetConfiguration { EmptyWidgetConfiguration() }\n}\n"
        let program = GuideProgram(swiftFiles: [("Widgets.swift", code)])
        let plan = ComponentPlan(program: program, types: TypeDeclaration.all(in: program.source))
        #expect(plan.components.map(\.name) == ["Preview 1", "Ride", "WidgetFamily", "CityWidget"])
        #expect(plan.components.last?.source == .widget)
        #expect(plan.widgetTypes == ["StepsWidget", "RideActivity", "CityWidget"])
        let calls = RunnerSource(program: program, plan: plan, stubs: [], dropped: [:]).components.text
        #expect(calls.contains("import WidgetKit") && calls.contains("if let widget = WidgetGalleryPreview(CityWidget())"))
        #expect(calls.contains("    WidgetPreviewRegistry.register(RideActivity())"))
    }

    @Test(.timeLimit(.minutes(3)))
    func widgetAndLiveActivityPreviewsRenderAtTheirSizes() throws {
        try GuideBuildTests.renderThroughRunner(Self.guide, as: "ios-acme-widgets.md") { report, _ in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            // Component renders have a 16 pt canvas margin: a 338 × 158 medium widget on an iPhone 16, and
            // a 393 − 22 pt wide Lock Screen presentation at its 84 pt least height.
            let widget = try #require(report.entries.first { $0.component == "Preview 1" })
            #expect(widget.status == "rendered" && widget.size == [338 + 32, 158 + 32], "\(widget.message ?? "") \(widget.size ?? [])")
            let ride = try #require(report.entries.first { $0.component == "Ride" })
            #expect(ride.status == "rendered" && ride.size == [371 + 32, 84 + 32], "\(ride.message ?? "") \(ride.size ?? [])")
        }
    }
}
