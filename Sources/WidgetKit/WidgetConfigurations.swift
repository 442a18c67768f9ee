import AppIntents
import Foundation
import Intents
import SwiftUI

/// A widget shows the view of an entry (`StaticConfiguration` and the intent configurations) or the
/// presentations of a Live Activity (`ActivityConfiguration`), with the options the configuration's
/// modifiers set: what a preview needs to render it.
struct ResolvedWidget {
    /// The view for an entry of the provider's entry type; nil for another type.
    var entryView: (@MainActor (any TimelineEntry) -> AnyView?)?
    /// The entry the widget gallery shows for a family.
    var galleryEntry: GalleryEntry?
    var activity: ActivityPresentations?
    var supportedFamilies: [WidgetFamily]?
    var contentMarginsDisabled = false
}

/// A configuration that says what its widget shows, instead of having a `body`.
protocol PrimitiveWidgetConfiguration {
    @MainActor func resolve(into widget: inout ResolvedWidget)
}

/// A configuration that shows an entry view per timeline entry, and what the widget gallery shows.
protocol EntryViewConfiguration: PrimitiveWidgetConfiguration {
    var entryView: EntryView { get }
    var galleryEntry: GalleryEntry { get }
}

extension EntryViewConfiguration {
    @MainActor func resolve(into widget: inout ResolvedWidget) {
        widget.entryView = entryView.view
        widget.galleryEntry = galleryEntry
    }
}

/// What `configuration` (a primitive one, or one built in a `body`, with its modifiers) shows.
@MainActor
func resolveWidget<C: WidgetConfiguration>(_ configuration: C, into widget: inout ResolvedWidget) {
    if let primitive = configuration as? any PrimitiveWidgetConfiguration {
        primitive.resolve(into: &widget)
    } else if C.Body.self != Never.self {
        resolveWidget(configuration.body, into: &widget)
    }
}

/// The view of each entry of a provider's entry type, as a configuration stores it.
struct EntryView {
    let view: @MainActor (any TimelineEntry) -> AnyView?

    @MainActor init<Entry: TimelineEntry, Content: View>(_ content: @escaping (Entry) -> Content) {
        view = { entry in (entry as? Entry).map { AnyView(content($0)) } }
    }
}

/// The entry the widget gallery shows: the provider's snapshot when it delivers one at once, else
/// its placeholder (with a note saying why).
struct GalleryEntry {
    let entry: @MainActor (TimelineProviderContext) -> (entry: any TimelineEntry, note: WidgetNote?)

    @MainActor init<Provider: TimelineProvider>(_ provider: Provider) {
        entry = { context in
            var snapshot: Provider.Entry?
            provider.getSnapshot(in: context) { snapshot = $0 }
            guard let snapshot else {
                return (provider.placeholder(in: context),
                        WidgetNote("widget gallery: \(Provider.self) delivered no snapshot at once", drawn: "its placeholder(in:) is drawn"))
            }
            return (snapshot, nil)
        }
    }

    /// The placeholder of a provider whose snapshot needs an intent the gallery would configure.
    @MainActor init<Entry: TimelineEntry>(placeholder: @escaping (TimelineProviderContext) -> Entry, provider: String) {
        entry = { context in
            (placeholder(context), WidgetNote("widget gallery: \(provider) is configured by an intent", drawn: "its placeholder(in:) is drawn"))
        }
    }
}

/// A widget whose entries come from a `TimelineProvider`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, EntryViewConfiguration {
    public typealias Body = Never
    let kind: String
    let entryView: EntryView

    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
        entryView = EntryView(content)
        galleryEntry = GalleryEntry(provider)
    }

    let galleryEntry: GalleryEntry
}

/// A widget the user configures with a SiriKit intent (`IntentTimelineProvider`).
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, EntryViewConfiguration {
    public typealias Body = Never
    let kind: String
    let entryView: EntryView

    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Intent == Provider.Intent {
        self.kind = kind
        entryView = EntryView(content)
        galleryEntry = GalleryEntry(placeholder: provider.placeholder(in:), provider: "\(Provider.self)")
    }

    let galleryEntry: GalleryEntry
}

/// A widget the user configures with an App Intent (`AppIntentTimelineProvider`, iOS 17).
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, EntryViewConfiguration {
    public typealias Body = Never
    let kind: String
    let entryView: EntryView

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content)
    where Intent == Provider.Intent {
        self.kind = kind
        entryView = EntryView(content)
        galleryEntry = GalleryEntry(placeholder: provider.placeholder(in:), provider: "\(Provider.self)")
    }

    let galleryEntry: GalleryEntry
}
