import AppIntents
import Foundation
import Intents
import SwiftUI

/// Builds the timeline of a widget configured with a SiriKit intent (`IntentConfiguration`).
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func recommendations() -> [IntentRecommendation<Intent>]
    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

extension IntentTimelineProvider {
    /// No preconfigured intents.
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A preconfigured SiriKit intent offered for a widget (watchOS and the Smart Stack; its description
/// is the system's to show).
public struct IntentRecommendation<T: INIntent> {
    let intent: T
    public init(intent: T, description: Text) { self.intent = intent }
    public init(intent: T, description: LocalizedStringKey) { self.intent = intent }
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: T, description: S) { self.intent = intent }
}

/// Builds the timeline of a widget configured with an App Intent (`AppIntentConfiguration`).
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func recommendations() -> [AppIntentRecommendation<Intent>]
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

extension AppIntentTimelineProvider {
    /// No preconfigured intents.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured App Intent offered for a widget (watchOS and the Smart Stack; its description is
/// the system's to show).
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    let intent: Intent
    public init(intent: Intent, description: Text) { self.intent = intent }
    public init(intent: Intent, description: LocalizedStringKey) { self.intent = intent }
    @_disfavoredOverload
    public init(intent: Intent, description: some StringProtocol) { self.intent = intent }
}
