import Foundation
import SwiftUI

/// A widget's declaration (`struct MyWidget: Widget`). Mockup renders the widget's views, not the
/// widget itself; the configuration types exist so widget files compile.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// A widget's configuration.
@MainActor @preconcurrency
public protocol WidgetConfiguration {}

/// A group of widgets.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    var body: Body { get }
}

/// One moment of a widget's timeline.
public protocol TimelineEntry {
    var date: Date { get }
}

/// When a timeline asks for the next one.
public struct TimelineReloadPolicy: Hashable, Sendable {
    let name: String
    public static let atEnd = TimelineReloadPolicy(name: "atEnd")
    public static let never = TimelineReloadPolicy(name: "never")
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(name: "after") }
}

/// A widget's entries.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { self.entries = entries; self.policy = policy }
}

/// The environment a timeline is built in.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily = .systemSmall
    public let isPreview = false
    public let displaySize = CGSize(width: 170, height: 170)
}

/// Builds a widget's timeline.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Widget sizes.
public enum WidgetFamily: Hashable, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline
}

/// A configuration from a provider and a view per entry.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {}
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ displayName: String) -> Self { self }
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> Self { self }
    public func description(_ description: String) -> Self { self }
    public func description(_ description: LocalizedStringKey) -> Self { self }
    public func supportedFamilies(_ families: [WidgetFamily]) -> Self { self }
    public func contentMarginsDisabled() -> Self { self }
}

/// Reloads widgets (nothing to reload in a render).
public final class WidgetCenter: Sendable {
    public static let shared = WidgetCenter()
    public func reloadTimelines(ofKind kind: String) {}
    public func reloadAllTimelines() {}
}
