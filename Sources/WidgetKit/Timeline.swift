import Foundation
import SwiftUI

/// One moment of a widget's timeline: the date it shows from, and how relevant it is then.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance (the Smart Stack's default ordering).
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is to the Smart Stack, and for how long.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) { self.score = score; self.duration = duration }
}

/// When WidgetKit asks the provider for the next timeline.
public struct TimelineReloadPolicy: Equatable, Sendable {
    enum Moment: Equatable, Sendable { case atEnd, never, after(Date) }
    let moment: Moment
    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(moment: .atEnd)
    /// Only when the app asks (`WidgetCenter.reloadTimelines(ofKind:)`).
    public static let never = TimelineReloadPolicy(moment: .never)
    /// After `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(moment: .after(date)) }
}

/// A widget's entries and when to ask for more.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) { self.entries = entries; self.policy = policy }
}

/// What a provider is told about the widget it builds entries for.
public struct TimelineProviderContext {
    /// The environment values the widget may be shown with, per key path: a render shows one
    /// environment, so every key has no variants (nil).
    @dynamicMemberLookup
    public struct EnvironmentVariants {
        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? { nil }
        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? { nil }
    }

    public let environmentVariants = EnvironmentVariants()
    public let family: WidgetFamily
    /// True in the widget gallery and in previews.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize

    init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize) {
        self.family = family; self.isPreview = isPreview; self.displaySize = displaySize
    }
}

/// Builds a widget's timeline (`StaticConfiguration`).
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
