import AppIntents
import SwiftUI
import WidgetKit

// Controls (iOS 18) as Xcode 16's widget-extension template writes them: a configurable toggle fed
// by an intent value provider, a static button, and a bundle listing them beside a widget. They
// compile against our WidgetKit and AppIntents; `WidgetKitTests` checks what they resolve to.

struct TimerControl: ControlWidget {
    static let kind = "com.example.timer"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: Self.kind, provider: Provider()) { value in
            ControlWidgetToggle("Start Timer", isOn: value.isRunning, action: StartTimerIntent(value.name)) { isRunning in
                Label(isRunning ? "On" : "Off", systemImage: "timer")
            }
            .tint(.orange)
        }
        .displayName("Timer")
        .description("Starts and stops a timer.")
        .promptsForUserConfiguration()
    }

    struct Value {
        var isRunning: Bool
        var name: String
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: TimerConfiguration) -> Value { Value(isRunning: false, name: configuration.timerName) }
        func currentValue(configuration: TimerConfiguration) async throws -> Value { Value(isRunning: true, name: configuration.timerName) }
    }
}

struct TimerConfiguration: ControlConfigurationIntent {
    static var title: LocalizedStringResource { "Timer Name" }
    @Parameter(title: "Timer Name", default: "Tea") var timerName: String
}

struct StartTimerIntent: SetValueIntent {
    static var title: LocalizedStringResource { "Start a timer" }
    @Parameter(title: "Timer Name") var name: String
    @Parameter(title: "Timer is running") var value: Bool

    init() {}
    init(_ name: String) { self.name = name }

    func perform() async throws -> some IntentResult { .result() }
}

struct OpenAppIntent: OpenIntent {
    static var title: LocalizedStringResource { "Open the app" }
}

struct LightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.light", provider: LightProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: ToggleLightIntent()) {
                Label("Light", systemImage: "lightbulb")
            } valueLabel: { isOn in
                Text(isOn ? "Bright" : "Dark")
            }
        }
    }
}

struct LightProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { true }
}

struct ToggleLightIntent: SetValueIntent {
    static var title: LocalizedStringResource { "Toggle the light" }
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct OpenAppControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.open") {
            ControlWidgetButton(action: OpenAppIntent()) {
                Label("Open", systemImage: "arrow.up.forward.app")
                    .controlWidgetActionHint("Open the app")
            }
        }
    }
}

struct ControlsBundle: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        TimerControl()
        LightControl()
        OpenAppControl()
    }
}
