import AppIntents
import Foundation
import Intents
import SwiftUI

/// `#Preview(as: .systemSmall) { StepsWidget() } timeline: { … }`: the widget's view of the first
/// entry, drawn by `WidgetFrame` at the family's size on the render's device. The runner turns a
/// widget `#Preview` into one of these; the initializers take Apple's `#Preview` arguments.
public struct WidgetPreview: View {
    let family: WidgetFamily
    let widget: ResolvedWidget
    let entry: (any TimelineEntry)?
    let notes: [WidgetNote]

    /// The first of the timeline's entries.
    public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: () -> W,
                           @PreviewTimelineBuilder timeline: () -> [any TimelineEntry]) {
        let entries = timeline()
        self.init(family: family, widget: widget(), entry: entries.first,
                  notes: entries.count > 1 ? [WidgetNote("widget preview of \(entries.count) timeline entries", drawn: "the first is drawn")] : [])
    }

    /// The first entry of the provider's timeline (its placeholder when the timeline is not
    /// delivered at once).
    public init<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: () -> W,
                                                       timelineProvider: () -> Provider) {
        let provider = timelineProvider()
        let context = WidgetPreview.context(family)
        var delivered: [Provider.Entry]?
        provider.getTimeline(in: context) { delivered = $0.entries }
        self.init(family: family, widget: widget(), provider: "\(Provider.self)", delivered: delivered,
                  placeholder: provider.placeholder(in: context))
    }

    /// The first entry of the SiriKit intent provider's timeline for `intent` (its placeholder when
    /// the timeline is not delivered at once).
    public init<W: Widget, Provider: IntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                             using intent: Provider.Intent, widget: () -> W,
                                                             timelineProvider: () -> Provider) {
        let provider = timelineProvider()
        let context = WidgetPreview.context(family)
        var delivered: [Provider.Entry]?
        provider.getTimeline(for: intent, in: context) { delivered = $0.entries }
        self.init(family: family, widget: widget(), provider: "\(Provider.self)", delivered: delivered,
                  placeholder: provider.placeholder(in: context))
    }

    /// The App Intent provider's placeholder: its timeline is `async`, and a render does not wait.
    public init<W: Widget, Provider: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                                using intent: Provider.Intent, widget: () -> W,
                                                                timelineProvider: () -> Provider) {
        let provider = timelineProvider()
        self.init(family: family, widget: widget(), entry: provider.placeholder(in: WidgetPreview.context(family)),
                  notes: [WidgetNote("widget preview: \(Provider.self).timeline(for:in:) is async", drawn: "its placeholder(in:) is drawn")])
    }

    private init<W: Widget>(family: WidgetFamily, widget: W, provider: String,
                                      delivered: [any TimelineEntry]?, placeholder: any TimelineEntry) {
        if let first = delivered?.first {
            self.init(family: family, widget: widget, entry: first, notes: [])
        } else {
            self.init(family: family, widget: widget, entry: placeholder,
                      notes: [WidgetNote("widget preview: \(provider) delivered no timeline at once", drawn: "its placeholder(in:) is drawn")])
        }
    }

    private init<W: Widget>(family: WidgetFamily, widget: W, entry: (any TimelineEntry)?, notes: [WidgetNote]) {
        var resolved = ResolvedWidget()
        resolveWidget(widget.body, into: &resolved)
        self.family = family
        self.widget = resolved
        self.entry = entry
        var notes = notes
        if let families = resolved.supportedFamilies, !families.contains(family) {
            notes.append(WidgetNote("\(W.self) does not list \(family) in supportedFamilies", drawn: "drawn in that family all the same"))
        }
        self.notes = notes
    }

    /// What a provider is told in a preview: the family and its size on an iPhone 16.
    static func context(_ family: WidgetFamily) -> TimelineProviderContext {
        let screen = CGSize(width: DeviceProfile.iPhone16.width, height: DeviceProfile.iPhone16.height)
        return TimelineProviderContext(family: family, isPreview: true,
                                       displaySize: WidgetMetrics.size(of: family, onScreen: screen).size)
    }

    public var body: some View {
        let view = entry.flatMap { widget.entryView?($0) }
        return WidgetFrame(family: family, contentMarginsDisabled: widget.contentMarginsDisabled,
                           content: view ?? AnyView(NothingDrawn()))
            .modifier(Noted(notes + [view == nil ? WidgetNote("widget preview: the widget shows no view for this entry",
                                                               drawn: "nothing is drawn") : nil]))
    }
}

/// The entries of a widget `#Preview`'s `timeline:` closure.
@resultBuilder
public struct PreviewTimelineBuilder {
    @available(*, unavailable, message: "Please provide at least one timeline entry to preview your widget.")
    public static func buildBlock() -> [any TimelineEntry] { [] }
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
}

extension View {
    /// An iOS 14–16 widget preview (`.previewContext(WidgetPreviewContext(family: .systemMedium))`):
    /// the view drawn as a widget of that family.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        WidgetFrame(family: context.family, contentMarginsDisabled: false, content: AnyView(self))
    }
}

/// The family a `PreviewProvider` shows a widget view in.
public struct WidgetPreviewContext {
    let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}
