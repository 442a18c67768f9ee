import ActivityKit
import AppIntents
import Foundation
import Intents
import SwiftUI
import WidgetKit

// Widget and Live Activity code as design guides and Xcode's templates write it (iOS 17), compiled
// against our WidgetKit, ActivityKit and AppIntents. `WidgetKitTests` renders it.

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, steps: 0) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: .now, steps: 1234))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let entries = [StepsEntry(date: .now, steps: 5000), StepsEntry(date: .now.addingTimeInterval(3600), steps: 6000)]
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct StepsWidgetView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    @Environment(\.widgetRenderingMode) var renderingMode
    var entry: StepsEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Text("\(entry.steps / 1000)k").font(.headline).widgetAccentable()
            }
            .widgetLabel("Steps")
        case .accessoryInline:
            Label("\(entry.steps) steps", systemImage: "figure.walk")
        default:
            VStack(alignment: .leading) {
                Text("Steps").font(.caption).foregroundStyle(.secondary)
                Text("\(entry.steps)").font(.title.bold()).invalidatableContent()
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .containerBackground(for: .widget) { Color.orange }
            .widgetURL(URL(string: "steps://today"))
        }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "steps", provider: StepsProvider()) { StepsWidgetView(entry: $0) }
            .configurationDisplayName("Steps")
            .description("Today's steps.")
            .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
            .disfavoredLocations([.standBy], for: [.systemSmall])
            .containerBackgroundRemovable(false)
    }
}

/// A widget whose content reaches its edges.
struct PhotoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "photo", provider: StepsProvider()) { _ in
            Color.blue.containerBackground(.red, for: .widget)
        }
        .contentMarginsDisabled()
    }
}

/// A widget view that sets no container background (iOS 17 asks for one).
struct BareWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "bare", provider: StepsProvider()) { Text("\($0.steps)") }
    }
}

// Xcode 15's widget template: an App Intent configures the widget (`static let` where the template
// has `static var`, as this test target compiles in Swift 6 mode).
struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Configuration"
    static let description = IntentDescription("This is an example widget.")

    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

struct EmojiEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent
}

struct EmojiProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: .now, configuration: ConfigurationAppIntent()) }
    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> EmojiEntry {
        EmojiEntry(date: .now, configuration: configuration)
    }
    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<EmojiEntry> {
        Timeline(entries: [EmojiEntry(date: .now, configuration: configuration)], policy: .after(.now.addingTimeInterval(900)))
    }
}

struct EmojiWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "emoji", intent: ConfigurationAppIntent.self, provider: EmojiProvider()) { entry in
            Text(entry.configuration.favoriteEmoji).containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

// iOS 14's SiriKit configuration.
final class SelectCityIntent: INIntent {}

struct CityProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, steps: 0) }
    func getSnapshot(for configuration: SelectCityIntent, in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(for configuration: SelectCityIntent, in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        completion(Timeline(entries: [StepsEntry(date: .now, steps: 42)], policy: .never))
    }
}

struct CityWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "city", intent: SelectCityIntent.self, provider: CityProvider()) { entry in
            Text("\(entry.steps)").containerBackground(Color.teal, for: .widget)
        }
    }
}

// A Live Activity.
struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
    }
    var restaurant: String
}

struct DeliveryLockScreenView: View {
    let context: ActivityViewContext<DeliveryAttributes>
    var body: some View {
        HStack {
            Image(systemName: "bag.fill")
            Text(context.attributes.restaurant)
            Spacer()
            Text("\(context.state.minutesLeft) min")
        }
        .padding(14)
        .activityBackgroundTint(Color.purple)
        .activitySystemActionForegroundColor(.white)
    }
}

struct DeliveryActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "bag.fill") }
                DynamicIslandExpandedRegion(.trailing, priority: 1) { Text("\(context.state.minutesLeft) min") }
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.restaurant) }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(value: 0.5).dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                .contentMargins(.horizontal, 20)
            } compactLeading: {
                Image(systemName: "bag.fill")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Image(systemName: "bag.fill")
            }
            .keylineTint(.purple)
            .widgetURL(URL(string: "delivery://order"))
            .contentMargins(.all, 10, for: .expanded)
        }
    }
}

@MainActor
struct ProbeWidgets: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        EmojiWidget()
        CityWidget()
        DeliveryActivity()
    }
}

/// App-side calls: reloading, reading configurations, starting an activity.
@MainActor
func widgetAppCalls() async {
    WidgetCenter.shared.reloadTimelines(ofKind: "steps")
    WidgetCenter.shared.reloadAllTimelines()
    WidgetCenter.shared.getCurrentConfigurations { result in
        if case .success(let widgets) = result { _ = widgets.map { ($0.kind, $0.family, $0.widgetConfigurationIntent(of: ConfigurationAppIntent.self)) } }
    }
    _ = TimelineEntryRelevance(score: 0.8, duration: 3600)
    let content = ActivityContent(state: DeliveryAttributes.ContentState(minutesLeft: 12), staleDate: nil)
    if ActivityAuthorizationInfo().areActivitiesEnabled {
        let activity = try? Activity.request(attributes: DeliveryAttributes(restaurant: "Pizza"), content: content, pushType: nil)
        await activity?.update(content)
        await activity?.end(nil, dismissalPolicy: .immediate)
    }
    _ = Activity<DeliveryAttributes>.activities
    for await activity in Activity<DeliveryAttributes>.activityUpdates {
        for await state in activity.activityStateUpdates where state == .ended { print(activity.id) }
    }
}
