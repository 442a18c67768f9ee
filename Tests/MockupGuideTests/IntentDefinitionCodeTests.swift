import Foundation
import Testing
@testable import MockupGuide

/// A folder's SiriKit intent definition generates the classes Xcode generates from it, so a widget
/// configured with its intent (Xcode's widget template before App Intents) compiles and renders.
struct IntentDefinitionCodeTests {
    /// An intent definition as Xcode writes it: the template's `Configuration` intent with an enum
    /// parameter, a custom type, a number and several strings; a custom response code.
    static let definition = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>INEnums</key>
            <array><dict>
                <key>INEnumName</key><string>Units</string>
                <key>INEnumValues</key>
                <array>
                    <dict><key>INEnumValueName</key><string>unknown</string></dict>
                    <dict><key>INEnumValueName</key><string>metric</string></dict>
                    <dict><key>INEnumValueName</key><string>imperial</string></dict>
                </array>
            </dict></array>
            <key>INIntents</key>
            <array><dict>
                <key>INIntentName</key><string>Configuration</string>
                <key>INIntentParameters</key>
                <array>
                    <dict><key>INIntentParameterName</key><string>units</string>
                          <key>INIntentParameterType</key><string>Integer</string>
                          <key>INIntentParameterEnumType</key><string>Units</string></dict>
                    <dict><key>INIntentParameterName</key><string>city</string>
                          <key>INIntentParameterType</key><string>Object</string>
                          <key>INIntentParameterObjectType</key><string>City</string></dict>
                    <dict><key>INIntentParameterName</key><string>days</string>
                          <key>INIntentParameterType</key><string>Integer</string></dict>
                    <dict><key>INIntentParameterName</key><string>tags</string>
                          <key>INIntentParameterType</key><string>String</string>
                          <key>INIntentParameterSupportsMultipleValues</key><true/></dict>
                    <dict><key>INIntentParameterName</key><string>owner</string>
                          <key>INIntentParameterType</key><string>Person</string></dict>
                </array>
                <key>INIntentResponse</key>
                <dict><key>INIntentResponseCodes</key>
                    <array>
                        <dict><key>INIntentResponseCodeName</key><string>success</string></dict>
                        <dict><key>INIntentResponseCodeName</key><string>noForecast</string></dict>
                    </array>
                </dict>
            </dict></array>
            <key>INTypes</key>
            <array><dict>
                <key>INTypeName</key><string>City</string>
                <key>INTypeProperties</key>
                <array>
                    <dict><key>INTypePropertyName</key><string>identifier</string></dict>
                    <dict><key>INTypePropertyName</key><string>displayString</string></dict>
                    <dict><key>INTypePropertyName</key><string>population</string>
                          <key>INTypePropertyType</key><string>Integer</string></dict>
                </array>
            </dict></array>
        </dict>
        </plist>
        """

    @Test func theGeneratedClassesHaveXcodesNamesAndTypes() throws {
        let plist = try #require(try PropertyListSerialization.propertyList(from: Data(Self.definition.utf8), format: nil) as? [String: Any])
        let source = IntentDefinitionCode.source(of: plist)
        #expect(source.contains("public enum Units: Int, CaseIterable {\n    case `unknown` = 0\n    case `metric` = 1\n    case `imperial` = 2\n}"))
        #expect(source.contains("public class City: INObject {\n    public var `population`: NSNumber?\n}"), "inherited properties stay INObject's")
        #expect(source.contains("public class ConfigurationIntent: INIntent {\n    public var `units`: Units = .unknown\n"
                                + "    public var `city`: City?\n    public var `days`: NSNumber?\n    public var `tags`: [String]?\n}"),
                "a person (no INPerson here) is left out")
        #expect(source.contains("    case `failureRequiringAppLaunch` = 6\n    case `noForecast` = 100\n}"))
        #expect(source.contains("public class ConfigurationIntentResponse: INIntentResponse {"))
    }

    @Test(.timeLimit(.minutes(3)))
    func aWidgetConfiguredWithTheGeneratedIntentRenders() throws {
        let widget = """
            import WidgetKit
            import SwiftUI
            import Intents

            struct Provider: IntentTimelineProvider {
                func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date(), configuration: ConfigurationIntent()) }
                func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (SimpleEntry) -> ()) {
                    completion(SimpleEntry(date: Date(), configuration: configuration))
                }
                func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
                    completion(Timeline(entries: [SimpleEntry(date: Date(), configuration: configuration)], policy: .atEnd))
                }
            }

            struct SimpleEntry: TimelineEntry {
                let date: Date
                let configuration: ConfigurationIntent
            }

            struct ForecastView: View {
                var entry: Provider.Entry
                var body: some View {
                    Text(entry.configuration.units == .imperial ? "°F" : "°C")
                        .containerBackground(for: .widget) { Color.blue }
                }
            }

            @main
            struct Forecast: Widget {
                var body: some WidgetConfiguration {
                    IntentConfiguration(kind: "forecast", intent: ConfigurationIntent.self, provider: Provider()) { entry in
                        ForecastView(entry: entry)
                    }
                }
            }
            """
        try GuideBuildTests.renderThroughRunner(files: ["Forecast/Forecast.swift": widget, "Forecast/Forecast.intentdefinition": Self.definition],
                                                loading: "Forecast") { report, _ in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks.map(\.message))")
            let view = try #require(report.entries.first { $0.component == "ForecastView" })
            #expect(view.status == "rendered", "the template's Provider.Entry is its one entry type: \(view.message ?? "")")
        }
    }
}
